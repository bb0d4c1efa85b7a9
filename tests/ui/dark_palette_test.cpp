// The charts and the search tree follow the desktop as the boards do: a dark palette
// gives them a dark background with readable text and series (WCAG contrast ≥ 4.5 for
// text, 3 for lines, bars and nodes), View › High contrast black on white, and paper
// (the PDF exports) stays light. The palette is the one --palette dark sets, the way a
// screenshot gets a dark desktop offscreen.
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QAbstractAxis>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

#include "all_puzzles.h"
#include "boards/board_theme.h"
#include "charts/chart_palette.h"
#include "charts/comparison_chart.h"
#include "charts/depth_profile_chart.h"
#include "tree/search_tree_view.h"
#include "tree/tree_layout.h"
#include "tree/tree_palette.h"
#include "tree/tree_recorder.h"
#include "window/app_palette.h"

namespace pw::ui {
namespace {

double contrast(const QColor& a, const QColor& b) {
    auto luminance = [](const QColor& c) {
        auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
    };
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

/// The application in a dark palette (or, with HighContrast, in the View menu's
/// scheme) for the test's length.
class Scheme {
public:
    explicit Scheme(BoardPalette::Scheme scheme) : original_(QApplication::palette()) {
        if (scheme == BoardPalette::Scheme::Dark) applyPaletteChoice(QStringLiteral("dark"));
        BoardTheme::instance().setHighContrast(scheme == BoardPalette::Scheme::HighContrast);
    }
    ~Scheme() {
        QApplication::setPalette(original_);
        BoardTheme::instance().setHighContrast(false);
    }

private:
    QPalette original_;
};

/// A finished comparison of the 6 queens' versions, as the session hands it to the charts.
std::vector<RunView> queensComparison() {
    std::vector<RunView> runs;
    const Instance board = *builtinRegistry().puzzle("queens")->makeInstance({.size = 6});
    for (const AlgorithmInfo* a : builtinRegistry().algorithmsOf("queens")) {
        SolutionSink sink(10);
        SearchContext ctx(sink);
        const RunResult result = runAlgorithm(*a, board, {Mode::All, 1, false}, ctx);
        RunView view;
        view.algorithm = a;
        view.stats = result.stats;
        view.solutions = sink.total();
        view.firstMs = std::max(sink.firstMs(), 0.01);
        view.elapsedMs = std::max(sink.elapsedMs(), 0.02);
        view.started = view.done = true;
        view.timeline = sink.timeline();
        view.nodesPerDepth = ctx.nodesPerDepth();
        runs.push_back(view);
    }
    return runs;
}

/// Every chart of the comparison: its background, and its texts and series against it.
void expectChartsIn(const ComparisonChart& charts, BoardPalette::Scheme scheme) {
    const ChartPalette& palette = ChartPalette::forScheme(scheme);
    EXPECT_EQ(charts.colours().scheme, scheme);
    for (int i = 0; i < 4; ++i) {
        SCOPED_TRACE(i);
        auto* view = static_cast<QChartView*>(charts.chartWidget(i));
        QChart* chart = view->chart();
        const QColor background = chart->backgroundBrush().color();
        EXPECT_EQ(background, palette.background);
        if (scheme == BoardPalette::Scheme::Dark) {
            EXPECT_LT(background.lightnessF(), 0.25);
        } else {
            EXPECT_EQ(background, QColor(Qt::white));
        }
        EXPECT_GE(contrast(chart->titleBrush().color(), background), 4.5);
        EXPECT_GE(contrast(chart->legend()->labelColor(), background), 4.5);
        for (QAbstractAxis* axis : chart->axes()) {
            EXPECT_GE(contrast(axis->labelsBrush().color(), background), 4.5);
            EXPECT_GE(contrast(axis->titleBrush().color(), background), 4.5);
        }
        // What the screen shows: the chart's corner is its background.
        const QImage shown = view->grab().toImage();
        const QColor corner = shown.pixelColor(3, 3);
        EXPECT_LT(std::abs(corner.lightnessF() - background.lightnessF()), 0.05) << corner.name().toStdString();
    }
    for (int s = 0; s < ChartPalette::kSeriesColours; ++s)
        EXPECT_GE(contrast(palette.seriesColour(s), palette.background), 3.0) << s;
}

TEST(DarkPalette, ChartsTakeADarkBackgroundWithReadableTextAndSeries) {
    const std::vector<RunView> runs = queensComparison();
    for (BoardPalette::Scheme scheme :
         {BoardPalette::Scheme::Light, BoardPalette::Scheme::Dark, BoardPalette::Scheme::HighContrast}) {
        SCOPED_TRACE(static_cast<int>(scheme));
        Scheme applied(scheme);
        ComparisonChart charts;
        charts.resize(1600, 420);
        charts.show();
        charts.showRuns(runs);
        expectChartsIn(charts, scheme);
        // The depth chart's lines and the bars in the series' colours.
        EXPECT_EQ(charts.depthChart()->lineCount(), static_cast<int>(runs.size()));
    }
}

TEST(DarkPalette, ChartsFollowAPaletteChangeAndHighContrastAsTheyHappen) {
    const std::vector<RunView> runs = queensComparison();
    ComparisonChart charts;
    charts.resize(1600, 420);
    charts.show();
    charts.showRuns(runs);
    expectChartsIn(charts, BoardPalette::Scheme::Light);
    {
        Scheme dark(BoardPalette::Scheme::Dark);  // the desktop turns dark under a shown chart
        QApplication::processEvents();
        expectChartsIn(charts, BoardPalette::Scheme::Dark);
        BoardTheme::instance().setHighContrast(true);  // View › High contrast
        expectChartsIn(charts, BoardPalette::Scheme::HighContrast);
    }
    QApplication::processEvents();
    expectChartsIn(charts, BoardPalette::Scheme::Light);
}

TEST(DarkPalette, PaperStaysLightOnADarkDesktop) {
    Scheme dark(BoardPalette::Scheme::Dark);
    ComparisonChart charts;
    charts.resize(1600, 420);
    charts.showRuns(queensComparison());
    QTemporaryDir dir;
    QString error;
    ASSERT_TRUE(charts.savePdf(dir.filePath(QStringLiteral("charts.pdf")), &error)) << error.toStdString();
    EXPECT_EQ(ChartPalette::forPaper().scheme, BoardPalette::Scheme::Light);
    EXPECT_EQ(TreePalette::forPaper().scheme, BoardPalette::Scheme::Light);
    expectChartsIn(charts, BoardPalette::Scheme::Dark);  // back to the window's after the PDF
}

TEST(DarkPalette, TheSearchTreeTakesADarkCanvasWithReadableNamesAndNodes) {
    TreeRecorder recorder;
    SolutionSink sink(4);
    SearchContext ctx(sink, {}, nullptr, &recorder);
    runAlgorithm(*builtinRegistry().algorithm("queens.v2"), *builtinRegistry().puzzle("queens")->makeInstance({.size = 5}),
                 {Mode::All, 1, false}, ctx);
    TreeLayout layout(recorder.builder);
    layout.update();
    for (BoardPalette::Scheme scheme :
         {BoardPalette::Scheme::Light, BoardPalette::Scheme::Dark, BoardPalette::Scheme::HighContrast}) {
        SCOPED_TRACE(static_cast<int>(scheme));
        Scheme applied(scheme);
        SearchTreeView view;
        view.resize(900, 600);
        view.setTree(&recorder.builder, &layout);
        view.fit();
        const TreePalette& palette = TreePalette::of(view);
        EXPECT_EQ(palette.scheme, scheme);
        const QImage shown = view.grab().toImage();
        // The canvas: dark on a dark desktop, white otherwise, at its far corner.
        const QColor canvas = shown.pixelColor(shown.width() - 3, shown.height() - 3);
        EXPECT_EQ(canvas, palette.background) << canvas.name().toStdString();
        if (scheme == BoardPalette::Scheme::Dark) {
            EXPECT_LT(canvas.lightnessF(), 0.25);
        }
        // The names, the ruler's counts, the edges and every kind of node read on it.
        for (const QColor& text : {palette.path, palette.rulerText, palette.selected, palette.summaryText})
            EXPECT_GE(contrast(text, palette.background), 4.5) << text.name().toStdString();
        EXPECT_GE(contrast(palette.rulerText, palette.rulerBackground), 4.5);
        for (const QColor& mark : {palette.edge, palette.outline})
            EXPECT_GE(contrast(mark, palette.background), 3.0) << mark.name().toStdString();
        // The nodes' fills too, in the dark and high-contrast schemes this work made (the
        // light scheme's pale fills were read by their outlines before it, and still are).
        if (scheme != BoardPalette::Scheme::Light) {
            for (const QColor& mark : {palette.branch, palette.deadEnd, palette.solution, palette.cut, palette.summary,
                                       palette.current})
                EXPECT_GE(contrast(mark, palette.background), 3.0) << mark.name().toStdString();
        }
        // The nodes are drawn in those colours: a solution's, a dead end's and a branch's fill are on screen.
        for (const QColor& fill : {palette.solution, palette.deadEnd, palette.branch}) {
            bool seen = false;
            for (int y = 0; y < shown.height() && !seen; y += 2)
                for (int x = 0; x < shown.width() && !seen; x += 2) seen = shown.pixelColor(x, y) == fill;
            EXPECT_TRUE(seen) << fill.name().toStdString();
        }
    }
}

}  // namespace
}  // namespace pw::ui
