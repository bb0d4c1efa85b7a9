// A screen reader hears every board: through QAccessible each board is a table of its
// cells named in the puzzle's words, it follows the keyboard cursor, and it announces
// what a change or a step of a search did (the cells whose words changed, the board's
// new description, and an announcement child shown anew). In French too.
//
// Qt's offscreen platform has no accessibility bridge, so QAccessible::updateAccessibility
// drops every event there; the boards hand their events to the update handler this test
// installs (QAccessible::installUpdateHandler), as a bridge would receive them.
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QTabBar>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <ostream>

#include "all_puzzles.h"
#include "boards/board_accessible.h"
#include "boards/board_registry.h"
#include "puzzles/all_boards.h"
#include "puzzles/lightsout/lightsout_board_view.h"
#include "puzzles/magic/magic_board_view.h"
#include "puzzles/queens/queens_board_view.h"
#include "puzzles/shading/shading_board_view.h"
#include "puzzles/sudoku/sudoku_board_view.h"
#include "session/solve_session.h"
#include "text/registry_text.h"
#include "tree/search_tree_panel.h"
#include "tree/search_tree_view.h"
#include "window/language.h"
#include "window/main_window.h"

// Failures print the texts, not their UTF-16 code units.
inline void PrintTo(const QString& text, std::ostream* os) { *os << '"' << text.toStdString() << '"'; }

namespace pw::ui {
namespace {

/// Whether two screen positions are the same up to rounding (QRect's centre rounds down).
bool near(QPoint a, QPoint b) { return (a - b).manhattanLength() <= 2; }

/// One event as a screen reader would have received it: its type, the child it is about
/// (-1: the board) and that object's name and description at the time.
struct Heard {
    QAccessible::Event type;
    int child;
    QString name, description;
};

std::vector<Heard>& heard() {
    static std::vector<Heard> events;
    return events;
}

void listen(QAccessibleEvent* event) {
    QAccessibleInterface* iface = event->accessibleInterface();
    heard().push_back({event->type(), event->child(), iface ? iface->text(QAccessible::Name) : QString(),
                       iface ? iface->text(QAccessible::Description) : QString()});
}

/// Listens to accessibility events for the test's duration.
class Accessibility : public ::testing::Test {
protected:
    void SetUp() override {
        installLanguage(QStringLiteral("en"));  // the English plural forms
        heard().clear();
        previous_ = QAccessible::installUpdateHandler(listen);
    }
    void TearDown() override { QAccessible::installUpdateHandler(previous_); }

