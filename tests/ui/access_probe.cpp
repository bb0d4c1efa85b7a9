// Not a test: a probe for the closing notes of the accessibility work.
//   pw_access_probe boards DIR        each board in the states that differ by colour, in the
//                                     light, dark and high-contrast schemes (DIR/<scheme>-<board>-<state>.png)
//   pw_access_probe simulate KIND IN OUT
//                                     IN as seen with KIND (protanopia, deuteranopia or
//                                     tritanopia; Machado 2009, severity 1.0) into OUT
//   pw_access_probe sheet OUT COLUMNS IN...
//                                     the images side by side, COLUMNS a row, at half size
//   pw_access_probe window OUT PUZZLE light|dark|contrast en|fr [STEPS]
//                                     the window at 1280×720 on PUZZLE (as kept in this home),
//                                     its application palette dark for "dark", after STEPS
//                                     steps of the first version when given
//   pw_access_probe screenreader OUT [fr]
//                                     what a screen reader receives during one step of each
//                                     puzzle's first version, through the window: the board's
//                                     accessible table before the step, then every event
#include <QAccessible>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QTextStream>
#include <QImage>
#include <QPainter>
#include <QPalette>

#include <cstdio>

#include "all_puzzles.h"
#include "board_states.h"
#include "boards/board_registry.h"
#include "boards/board_theme.h"
#include "boards/grid_board_view.h"
#include "colour_vision.h"
#include "puzzles/all_boards.h"
#include "session/solve_session.h"
#include "text/registry_text.h"
#include "window/language.h"
#include "window/app_palette.h"
#include "window/main_window.h"

namespace {

using namespace pw;

int usage() {
    std::fprintf(stderr,
                 "usage: pw_access_probe boards DIR | simulate protanopia|deuteranopia|tritanopia IN OUT | "
                 "sheet OUT COLUMNS IN... | screenreader OUT [fr]\n");
    return 2;
}

// ---- screenreader ----

QStringList& heard() {
    static QStringList lines;
    return lines;
}

const char* eventName(QAccessible::Event type) {
    switch (type) {
    case QAccessible::Focus: return "Focus";
    case QAccessible::NameChanged: return "NameChanged";
    case QAccessible::DescriptionChanged: return "DescriptionChanged";
    case QAccessible::ObjectShow: return "ObjectShow";
    case QAccessible::TableModelChanged: return "TableModelChanged";
    default: return "other";
    }
}

QString roleName(QAccessible::Role role) {
    switch (role) {
    case QAccessible::Table: return QStringLiteral("table");
    case QAccessible::Cell: return QStringLiteral("cell");
    case QAccessible::StaticText: return QStringLiteral("text");
    case QAccessible::Notification: return QStringLiteral("notification");
    default: return QString::number(role);
    }
}

void listen(QAccessibleEvent* event) {
    QAccessibleInterface* iface = event->accessibleInterface();
    if (!iface || !iface->parent() || !qobject_cast<const ui::GridBoardView*>(event->object())) return;
    const QString who = event->child() < 0 ? QStringLiteral("board") : QStringLiteral("%1 #%2").arg(roleName(iface->role())).arg(event->child());
    const QString text = event->type() == QAccessible::DescriptionChanged ? iface->text(QAccessible::Description)
                                                                           : iface->text(QAccessible::Name);
    heard() << QStringLiteral("  %1 on %2: \"%3\"").arg(QLatin1String(eventName(event->type())), who, text);
}

void writeTable(QTextStream& out, QAccessibleInterface* board) {
    QAccessibleTableInterface* table = board->tableInterface();
    out << "Board (" << roleName(board->role()) << ", " << table->rowCount() << " x " << table->columnCount() << "): \""
        << board->text(QAccessible::Name) << "\"\n";
    out << "  description: \"" << board->text(QAccessible::Description) << "\"\n";
    out << "  help: \"" << board->text(QAccessible::Help) << "\"\n";
    for (int r = 0; r < table->rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < table->columnCount(); ++c) row << table->cellAt(r, c)->text(QAccessible::Name);
        out << "  " << row.join(QStringLiteral(" | ")) << "\n";
    }
    for (int i = table->rowCount() * table->columnCount(); i < board->childCount(); ++i) {
        QAccessibleInterface* child = board->child(i);
        out << "  " << roleName(child->role()) << ": \"" << child->text(QAccessible::Name) << "\"\n";
    }
}

int screenReader(const QString& path, const QString& language) {
    ui::installLanguage(language);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) return 1;
    QTextStream out(&file);
    out << "What a screen reader receives from the boards (QAccessible), language " << language
        << ": each puzzle's first version stepped through the window up to its fifth event, its board's\n"
           "accessible table then, and the events of the sixth step (the board is focused: the cursor's\n"
           "cell has the focus). Made by: pw_access_probe screenreader FILE" << (language == QLatin1String("fr") ? " fr" : "") << "\n\n";
    QAccessible::installUpdateHandler(listen);
    ui::MainWindow window;
    window.resize(1280, 720);
    window.show();
    for (const ui::BoardEntry& entry : ui::builtinBoards().entries()) {
        const QString id = entry.puzzleId;
        window.selectPuzzle(id);
        const AlgorithmInfo* algorithm = builtinRegistry().algorithmsOf(id.toStdString()).front();
        window.selectAlgorithm(QString::fromStdString(algorithm->id));
        window.board()->setFocus();
        window.startStepping();
        for (int i = 0; i < 5 && window.session()->isRunning(); ++i) {
            QSignalSpy frame(window.session(), &ui::SolveSession::frameChanged);
            window.session()->step();
            if (frame.isEmpty()) frame.wait(2000);
        }
        QTest::qWait(500);  // the announcements of the first steps are all out
        out << "== " << ui::registryText(builtinRegistry().puzzle(id.toStdString())->title) << " — " << QString::fromStdString(algorithm->id)
            << "\n";
        writeTable(out, QAccessible::queryAccessibleInterface(window.board()));
        heard().clear();
        QSignalSpy frame(window.session(), &ui::SolveSession::frameChanged);
        window.session()->step();
        if (frame.isEmpty()) frame.wait(2000);
        QTest::qWait(500);
        out << "Events of the step:\n" << heard().join(QLatin1Char('\n')) << "\n\n";
        window.session()->stop();
    }
    QAccessible::installUpdateHandler(nullptr);
    return 0;
}

