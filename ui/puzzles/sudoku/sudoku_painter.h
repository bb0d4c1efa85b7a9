#pragma once
/// The sudoku drawn from a value in a scene (boards/grid_painter.h), for a projector: big
/// digits, thick box lines, the candidates in a b×b mini-grid per cell, and the screen's
/// aids a view gives (the selected cell with its units and digit, the hint, the digits
/// Check flagged); on paper, the givens and the player's digits in black ink.
#include <QPainter>

#include <optional>
#include <vector>

#include "boards/board_geometry.h"
#include "boards/grid_painter.h"
#include "sudoku/techniques.h"
#include "sudoku_board.h"

namespace pw::ui {

/// What the screen shows of a sudoku beyond its value; none of it on paper.
struct SudokuAids {
    const std::optional<sudoku::Step>& hint;
    const sudoku::Board& hintMarks;  ///< the board the hint was found on (its candidates)
    const std::vector<int>& wrong;   ///< cells Check flagged
    int selectedCell = 0;
};

class SudokuPainter final : public GridPainter {
public:
    /// The room around the grid, in cells.
    static constexpr double kMarginCells = 0.5;

    SudokuPainter(const GridScene& scene, const SudokuBoard& value, const SudokuAids& aids);
    void paint(QPainter& p, const BoardGeometry& g) const;

private:
    const sudoku::Board& board() const { return value_.board(); }
    int selectedCell() const { return selected_; }
    void paintCells(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown) const;
    void paintDigits(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown) const;
    void paintMarks(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown) const;
    void paintHint(QPainter& p, const BoardGeometry& g) const;
    void paintLines(QPainter& p, const BoardGeometry& g) const;

    const SudokuBoard& value_;
    const std::optional<sudoku::Step>& hint_;
    const sudoku::Board& hintMarks_;
    const std::vector<int>& wrong_;
    int selected_;
};

}  // namespace pw::ui
