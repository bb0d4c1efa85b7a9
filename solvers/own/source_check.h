#pragma once
/// What the workbench reads of a student's file before it compiles it: the text must be
/// readable, not empty, text (no NUL byte, valid UTF-8) and of a sensible size, and it
/// must include one of the puzzle headers, which names its puzzle. Any bytes get an
/// answer: the file's lines and puzzle, or a problem with its line and column.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pw::own {

/// 1 MiB: a version is a page or two; a larger file is not one.
constexpr std::size_t kMaxSourceBytes = std::size_t{1} << 20;

enum class SourceProblem : std::uint8_t {
    None,
    Unreadable,      ///< the file cannot be opened or read
    Empty,           ///< nothing but blanks
    Binary,          ///< a NUL byte or bytes that are not UTF-8, at `line`, `column`
    TooLarge,        ///< `figure`: the file's size in bytes (the largest is kMaxSourceBytes)
    NoPuzzleHeader,  ///< no #include <puzzle_workbench/PUZZLE.h>
};

struct SourceFile {
    SourceProblem problem = SourceProblem::None;
    int line = 0;    ///< where the problem is, from 1 (0: the whole file)
    int column = 0;
    std::int64_t figure = 0;
    std::string text;
    std::vector<std::string> lines;  ///< the text split at newlines (without them)
    std::string puzzle;   ///< "queens" ... from the first puzzle header included
    int includeLine = 0;  ///< the line of that #include
    int mainLine = 0;     ///< a line that seems to define `main`, 0 when none
};

/// Reads and checks the file at `path`.
SourceFile readSource(const std::string& path);
/// Checks text already read (the tests' entry, and readSource's).
SourceFile checkSource(std::string text);

/// The puzzle ids that have a header, in the registry's order.
const std::vector<std::string>& headerPuzzles();

}  // namespace pw::own
