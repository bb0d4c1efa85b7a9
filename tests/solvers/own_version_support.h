#pragma once
// What the OwnVersion tests share: the example files staged next to the test program,
// a scratch folder for the files a test writes, and a run of a registry entry (a file
// version's or a built-in one's) with what it stored and its depth profile.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "all_puzzles.h"
#include "own/file_version.h"
#include "own/toolchain.h"

namespace pw::own::test {

inline std::string example(const std::string& name) { return toolchain().examplesDir() + "/" + name; }

/// A folder of the test's own under the system's temporary folder, removed at the end.
class Scratch {
public:
    Scratch() {
        std::string pattern = (std::filesystem::temp_directory_path() / "pw-own-test-XXXXXX").string();
        path_ = mkdtemp(pattern.data()) ? pattern : std::string();
    }
    ~Scratch() {
        std::error_code e;
        std::filesystem::remove_all(path_, e);
    }
    const std::string& path() const { return path_; }
    /// Writes `text` to the file `name` of the folder; its path.
    std::string write(const std::string& name, const std::string& text) const {
        const std::string file = path_ + "/" + name;
        std::ofstream(file, std::ios::binary) << text;
        return file;
    }

private:
    std::string path_;
};

inline std::shared_ptr<FileVersion> compiled(const std::string& path, FileVersion::Settings settings = {}) {
    auto version = FileVersion::create(path, std::move(settings));
    version->compile();
    return version;
}

struct Outcome {
    RunResult result;
    std::vector<StoredSolution> solutions;
    std::vector<std::uint64_t> nodesPerDepth;
    double elapsedMs = 0;
};

inline Outcome runEntry(const AlgorithmInfo& algorithm, const Instance& instance, RunOptions options = {Mode::All},
                        StepTracer* tracer = nullptr, double budgetSeconds = 0) {
    SolutionSink sink(100000);
    SearchContext ctx(sink, {}, nullptr, tracer);
    if (budgetSeconds > 0) ctx.setBudget(std::chrono::duration<double>(budgetSeconds));
    Outcome out;
    out.result = runAlgorithm(algorithm, instance, options, ctx);
    out.elapsedMs = sink.elapsedMs();
    out.solutions = sink.solutions();
    out.nodesPerDepth = ctx.nodesPerDepth();
    return out;
}

inline Outcome runBuiltin(const std::string& id, const Instance& instance, RunOptions options = {Mode::All}) {
    const AlgorithmInfo* algorithm = builtinRegistry().algorithm(id);
    EXPECT_NE(algorithm, nullptr) << id;
    return runEntry(*algorithm, instance, options);
}

inline Instance sized(const std::string& puzzle, SizeRequest size) {
    return *builtinRegistry().puzzle(puzzle)->makeInstance(size);
}

inline Instance parsed(const std::string& puzzle, const std::string& text) {
    return builtinRegistry().puzzle(puzzle)->parseInstances(text)->front();
}

}  // namespace pw::own::test
