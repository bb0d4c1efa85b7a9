#pragma once
/// Logical techniques: each function looks at a board's digits and pencil marks (blank
/// cells are assumed to hold their candidates — call `Board::fillAllCandidates` first)
/// and returns ONE step it justifies, or nothing. A step is data: its technique, the
/// cells, digits and units of the pattern, and what it places or eliminates, so a hint
/// can draw it, word it in the user's language (the GUI does, through tr()) and Apply can
/// perform it. `nextStep` tries them from the easiest.
#include <optional>
#include <vector>

#include "model.h"

namespace pw::sudoku {

/// From the easiest to the hardest; the order of `nextStep`, and of the rating's levels
/// (rating.h): the pairs come before the triples, as in QQwing's scale.
enum class Technique {
    FullHouse,
    NakedSingle,
    HiddenSingle,
    Pointing,   ///< locked candidates: a box's digit confined to one line
    Claiming,   ///< locked candidates: a line's digit confined to one box
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    XWing,
};
constexpr int kTechniqueCount = static_cast<int>(Technique::XWing) + 1;

/// A row, column or box, numbered from 0 in its kind (box 0 is the top-left one).
struct UnitRef {
    enum Kind { Row, Column, Box };
    Kind kind = Row;
    int index = 0;
    friend bool operator==(const UnitRef&, const UnitRef&) = default;
};

/// Unit `u` of the geometry's numbering (rows 0..n−1, columns n..2n−1, boxes 2n..3n−1).
UnitRef unitRef(const Geometry& g, int u);

/// A digit placed in a cell, or removed from its marks.
struct CellDigit {
    int cell = 0;
    int digit = 0;
    friend bool operator==(const CellDigit&, const CellDigit&) = default;
};

/// One logical step and why it holds, as data.
struct Step {
    Technique technique = Technique::FullHouse;
    std::vector<int> cells;   ///< the pattern's cells
    std::vector<int> digits;  ///< the pattern's digits
    /// The units the reasoning names, in this order:
    /// - full house, hidden single, naked and hidden subsets: the unit;
    /// - naked single: none;
    /// - pointing: the box, then the line its digit is confined to;
    /// - claiming: the line, then the box its digit is confined to;
    /// - X-wing: the two base lines (rows or columns), then the two cover lines.
    std::vector<UnitRef> units;
    std::vector<CellDigit> placements;
    std::vector<CellDigit> eliminations;
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

}  // namespace pw::sudoku
