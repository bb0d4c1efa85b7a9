// Not a test: a probe of the merged tree (issue 32's figures). It merges two versions'
// trees with the window's own call (mergeRuns with the display tree), lays the result out
// as the panel does (MergedTrees), shows it, and drags the view across it frame by frame
// as a user scrolls, timing each paint; it reports the merge's time, the slowest frame
// and the memory the merge and its view took (the process's peak resident size before
// and after). Times are the GUI thread's CPU time, apart from the merge's wall time.
// Run: pw_merged_tree_probe [first id] [second id] [size]   (default queens.v1 queens.v2 6)
#include <QApplication>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <string>

#include "all_puzzles.h"
#include "tree/merge_run.h"
#include "tree/search_tree_panel.h"

namespace {

double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// The process's peak resident size so far (VmHWM), in MiB.
double peakMiB() {
    std::ifstream status("/proc/self/status");
    std::string key;
    while (status >> key) {
        if (key == "VmHWM:") {
            double kib = 0;
            status >> kib;
            return kib / 1024.0;
        }
        status.ignore(1 << 12, '\n');
    }
    return 0;
}

double paintMs(pw::ui::SearchTreeView* view) {
    QImage image(view->size(), QImage::Format_ARGB32_Premultiplied);
    const double start = cpuMs();
    QPainter p(&image);
    view->render(p, view->rect());
    p.end();
    return cpuMs() - start;
}

// A drag of the view by `dx`, as the mouse does it.
void drag(pw::ui::SearchTreeView* view, double dx, double dy) {
    const QPointF from(view->width() / 2.0, view->height() / 2.0);
    QMouseEvent press(QEvent::MouseButtonPress, from, view->mapToGlobal(from), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view, &press);
    const QPointF to = from + QPointF(dx, dy);
    QMouseEvent move(QEvent::MouseMove, to, view->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view, &move);
    QMouseEvent release(QEvent::MouseButtonRelease, to, view->mapToGlobal(to), Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(view, &release);
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const std::string first = argc > 1 ? argv[1] : "queens.v1";
    const std::string second = argc > 2 ? argv[2] : "queens.v2";
    const int size = argc > 3 ? std::stoi(argv[3]) : 6;
    const pw::Registry& registry = pw::builtinRegistry();
    pw::MergeRequest request;
    request.first = registry.algorithm(first);
    request.second = registry.algorithm(second);
    if (!request.first || !request.second) return 2;
    request.instance = *registry.puzzle(request.first->puzzle)->makeInstance({.size = size});
    request.display = true;

    pw::ui::SearchTreePanel panel;
    panel.resize(900, 900);
    panel.show();
    QApplication::processEvents();
    const double before = peakMiB();
    const auto start = std::chrono::steady_clock::now();
    pw::MergeResult result = pw::mergeRuns(request);
    const double mergeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    const double afterMerge = peakMiB();
    const double layoutStart = cpuMs();
    auto merged = std::make_unique<pw::ui::MergedTrees>(std::move(result), QString::fromStdString(first),
                                                        QString::fromStdString(second), request.first, request.second);
    const double layoutMs = cpuMs() - layoutStart;
    const pw::MergeCounts counts = merged->result.counts;
    const std::size_t shown = merged->result.merged ? merged->result.merged->tree().size() : 0;
    panel.showMerge(std::move(merged));
    QApplication::processEvents();
    const double afterView = peakMiB();
    std::printf("%s with %s, size %d: both %llu, only the first %llu, only the second %llu; %zu nodes drawn\n",
                first.c_str(), second.c_str(), size, static_cast<unsigned long long>(counts.both),
                static_cast<unsigned long long>(counts.onlyFirst), static_cast<unsigned long long>(counts.onlySecond), shown);
    std::printf("merge (both traced runs and the match, wall) %.1f ms; layout and tallies %.1f ms\n", mergeMs, layoutMs);
    std::printf("peak resident size: %.1f MiB before, %.1f after the merge (+%.1f), %.1f with the view laid out (+%.1f)\n",
                before, afterMerge, afterMerge - before, afterView, afterView - before);

    // Scrolling: the view from its first place, dragged a third of its width at a time to
    // the far right of the tree and back, then the same fitted and zoomed in.
    pw::ui::SearchTreeView* view = panel.view();
    double slowest = paintMs(view), total = slowest;
    int frames = 1;
    for (int pass = 0; pass < 2; ++pass) {
        for (int i = 0; i < 60; ++i) {
            drag(view, (i < 30 ? -1 : 1) * view->width() / 3.0, 0);
            const double ms = paintMs(view);
            slowest = std::max(slowest, ms);
            total += ms;
            ++frames;
        }
        view->fit();
        view->zoomBy(6.0, QPointF(view->width() / 2.0, view->height() / 4.0));
    }
    std::printf("scrolling: %d frames, slowest %.2f ms, mean %.2f ms (budget 16 ms)\n", frames, slowest,
                total / frames);
    return 0;
}
