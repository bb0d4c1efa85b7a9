// Presentation mode fits a classroom projector: at 1024×768, 1280×720 and 1920×1080, in
// French and in English, for every puzzle, with the search tree open or not, the window
// keeps the projector's size (it is never put back: it must not grow), the board is the
// largest widget on it, no label, button, box or list entry is cut (each text measured
// against its widget's room), and the pseudo-code of the running version shows whole,
// without scrolling. After a comparison the charts take turns with the board behind their
// tab bar: the board keeps its height, and no label of a chart is elided.
#include <QAbstractButton>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStyleOptionComboBox>
#include <QSpinBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "lessons/lesson_panel.h"
#include "model/workbench_model.h"
#include "panels/control_panel.h"
#include "panels/counters_panel.h"
#include "panels/pseudocode_view.h"
#include "panels/version_combo_box.h"
#include "puzzles/all_boards.h"
#include "panels/solution_browser.h"
#include "session/solve_session.h"
#include "tree/search_tree_panel.h"
#include "tree/search_tree_view.h"
#include "window/language.h"
#include "window/main_window.h"
#include "window/own_version_controller.h"

namespace pw::ui {
namespace {

QString describe(const QWidget* w, const QString& text) {
    return QStringLiteral("%1 « %2 » in %3×%4").arg(QString::fromLatin1(w->metaObject()->className()), text).arg(w->width()).arg(w->height());
}

/// The room a combo box gives its text.
int comboTextRoom(const QComboBox* box) {
    QStyleOptionComboBox opt;
    opt.initFrom(box);
    opt.editable = box->isEditable();
    return box->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, box).width();
}

/// Every visible text of the window that does not fit its widget.
QStringList cutTexts(MainWindow& window) {
    QStringList cut;
    for (QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisible() || w->width() <= 0) continue;
        if (auto* l = qobject_cast<QLabel*>(w)) {
            if (l->text().isEmpty()) continue;
            const QRect room = l->contentsRect();
            const bool fits = l->wordWrap() ? l->heightForWidth(l->width()) <= l->height() + 1
                                            : l->sizeHint().width() <= l->width() + 1;
            if (!fits || l->minimumSizeHint().height() > room.height() + 1) cut << describe(l, l->text());
        } else if (auto* b = qobject_cast<QAbstractButton*>(w)) {
            if (!b->text().isEmpty() && b->sizeHint().width() > b->width() + 1) cut << describe(b, b->text());
        } else if (auto* v = qobject_cast<VersionComboBox*>(w)) {
            if (v->fontMetrics().horizontalAdvance(v->displayText()) > comboTextRoom(v)) cut << describe(v, v->displayText());
            if (v->view()->sizeHintForColumn(0) > v->popupWidth()) cut << describe(v, QStringLiteral("its open list"));
        } else if (auto* c = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < c->count(); ++i)
                if (c->fontMetrics().horizontalAdvance(c->itemText(i)) > comboTextRoom(c)) cut << describe(c, c->itemText(i));
        } else if (auto* g = qobject_cast<QGroupBox*>(w)) {
            if (g->fontMetrics().horizontalAdvance(g->title()) + 12 > g->width()) cut << describe(g, g->title());
        } else if (auto* list = qobject_cast<QListWidget*>(w); list && list->viewMode() == QListView::IconMode) {
            // The puzzle list in presentation mode: names wrap between words under the icon.
            const QSize grid = list->gridSize();
            const QFontMetrics fm = list->fontMetrics();
            for (int i = 0; i < list->count(); ++i) {
                const QString name = list->item(i)->text();
                const QRect text = fm.boundingRect(QRect(0, 0, grid.width() - 4, 1000), Qt::TextWordWrap | Qt::AlignHCenter, name);
                if (text.width() > grid.width() - 4 || text.height() + list->iconSize().height() > grid.height())
                    cut << describe(list, name);
            }
        }
    }
    return cut;
}

/// Why `w` is not shown whole: a widget squeezed below its minimum keeps that minimum and
/// overlaps its neighbours, or overflows its parent. Empty when it is shown whole.
QString cutBy(const QWidget* w, const QWidget* window) {
    for (; w && w != window && w->parentWidget(); w = w->parentWidget()) {
        const QWidget* parent = w->parentWidget();
        if (!parent->rect().contains(w->geometry()))
            return describe(w, QStringLiteral("outside its parent %1").arg(QString::fromLatin1(parent->metaObject()->className())));
        for (const QObject* o : parent->children()) {
            const auto* sibling = qobject_cast<const QWidget*>(o);
            if (sibling && sibling != w && sibling->isVisible() && !sibling->isWindow() &&
                sibling->geometry().intersects(w->geometry()))
                return describe(w, QStringLiteral("overlapped by %1").arg(QString::fromLatin1(sibling->metaObject()->className())));
        }
    }
    return {};
}