QString fileName(QString text) { return text.replace(QLatin1Char(' '), QLatin1Char('-')); }

void saveBoards(const QString& dir, const QString& scheme) {
    for (const test::StatePair& pair : test::boardStatePairs())
        for (const test::StateShot* shot : {&pair.a, &pair.b})
            shot->image.save(QStringLiteral("%1/%2-%3-%4.png").arg(dir, scheme, pair.board, fileName(shot->name)));
}

int windowShot(const QString& path, const QString& puzzle, const QString& scheme, const QString& language, int steps) {
    ui::installLanguage(language);
    // What a dark desktop gives a Qt application: a dark palette (what --palette dark sets).
    if (scheme == QLatin1String("dark")) QApplication::setPalette(ui::darkDesktopPalette());
    ui::MainWindow window;  // its View › High contrast reads the kept choice: set it after
    ui::BoardTheme::instance().setHighContrast(scheme == QLatin1String("contrast"));
    window.resize(1280, 720);
    window.show();
    if (!window.selectPuzzle(puzzle)) return 1;
    if (steps > 0) {
        const AlgorithmInfo* algorithm = builtinRegistry().algorithmsOf(puzzle.toStdString()).front();
        window.selectAlgorithm(QString::fromStdString(algorithm->id));
        window.startStepping();
        for (int i = 0; i < steps && window.session()->isRunning(); ++i) {
            QSignalSpy frame(window.session(), &ui::SolveSession::frameChanged);
            window.session()->step();
            if (frame.isEmpty()) frame.wait(2000);
        }
    }
    QTest::qWait(300);
    const bool saved = window.grab().save(path);
    window.session()->stop();
    return saved ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // The program's names: its settings and kept boards, in the home this runs with.
    QApplication::setOrganizationName(QStringLiteral("PuzzleWorkbench"));
    QApplication::setApplicationName(QStringLiteral("Puzzle Workbench"));
    const QStringList args = QApplication::arguments();
    if (args.size() == 3 && args[1] == QLatin1String("boards")) {
        QDir().mkpath(args[2]);
        saveBoards(args[2], QStringLiteral("light"));
        const QPalette original = QApplication::palette();
        QPalette dark = original;
        dark.setColor(QPalette::Window, QColor(0x20, 0x22, 0x26));
        dark.setColor(QPalette::WindowText, QColor(0xE8, 0xE8, 0xE8));
        QApplication::setPalette(dark);
        saveBoards(args[2], QStringLiteral("dark"));
        QApplication::setPalette(original);
        ui::BoardTheme::instance().setHighContrast(true);
        saveBoards(args[2], QStringLiteral("contrast"));
        return 0;
    }
    if (args.size() == 5 && args[1] == QLatin1String("simulate")) {
        const test::Vision vision = args[2] == QLatin1String("protanopia")     ? test::Vision::Protanopia
                                    : args[2] == QLatin1String("deuteranopia") ? test::Vision::Deuteranopia
                                    : args[2] == QLatin1String("tritanopia")   ? test::Vision::Tritanopia
                                                                               : test::Vision::Normal;
        if (vision == test::Vision::Normal) return usage();
        const QImage in(args[3]);
        if (in.isNull()) {
            std::fprintf(stderr, "cannot read %s\n", qPrintable(args[3]));
            return 1;
        }
        if (!test::simulate(in, vision).save(args[4])) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(args[4]));
            return 1;
        }
        return 0;
    }
    if ((args.size() == 6 || args.size() == 7) && args[1] == QLatin1String("window"))
        return windowShot(args[2], args[3], args[4], args[5], args.size() == 7 ? args[6].toInt() : 0);
    if ((args.size() == 3 || args.size() == 4) && args[1] == QLatin1String("screenreader"))
        return screenReader(args[2], args.size() == 4 ? args[3] : QStringLiteral("en"));
    if (args.size() >= 5 && args[1] == QLatin1String("sheet")) {
        const int columns = std::max(1, args[3].toInt());
        const QStringList files = args.mid(4);
        QList<QImage> images;
        QSize cell;
        for (const QString& f : files) {
            QImage image(f);
            if (image.isNull()) continue;
            image = image.scaled(image.size() / 2, Qt::KeepAspectRatio, Qt::SmoothTransformation);
            cell = cell.expandedTo(image.size());
            images << image;
        }
        const int rows = (static_cast<int>(images.size()) + columns - 1) / columns;
        QImage sheet(cell.width() * columns, cell.height() * rows, QImage::Format_RGB32);
        sheet.fill(Qt::gray);
        QPainter p(&sheet);
        for (int i = 0; i < images.size(); ++i) p.drawImage((i % columns) * cell.width(), (i / columns) * cell.height(), images[i]);
        p.end();
        return sheet.save(args[2]) ? 0 : 1;
    }
    return usage();
}
