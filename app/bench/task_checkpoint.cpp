#include "task_checkpoint.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include <nlohmann/json.hpp>

namespace pw::bench {

namespace {

constexpr const char* kFormat = "puzzle-bench-checkpoint";
constexpr int kVersion = 1;
// index, nodes, checks, solutions, prunes, then the extra counters
constexpr std::size_t kTaskFields = 5 + Stats::kExtraCount;

nlohmann::ordered_json toJson(const TaskCheckpoint& c) {
    nlohmann::ordered_json j;
    j["format"] = kFormat;
    j["version"] = kVersion;
    j["puzzle"] = c.identity.puzzle;
    j["algorithm"] = c.identity.algorithm;
    j["rows"] = c.identity.rows;
    j["cols"] = c.identity.cols;
    j["k"] = c.identity.k;
    j["torus"] = c.identity.torus;
    j["symmetry_classes"] = c.identity.symmetryClasses;
    j["tasks"] = c.identity.tasks;
    nlohmann::ordered_json finished = nlohmann::ordered_json::array();
    for (const auto& [index, s] : c.finished) {
        nlohmann::ordered_json task = {index, s.nodes, s.checks, s.solutions, s.prunes};
        for (std::uint64_t e : s.extra) task.push_back(e);
        finished.push_back(std::move(task));
    }
    j["finished"] = std::move(finished);
    return j;
}

std::string systemError(const std::string& what, const std::string& path) {
    return what + " " + path + ": " + std::strerror(errno);
}

// Writes all of `text` to `fd`.
bool writeAll(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

std::string directoryOf(const std::string& path) {
    const std::size_t slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

}  // namespace

Result<bool> saveCheckpoint(const std::string& path, const TaskCheckpoint& checkpoint) {
    const std::string text = toJson(checkpoint).dump() + "\n";
    const std::string temporary = path + ".tmp";
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return Error{systemError("cannot write", temporary)};
    const bool written = writeAll(fd, text) && ::fsync(fd) == 0;
    const int savedErrno = errno;
    ::close(fd);
    if (!written) {
        errno = savedErrno;
        return Error{systemError("cannot write", temporary)};
    }
    if (::rename(temporary.c_str(), path.c_str()) != 0) return Error{systemError("cannot rename to", path)};
    // The rename itself is durable once the directory is flushed.
    if (const int dir = ::open(directoryOf(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return true;
}

Result<TaskCheckpoint> loadCheckpoint(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{"cannot read " + path};
    std::stringstream text;
    text << in.rdbuf();
    const nlohmann::json j = nlohmann::json::parse(text.str(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) return Error{path + ": not a JSON object"};
    try {
        if (j.value("format", std::string{}) != kFormat) return Error{path + ": not a puzzle-bench checkpoint"};
        if (j.at("version").get<int>() != kVersion)
            return Error{path + ": checkpoint version " + j.at("version").dump() + ", expected " + std::to_string(kVersion)};
        TaskCheckpoint c;
        c.identity.puzzle = j.at("puzzle").get<std::string>();
        c.identity.algorithm = j.at("algorithm").get<std::string>();
        c.identity.rows = j.at("rows").get<int>();
        c.identity.cols = j.at("cols").get<int>();
        c.identity.k = j.at("k").get<int>();
        c.identity.torus = j.at("torus").get<bool>();
        c.identity.symmetryClasses = j.at("symmetry_classes").get<bool>();
        c.identity.tasks = j.at("tasks").get<std::size_t>();
        for (const nlohmann::json& task : j.at("finished")) {
            if (!task.is_array() || task.size() != kTaskFields) return Error{path + ": a finished task is not " + std::to_string(kTaskFields) + " numbers"};
            const std::size_t index = task[0].get<std::size_t>();
            if (index >= c.identity.tasks) return Error{path + ": task " + std::to_string(index) + " out of range"};
            Stats s;
            s.nodes = task[1].get<std::uint64_t>();
            s.checks = task[2].get<std::uint64_t>();
            s.solutions = task[3].get<std::uint64_t>();
            s.prunes = task[4].get<std::uint64_t>();
            for (int e = 0; e < Stats::kExtraCount; ++e) s.extra[static_cast<std::size_t>(e)] = task[static_cast<std::size_t>(5 + e)].get<std::uint64_t>();
            if (!c.finished.emplace(index, s).second) return Error{path + ": task " + std::to_string(index) + " twice"};
        }
        return c;
    } catch (const nlohmann::json::exception& e) {
        return Error{path + ": " + e.what()};
    }
}

std::string identityMismatch(const CountIdentity& expected, const CountIdentity& found) {
    auto differs = [](const char* field, const auto& want, const auto& got) {
        std::ostringstream text;
        text << "the checkpoint is for " << field << " " << got << ", this count has " << want;
        return text.str();
    };
    if (found.puzzle != expected.puzzle) return differs("puzzle", expected.puzzle, found.puzzle);
    if (found.algorithm != expected.algorithm) return differs("algorithm", expected.algorithm, found.algorithm);
    if (found.rows != expected.rows) return differs("rows", expected.rows, found.rows);
    if (found.cols != expected.cols) return differs("cols", expected.cols, found.cols);
    if (found.k != expected.k) return differs("k", expected.k, found.k);
    if (found.torus != expected.torus) return differs("torus", expected.torus, found.torus);
    if (found.symmetryClasses != expected.symmetryClasses)
        return differs("symmetry classes", expected.symmetryClasses, found.symmetryClasses);
    if (found.tasks != expected.tasks) return differs("a task count of", expected.tasks, found.tasks);
    return {};
}

}  // namespace pw::bench