/// Every text of the visible charts that Qt Charts shortened ("v1" drawn as "..."), and
/// every tab of a visible tab bar narrower than its text.
QStringList elidedChartTexts(MainWindow& window) {
    QStringList cut;
    for (QChartView* view : window.findChildren<QChartView*>()) {
        if (!view->isVisible()) continue;
        for (QGraphicsItem* item : view->chart()->scene()->items()) {
            if (!item->isVisible()) continue;
            const auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item);
            if (!text) continue;
            const QString plain = text->toPlainText();
            if (plain.contains(QStringLiteral("...")) || plain.contains(QChar(0x2026)))
                cut << QStringLiteral("%1: « %2 »").arg(view->chart()->title(), plain);
        }
    }
    for (QTabBar* bar : window.findChildren<QTabBar*>()) {
        if (!bar->isVisible()) continue;
        for (int i = 0; i < bar->count(); ++i)
            if (bar->fontMetrics().horizontalAdvance(bar->tabText(i)) > bar->tabRect(i).width() || bar->tabRect(i).right() > bar->width())
                cut << describe(bar, bar->tabText(i));
    }
    return cut;
}

/// A visible panel larger than the board (by area), described; empty when the board is
/// the largest thing on the screen.
QString largerThanTheBoard(MainWindow& window) {
    const QWidget* board = window.board();
    const auto area = [](const QWidget* w) { return static_cast<qint64>(w->width()) * w->height(); };
    QList<QWidget*> panels;
    for (QWidget* w : window.findChildren<QWidget*>())
        if (qobject_cast<SearchTreeView*>(w) || qobject_cast<PseudocodeView*>(w) || qobject_cast<ControlPanel*>(w) ||
            qobject_cast<CountersPanel*>(w) || qobject_cast<SolutionBrowser*>(w) || qobject_cast<LessonPanel*>(w) ||
            qobject_cast<QListWidget*>(w) || qobject_cast<QChartView*>(w))
            panels << w;
    for (const QWidget* w : panels)
        if (w->isVisible() && area(w) > area(board))
            return describe(w, QStringLiteral("larger than the board's %1×%2").arg(board->width()).arg(board->height()));
    return {};
}

/// Lets the layouts settle: a run's last texts (a status of two lines, a figure) reach
/// their labels at the session's tick, and the flowing bars lay out again after. Waits up
/// to two seconds for every text to fit, however loaded the machine.
void settle(MainWindow& window) {
    QTest::qWait(200);
    for (int i = 0; i < 20 && !cutTexts(window).isEmpty(); ++i) QTest::qWait(100);
}

struct Projector {
    const char* language;
    QSize size;
};
/// "fr 1280x720": how the test's name shows its projector (ctest lists it).
void PrintTo(const Projector& projector, std::ostream* os) {
    *os << projector.language << ' ' << projector.size.width() << 'x' << projector.size.height();
}

class ProjectorFit : public ::testing::TestWithParam<Projector> {
protected:
    void SetUp() override { font_ = QApplication::font(); }
    /// A window closed in presentation mode leaves the application's type at its
    /// projector's size; each test starts as the program does, from the desktop's type.
    void TearDown() override {
        installLanguage(QStringLiteral("en"));
        QApplication::setFont(font_);
    }

private:
    QFont font_;
};

/// "fr 1280×720 queens: ", the start of a failure's message.
// The window as the projector shows it: presentation mode at the projector's size.
void showOnProjector(MainWindow& window, const Projector& projector) {
    window.resize(projector.size);
    window.setPresentation(true);
    window.show();
}

QString placeName(const Projector& projector, const QString& puzzleId) {
    return QStringLiteral("%1 %2×%3 %4: ")
        .arg(QString::fromLatin1(projector.language))
        .arg(projector.size.width())
        .arg(projector.size.height())
        .arg(puzzleId);
}

