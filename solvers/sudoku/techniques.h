#pragma once
/// Logical techniques: each function looks at a board's digits and pencil marks (blank
/// cells are assumed to hold their candidates — call `Board::fillAllCandidates` first)
/// and returns ONE step it justifies, or nothing. A step names its technique, the cells
/// and digits of the pattern, and what it places or eliminates, so a hint can draw it
/// and Apply can perform it. `nextStep` tries them from the easiest.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model.h"

namespace pw::sudoku {

/// From the easiest to the hardest; the order of `nextStep`.
enum class Technique {
    FullHouse,
    NakedSingle,
    HiddenSingle,
    Pointing,   ///< locked candidates: a box's digit confined to one line
    Claiming,   ///< locked candidates: a line's digit confined to one box
    NakedPair,
    NakedTriple,
    HiddenPair,
    HiddenTriple,
    XWing,
};

std::string_view techniqueName(Technique technique);

/// A digit placed in a cell, or removed from its marks.
struct CellDigit {
    int cell = 0;
    int digit = 0;
    friend bool operator==(const CellDigit&, const CellDigit&) = default;
};

/// One logical step and why it holds.
struct Step {
    Technique technique = Technique::FullHouse;
    std::vector<int> cells;   ///< the pattern's cells
    std::vector<int> digits;  ///< the pattern's digits
    std::vector<CellDigit> placements;
    std::vector<CellDigit> eliminations;
    std::string explanation;  ///< one sentence, e.g. "row 3 has a single place for 7: r3c5"
};

std::optional<Step> findFullHouse(const Board& board);
std::optional<Step> findNakedSingle(const Board& board);
std::optional<Step> findHiddenSingle(const Board& board);
std::optional<Step> findPointing(const Board& board);
std::optional<Step> findClaiming(const Board& board);
std::optional<Step> findNakedSubset(const Board& board, int size);   ///< pairs (2) and triples (3)
std::optional<Step> findHiddenSubset(const Board& board, int size);  ///< pairs (2) and triples (3)
std::optional<Step> findXWing(const Board& board);

/// The easiest step available, or nothing when these techniques are stuck.
std::optional<Step> nextStep(const Board& board);
/// Places the step's digits (their peers lose the digit's mark) and removes its eliminations.
void applyStep(Board& board, const Step& step);

/// "r3c5": the cell name used in explanations (1-based row and column).
std::string cellName(const Geometry& g, int cell);

}  // namespace pw::sudoku
