// Not a test: a probe of dragging the timeline over a recording of a million events.
// The window steps queens.v1 at N = 8 (or the version given) through 10^6 events with the
// search tree shown, as `--run step --steps 1000000` does; then the mouse drags the
// timeline's bar from one end to the other in 400 moves, each followed by a full repaint
// of the window (board, counters, pseudo-code, tree, timeline). It reports each move's
// seek and the whole frame, slowest and 99th percentile, against the 16 ms of a frame at
// 60 Hz. Times are the GUI thread's CPU time (the machine is shared).
// Run: pw_timeline_frame_probe [algorithm id] [size] [events]
#include <QApplication>
#include <QMouseEvent>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "model/run_cursor.h"
#include "session/solve_session.h"
#include "timeline/timeline_bar.h"
#include "timeline/timeline_panel.h"
#include "window/main_window.h"

namespace {

double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const QString id = QString::fromLatin1(argc > 1 ? argv[1] : "queens.v1");
    const int size = argc > 2 ? std::stoi(argv[2]) : 8;
    const int events = argc > 3 ? std::stoi(argv[3]) : 1'000'000;
    pw::ui::MainWindow window;
    window.resize(1920, 1080);
    window.show();
    window.selectPuzzle(id.section(QLatin1Char('.'), 0, 0));
    window.setBoardSize(size);
    if (!window.selectAlgorithm(id)) return 2;
    window.setTreeVisible(true);
    window.startStepping();
    for (int i = 1; i < events; ++i) window.session()->step();
    if (!QTest::qWaitFor([&] { return window.session()->frame() && window.session()->frame()->serial >= static_cast<std::uint64_t>(events); },
                         600000))
        return 3;
    QTest::qWait(200);
    pw::ui::RunCursor* cursor = window.runCursor();
    cursor->refresh();
    std::printf("%s N=%d: %llu events recorded\n", qPrintable(id), size, static_cast<unsigned long long>(cursor->size()));

    pw::ui::TimelineBar* bar = window.timeline()->bar();
    const int y = bar->height() / 2;
    std::vector<double> frames, seeks;
    QTest::mousePress(bar, Qt::LeftButton, Qt::NoModifier, QPoint(bar->width() - 2, y));
    window.repaint();
    const int moves = 400;
    for (int i = 0; i <= moves; ++i) {
        const int x = bar->width() - 2 - (bar->width() - 4) * i / moves;
        QMouseEvent move(QEvent::MouseMove, QPointF(x, y), bar->mapToGlobal(QPointF(x, y)), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        const double start = cpuMs();
        QApplication::sendEvent(bar, &move);
        const double sought = cpuMs();
        window.repaint();  // the whole window drawn now, as the next frame would
        const double end = cpuMs();
        seeks.push_back(sought - start);
        frames.push_back(end - start);
    }
    QTest::mouseRelease(bar, Qt::LeftButton, Qt::NoModifier, QPoint(2, y));
    std::printf("cursor at event %llu after the drag\n", static_cast<unsigned long long>(cursor->position() + 1));
    std::printf("move + seek + views: slowest %.2f ms, 99th percentile %.2f ms, median %.2f ms\n",
                *std::max_element(seeks.begin(), seeks.end()), percentile(seeks, 0.99), percentile(seeks, 0.5));
    std::printf("whole frame (with the window's repaint): slowest %.2f ms, 99th percentile %.2f ms, median %.2f ms\n",
                *std::max_element(frames.begin(), frames.end()), percentile(frames, 0.99), percentile(frames, 0.5));
    const auto over = std::count_if(frames.begin(), frames.end(), [](double ms) { return ms > 16.0; });
    std::printf("frames over 16 ms: %lld of %zu\n", static_cast<long long>(over), frames.size());
    window.session()->stop();
    return 0;
}
