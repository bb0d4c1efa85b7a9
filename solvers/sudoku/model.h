#pragma once
/// Sudoku: conventions shared by every file of this folder.
///
/// A grid has boxes of b×b cells with b = 2, 3 or 4, so n = b² rows, n columns, n boxes
/// and n digits (4×4, 9×9, 16×16). Cells are numbered row by row, `r * n + c`, from 0;
/// boxes too, `(r / b) * b + c / b`. A digit is 1..n and 0 is a blank; in text, digits past
/// 9 are written A–G and a blank is `.` or `0`.
///
/// An `Instance` of this puzzle has `k` = b, `rows` = `cols` = n and `cells` = the givens
/// (n² numbers, 0 for a blank; an empty vector means an empty grid). A *solution*'s
/// `cells` are the n² digits of the completed grid, givens included, and a search's
/// partial `state` has the same form with 0 for the cells not filled yet.
///
/// Candidates (the pencil marks) are bit masks: bit d−1 set when digit d is possible.
/// Units are numbered rows 0..n−1, columns n..2n−1, boxes 2n..3n−1.
///
/// The board view uses `Board`: the digits, which of them are givens, and the marks,
/// kept consistent as the player places and erases digits. It never decides a rule itself.
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/instance.h"
#include "core/result.h"

namespace pw::sudoku {

constexpr int kMinBox = 2;
constexpr int kMaxBox = 4;
constexpr int kMaxSize = kMaxBox * kMaxBox;   // 16 digits
constexpr int kMaxCells = kMaxSize * kMaxSize;  // 256 cells

using Mask = std::uint32_t;

constexpr Mask digitBit(int digit) { return Mask{1} << (digit - 1); }
constexpr int lowestDigit(Mask m) { return std::countr_zero(m) + 1; }
constexpr int countDigits(Mask m) { return std::popcount(m); }

/// The fixed shape of a grid of box size b: its units and the peers of every cell.
struct Geometry {
    int box = 3, size = 9, cells = 81;
    Mask all = 0x1FF;                            ///< every digit
    std::vector<std::vector<int>> units;         ///< 3n units of n cells (rows, columns, boxes)
    std::vector<std::array<int, 3>> unitsOfCell;  ///< row, column and box unit of each cell
    std::vector<std::vector<int>> peers;         ///< the 3n − 2b − 1 other cells seeing a cell

    int row(int cell) const { return cell / size; }
    int col(int cell) const { return cell % size; }
    int boxOf(int cell) const { return (row(cell) / box) * box + col(cell) / box; }
    bool sees(int a, int b) const;  ///< same row, column or box, and a ≠ b
};

/// The shared geometry of box size `box` (2..4); built once.
const Geometry& geometry(int box);

/// Digits possible in `cell` given the digits of its peers (all digits when none is set).
Mask allowedDigits(const Geometry& g, std::span<const int> cells, int cell);
/// `allowedDigits` of every blank cell, 0 for filled cells.
std::vector<Mask> allCandidates(const Geometry& g, std::span<const int> cells);
/// Cells whose digit is also in one of their peers (drawn red).
std::vector<int> conflictingCells(const Geometry& g, std::span<const int> cells);
/// True when a digit appears twice in a unit.
bool hasConflict(const Geometry& g, std::span<const int> cells);
/// A sentence naming the first conflict ("digit 5 twice in row 3"), empty when none.
std::string describeConflict(const Geometry& g, std::span<const int> cells);

/// What the sudoku's versions tell the user beyond their counters, as data
/// (core/notice.h); each code lists the figures of its `Notice::values`.
enum class NoticeCode {
    None,
    GivensInConflict,   ///< digit, unit kind (0 row, 1 column, 2 box), unit number from 1
    BandSolverFellBack, ///< grid side: the band solvers are for 9×9, v3's search ran instead
    End,                ///< one past the last code
};
/// GivensInConflict for the first digit found twice in a unit, empty when none.
Notice conflictNotice(const Geometry& g, std::span<const int> cells);
/// A GivensInConflict notice in English ("digit 5 twice in row 3"), for puzzle-bench
/// and the text readers; empty for any other notice.
std::string conflictSentence(const Notice& conflict);
/// True when `solution` is a full grid obeying the rules and agreeing with `givens`.
bool isValidSolution(const Geometry& g, std::span<const int> givens, std::span<const int> solution);

/// Checks an instance's shape (k, rows, cols, cells, digit range); empty when fine.
std::string checkInstance(const Instance& instance);
/// The givens of an instance as n² digits (an empty `cells` is an empty grid).
std::vector<int> givensOf(const Instance& instance);
/// An empty grid instance of box size `box`.
Instance emptyInstance(int box);

/// The board a player edits: digits, givens and pencil marks kept consistent.
class Board {
public:
    explicit Board(int box = 3);
    /// The givens of an instance (conflicting givens are kept and reported by `conflicts`).
    static Result<Board> fromInstance(const Instance& instance);

    const Geometry& geometry() const { return *g_; }
    int box() const { return g_->box; }
    int size() const { return g_->size; }
    int cellCount() const { return g_->cells; }

    int digit(int cell) const { return digits_[static_cast<std::size_t>(cell)]; }
    bool isGiven(int cell) const { return given_[static_cast<std::size_t>(cell)]; }
    bool isBlank(int cell) const { return digit(cell) == 0; }
    Mask marks(int cell) const { return marks_[static_cast<std::size_t>(cell)]; }
    bool hasMark(int cell, int d) const { return (marks(cell) & digitBit(d)) != 0; }

    /// Places a player digit (refused on a given): clears the cell's marks and removes
    /// the digit from the marks of its row, column and box.
    bool setDigit(int cell, int digit);
    /// Erases a player digit (refused on a given); the cell's marks stay empty.
    bool clearDigit(int cell);
    /// Makes the cell a given (used when loading a puzzle and by the generator).
    void setGiven(int cell, int digit);
    void toggleMark(int cell, int digit);
    void setMarks(int cell, Mask marks);
    /// Marks of every blank cell = the digits its peers allow (the "fill candidates" button).
    void fillAllCandidates();
    void clearAllMarks();
    /// Removes `digit` from the marks of `cell` (a technique's elimination).
    void eliminate(int cell, int digit);

    /// Digits the peers allow in `cell` (ignoring its marks).
    Mask allowed(int cell) const { return allowedDigits(*g_, digits_, cell); }
    std::vector<int> conflicts() const { return conflictingCells(*g_, digits_); }
    std::vector<int> peersOf(int cell) const { return g_->peers[static_cast<std::size_t>(cell)]; }
    std::vector<int> cellsWithDigit(int digit) const;
    bool isFilled() const;
    /// Filled and without a conflict.
    bool isSolved() const { return isFilled() && conflicts().empty(); }
    /// Player digits that differ from `solution` (the Check button).
    std::vector<int> wrongCells(std::span<const int> solution) const;

    const std::vector<int>& digits() const { return digits_; }
    std::vector<int> givens() const;
    /// The givens as an instance (the puzzle itself, without the player's digits).
    Instance toInstance() const;

    friend bool operator==(const Board&, const Board&) = default;

private:
    const Geometry* g_;
    std::vector<int> digits_;
    std::vector<bool> given_;
    std::vector<Mask> marks_;
};

}  // namespace pw::sudoku