    static QAccessibleInterface* of(QWidget& w) { return QAccessible::queryAccessibleInterface(&w); }
    static QString cellText(QWidget& w, int r, int c) {
        return of(w)->tableInterface()->cellAt(r, c)->text(QAccessible::Name);
    }
    /// Shows the board in a window of its own with the keyboard focus.
    static void focus(QWidget& w) {
        w.resize(420, 420);
        w.show();
        w.activateWindow();
        w.setFocus();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
        QApplication::processEvents();
    }
    static bool heardEvent(QAccessible::Event type, int child, const QString& name = {}) {
        return std::any_of(heard().begin(), heard().end(), [&](const Heard& h) {
            return h.type == type && h.child == child && (name.isEmpty() || h.name == name);
        });
    }

private:
    QAccessible::UpdateHandler previous_ = nullptr;
};

TEST_F(Accessibility, EveryBoardIsATableOfItsCells) {
    for (const BoardEntry& entry : builtinBoards().entries()) {
        std::unique_ptr<BoardView> board(entry.create(nullptr));
        board->resize(420, 420);
        QAccessibleInterface* iface = of(*board);
        ASSERT_NE(iface, nullptr) << entry.puzzleId.toStdString();
        EXPECT_EQ(iface->role(), QAccessible::Table);
        QAccessibleTableInterface* table = iface->tableInterface();
        ASSERT_NE(table, nullptr);
        auto* grid = static_cast<GridBoardView*>(board.get());
        EXPECT_EQ(table->rowCount(), grid->gridRows());
        EXPECT_EQ(table->columnCount(), grid->gridCols());
        EXPECT_EQ(iface->childCount(), grid->gridRows() * grid->gridCols() + grid->accessibleNotes().size() + 1);
        EXPECT_FALSE(iface->text(QAccessible::Name).isEmpty());
        EXPECT_EQ(iface->text(QAccessible::Description), board->statusText());
        EXPECT_FALSE(iface->text(QAccessible::Help).isEmpty());
        // Every cell is a child that says where it is, and its place on screen.
        QAccessibleInterface* last = table->cellAt(table->rowCount() - 1, table->columnCount() - 1);
        ASSERT_NE(last, nullptr);
        EXPECT_EQ(last->role(), QAccessible::Cell);
        EXPECT_EQ(last->parent(), iface);
        EXPECT_EQ(iface->indexOfChild(last), grid->gridRows() * grid->gridCols() - 1);
        EXPECT_TRUE(last->text(QAccessible::Name).contains(QString::number(table->rowCount() - (entry.puzzleId == QLatin1String("lightsout") ? 1 : 0))))
            << last->text(QAccessible::Name).toStdString();
        const QRectF cell = grid->geometry().cellRect(grid->gridRows() - 1, grid->gridCols() - 1);
        EXPECT_TRUE(near(last->rect().center(), board->mapToGlobal(cell.center().toPoint()))) << entry.puzzleId.toStdString();
        EXPECT_EQ(iface->childAt(last->rect().center().x(), last->rect().center().y()), last);
        EXPECT_EQ(iface->child(iface->childCount() - 1)->role(), QAccessible::Notification);
    }
}

TEST_F(Accessibility, QueensCellsSayWhatStandsThere) {
    QueensBoardView view;
    view.resize(420, 420);
    view.resetBoard({.size = 8});
    view.puzzleBoard()->edit(view.position().withQueens({2 * 8 + 3, 4 * 8 + 5}), {});  // on one diagonal
    EXPECT_EQ(cellText(view, 2, 3), QStringLiteral("row 3, column 4, queen in conflict"));
    EXPECT_EQ(cellText(view, 0, 3), QStringLiteral("row 1, column 4, empty, attacked"));
    EXPECT_EQ(cellText(view, 1, 0), QStringLiteral("row 2, column 1, empty"));
    view.puzzleBoard()->edit(view.position().withQueens({2 * 8 + 3}), {});
    EXPECT_EQ(cellText(view, 2, 3), QStringLiteral("row 3, column 4, queen"));
}

TEST_F(Accessibility, MagicLinesAreReadWithTheirSums) {
    MagicBoardView view;
    view.resize(420, 420);
    view.resetBoard({.size = 3});
    for (int cell : {0, 1, 2}) view.setCell(cell, std::array{2, 7, 6}[static_cast<std::size_t>(cell)]);
    view.setCell(3, 9), view.setCell(4, 9);
    QAccessibleInterface* iface = of(view);
    EXPECT_EQ(cellText(view, 0, 1), QStringLiteral("row 1, column 2, 7"));
    EXPECT_EQ(cellText(view, 1, 1), QStringLiteral("row 2, column 2, 9, repeated"));
    EXPECT_EQ(cellText(view, 2, 2), QStringLiteral("row 3, column 3, empty"));
    const auto note = [&](int line) { return iface->child(9 + line)->text(QAccessible::Name); };
    EXPECT_EQ(note(0), QStringLiteral("row 1: sum 15, correct"));
    EXPECT_EQ(note(1), QStringLiteral("row 2: sum 18, can no longer reach 15"));
    EXPECT_EQ(note(2), QStringLiteral("row 3: no number yet"));
    EXPECT_EQ(note(3), QStringLiteral("column 1: sum 11, 1 cell still empty"));
    EXPECT_EQ(iface->child(9)->role(), QAccessible::StaticText);
    EXPECT_TRUE(near(iface->child(9)->rect().center(), view.mapToGlobal(view.lineLabelRect(0).center().toPoint())));
}

TEST_F(Accessibility, SudokuCellsSayTheirDigitOrCandidates) {
    SudokuBoardView view;
    view.resize(420, 420);
    QString error;
    ASSERT_TRUE(view.fromText(QStringLiteral("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"), &error));
    EXPECT_EQ(cellText(view, 0, 0), QStringLiteral("cell r1c1, 5, given"));
    EXPECT_EQ(cellText(view, 0, 2), QStringLiteral("cell r1c3, empty"));
    view.toggleMark(4 * 9 + 4, 2), view.toggleMark(4 * 9 + 4, 4), view.toggleMark(4 * 9 + 4, 7);
    EXPECT_EQ(cellText(view, 4, 4), QStringLiteral("cell r5c5, candidates 2 4 7"));
    view.enterDigit(2, 5);
    EXPECT_EQ(cellText(view, 0, 2), QStringLiteral("cell r1c3, 5, in conflict"));
}

TEST_F(Accessibility, LightsAndShadingCellsSayTheirState) {
    LightsOutBoardView lights;
    lights.resize(420, 420);
    lights.resetBoard({.size = 5});
    lights.toggleCell(7);
    EXPECT_EQ(cellText(lights, 1, 2), QStringLiteral("row 1, column 2, off"));
    EXPECT_EQ(cellText(lights, 1, 3), QStringLiteral("row 1, column 3, on"));

    ShadingBoardView grid;
    grid.resize(420, 420);
    grid.resetBoard({.size = 9});
    ASSERT_TRUE(grid.setK(4));
    for (int c : {2, 3, 4, 5}) grid.toggleCell(9 + c);
    EXPECT_EQ(cellText(grid, 1, 2), QStringLiteral("row 2, column 3, shaded, in a run of 4"));
    EXPECT_EQ(cellText(grid, 1, 1), QStringLiteral("row 2, column 2, white"));
    ASSERT_EQ(grid.accessibleNotes().size(), 1);
    EXPECT_EQ(of(grid)->child(81)->text(QAccessible::Name), QStringLiteral("run of 4 across, from row 2, column 3 to row 2, column 6"));
}

TEST_F(Accessibility, TheFocusFollowsTheKeyboardCursor) {
    QueensBoardView view;
    view.resetBoard({.size = 8});
    focus(view);
    heard().clear();
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Down);
    QTest::keyClick(&view, Qt::Key_Down);
    const int cursor = 2 * 8 + 1;
    EXPECT_TRUE(heardEvent(QAccessible::Focus, cursor, QStringLiteral("row 3, column 2, empty")));
    QAccessibleInterface* iface = of(view);
    ASSERT_NE(iface->focusChild(), nullptr);
    EXPECT_EQ(iface->indexOfChild(iface->focusChild()), cursor);
    EXPECT_TRUE(iface->focusChild()->state().focused);
    ASSERT_EQ(iface->tableInterface()->selectedCells().size(), 1);
    EXPECT_EQ(iface->tableInterface()->selectedCells().front(), iface->focusChild());
    EXPECT_TRUE(iface->focusChild()->tableCellInterface()->isSelected());
    // The cell's "press" action plays it, as Space does.
    heard().clear();
    iface->focusChild()->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    EXPECT_EQ(view.queens(), std::vector<int>{cursor});
    // Held back until 400 ms after the last announcement, then heard.
    QTRY_VERIFY_WITH_TIMEOUT(heardEvent(QAccessible::NameChanged, cursor, QStringLiteral("row 3, column 2, queen")), 2000);
}

/// Steps the first version of every puzzle once past its first event, through the
/// window, and checks what a screen reader heard: the board's new description, the
/// announcement shown with the status, and the cell the event names when its words changed.
TEST_F(Accessibility, EveryPuzzleAnnouncesASearchStep) {
    MainWindow window;
    window.show();
    for (const BoardEntry& entry : builtinBoards().entries()) {
        const QString id = entry.puzzleId;
        ASSERT_TRUE(window.selectPuzzle(id));
        window.selectAlgorithm(QString::fromStdString(builtinRegistry().algorithmsOf(id.toStdString()).front()->id));
        window.startStepping();
        QApplication::processEvents();
        QTest::qWait(450);  // past the pause between two announcements
        heard().clear();
        QSignalSpy frame(window.session(), &SolveSession::frameChanged);
        window.session()->step();
        ASSERT_TRUE(!frame.isEmpty() || frame.wait(2000)) << id.toStdString();
        auto* board = static_cast<GridBoardView*>(window.board());
        QAccessibleInterface* iface = of(*board);
        const int announcement = iface->childCount() - 1;
        const QString status = board->statusText();
        // What the step did, then the status ("reject: queen in row 1, column 2. Search…").
        const QString said = board->announcementText();
        EXPECT_TRUE(said.endsWith(status)) << said.toStdString();
        QTRY_VERIFY_WITH_TIMEOUT(heardEvent(QAccessible::ObjectShow, announcement, said), 2000);
        EXPECT_TRUE(std::any_of(heard().begin(), heard().end(), [&](const Heard& h) {
            return h.type == QAccessible::DescriptionChanged && h.child == -1 && h.description == status;
        })) << id.toStdString();
        EXPECT_EQ(board->lastAnnouncement(), said);
        const Event& e = window.session()->frame()->event;
        if (e.cell >= 0 && id != QLatin1String("sudoku")) {
            EXPECT_TRUE(said.startsWith(eventKindName(e.kind) + QStringLiteral(": ") + board->decisionText(e))) << said.toStdString();
        }
        window.session()->stop();
    }
}

TEST_F(Accessibility, AnnouncementsWaitBetweenThemselvesButTheLastOneComes) {
    ShadingBoardView view;
    view.resize(420, 420);
    view.resetBoard({.size = 9});
    // The best known maximum is found on a thread and announced when it comes: first that,
    // until 450 ms pass with nothing said.
    QTRY_VERIFY_WITH_TIMEOUT(view.bestKnown().has_value(), 20000);
    for (std::size_t said = ~std::size_t{0}; said != heard().size();) {
        said = heard().size();
        QTest::qWait(450);
    }
    heard().clear();
    for (int cell = 0; cell < 10; ++cell) view.toggleCell(cell);
    const auto shown = [] {
        return std::count_if(heard().begin(), heard().end(), [](const Heard& h) { return h.type == QAccessible::ObjectShow; });
    };
    // Ten changes in a burst: the first is told at once, the rest once, 400 ms later,
    // with the board as the last change left it.
    EXPECT_EQ(shown(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(shown(), 2, 2000);
    EXPECT_EQ(view.lastAnnouncement(), view.announcementText());
    QTest::qWait(450);
    EXPECT_EQ(shown(), 2);
}

TEST_F(Accessibility, CellsAreReadInFrench) {
    installLanguage(QStringLiteral("fr"));
    {
        SudokuBoardView view;
        view.resize(420, 420);
        QString error;
        ASSERT_TRUE(view.fromText(QStringLiteral("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"), &error));
        EXPECT_EQ(cellText(view, 0, 0), QStringLiteral("case L1C1, 5, donnée"));
        QueensBoardView queens;
        queens.resetBoard({.size = 8});
        queens.puzzleBoard()->edit(queens.position().withQueens({2 * 8 + 3}), {});
        EXPECT_EQ(cellText(queens, 2, 3), QStringLiteral("ligne 3, colonne 4, dame"));
        EXPECT_EQ(of(queens)->text(QAccessible::Name), QStringLiteral("Les N dames\u00a0: plateau de 8 sur 8"))
            << of(queens)->text(QAccessible::Name).toStdString();
    }
    installLanguage(QStringLiteral("en"));
}

}  // namespace
}  // namespace pw::ui

namespace pw::ui {
namespace {

/// Every control a mouse can use is also in the keyboard's reach: on every puzzle, each
/// visible, enabled button, box, slider and list of the window takes the focus with Tab
/// (or is a menu's action), and the board takes it too.
TEST_F(Accessibility, KeyboardReachesEveryControl) {
    MainWindow window;
    window.show();
    window.setTreeVisible(true);
    for (const BoardEntry& entry : builtinBoards().entries()) {
        ASSERT_TRUE(window.selectPuzzle(entry.puzzleId));
        QApplication::processEvents();
        for (QWidget* w : window.findChildren<QWidget*>()) {
            if (!w->isVisible() || !w->isEnabled()) continue;
            const bool control = qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                                 qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QAbstractSlider*>(w) ||
                                 qobject_cast<QAbstractItemView*>(w) || qobject_cast<BoardView*>(w) ||
                                 qobject_cast<QTabBar*>(w);
            if (!control || qobject_cast<QScrollBar*>(w)) continue;
            if (w->inherits("QDockWidgetTitleButton")) continue;  // the dock's own close and float buttons
            // A read-only list (the pseudo-code) that the screen reader reads is not a control.
            if (qobject_cast<QAbstractItemView*>(w) && qobject_cast<QAbstractItemView*>(w)->selectionMode() == QAbstractItemView::NoSelection)
                continue;
            EXPECT_TRUE(w->focusPolicy() & Qt::TabFocus)
                << entry.puzzleId.toStdString() << ": " << w->metaObject()->className() << " '"
                << w->property("text").toString().toStdString() << "' " << w->objectName().toStdString();
        }
    }
}

/// The search tree walked from the keyboard: Home selects the root, Down its first child,
/// Up comes back; each selection shows its board as a click does.
TEST_F(Accessibility, TheSearchTreeIsWalkedWithTheArrows) {
    MainWindow window;
    window.show();
    window.setTreeVisible(true);
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(6);
    ASSERT_TRUE(window.selectAlgorithm(QStringLiteral("queens.v2")));
    window.startStepping();
    for (int i = 0; i < 30 && window.session()->isRunning(); ++i) {
        QSignalSpy frame(window.session(), &SolveSession::frameChanged);
        window.session()->step();
        ASSERT_TRUE(!frame.isEmpty() || frame.wait(2000));
    }
    QTest::qWait(100);  // the panel takes the new records at its next tick
    SearchTreeView* view = window.treePanel()->view();
    QSignalSpy selected(view, &SearchTreeView::nodeSelected);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Home);
    EXPECT_EQ(view->selected(), 0u);
    QTest::keyClick(view, Qt::Key_Down);
    const std::uint32_t child = view->selected();
    EXPECT_NE(child, 0u);
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_Left);
    EXPECT_EQ(view->selected(), child);
    QTest::keyClick(view, Qt::Key_Up);
    EXPECT_EQ(view->selected(), 0u);
    EXPECT_GE(selected.count(), 3);
    window.session()->stop();
}

}  // namespace
}  // namespace pw::ui
