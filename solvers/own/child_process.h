#pragma once
/// A program started for a student's file (the compiler, or the student's own program),
/// in a process group of its own, with resource limits, chosen file descriptors and its
/// output (standard output and error together) on a pipe. Killing it kills the group at
/// once; the destructor kills and reaps what is left, so no child outlives its object.
#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pw::own {

/// setrlimit values applied in the child before it starts; 0 leaves a limit as it is.
struct ProcessLimits {
    std::uint64_t memoryBytes = 0;  ///< RLIMIT_AS
    std::uint64_t cpuSeconds = 0;   ///< RLIMIT_CPU: SIGXCPU then, a second later, SIGKILL
    std::uint64_t fileBytes = 0;    ///< RLIMIT_FSIZE
    // RLIMIT_CORE is always 0: a crash leaves no core file behind.
};

class ChildProcess {
public:
    struct Options {
        std::vector<std::string> argv;  ///< argv[0] is the program's path
        std::vector<std::string> env;   ///< the whole environment ("NAME=value")
        ProcessLimits limits;
        /// Descriptors of this process given to the child under a number of its own.
        std::vector<std::pair<int, int>> descriptors;
    };

    ChildProcess() = default;
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;
    ~ChildProcess();

    /// Starts the program; false (with `error()` the errno) when it cannot be.
    bool start(const Options& options);
    int error() const { return error_; }
    pid_t pid() const { return pid_; }
    /// The read end of the child's standard output and error.
    int outputFd() const { return output_; }

    /// Reads what the child wrote without blocking, keeping the last `kOutputTail` bytes.
    void drainOutput();
    const std::string& outputTail() const { return tail_; }
    /// The whole output, up to `kOutputMax` bytes (the compiler's messages).
    const std::string& output() const { return all_; }

    /// SIGKILL to the child's process group.
    void kill();
    /// The wait status once the child has ended (blocking), as waitpid gives it.
    int wait();
    /// The wait status if the child has ended, without blocking.
    std::optional<int> poll();
    /// The processor time of the child and of the descendants it waited for (the
    /// sandboxed program, under bwrap), in milliseconds, once it has ended.
    double cpuMs() const { return cpuMs_; }

    static constexpr std::size_t kOutputTail = 4096;
    static constexpr std::size_t kOutputMax = 256 * 1024;

private:
    pid_t pid_ = -1;
    int output_ = -1;
    int error_ = 0;
    std::optional<int> status_;
    double cpuMs_ = 0;
    std::string tail_;
    std::string all_;
};

/// A pipe whose two ends are closed on exec (a child gets an end through
/// Options::descriptors only); false when the system refuses one.
bool makePipe(int ends[2]);
void closeFd(int& fd);

}  // namespace pw::own