TEST_P(ProjectorFit, EveryPuzzleFitsInPresentationMode) {
    const Projector projector = GetParam();
    installLanguage(QString::fromLatin1(projector.language));
    MainWindow window;
    showOnProjector(window, projector);
    for (const BoardEntry& entry : builtinBoards().entries()) {
        const QString where = placeName(projector, entry.puzzleId);
        ASSERT_TRUE(window.selectPuzzle(entry.puzzleId));
        // The version chosen is the last, the best one; step it so its code is lit.
        window.startStepping();
        for (int i = 0; i < 5 && window.session()->isRunning(); ++i) {
            QSignalSpy frame(window.session(), &SolveSession::frameChanged);
            window.session()->step();
            frame.wait(2000);
        }
        // The flowing bars settle their number of lines.
        settle(window);
        EXPECT_EQ(window.size(), projector.size) << where.toStdString() << "the window grew past the projector";
        EXPECT_EQ(largerThanTheBoard(window).toStdString(), "") << where.toStdString();
        EXPECT_EQ(cutBy(window.board(), &window), QString()) << where.toStdString() << "the board is cut";
        if (qEnvironmentVariableIsSet("PW_FIT_SHOTS"))
            window.grab().save(QStringLiteral("%1/fit-%2-%3-%4.png").arg(qEnvironmentVariable("PW_FIT_SHOTS"), QString::fromLatin1(projector.language)).arg(projector.size.width()).arg(entry.puzzleId));
        const PseudocodeView* code = window.pseudocode();
        // A 4:3 projector's 1024 pixels leave the board its width: there the longest
        // pseudo-codes (magic.v6, shading.v5) scroll rather than take it.
        if (projector.size.width() >= 1200) {
            EXPECT_EQ(code->verticalScrollBar()->maximum(), 0) << where.toStdString() << "the pseudo-code does not show whole";
        }
        EXPECT_EQ(code->horizontalScrollBar()->maximum(), 0) << where.toStdString() << "the pseudo-code is cut on the right";
        for (const QString& c : cutTexts(window)) ADD_FAILURE() << where.toStdString() << "cut: " << c.toStdString();
        window.session()->stop();
        window.board()->clearOverlay();
    }
}

// The comparison's four charts at a projector's size: side by side when each has room
// for its labels, else a page of two at a time with a tab bar (no elided axis labels).
TEST_P(ProjectorFit, TheComparisonChartsReadInPresentationMode) {
    const Projector projector = GetParam();
    installLanguage(QString::fromLatin1(projector.language));
    MainWindow window;
    showOnProjector(window, projector);
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(6);
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(MainWindow::RunKind::Compare);
    ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
    QTest::qWait(100);
    const ComparisonChart* chart = window.chart();
    const int per = chart->chartsPerPage();
    EXPECT_TRUE(per == 4 || per == 2 || per == 1);
    // The narrowest chart gets about 26 characters: 2/10 of the width when the four
    // share it (stretch 2, 2, 3, 3), 1/2 when two do.
    const int readable = QFontMetrics(QApplication::font()).averageCharWidth() * 26;
    if (per > 1) {
        EXPECT_GE(chart->width(), (per == 4 ? 5 : 2) * readable)
            << projector.language << " " << projector.size.width() << ": " << per << " charts side by side";
    }
    if (projector.size.width() <= 1280) {
        EXPECT_LT(per, 4) << "four charts do not read side by side at 1280 in large type";
    }
}

// After a comparison in presentation mode the charts show first, over the whole height
// the board had; the board's tab brings the board back whole, with its counters and the
// pseudo-code beside it. Every puzzle at its starting size (the shading grid's long
// pseudo-code and two lines of counters are the tightest).
TEST_P(ProjectorFit, TheBoardKeepsItsHeightAfterAComparison) {
    const Projector projector = GetParam();
    installLanguage(QString::fromLatin1(projector.language));
    MainWindow window;
    showOnProjector(window, projector);
    window.model()->setBudgetSeconds(0.1);
    for (const BoardEntry& entry : builtinBoards().entries()) {
        const QString where = placeName(projector, entry.puzzleId);
        ASSERT_TRUE(window.selectPuzzle(entry.puzzleId));
        QSignalSpy done(&window, &MainWindow::runFinished);
        window.startRun(MainWindow::RunKind::Compare);
        ASSERT_TRUE(!done.isEmpty() || done.wait(60000)) << where.toStdString();
        QTest::qWait(200);
        EXPECT_EQ(window.size(), projector.size) << where.toStdString() << "the window grew past the projector";
        const auto shot = [&](const char* page) {
            if (qEnvironmentVariableIsSet("PW_FIT_SHOTS"))
                window.grab().save(QStringLiteral("%1/compare-%2-%3-%4-%5.png")
                                       .arg(qEnvironmentVariable("PW_FIT_SHOTS"), QString::fromLatin1(projector.language))
                                       .arg(projector.size.width())
                                       .arg(entry.puzzleId, QString::fromLatin1(page)));
        };
        // The charts first: the comparison is what was asked for.
        EXPECT_FALSE(window.chart()->showsBoardPage()) << where.toStdString();
        EXPECT_FALSE(window.board()->isVisible()) << where.toStdString() << "the board shares the height with the charts";
        shot("charts");
        for (const QString& c : elidedChartTexts(window)) ADD_FAILURE() << where.toStdString() << "elided: " << c.toStdString();
        // Every page of charts reads, and the board's tab shows the board whole.
        for (int page = 1; page < 4 / window.chart()->chartsPerPage(); ++page) {
            window.chart()->setPage(page);
            QTest::qWait(50);
            for (const QString& c : elidedChartTexts(window))
                ADD_FAILURE() << where.toStdString() << "page " << page << " elided: " << c.toStdString();
        }
        window.chart()->setPage(-1);
        QTest::qWait(100);
        shot("board");
        ASSERT_TRUE(window.board()->isVisible()) << where.toStdString();
        EXPECT_EQ(cutBy(window.board(), &window), QString()) << where.toStdString() << "the board is cut";
        EXPECT_EQ(largerThanTheBoard(window).toStdString(), "") << where.toStdString();
        if (projector.size.width() >= 1200) {
            EXPECT_EQ(window.pseudocode()->verticalScrollBar()->maximum(), 0)
                << where.toStdString() << "the pseudo-code does not show whole";
        }
        for (const QString& c : cutTexts(window)) ADD_FAILURE() << where.toStdString() << "cut: " << c.toStdString();
        for (const QString& c : elidedChartTexts(window)) ADD_FAILURE() << where.toStdString() << "elided: " << c.toStdString();
    }
}

