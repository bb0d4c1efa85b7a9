// The threads that watch a puzzle-bench run (the TSan tree runs these): the progress
// line's, drawing from the live counters while the search adds to them, and Ctrl+C's,
// turning the signal into the run's stop token.
#include <fcntl.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <thread>

#include "all_puzzles.h"
#include "bench_interrupt.h"
#include "bench_progress.h"
#include "bench_runner.h"

namespace pw::bench {
namespace {

std::string readAll(int fd) {
    std::string text;
    char buffer[4096];
    for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(n));
    return text;
}

TEST(Terminal, ProgressLineFollowsARunFromItsOwnThread) {
    int ends[2];
    ASSERT_EQ(::pipe2(ends, O_CLOEXEC), 0);
    Result<BenchOptions> options = parseBenchOptions({"shading", "--algo", "shading.v1", "--budget", "2.6"});
    ASSERT_TRUE(options.ok());
    Result<std::vector<BenchRow>> rows = Error{"not run"};
    {
        ProgressLine line(ends[1]);
        rows = runBench(builtinRegistry(), *options, {{}, &line});
    }
    ::close(ends[1]);
    const std::string drawn = readAll(ends[0]);
    ::close(ends[0]);
    ASSERT_TRUE(rows.ok());
    EXPECT_FALSE(rows->front().completed);
    EXPECT_FALSE(rows->front().interrupted);
    // Drawn after two seconds, cleared when the version ended.
    EXPECT_EQ(drawn.rfind("\rshading.v1  2.", 0), 0u) << drawn;
    EXPECT_NE(drawn.find(" nodes  "), std::string::npos) << drawn;
    EXPECT_EQ(drawn.substr(drawn.size() - 4), "\r\x1b[K");
}

TEST(Terminal, CtrlCBecomesTheStopTokenOfTheRun) {
    InterruptStop interrupt;
    EXPECT_FALSE(interrupt.token().stop_requested());
    std::raise(SIGINT);  // the handler's byte, read by the watching thread
    for (int i = 0; i < 500 && !interrupt.token().stop_requested(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    EXPECT_TRUE(interrupt.interrupted());
    // A run given the token stops at once and says why.
    Result<BenchOptions> options = parseBenchOptions({"shading", "--algo", "shading.v1,shading.v5"});
    ASSERT_TRUE(options.ok());
    Result<std::vector<BenchRow>> rows = runBench(builtinRegistry(), *options, {interrupt.token(), nullptr});
    ASSERT_TRUE(rows.ok());
    EXPECT_TRUE(rows->empty());  // stopped before the first version
    // The first signal reset the handler to the default: a second Ctrl+C would kill.
    struct sigaction now {};
    ::sigaction(SIGINT, nullptr, &now);
    EXPECT_EQ(now.sa_handler, SIG_DFL);
}

}  // namespace
}  // namespace pw::bench
