#pragma once
// What the Grading tests share: the fixtures' paths, a scratch folder, a file's text.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "assignment_files.h"

namespace pw::grading::test {

inline std::string fixture(const std::string& name) { return std::string(PW_GRADING_FIXTURES) + "/" + name; }
inline std::string submissions() { return fixture("submissions"); }

inline std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

/// A folder of the test's own under the system's temporary folder, removed at the end.
class Scratch {
public:
    Scratch() {
        std::string pattern = (std::filesystem::temp_directory_path() / "pw-grading-test-XXXXXX").string();
        path_ = mkdtemp(pattern.data()) ? pattern : std::string();
    }
    ~Scratch() {
        std::error_code e;
        std::filesystem::remove_all(path_, e);
    }
    const std::string& path() const { return path_; }
    std::string write(const std::string& name, const std::string& text) const {
        const std::string file = path_ + "/" + name;
        std::ofstream(file, std::ios::binary) << text;
        return file;
    }

private:
    std::string path_;
};

/// An assignment that reads, or the test fails with the error.
inline Assignment assignment(const std::string& text) {
    AssignmentResult read = readAssignment(text);
    EXPECT_TRUE(read.ok()) << (read ? std::string() : debugString(read.error()));
    return read ? read.value() : Assignment{};
}

}  // namespace pw::grading::test