// The search tree open beside the board: a traced run of every puzzle's best version, the
// window still the projector's size, the board still the largest widget, the tree whole.
TEST_P(ProjectorFit, EveryPuzzleFitsWithTheSearchTree) {
    const Projector projector = GetParam();
    installLanguage(QString::fromLatin1(projector.language));
    MainWindow window;
    showOnProjector(window, projector);
    window.setTreeVisible(true);
    for (const BoardEntry& entry : builtinBoards().entries()) {
        const QString where = placeName(projector, entry.puzzleId) + QStringLiteral("tree: ");
        ASSERT_TRUE(window.selectPuzzle(entry.puzzleId));
        window.startStepping();
        for (int i = 0; i < 20; ++i) window.session()->step();
        settle(window);
        EXPECT_EQ(window.size(), projector.size) << where.toStdString() << "the window grew past the projector";
        if (qEnvironmentVariableIsSet("PW_FIT_SHOTS"))
            window.grab().save(QStringLiteral("%1/tree-%2-%3-%4.png").arg(qEnvironmentVariable("PW_FIT_SHOTS"), QString::fromLatin1(projector.language)).arg(projector.size.width()).arg(entry.puzzleId));
        ASSERT_TRUE(window.treePanel()->isVisible()) << where.toStdString();
        EXPECT_EQ(largerThanTheBoard(window).toStdString(), "") << where.toStdString();
        EXPECT_EQ(cutBy(window.board(), &window), QString()) << where.toStdString() << "the board is cut";
        EXPECT_EQ(cutBy(window.treePanel()->view(), &window).toStdString(), "") << where.toStdString() << "the tree is cut";
        for (const QString& c : cutTexts(window)) ADD_FAILURE() << where.toStdString() << "cut: " << c.toStdString();
        window.session()->stop();
        window.board()->clearOverlay();
    }
}

// A student's file that does not compile, on the projector beside the tree: the Compiler
// dock under the window takes height from the side panel, which scrolls rather than draw
// its controls over one another.
TEST_P(ProjectorFit, AStudentsCompileErrorLeavesTheControlsWhole) {
    const Projector projector = GetParam();
    installLanguage(QString::fromLatin1(projector.language));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.cpp"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("#include <puzzle_workbench/queens.h>\nvoid search(pw::Queens& q) {\n    q.place(0, 0)\n}\n");
    file.close();
    MainWindow window;
    showOnProjector(window, projector);
    window.setTreeVisible(true);
    ASSERT_TRUE(window.openVersion(path, true));
    settle(window);
    const QString where = placeName(projector, QStringLiteral("queens")) + QStringLiteral("compile error: ");
    ASSERT_TRUE(window.ownVersions()->dock()->isVisible()) << where.toStdString();
    EXPECT_EQ(window.size(), projector.size) << where.toStdString() << "the window grew past the projector";
    for (QWidget* w : window.controls()->findChildren<QWidget*>()) {
        if (!w->isVisible() || !(qobject_cast<QComboBox*>(w) || qobject_cast<QSpinBox*>(w) || qobject_cast<QAbstractButton*>(w)))
            continue;
        EXPECT_EQ(cutBy(w, window.controls()).toStdString(), "") << where.toStdString();
        EXPECT_GE(w->height(), w->minimumSizeHint().height()) << where.toStdString() << describe(w, QString()).toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Projectors, ProjectorFit,
                         ::testing::Values(Projector{"fr", {1024, 768}}, Projector{"en", {1024, 768}},
                                           Projector{"fr", {1280, 720}}, Projector{"en", {1280, 720}},
                                           Projector{"fr", {1920, 1080}}, Projector{"en", {1920, 1080}}),
                         [](const ::testing::TestParamInfo<Projector>& info) {
                             return std::string(info.param.language) + "_" + std::to_string(info.param.size.width());
                         });

}  // namespace
}  // namespace pw::ui
