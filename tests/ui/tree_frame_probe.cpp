// Not a test: a probe of the search-tree view on a tree of a million nodes.
// It traces the 8 queens' v1 (19 million nodes, stored up to the default cap of a
// million) and feeds its log to the panel in slices, as the session's 30 Hz tick does,
// timing each tick (build + layout + paint); then it paints the finished tree fitted,
// zoomed in on the last node, and in between, and reports the slowest frame and the
// bytes per stored node. Times are the GUI thread's CPU time.
// Run: pw_tree_frame_probe [records per tick, default 100000] [algorithm id] [size]
// (magic.v2 3 stores all of its 986,410 nodes under the default cap.)
#include <QApplication>
#include <QImage>
#include <QPainter>

#include <cstdio>
#include <string>
#include <ctime>

#include "all_puzzles.h"
#include "tree/search_tree_panel.h"

namespace {

class Logger final : public pw::StepTracer {
public:
    void onEvent(const pw::Event& e, std::span<const int>) override { log.push_back({e, pw::TreeRecord::Kind::Event}); }
    void onNode(int depth) override { log.push_back(pw::TreeRecord::node(depth)); }
    std::vector<pw::TreeRecord> log;
};

// The GUI thread's own CPU time: on a machine shared with other jobs, wall-clock time
// measures the neighbours as much as the view.
double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double paintMs(pw::ui::SearchTreePanel& panel) {
    QImage image(panel.view()->size(), QImage::Format_ARGB32_Premultiplied);
    const double start = cpuMs();
    QPainter p(&image);
    panel.view()->render(p, panel.view()->rect());
    p.end();
    return cpuMs() - start;
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    // About what a traced run at full speed hands over in one 30 Hz tick.
    const std::size_t slice = argc > 1 ? std::stoul(argv[1]) : 100000;
    Logger logger;
    {
        pw::SolutionSink sink(4);
        pw::SearchContext ctx(sink, {}, nullptr, &logger);
        const std::string id = argc > 2 ? argv[2] : "queens.v1";
        const pw::AlgorithmInfo* algorithm = pw::builtinRegistry().algorithm(id);
        if (!algorithm) return 2;
        const int size = argc > 3 ? std::stoi(argv[3]) : 8;
        const pw::Instance instance = *pw::builtinRegistry().puzzle(algorithm->puzzle)->makeInstance({.size = size});
        pw::runAlgorithm(*algorithm, instance, {pw::Mode::All, 1, false}, ctx);
        std::printf("%s size %d: %zu records\n", id.c_str(), size, logger.log.size());
    }

    pw::ui::SearchTreePanel panel;
    panel.resize(900, 900);
    panel.show();
    panel.startRun();
    double slowestTick = 0, slowestPaint = 0, totalMs = 0;
    std::size_t ticks = 0;
    for (std::size_t i = 0; i < logger.log.size(); i += slice) {
        const std::vector<pw::TreeRecord> part(logger.log.begin() + static_cast<std::ptrdiff_t>(i),
                                                    logger.log.begin() + static_cast<std::ptrdiff_t>(std::min(i + slice, logger.log.size())));
        const double start = cpuMs();
        panel.append(part);
        const double applied = cpuMs() - start;
        const double painted = paintMs(panel);
        slowestTick = std::max(slowestTick, applied + painted);
        slowestPaint = std::max(slowestPaint, painted);
        totalMs += applied + painted;
        ++ticks;
    }
    const pw::SearchTree& tree = panel.builder()->tree();
    std::printf("ticks: %zu of %zu records; slowest tick (build + layout + paint) %.2f ms, slowest paint %.2f ms, "
                "mean tick %.2f ms\n",
                ticks, slice, slowestTick, slowestPaint, totalMs / static_cast<double>(ticks));
    std::printf("nodes counted %llu, stored %zu (cap %zu, kept depth %d), memory %zu bytes = %.1f bytes per node of the cap\n",
                static_cast<unsigned long long>(panel.builder()->totals().nodes), tree.size(), tree.cap(), tree.keptDepth(),
                tree.memoryBytes(), static_cast<double>(tree.memoryBytes()) / static_cast<double>(tree.cap()));

    double worst = 0;
    panel.view()->fit();
    worst = std::max(worst, paintMs(panel));
    std::printf("finished tree, fitted: %.2f ms\n", worst);
    for (double zoom : {8.0, 40.0, 200.0}) {
        panel.view()->zoomBy(zoom, QPointF(panel.view()->width() / 2.0, panel.view()->height() / 3.0));
        const double ms = paintMs(panel);
        std::printf("zoomed x%.0f: %.2f ms\n", zoom, ms);
        worst = std::max(worst, ms);
    }
    // Every folded subtree at the first levels unfolded: the widest tree there is to draw.
    panel.view()->fit();
    pw::ui::TreeLayout* layout = panel.layout();
    std::size_t unfolded = 0;
    const double unfoldStart = cpuMs();
    for (std::uint32_t node = 1; node < tree.size() && unfolded < 64; ++node)
        if (layout->isFolded(node) && !tree.node(node).has(pw::TreeNode::kCountsBelow) && layout->toggle(node)) ++unfolded;
    std::printf("unfolded %zu subtrees in %.2f ms\n", unfolded, cpuMs() - unfoldStart);
    panel.view()->fit();
    const double ms = paintMs(panel);
    std::printf("fitted after unfolding: %.2f ms\n", ms);
    worst = std::max(worst, ms);
    std::printf("slowest frame of the finished tree: %.2f ms (budget 16 ms)\n", worst);
    return 0;
}
