#pragma once
/// A puzzle's board as a value: what the user played on it (the queens placed, the
/// digits typed, the lights pressed), with what a blank board of the puzzle is made
/// from (a generator's level) and how it is shown (a display option). A value is never
/// changed once made: an edit makes a new one from the old through the puzzle's rules
/// (solvers/<puzzle>/model.h), and the model (puzzle_board.h) keeps the values the undo
/// history goes back to. No widget, no painting: the boards of the window draw a value,
/// and so do the printed pages, the worksheets and the lessons' checks.
#include <QJsonObject>
#include <QString>

#include <memory>

#include "core/instance.h"

namespace pw::ui {

class BoardValue;
using BoardPtr = std::shared_ptr<const BoardValue>;

class BoardValue {
public:
    virtual ~BoardValue() = default;

    /// The instance the solvers are given, built from the board as the user left it.
    virtual Instance instance() const = 0;
    /// The board's size: its side, the larger one when it has two.
    virtual int size() const = 0;
    /// The position in the puzzle's file format (what Save writes).
    virtual QString toText() const = 0;
    /// What the file format leaves out and a kept board brings back at the next start
    /// (ui/window/board_store): a display option, a press counter, the collection being
    /// walked. Empty by default.
    virtual QJsonObject keptState() const { return {}; }
    /// This board with the position of `other` (of the same puzzle): what undo and redo
    /// go back to, while what is not part of the history (a display option, the
    /// generator's level) stays as it is now. By default the position is the whole value.
    virtual BoardPtr withPositionOf(const BoardPtr& other) const { return other; }
};

}  // namespace pw::ui
