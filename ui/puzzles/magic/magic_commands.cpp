#include "magic_commands.h"

#include "magic_board_view.h"

namespace pw::ui {

MagicStateCommand::MagicStateCommand(MagicBoardView* view, MagicBoardState before, MagicBoardState after,
                                     const QString& text, int typedCell)
    : view_(view), before_(std::move(before)), after_(std::move(after)), typedCell_(typedCell) {
    setText(text);
}

void MagicStateCommand::redo() { view_->applyState(after_); }

void MagicStateCommand::undo() { view_->applyState(before_); }

bool MagicStateCommand::mergeWith(const QUndoCommand* other) {
    // QUndoStack asks the command on top whether `other` (just pushed) continues it.
    const auto* next = dynamic_cast<const MagicStateCommand*>(other);
    if (!next || !next->mergeable_ || next->typedCell_ != typedCell_) return false;
    after_ = next->after_;
    setText(next->text());
    return true;
}

}  // namespace pw::ui
