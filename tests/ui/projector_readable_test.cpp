// What a class reads on a projector with the search tree open, at 1280×720 and 1024×768,
// in French and in English (and, through tests/ui/CMakeLists.txt, under DejaVu, Noto and
// Liberation): not the widgets' sizes but what shows inside them.
// - A student's file stepped 60 events: the code panel shows at least eight whole lines
//   of the file inside its viewport, on the screen (not under a frame that scrolls), the
//   lit line among them; every name the tree writes on its canvas has its node drawn
//   there, in the visible part right of the depth ruler.
// - A file that does not compile: its first three messages show whole, each with its file
//   and line; a click on the first lights that line in the code, which shows it among its
//   lines; the status says the file did not compile, after a step too.
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QListWidget>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sstream>

#include "boards/board_view.h"
#include "own/compiler_panel.h"
#include "own/toolchain.h"
#include "paint_record.h"
#include "panels/pseudocode_view.h"
#include "session/solve_session.h"
#include "tree/search_tree.h"
#include "tree/search_tree_panel.h"
#include "tree/search_tree_view.h"
#include "tree/tree_builder.h"
#include "tree/tree_layout.h"
#include "tree/tree_painter.h"
#include "window/language.h"
#include "window/main_window.h"
#include "window/own_version_controller.h"
#include "window/code_panel_fit.h"

