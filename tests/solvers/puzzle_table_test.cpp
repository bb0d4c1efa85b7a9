// Every puzzle of the table (the registry, solvers/all_puzzles.cpp) fills every place a
// puzzle has outside its own folder, on the solvers' side and puzzle-bench's: a sixth
// puzzle that leaves one out fails here (docs/DESIGN.md, "Adding a version or a puzzle").
// The window's places are checked by tests/ui/puzzle_table_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "all_puzzles.h"
#include "bench_notices.h"
#include "own/puzzle_rules.h"
#include "own/source_check.h"
#include "own/toolchain.h"

namespace {

using namespace pw;

std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(PuzzleTable, EveryPuzzleHasVersionsThatStartWithTheNaiveOne) {
    const Registry& registry = builtinRegistry();
    ASSERT_GE(registry.puzzles().size(), 5u);
    for (const PuzzleInfo& puzzle : registry.puzzles()) {
        SCOPED_TRACE(puzzle.id);
        const std::vector<const AlgorithmInfo*> versions = registry.algorithmsOf(puzzle.id);
        ASSERT_FALSE(versions.empty());
        EXPECT_EQ(versions.front()->id, puzzle.id + ".v1");
        EXPECT_TRUE(puzzle.makeInstance && puzzle.parseInstances && puzzle.formatInstance && puzzle.formatSolution);
        // A maker comes whole: levels, sizes and the function that makes a puzzle.
        EXPECT_EQ(puzzle.levels.empty(), !puzzle.makePuzzle);
    }
}

// A student writes a version of every puzzle: its header is staged next to the program
// (as installed), its file's include names the puzzle, and the workbench knows how to
// send the board, check a solution and credit it.
TEST(PuzzleTable, EveryPuzzleHasAStudentHeaderAndItsRules) {
    const std::filesystem::path include = own::toolchain().includeDir() + "/puzzle_workbench";
    ASSERT_TRUE(std::filesystem::exists(include / "runtime.h")) << include;
    for (const PuzzleInfo& puzzle : builtinRegistry().puzzles()) {
        SCOPED_TRACE(puzzle.id);
        ASSERT_EQ(puzzle.ownHeader, puzzle.id + ".h") << "the header a student's file includes";
        EXPECT_FALSE(puzzle.ownSearchParameter.empty());
        const std::string header = fileText(include / puzzle.ownHeader);
        ASSERT_FALSE(header.empty()) << "not staged: add it to PW_OWN_HEADERS (solvers/own/CMakeLists.txt)";
        // The parameter's class is the header's, and the header registers its puzzle's search.
        const std::string type = puzzle.ownSearchParameter.substr(0, puzzle.ownSearchParameter.find('&'));
        EXPECT_NE(header.find("class " + type), std::string::npos) << type;
        EXPECT_NE(header.find("registerEntry("), std::string::npos);
        const std::vector<std::string>& ids = own::headerPuzzles();
        EXPECT_NE(std::find(ids.begin(), ids.end(), puzzle.id), ids.end());
        const own::PuzzleRules* rules = own::rulesFor(puzzle.id);
        ASSERT_NE(rules, nullptr) << "solvers/own/puzzle_rules.cpp has no rules for it";
        EXPECT_GT(rules->wireId, 0);
        EXPECT_TRUE(rules->setup && rules->solutionSize && rules->isSolution && rules->credit && rules->validCounters);
        EXPECT_EQ(rules->counterNames.size(), builtinRegistry().algorithmsOf(puzzle.id).front()->counterNames.size() + 1);
        // A student's first version starts from an example of the puzzle's own.
        bool example = false;
        for (const auto& file : std::filesystem::directory_iterator(own::toolchain().examplesDir()))
            example = example || file.path().filename().string().starts_with(puzzle.id + "_");
        EXPECT_TRUE(example) << "resources/examples/" << puzzle.id << "_v1.cpp";
    }
}

// puzzle-bench words every notice of every puzzle in English.
TEST(PuzzleTable, PuzzleBenchWordsEveryNoticeOfEveryPuzzle) {
    for (const PuzzleInfo& puzzle : builtinRegistry().puzzles()) {
        SCOPED_TRACE(puzzle.id);
        EXPECT_GT(puzzle.noticeEnd, 1) << "noticeEnd: its NoticeCode::End";
        for (int code = 1; code < puzzle.noticeEnd; ++code) {
            Notice notice;
            notice.code = code;
            notice.values = {1, 2, 3, 4};
            const std::string text = bench::englishNotice(puzzle.id, notice);
            EXPECT_FALSE(text.empty()) << "code " << code;
            EXPECT_FALSE(text.starts_with("notice ")) << "code " << code << ": app/bench/bench_notices.cpp";
        }
    }
}

}  // namespace
