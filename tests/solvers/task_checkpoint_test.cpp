// puzzle-bench-mpi's checkpoints: written and read back whole, and refused when they are
// not a checkpoint or belong to another count.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "task_checkpoint.h"

namespace pw::bench {
namespace {

std::string temporaryPath(const char* name) {
    return (std::filesystem::temp_directory_path() / (std::string("pw_checkpoint_") + name)).string();
}

TaskCheckpoint sample() {
    TaskCheckpoint c;
    c.identity = {"queens", "queens.v5", 14, 14, 0, false, true, 849};
    Stats a;
    a.nodes = 12345678901234ull;  // beyond 32 bits: counters are 64-bit
    a.solutions = 40;
    a.prunes = 3;
    a.extra[0] = 5;
    a.extra[7] = 9;
    c.finished[0] = a;
    c.finished[848].checks = 1;
    return c;
}

TEST(TaskCheckpoint, ReadsBackWhatItWrote) {
    const std::string path = temporaryPath("round_trip.json");
    ASSERT_TRUE(saveCheckpoint(path, sample()));
    EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));  // renamed over the file
    Result<TaskCheckpoint> loaded = loadCheckpoint(path);
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->identity, sample().identity);
    EXPECT_EQ(loaded->finished, sample().finished);
    std::filesystem::remove(path);
}

TEST(TaskCheckpoint, RefusesOtherFilesAndOtherCounts) {
    const std::string path = temporaryPath("bad.json");
    std::ofstream(path) << "{\"format\": \"something else\"}";
    EXPECT_FALSE(loadCheckpoint(path));
    std::ofstream(path) << "not json";
    EXPECT_FALSE(loadCheckpoint(path));
    TaskCheckpoint outOfRange = sample();
    outOfRange.finished[849] = Stats{};
    ASSERT_TRUE(saveCheckpoint(path, outOfRange));
    EXPECT_FALSE(loadCheckpoint(path));
    std::filesystem::remove(path);
    EXPECT_FALSE(loadCheckpoint(path));  // missing

    CountIdentity other = sample().identity;
    EXPECT_EQ(identityMismatch(sample().identity, other), "");
    other.rows = 15;
    EXPECT_NE(identityMismatch(sample().identity, other), "");
}

}  // namespace
}  // namespace pw::bench
