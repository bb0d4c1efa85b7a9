#include "bench_progress.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace pw::bench {

namespace {

// The line is redrawn this often: enough for the seconds to tick by tenths.
constexpr std::chrono::milliseconds kRedraw{200};

// 1234567 as "1,234,567": a count read at a glance while it grows.
std::string grouped(std::uint64_t value) {
    const std::string digits = std::to_string(value);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out.push_back(',');
        out.push_back(digits[i]);
    }
    return out;
}

std::size_t terminalColumns(int fd) {
    winsize size{};
    if (::ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
    return 80;
}

}  // namespace

std::string progressText(const ProgressFigures& f, std::size_t columns) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.1f s", f.seconds);
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on a chain of string +.
    std::string text = f.version;
    for (const std::string& part : {std::string(seconds), grouped(f.nodes) + (f.nodes == 1 ? " node" : " nodes"),
                                    grouped(f.solutions) + (f.solutions == 1 ? " solution" : " solutions")})
        text.append("  ").append(part);
    // One column short of the width: a line that reaches the last column wraps on some
    // terminals, and a wrapped line is no longer rewritten in place. The figures are cut
    // if they must; what follows them comes whole or not at all.
    const std::size_t room = columns > 1 ? columns - 1 : 0;
    auto addIfRoom = [&](const std::string& part) {
        if (text.size() + part.size() > room) return false;
        text.append(part);
        return true;
    };
    if (f.instances > 1) addIfRoom("  puzzle " + grouped(f.instance + 1) + " of " + grouped(f.instances));
    if (!addIfRoom("  (Ctrl+C stops and prints the table)")) addIfRoom("  (Ctrl+C stops)");
    if (text.size() > room) text.resize(room);
    return text;
}

bool ProgressLine::wanted(int fd) {
    if (!::isatty(fd)) return false;
    const char* term = std::getenv("TERM");
    return !(term && std::strcmp(term, "dumb") == 0);
}

ProgressLine::ProgressLine(int fd) : fd_(fd) {
    thread_ = std::thread([this] {
        std::unique_lock lock(mutex_);
        while (!quit_) {
            wake_.wait_for(lock, kRedraw);
            if (!quit_ && inRow_ && Clock::now() - rowStart_ >= kShowAfter) draw();
        }
    });
}

ProgressLine::~ProgressLine() {
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
        clearLocked();
    }
    wake_.notify_all();
    thread_.join();
}

void ProgressLine::beginRow(const AlgorithmInfo& algorithm, std::size_t instances) {
    std::lock_guard lock(mutex_);
    inRow_ = true;
    version_ = algorithm.id;
    rowStart_ = Clock::now();
    base_ = live_.snapshot();
    instances_ = instances;
    sink_ = nullptr;
    atInstance(0, 0);
}

void ProgressLine::beginPass(const SolutionSink* sink) {
    std::lock_guard lock(mutex_);
    sink_ = sink;
}

void ProgressLine::endPass() {
    std::lock_guard lock(mutex_);
    sink_ = nullptr;
}

void ProgressLine::endRow() {
    std::lock_guard lock(mutex_);
    inRow_ = false;
    sink_ = nullptr;
    clearLocked();
}

void ProgressLine::draw() {
    ProgressFigures f;
    f.version = version_;
    f.seconds = std::chrono::duration<double>(Clock::now() - rowStart_).count();
    f.nodes = live_.snapshot().nodes - base_.nodes;
    f.solutions = solutionsBefore_.load(std::memory_order_relaxed) + (sink_ ? sink_->total() : 0);
    f.instance = instance_.load(std::memory_order_relaxed);
    f.instances = instances_;
    // Back to the line's start, the text, then erase what a longer text left to its right.
    std::string line = "\r";
    line.append(progressText(f, terminalColumns(fd_))).append("\x1b[K");
    writeAll(line);
    shown_ = true;
}

void ProgressLine::clearLocked() {
    if (!shown_) return;
    writeAll("\r\x1b[K");
    shown_ = false;
}

void ProgressLine::writeAll(const std::string& text) const {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd_, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;  // a closed terminal: the run goes on without its line
        done += static_cast<std::size_t>(n);
    }
}

}  // namespace pw::bench
