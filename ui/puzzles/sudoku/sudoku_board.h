#pragma once
/// The sudoku as a value: the grid (solvers/sudoku/model.h's Board: the givens, the
/// player's digits and pencil marks); and, beside the position, what the history does
/// not go back through: whether typing toggles a mark (pencil mode), the generator's
/// level and next seed (a new board is made from them), and the collection being walked
/// (a file of one puzzle a line) with the place in it. Every rule question goes to
/// solvers/sudoku.
#include <QCoreApplication>

#include <cstdint>
#include <memory>
#include <vector>

#include "model/board_kind.h"
#include "model/board_value.h"
#include "sudoku/model.h"

namespace pw::ui {

class SudokuBoard final : public BoardValue {
    Q_DECLARE_TR_FUNCTIONS(SudokuBoard)
public:
    using Collection = std::shared_ptr<const std::vector<Instance>>;

    struct Options {
        bool pencilMode = false;
        int level = 1;                ///< sudoku::Level: easy
        std::uint64_t nextSeed = 1;   ///< the generator's seeds: the same sequence every session
        Collection collection;        ///< null when the board is no collection's
        int collectionIndex = 0;
    };

    SudokuBoard(sudoku::Board board, Options options);

    const sudoku::Board& board() const { return board_; }
    const Options& options() const { return options_; }
    bool pencilMode() const { return options_.pencilMode; }
    int level() const { return options_.level; }
    int collectionIndex() const { return options_.collectionIndex; }
    int collectionSize() const { return options_.collection ? static_cast<int>(options_.collection->size()) : 0; }

    /// The givens only: Solve solves the puzzle, not the player's guesses.
    Instance instance() const override { return board_.toInstance(); }
    int size() const override { return board_.size(); }
    /// The givens as the collection format's line, the player's digits and marks after
    /// them as comments, which any reader of the format skips but `read` restores.
    QString toText() const override;
    /// The pencil-mark mode, the generator's level and seed, a collection of at most
    /// 2,000 puzzles and the place in it.
    QJsonObject keptState() const override;
    BoardPtr withPositionOf(const BoardPtr& other) const override;

    /// The givens as one line (81 characters on 9×9).
    QString puzzleLine() const;
    /// This board with another grid (a move), the options kept.
    BoardPtr withBoard(sudoku::Board board) const;
    BoardPtr withPencilMode(bool on) const;
    BoardPtr withLevel(int level) const;
    /// A new puzzle from the generator, at this board's level, of `box` (2, 3 or 4): the
    /// next seed taken, no collection.
    BoardPtr generated(int box) const;
    /// The puzzle at `index` of the collection (clamped), from its start; null without one.
    BoardPtr collectionPuzzle(int index) const;

    static BoardKind kind();

private:
    sudoku::Board board_;
    Options options_;
};

}  // namespace pw::ui
