#include "grade_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QSettings>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include "assignment_files.h"
#include "feedback_page.h"
#include "feedback_text.h"
#include "gradebook_csv.h"
#include "grading_text.h"
#include "io/atomic_write.h"
#include "own/sandbox.h"
#include "own/toolchain.h"

namespace pw::ui {

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

/// A line edit with a Browse… button beside it.
QWidget* withBrowse(QLineEdit* field, QPushButton* browse) {
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(field, 1);
    layout->addWidget(browse);
    return row;
}

}  // namespace

GradeDialog::GradeDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Grade a folder"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    assignmentField_ = new QLineEdit(this);
    submissionsField_ = new QLineEdit(this);
    outputField_ = new QLineEdit(this);
    auto* browseAssignment = new QPushButton(tr("Browse…"), this);
    auto* browseSubmissions = new QPushButton(tr("Browse…"), this);
    auto* browseOutput = new QPushButton(tr("Browse…"), this);
    form->addRow(tr("&Assignment:"), withBrowse(assignmentField_, browseAssignment));
    form->addRow(tr("The students' &files:"), withBrowse(submissionsField_, browseSubmissions));
    form->addRow(tr("&Write the grades to:"), withBrowse(outputField_, browseOutput));
    layout->addLayout(form);

    table_ = new QTableWidget(this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    preview_ = new QTextBrowser(this);
    preview_->setOpenLinks(false);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(table_);
    splitter->addWidget(preview_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    progress_ = new QProgressBar(this);
    progress_->hide();
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(progress_);
    layout->addWidget(status_);

    auto* buttons = new QDialogButtonBox(this);
    gradeButton_ = buttons->addButton(tr("&Grade"), QDialogButtonBox::ActionRole);
    cancelButton_ = buttons->addButton(QDialogButtonBox::Cancel);
    closeButton_ = buttons->addButton(QDialogButtonBox::Close);
    cancelButton_->setEnabled(false);
    layout->addWidget(buttons);

    poll_ = new QTimer(this);
    poll_->setInterval(100);
    connect(poll_, &QTimer::timeout, this, &GradeDialog::poll);
    connect(browseAssignment, &QPushButton::clicked, this, &GradeDialog::browseAssignment);
    connect(browseSubmissions, &QPushButton::clicked, this,
            [this] { browseFolder(submissionsField_, tr("The folder of the students' files")); });
    connect(browseOutput, &QPushButton::clicked, this,
            [this] { browseFolder(outputField_, tr("The folder to write the grades to")); });
    connect(submissionsField_, &QLineEdit::editingFinished, this, [this] {
        if (outputField_->text().isEmpty() && !submissionsField_->text().isEmpty())
            setOutput(QDir::cleanPath(submissionsField_->text()) + tr("-grades"));
    });
    connect(gradeButton_, &QPushButton::clicked, this, &GradeDialog::start);
    connect(cancelButton_, &QPushButton::clicked, this, &GradeDialog::cancel);
    connect(closeButton_, &QPushButton::clicked, this, &GradeDialog::reject);
    connect(table_, &QTableWidget::currentCellChanged, this, [this](int row) { showPage(row); });
    // The last grading's folders: a teacher grades the next assignment beside them.
    const QSettings settings;
    assignmentField_->setText(settings.value(QStringLiteral("grading/assignment")).toString());
    submissionsField_->setText(settings.value(QStringLiteral("grading/submissions")).toString());
    outputField_->setText(settings.value(QStringLiteral("grading/output")).toString());
    resize(1100, 640);
}

GradeDialog::~GradeDialog() = default;

void GradeDialog::setAssignment(const QString& path) { assignmentField_->setText(path); }
void GradeDialog::setSubmissions(const QString& folder) { submissionsField_->setText(folder); }
void GradeDialog::setOutput(const QString& folder) { outputField_->setText(folder); }
QString GradeDialog::assignment() const { return assignmentField_->text(); }
QString GradeDialog::submissions() const { return submissionsField_->text(); }
QString GradeDialog::output() const { return outputField_->text(); }
QString GradeDialog::statusText() const { return status_->text(); }

void GradeDialog::browseAssignment() {
    // The example assignments stand beside the example versions, installed or built.
    const std::string root = own::toolchain().root;
    const QString start = assignmentField_->text().isEmpty() && !root.empty()
                              ? text(root + "/share/puzzle-workbench/assignments")
                              : QFileInfo(assignmentField_->text()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open an assignment"), start, tr("Assignments (*.txt)"));
    if (!path.isEmpty()) setAssignment(path);
}

void GradeDialog::browseFolder(QLineEdit* field, const QString& title) {
    const QString folder = QFileDialog::getExistingDirectory(this, title, field->text());
    if (folder.isEmpty()) return;
    field->setText(folder);
    if (field == submissionsField_ && outputField_->text().isEmpty()) setOutput(folder + tr("-grades"));
}

void GradeDialog::report(const QString& message) { status_->setText(message); }

bool GradeDialog::start() {
    if (job_) return false;
    const QString assignmentPath = assignmentField_->text();
    const QString folder = submissionsField_->text();
    grading::AssignmentResult assignment = grading::loadAssignment(assignmentPath.toStdString());
    if (!assignment) {
        report(assignmentErrorText(assignment.error(), QFileInfo(assignmentPath).fileName()));
        return false;
    }
    const std::vector<std::string> files = grading::submissionFiles(folder.toStdString());
    if (files.empty()) {
        report(tr("%1 holds no .cpp file.").arg(QDir::toNativeSeparators(folder)));
        return false;
    }
    if (outputField_->text().isEmpty()) {
        report(tr("Choose a folder to write the grades to."));
        return false;
    }
    if (!own::sandboxStatus().available) {
        // A whole class's files, unknown code each, never run outside the sandbox here;
        // puzzle-bench grade --no-sandbox is there for a machine that has no sandbox.
        report(tr("The sandbox (bubblewrap) cannot start on this computer: the files are not run."));
        return false;
    }
    QSettings kept;
    kept.setValue(QStringLiteral("grading/assignment"), assignmentPath);
    kept.setValue(QStringLiteral("grading/submissions"), folder);
    kept.setValue(QStringLiteral("grading/output"), outputField_->text());
    grading::GradeSettings settings;
    settings.repeats = repeats_;
    settings.messagesLanguage = windowWording().language() == "fr" ? "fr" : "";
    book_ = grading::emptyBook(assignment.value(), files);
    job_ = std::make_unique<grading::BackgroundGrading>(assignment.value(), files, settings);

    const grading::Wording w = windowWording();
    const auto& boards = book_.assignment.boards;
    table_->clear();
    table_->setRowCount(static_cast<int>(files.size()));
    table_->setColumnCount(static_cast<int>(boards.size()) + 1);
    QStringList headers;
    for (std::size_t b = 0; b < boards.size(); ++b) {
        headers << (boards[b].hidden ? tr("Board %1 (hidden)") : tr("Board %1")).arg(b + 1);
        auto* header = new QTableWidgetItem(headers.back());
        header->setToolTip(text(boards[b].hidden ? grading::boardName(w, boards[b], static_cast<int>(b))
                                                 : grading::boardName(w, boards[b], static_cast<int>(b)) + "\n" +
                                                       grading::boardShape(w, boards[b])));
        table_->setHorizontalHeaderItem(static_cast<int>(b), header);
    }
    table_->setHorizontalHeaderItem(static_cast<int>(boards.size()), new QTableWidgetItem(tr("Grade")));
    QStringList names;
    for (const grading::StudentGrade& s : book_.students) names << text(s.identifier);
    table_->setVerticalHeaderLabels(names);
    preview_->clear();
    progress_->setRange(0, job_->total());
    progress_->setValue(0);
    progress_->show();
    report(tr("Grading %n file(s)…", nullptr, static_cast<int>(files.size())));
    setBusy(true);
    poll_->start();
    return true;
}

void GradeDialog::fillCell(int student, int board) {
    const grading::Wording w = windowWording();
    const grading::StudentGrade& s = book_.students[static_cast<std::size_t>(student)];
    const auto& boards = book_.assignment.boards;
    const grading::BoardGrade& g = s.boards[static_cast<std::size_t>(board)];
    if (!g.graded) return;
    const bool passed = g.result == grading::BoardResult::Passed;
    // A mark beside the word: the table never tells a result by its colour alone.
    auto* item = new QTableWidgetItem((passed ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) +
                                      text(grading::resultText(w, g.result)) + QStringLiteral("  ") +
                                      text(grading::pointsText(w, g.points, boards[static_cast<std::size_t>(board)].points +
                                                                              boards[static_cast<std::size_t>(board)].nodes.points)));
    QStringList details;
    for (const std::string& line :
         grading::boardDetails(w, book_.assignment, board, book_.references[static_cast<std::size_t>(board)], g))
        details << text(line);
    if (details.isEmpty() && g.result == grading::BoardResult::DidNotCompile)
        details << text(grading::compileText(w, s.compile, s.identifier + ".cpp"));
    item->setToolTip(details.join(QLatin1Char('\n')));
    item->setForeground(passed ? QColor(0x0b, 0x6e, 0x5c) : QColor(0xb3, 0x26, 0x1e));
    table_->setItem(student, board, item);
    const bool all = std::all_of(s.boards.begin(), s.boards.end(), [](const grading::BoardGrade& b) { return b.graded; });
    if (all)
        table_->setItem(student, static_cast<int>(boards.size()),
                        new QTableWidgetItem(text(grading::pointsText(w, s.points(), book_.assignment.maxPoints()))));
}

void GradeDialog::poll() {
    if (!job_) return;
    std::vector<grading::GradeStep> steps;
    book_ = job_->book(&steps);
    for (const grading::GradeStep& step : steps) {
        if (step.student < 0) continue;
        const int boards = static_cast<int>(book_.assignment.boards.size());
        if (step.board >= 0) fillCell(step.student, step.board);
        else
            for (int b = 0; b < boards; ++b) fillCell(step.student, b);
        if (step.student == table_->currentRow()) showPage(step.student);
    }
    progress_->setValue(job_->done());
    int graded = 0;
    for (const grading::StudentGrade& s : book_.students)
        graded += std::all_of(s.boards.begin(), s.boards.end(), [](const grading::BoardGrade& b) { return b.graded; });
    report(tr("%1 of %n file(s) graded…", nullptr, static_cast<int>(book_.students.size())).arg(graded));
    if (job_->finished()) finishJob();
}

void GradeDialog::showPage(int row) {
    if (row < 0 || row >= static_cast<int>(book_.students.size())) return;
    preview_->setHtml(text(grading::feedbackPage(book_, static_cast<std::size_t>(row), windowWording(), PW_VERSION)));
}

void GradeDialog::cancel() {
    if (job_) job_->cancel();  // the next poll finds it finished
}

void GradeDialog::reject() {
    // Closing while the files run stops them without waiting: a compile under way ends
    // first (it cannot be stopped), and the poll, which goes on hidden, ends the job.
    cancel();
    QDialog::reject();
}

bool GradeDialog::writeFiles(QString* error) {
    const QString out = outputField_->text();
    if (!QDir().mkpath(out)) {
        *error = tr("Cannot make the folder %1.").arg(QDir::toNativeSeparators(out));
        return false;
    }
    const grading::Wording w = windowWording();
    if (!writeFileAtomically(QDir(out).filePath(QStringLiteral("grades.csv")),
                             QByteArray::fromStdString(grading::gradebookCsv(book_, w)), error))
        return false;
    for (std::size_t i = 0; i < book_.students.size(); ++i) {
        const QString page = QDir(out).filePath(text(book_.students[i].identifier) + QStringLiteral(".html"));
        if (!writeFileAtomically(page, QByteArray::fromStdString(grading::feedbackPage(book_, i, w, PW_VERSION)), error))
            return false;
    }
    return true;
}

void GradeDialog::finishJob() {
    poll_->stop();
    book_ = job_->book();
    job_.reset();
    setBusy(false);
    progress_->hide();
    if (book_.cancelled) {
        report(tr("Cancelled: nothing was written."));
        emit finished(false);
        return;
    }
    QString error;
    if (!writeFiles(&error)) {
        report(tr("The grades were not written: %1").arg(error));
        emit finished(false);
        return;
    }
    if (table_->currentRow() < 0 && table_->rowCount() > 0) table_->setCurrentCell(0, 0);
    showPage(std::max(table_->currentRow(), 0));
    report(tr("Wrote grades.csv and %n feedback page(s) to %1.", nullptr, static_cast<int>(book_.students.size()))
               .arg(QDir::toNativeSeparators(outputField_->text())));
    emit finished(true);
}

void GradeDialog::setBusy(bool busy) {
    gradeButton_->setEnabled(!busy);
    cancelButton_->setEnabled(busy);
    assignmentField_->setEnabled(!busy);
    submissionsField_->setEnabled(!busy);
    outputField_->setEnabled(!busy);
}

}  // namespace pw::ui
