#pragma once
// A program started as a user starts it: on a pseudo-terminal (forkpty), whose output
// is read as the terminal would show it, or with its standard error on a pipe. Signals
// go to it as Ctrl+C would send them.
#include <sys/types.h>

#include <chrono>
#include <functional>
#include <string>
#include <vector>

namespace pw::test {

class Child {
public:
    /// Starts `argv` (the program first) with `environment` added to this process's own.
    /// `onTerminal`: its standard streams are a new pseudo-terminal; else standard
    /// output and error are one pipe and standard input is /dev/null.
    Child(const std::vector<std::string>& argv, const std::vector<std::string>& environment, bool onTerminal);
    ~Child();
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    bool started() const { return pid_ > 0; }
    /// Reads what the program writes until `done(all read so far)` holds, the program
    /// closes its end, or `limit` passes; true when `done` held.
    bool readUntil(const std::function<bool(const std::string&)>& done, std::chrono::milliseconds limit);
    /// Everything read so far.
    const std::string& output() const { return output_; }
    void signal(int number) const;
    /// Reads to the end and waits for the program, at most `limit` (then kills it and
    /// returns -1); its exit status, or 128 + the signal that ended it.
    int finish(std::chrono::milliseconds limit);

private:
    pid_t pid_ = -1;
    int fd_ = -1;
    bool reaped_ = false;
    std::string output_;
};

/// A folder of the test's own, removed at the end.
class TempDir {
public:
    TempDir();
    ~TempDir();
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

}  // namespace pw::test
