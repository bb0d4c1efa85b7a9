#pragma once
/// What the model knows of one puzzle's boards, without a widget: the sizes a board takes,
/// how a blank one is made, how a text is read into one, and how a kept one comes back.
/// Each puzzle fills one next to its value (ui/puzzles/<puzzle>/<puzzle>_board.cpp);
/// `builtinBoardKinds()` lists them all.
#include <QJsonObject>
#include <QString>

#include <functional>
#include <vector>

#include "board_value.h"

namespace pw::ui {

class PuzzleBoard;

struct BoardKind {
    QString puzzleId;
    /// The sizes offered on screen (the solvers may take more).
    int minimumSize = 1;
    int maximumSize = 1;
    /// A new blank board of the size asked (clamped to the range, or snapped to a size the
    /// puzzle has: 4, 9 or 16 for a sudoku), with the options of `current`, the board it
    /// replaces (nullptr for the first one).
    std::function<BoardPtr(const SizeRequest& size, const BoardValue* current)> blank;
    /// The board a text in the puzzle's file format holds, the options of `current` kept
    /// (the defaults when it is nullptr: a board read for paper or checked in a lesson);
    /// nullptr, with a sentence naming what is wrong in `error`, when it holds none.
    std::function<BoardPtr(const QString& text, const BoardValue* current, QString* error)> read;
    /// How a board read from a text enters the history of `board` (a new game, or an edit
    /// that undo takes back, as the puzzle's board has always done). Given the value
    /// `read` made.
    std::function<void(PuzzleBoard& board, BoardPtr opened)> open;
    /// The board with the kept state (BoardValue::keptState) restored: a part missing or
    /// malformed (a file of another version) leaves that part as it is. Null when the
    /// puzzle keeps nothing beyond its text.
    std::function<BoardPtr(const BoardValue& board, const QJsonObject& state)> restoreKept = {};
};

/// The boards of every puzzle the program shows, in no particular order.
const std::vector<BoardKind>& builtinBoardKinds();
/// The kind of `puzzleId` among `kinds`, or nullptr.
const BoardKind* findBoardKind(const std::vector<BoardKind>& kinds, const QString& puzzleId);

}  // namespace pw::ui
