#pragma once
/// The table of puzzles and algorithm versions. The GUI, the CLI, the tests and the
/// benchmarks all enumerate it, so adding a version is adding one entry.
///
/// User-visible texts are written with `PW_TEXT("Algorithms", "...")`: a plain string
/// here (the solvers know nothing of Qt), extracted by lupdate through an alias of
/// QT_TRANSLATE_NOOP and translated by the GUI when it shows them.
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "instance.h"
#include "parse_error.h"
#include "puzzle_maker.h"
#include "result.h"
#include "search_context.h"
#include "task_split.h"

#define PW_TEXT(context, text) text

namespace pw {

struct PuzzleInfo {
    std::string id;           ///< "queens": the CLI's puzzle word and the id prefix
    std::string title;        ///< translatable
    std::string description;  ///< translatable, one sentence
    int minSize = 1;
    int maxSize = 1;          ///< largest size the solvers accept
    int defaultSize = 1;

    /// Builds an instance from size arguments, or says what is wrong with them.
    std::function<Result<Instance>(const SizeRequest&)> makeInstance;
    /// Parses the text of a file: one instance, or several (a sudoku collection); any
    /// byte string gets instances or a ParseError (parse_error.h).
    std::function<ParseResult<std::vector<Instance>>(std::string_view text)> parseInstances;
    std::function<std::string(const Instance&)> formatInstance;
    /// A solution in the puzzle's compact text form (`15863724` for the queens).
    std::function<std::string(const Instance&, std::span<const int> cells)> formatSolution;

    /// New puzzles for worksheets (puzzle_maker.h): the levels from the easiest, the
    /// sizes, and the maker. Empty levels and no maker for a puzzle that makes none.
    std::vector<LevelInfo> levels = {};
    MakerSizes makerSizes = {};
    MakePuzzleFunction makePuzzle = {};

    /// The codes of the puzzle's notices (notice.h) run from 1 to noticeEnd − 1 (its
    /// NoticeCode::End): every front end words each of them (tests/*/puzzle_table_test).
    int noticeEnd = 1;
    /// A student's version of this puzzle (solvers/own): the header its file includes,
    /// <puzzle_workbench/`ownHeader`>, and the parameter of its `search` ("Queens& q"),
    /// as code. Empty when the puzzle has no header.
    std::string ownHeader = {};
    std::string ownSearchParameter = {};
};

using RunFunction = std::function<RunResult(const Instance&, const RunOptions&, SearchContext&)>;

struct AlgorithmInfo {
    std::string id;      ///< stable: "queens.v2"
    std::string puzzle;  ///< PuzzleInfo::id
    int version = 1;
    std::string title;   ///< translatable, a few words
    std::string idea;    ///< translatable, what this version adds, two or three sentences
    std::vector<std::string> pseudocode;    ///< translatable lines; events index them
    /// Names of Stats::extra[0..], in order: the JSON keys of puzzle-bench, and
    /// translatable labels in the GUI (written PW_TEXT("Counters", "name")).
    std::vector<std::string> counterNames;
    bool multithreaded = false;
    /// Largest size this version can enumerate in about a second; the GUI warns above it.
    int comfortableSize = 0;
    /// The `extra` counter the comparison chart draws against time instead of the
    /// solutions found (the shading grid's best score), or -1 for the solutions.
    int timelineCounter = -1;
    RunFunction run;
    /// Set by versions whose count can be made in parts on other processes (see
    /// task_split.h); empty for the others.
    TaskSplitFunction splitCount = {};
    /// A version of the user's own (own/file_version.h): the path of its source file,
    /// whose lines are `pseudocode` and whose name is `title`; empty for the built-in ones.
    std::string file = {};
    /// What the version decides at each node of its search tree, for the merge of two
    /// versions' trees (tree/merged_tree.h): two versions with the same space name the
    /// same decisions (cell, value) in the same order, so that a node of one is the node of
    /// the other with the same decisions on its path. Versions whose spaces differ (a
    /// symmetry, another order, half boards joined) are never merged. Empty: not declared
    /// (a student's file); the merge then checks the two trees themselves.
    std::string decisionSpace = {};
    /// The pseudo-code line at which this version passes over a decision without a node
    /// or an event of its own (a number in use, a row a bitmask rules out, a press before
    /// the last one), or -1 when each refusal is an event: what a merged tree names as the
    /// line that refused a subtree only the other version visits.
    int skipLine = -1;
};

class Registry {
public:
    void addPuzzle(PuzzleInfo puzzle);
    void addAlgorithm(AlgorithmInfo algorithm);

    const std::vector<PuzzleInfo>& puzzles() const { return puzzles_; }
    const std::vector<AlgorithmInfo>& algorithms() const { return algorithms_; }
    const PuzzleInfo* puzzle(std::string_view id) const;
    const AlgorithmInfo* algorithm(std::string_view id) const;
    std::vector<const AlgorithmInfo*> algorithmsOf(std::string_view puzzleId) const;

private:
    std::vector<PuzzleInfo> puzzles_;
    std::vector<AlgorithmInfo> algorithms_;
};

/// Runs one algorithm on one instance with the context's sink and stop token, and
/// fills the result's solution count from the sink. The single entry point used by the
/// CLI, the GUI session and the tests.
RunResult runAlgorithm(const AlgorithmInfo& algorithm, const Instance& instance,
                       const RunOptions& options, SearchContext& context);

}  // namespace pw
