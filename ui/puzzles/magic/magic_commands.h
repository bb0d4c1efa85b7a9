#pragma once
/// The undo commands of the magic square board. The board is small (64 cells at most),
/// so every change keeps the whole grid and its given marks before and after: one
/// command class serves typing, clearing, marking givens and opening a file.
#include <QUndoCommand>

#include <vector>

namespace pw::ui {

class MagicBoardView;

/// What the user edits: the numbers (0 = empty) and which of them are given.
struct MagicBoardState {
    std::vector<int> grid;
    std::vector<char> given;  ///< 1 where the cell is a given the solvers must keep

    friend bool operator==(const MagicBoardState&, const MagicBoardState&) = default;
};

/// The board's state replaced by another. Digits typed into the same cell in quick
/// succession ("1" then "2" for 12) merge into one command, so one Undo takes the whole
/// number back.
class MagicStateCommand final : public QUndoCommand {
public:
    /// `typedCell` >= 0 marks a keystroke into that cell, which may merge with the next.
    MagicStateCommand(MagicBoardView* view, MagicBoardState before, MagicBoardState after, const QString& text,
                      int typedCell = -1);
    void redo() override;
    void undo() override;
    int id() const override { return typedCell_ >= 0 ? kTypingId : -1; }
    bool mergeWith(const QUndoCommand* other) override;

    /// Set by the view: the next keystroke into the same cell continues this number.
    void allowMerge(bool allow) { mergeable_ = allow; }

private:
    static constexpr int kTypingId = 0x4d41;  // any constant unique among this stack's commands

    MagicBoardView* view_;
    MagicBoardState before_, after_;
    int typedCell_;
    bool mergeable_ = false;
};

}  // namespace pw::ui