namespace pw::ui {
namespace {

using test::PaintItem;
using test::PaintRecord;

struct Projector {
    const char* language;
    QSize size;
};
/// "fr 1280x720": how the test's name shows its projector (ctest lists it).
void PrintTo(const Projector& projector, std::ostream* os) {
    *os << projector.language << ' ' << projector.size.width() << 'x' << projector.size.height();
}

class ProjectorReadable : public ::testing::TestWithParam<Projector> {
protected:
    void SetUp() override {
        font_ = QApplication::font();
        installLanguage(QString::fromLatin1(GetParam().language));
    }
    /// A window closed in presentation mode leaves the application's type at its
    /// projector's size; each test starts as the program does, from the desktop's type.
    void TearDown() override {
        installLanguage(QStringLiteral("en"));
        QApplication::setFont(font_);
    }
    /// "fr 1280×720: ", the start of a failure's message.
    std::string where() const {
        return QStringLiteral("%1 %2×%3: ")
            .arg(QString::fromLatin1(GetParam().language))
            .arg(GetParam().size.width())
            .arg(GetParam().size.height())
            .toStdString();
    }
    /// The window as the projector shows it, the search tree open.
    void show(MainWindow& window) const {
        window.resize(GetParam().size);
        window.setPresentation(true);
        window.setTreeVisible(true);
        window.show();
        QTest::qWait(100);
    }
    void shot(MainWindow& window, const char* what) const {
        if (qEnvironmentVariableIsSet("PW_FIT_SHOTS"))
            window.grab().save(QStringLiteral("%1/readable-%2-%3-%4.png")
                                   .arg(qEnvironmentVariable("PW_FIT_SHOTS"), QString::fromLatin1(GetParam().language))
                                   .arg(GetParam().size.width())
                                   .arg(QString::fromLatin1(what)));
    }

private:
    QFont font_;
};

/// The part of `widget` the screen shows, in the window's coordinates: its rectangle
/// clipped by each of its parents (a frame that scrolls hides what is past its edges).
QRect shownPart(const QWidget* widget, const QWidget* window) {
    QRect shown(widget->mapTo(window, QPoint(0, 0)), widget->size());
    for (const QWidget* w = widget->parentWidget(); w && w != window; w = w->parentWidget())
        shown &= QRect(w->mapTo(window, QPoint(0, 0)), w->size());
    return widget->isVisible() ? shown : QRect();
}

/// The rows of `list` shown whole on the screen (inside its viewport, as far as its
/// parents show it), in order.
std::vector<int> wholeRows(const QListWidget* list, const QWidget* window) {
    const QRect shown = shownPart(list->viewport(), window);
    std::vector<int> rows;
    for (int i = 0; i < list->count(); ++i) {
        const QRect item = list->visualItemRect(list->item(i));
        if (!item.isEmpty() && shown.contains(QRect(list->viewport()->mapTo(window, item.topLeft()), item.size())))
            rows.push_back(i);
    }
    return rows;
}

/// The line of the pseudo-code view that is lit (bold), or -1.
int litLine(const PseudocodeView* view) {
    for (int i = 0; i < view->count(); ++i)
        if (view->item(i)->font().bold()) return i;
    return -1;
}

/// Whether the code shows `kLeastLines` whole lines, or all of them when it has fewer, the
/// lit line (if any) among them; what it shows instead in `why`.
bool codeReadable(const MainWindow& window, int lit, std::string* why) {
    const PseudocodeView* code = window.pseudocode();
    const std::vector<int> rows = wholeRows(code, &window);
    const auto least = static_cast<std::size_t>(std::min(CodePanelFit::kLeastLines, code->count()));
    std::ostringstream out;
    if (rows.size() < least) out << rows.size() << " whole lines of code on the screen, " << least << " wanted; ";
    if (lit >= 0 && litLine(code) != lit) out << "line " << litLine(code) + 1 << " lit, not " << lit + 1 << "; ";
    if (lit >= 0 && std::find(rows.begin(), rows.end(), lit) == rows.end()) out << "the lit line " << lit + 1 << " not shown whole";
    *why = out.str();
    return why->empty();
}

/// Lets the layouts settle (a fit of the code follows the resizes it answers), then
/// checks that the code reads: up to three seconds, however loaded the machine.
void expectCodeReadable(const MainWindow& window, int lit, const std::string& where) {
    std::string why;
    for (int i = 0; i < 30 && !codeReadable(window, lit, &why); ++i) QTest::qWait(100);
    EXPECT_EQ(why, "") << where;
}

QString statusText(MainWindow& window) {
    QStringList texts;
    for (const QLabel* label : window.statusBar()->findChildren<QLabel*>())
        if (label->isVisible()) texts << label->text();
    return texts.join(QLatin1Char(' '));
}

bool write(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) == text.size();
}

TEST_P(ProjectorReadable, AStudentsSteppedFileShowsItsCodeAndItsTree) {
    MainWindow window;
    show(window);
    ASSERT_TRUE(window.openVersion(QString::fromStdString(own::toolchain().examplesDir()) + QStringLiteral("/queens_v2.cpp"), true));
    ASSERT_EQ(window.board()->puzzleId(), QStringLiteral("queens"));
    window.setBoardSize(8);
    QSignalSpy frames(window.session(), &SolveSession::frameChanged);
    window.startStepping();
    ASSERT_TRUE(frames.wait(10000)) << where();
    for (int event = 1; event < 60; ++event) {
        window.session()->step();
        ASSERT_TRUE(frames.wait(10000)) << where() << "event " << event;
    }
    QTest::qWait(300);  // the session's tick brings the tree its last records; the layouts settle
    shot(window, "step");
    ASSERT_TRUE(window.session()->frame().has_value());
    expectCodeReadable(window, window.session()->frame()->event.line, where());

    // The tree: every name on the canvas names a node drawn whole in the visible canvas.
    const SearchTreePanel* panel = window.treePanel();
    SearchTreeView* view = panel->view();
    const TreeBuilder* builder = panel->builder();
    ASSERT_NE(builder, nullptr);
    ASSERT_TRUE(view->isVisible());
    EXPECT_EQ(shownPart(view, &window).size(), view->size()) << where() << "the tree's canvas is cut";
    PaintRecord record(view->size());
    static_cast<QWidget*>(view)->render(&record);
    const TreeTransform& t = view->transform();
    const double r = TreePainter::nodeRadius(t);
    const QRectF canvas = QRectF(view->rect()).adjusted(view->rulerWidth() + r, r, -r, -r);
    const SearchTree& tree = builder->tree();
    int named = 0;
    std::size_t pathInView = 0;
    bool currentNamed = false;
    const auto path = panel->layout()->positionsTo(builder->currentNode());
    for (std::size_t depth = 1; depth < path.size(); ++depth) {
        const std::uint32_t node = path[depth].first;
        const QPointF centre = t.at(path[depth].second, static_cast<int>(depth));
        const QString name = window.board()->decisionText(tree.decision(node));
        ASSERT_FALSE(name.isEmpty());
        if (canvas.contains(centre)) ++pathInView;
        for (const PaintItem& item : record.items()) {
            if (item.kind != PaintItem::Kind::Text || item.text != name) continue;
            ++named;
            currentNamed = currentNamed || node == builder->currentNode();
            EXPECT_TRUE(canvas.contains(centre)) << where() << "« " << name.toStdString() << " » is written but its node at ("
                                                 << centre.x() << ", " << centre.y() << ") is not shown in the canvas "
                                                 << view->width() << "×" << view->height() << " right of the ruler's "
                                                 << view->rulerWidth();
            // Its glyph is drawn there (a circle, a square, a diamond or a triangle).
            const bool drawn = std::any_of(record.items().begin(), record.items().end(), [&](const PaintItem& glyph) {
                return glyph.kind != PaintItem::Kind::Text && glyph.kind != PaintItem::Kind::Line &&
                       QLineF(glyph.path.boundingRect().center(), centre).length() < r &&
                       glyph.path.boundingRect().width() < 4 * r + 2;
            });
            EXPECT_TRUE(drawn) << where() << "no glyph at the node of « " << name.toStdString() << " »";
        }
    }
    // What the class came to see: the current node and its name, and at least two nodes
    // of its path.
    EXPECT_TRUE(currentNamed) << where() << "the current node is not named";
    EXPECT_GE(pathInView, 2u) << where();
    EXPECT_GE(named, 1) << where();
    // No other name than the path's is written (the ruler writes counts only).
    static const QRegularExpression count(QStringLiteral("^[0-9\\s\\x{202F}\\x{00A0}]+$"));
    for (const PaintItem& item : record.items()) {
        if (item.kind != PaintItem::Kind::Text || item.path.elementAt(0).x < view->rulerWidth()) continue;
        const bool ofThePath = std::any_of(path.begin() + 1, path.end(), [&](const auto& step) {
            return window.board()->decisionText(tree.decision(step.first)) == item.text;
        });
        EXPECT_TRUE(ofThePath || count.match(item.text).hasMatch()) << where() << "« " << item.text.toStdString() << " » names no node of the path";
    }
    window.session()->stop();
}

TEST_P(ProjectorReadable, ACompileErrorShowsItsMessagesAndLightsItsLine) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.cpp"));
    // Three errors on lines 3, 4 and 5 (and what g++ notes about them).
    ASSERT_TRUE(write(path, "#include <puzzle_workbench/queens.h>\n"
                            "void search(pw::Queens& q) {\n"
                            "    q.place(0, 0)\n"
                            "    int x = y;\n"
                            "    q.remove(0, 0, 0, 0);\n"
                            "    q.solution(x);\n"
                            "}\n"));
    MainWindow window;
    show(window);
    ASSERT_TRUE(window.openVersion(path, true));
    QTest::qWait(300);
    shot(window, "compile-error");
    ASSERT_TRUE(window.ownVersions()->dock()->isVisible()) << where();
    const CompilerPanel* panel = window.ownVersions()->panel();
    const auto* list = panel->findChild<QListWidget*>();
    ASSERT_NE(list, nullptr);
    ASSERT_GE(list->count(), CompilerPanel::kCompactMessages) << where();
    const std::vector<int> shown = wholeRows(list, &window);
    ASSERT_GE(shown.size(), static_cast<std::size_t>(CompilerPanel::kCompactMessages)) << where() << "messages shown whole";
    // Each with its file and line (the file's, or a header's for g++'s notes about a call).
    static const QRegularExpression fileAndLine(QStringLiteral("([^/\\s:]+\\.(?:cpp|h)):(\\d+):"));
    for (int i = 0; i < CompilerPanel::kCompactMessages; ++i) {
        EXPECT_EQ(shown[static_cast<std::size_t>(i)], i) << where();
        const QString message = list->item(i)->text();
        EXPECT_TRUE(fileAndLine.match(message).hasMatch()) << where() << "no file and line in « " << message.toStdString() << " »";
    }
    const QRegularExpressionMatch first = fileAndLine.match(list->item(0)->text());
    ASSERT_EQ(first.captured(1), QStringLiteral("broken.cpp")) << where();
    const int firstLine = first.captured(2).toInt();
    ASSERT_EQ(firstLine, 3) << where();
    // The code shows the file's lines; a click on the first message lights its line.
    expectCodeReadable(window, -1, where());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
    expectCodeReadable(window, firstLine - 1, where());
    // The status says that the file did not compile (the compiler's word, with its first
    // error), and still does after a step, which cannot run it.
    const QString didNotCompile = panel->heading();
    EXPECT_TRUE(didNotCompile.contains(QStringLiteral("broken.cpp"))) << didNotCompile.toStdString();
    EXPECT_TRUE(statusText(window).contains(didNotCompile)) << where() << statusText(window).toStdString();
    QSignalSpy finished(window.session(), &SolveSession::finished);
    window.startStepping();
    ASSERT_TRUE(!finished.isEmpty() || finished.wait(10000)) << where();
    QTest::qWait(50);
    EXPECT_TRUE(statusText(window).contains(didNotCompile)) << where() << statusText(window).toStdString();
    EXPECT_FALSE(statusText(window).contains(RunController::tr("Stopped."))) << where() << statusText(window).toStdString();
}

INSTANTIATE_TEST_SUITE_P(Projectors, ProjectorReadable,
                         ::testing::Values(Projector{"fr", {1280, 720}}, Projector{"en", {1280, 720}},
                                           Projector{"fr", {1024, 768}}, Projector{"en", {1024, 768}}),
                         [](const ::testing::TestParamInfo<Projector>& info) {
                             return std::string(info.param.language) + "_" + std::to_string(info.param.size.width());
                         });

}  // namespace
}  // namespace pw::ui
