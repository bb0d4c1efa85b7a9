// Not a test: a probe that reports how the GUI thread fares during long counts.
// It opens the window, counts the 15 queens with each fast version while a 1 ms timer
// records the longest gap of the event loop, then counts the 16 queens and reports the
// memory the process holds afterwards (VmRSS). Run: pw_responsiveness_probe
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTimer>

#include <cstdio>

#include "model/workbench_model.h"
#include "panels/control_panel.h"
#include "session/solve_session.h"
#include "window/main_window.h"

namespace {

long residentKiB() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}

double countWithProbe(pw::ui::MainWindow& window, const char* algorithm, int n, qint64* stallMs) {
    window.setBoardSize(n);
    window.selectAlgorithm(QString::fromLatin1(algorithm));
    window.model()->setMode(pw::Mode::Count);
    QElapsedTimer clock, sinceLast;
    qint64 worst = 0;
    QTimer probe;
    probe.setInterval(1);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        worst = std::max(worst, sinceLast.restart());
    });
    QSignalSpy done(&window, &pw::ui::MainWindow::runFinished);
    clock.start();
    sinceLast.start();
    probe.start();
    window.startRun(pw::ui::MainWindow::RunKind::Count);
    if (done.isEmpty()) done.wait(600000);
    probe.stop();
    *stallMs = worst;
    return clock.elapsed() / 1000.0;
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("PuzzleWorkbenchProbe"));
    pw::ui::MainWindow window;
    window.resize(1400, 900);
    window.show();
    window.selectPuzzle(QStringLiteral("queens"));
    std::printf("start: VmRSS %ld KiB\n", residentKiB());
    for (const char* algorithm : {"queens.v3", "queens.v4"}) {
        qint64 stall = 0;
        const double seconds = countWithProbe(window, algorithm, 15, &stall);
        std::printf("%s N=15 count: %.2f s, %llu solutions, longest event-loop gap %lld ms\n", algorithm, seconds,
                    static_cast<unsigned long long>(window.session()->totalSolutions()), static_cast<long long>(stall));
    }
    qint64 stall = 0;
    const double seconds = countWithProbe(window, "queens.v4", 16, &stall);
    std::printf("queens.v4 N=16 count: %.2f s, %llu solutions, longest gap %lld ms, then VmRSS %ld KiB, browser holds %zu\n",
                seconds, static_cast<unsigned long long>(window.session()->totalSolutions()),
                static_cast<long long>(stall), residentKiB(), window.session()->solutions().size());
    return 0;
}
