// The grading's pictures for the closing notes (built, not run by ctest): the grading
// dialog after a grading of the tests' submissions, a feedback page drawn by Qt's own
// HTML view, and the gradebook shown as text, in English and French.
//   QT_QPA_PLATFORM=offscreen pw_grade_shots OUTDIR
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>

#include <cstdio>

#include "feedback_page.h"
#include "grading/grade_dialog.h"
#include "grading/grading_text.h"
#include "window/language.h"

namespace {

using namespace pw::ui;

bool shoot(const QString& out, const QString& language) {
    installLanguage(language);
    QTemporaryDir dir;
    const QString files = dir.filePath(QStringLiteral("class"));
    QDir().mkpath(files);
    const QString fixtures = QStringLiteral(PW_SOURCE_DIR "/tests/grading/");
    for (const QString& name : QDir(fixtures + QStringLiteral("submissions")).entryList({QStringLiteral("*.cpp")}))
        QFile::copy(fixtures + QStringLiteral("submissions/") + name, files + QLatin1Char('/') + name);
    GradeDialog dialog;
    dialog.setAssignment(fixtures + QStringLiteral("assignments/queens-test.txt"));
    dialog.setSubmissions(files);
    dialog.setOutput(dir.filePath(QStringLiteral("grades")));
    dialog.resize(1280, 720);
    dialog.show();
    QSignalSpy finished(&dialog, &GradeDialog::finished);
    if (!dialog.start() || !finished.wait(300000) || !finished.front().front().toBool()) {
        std::fprintf(stderr, "grading failed: %s\n", qPrintable(dialog.statusText()));
        return false;
    }
    const int slow = 3;  // crashing, good, not_compiling, slow, wrong
    dialog.table()->setCurrentCell(slow, 0);
    dialog.grab().save(out + QStringLiteral("/grading-dialog-%1.png").arg(language));

    QTextBrowser page;
    page.resize(980, 760);
    page.setHtml(QString::fromStdString(pw::grading::feedbackPage(dialog.book(), slow, windowWording(), PW_VERSION)));
    page.show();
    page.grab().save(out + QStringLiteral("/feedback-page-%1.png").arg(language));

    QFile csv(dir.filePath(QStringLiteral("grades/grades.csv")));
    csv.open(QIODevice::ReadOnly);
    QPlainTextEdit text;
    text.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text.setLineWrapMode(QPlainTextEdit::NoWrap);
    text.setPlainText(QString::fromUtf8(csv.readAll()));
    text.resize(1280, 220);
    text.show();
    text.grab().save(out + QStringLiteral("/grades-csv-%1.png").arg(language));
    QFile::copy(dir.filePath(QStringLiteral("grades/grades.csv")), out + QStringLiteral("/grades-%1.csv").arg(language));
    QFile::copy(dir.filePath(QStringLiteral("grades/slow.html")), out + QStringLiteral("/slow-%1.html").arg(language));
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: pw_grade_shots OUTDIR\n");
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    QDir().mkpath(out);
    return shoot(out, QStringLiteral("en")) && shoot(out, QStringLiteral("fr")) ? 0 : 1;
}
