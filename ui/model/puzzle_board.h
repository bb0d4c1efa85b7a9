#pragma once
/// One puzzle's board in the model: its value (board_value.h) and the undo history that
/// goes back through the values it had, as the midend of Simon Tatham's puzzles keeps a
/// list of game states. Each change of the value is one of:
/// - `start`: a new game (a new blank board, a puzzle from a collection): the history
///   starts again;
/// - `edit`: a move (a queen placed, a digit typed), named for Edit › Undo, undoable;
/// - `setOptions`: what is not part of the history changed (a display option, the
///   generator's level): no entry, and undo keeps it.
/// The history is a QUndoStack (Qt GUI, no widget), so Edit › Undo and Redo and their
/// names are Qt's, shared by the boards through a QUndoGroup.
#include <QObject>
#include <QUndoStack>

#include "board_kind.h"
#include "board_value.h"

namespace pw::ui {

class PuzzleBoard final : public QObject {
    Q_OBJECT
public:
    /// A blank board of the kind's default size.
    explicit PuzzleBoard(const BoardKind& kind, QObject* parent = nullptr);
    ~PuzzleBoard() override;

    const BoardKind& kind() const { return kind_; }
    const QString& puzzleId() const { return kind_.puzzleId; }
    const BoardPtr& value() const { return value_; }
    /// The value as its puzzle's type (the caller knows the puzzle).
    template <class T>
    const T& as() const {
        return static_cast<const T&>(*value_);
    }
    int size() const { return value_->size(); }
    QUndoStack* undoStack() { return &undo_; }
    const QUndoStack* undoStack() const { return &undo_; }

    /// A new game: the value replaced, the history cleared.
    void start(BoardPtr value);
    /// A move: undoable, named `text` in Edit › Undo. With `mergeId` >= 0 and `merge`,
    /// it extends the last move of the same id instead (the digits of one number typed
    /// into a magic square are one move).
    void edit(BoardPtr after, const QString& text, int mergeId = -1, bool merge = false);
    /// What the history does not hold changed: no entry.
    void setOptions(BoardPtr value);

    /// A new blank board of `size` (the kind's blank board, this one's options kept).
    void startBlank(const SizeRequest& size);
    /// Reads `text` into the board as its puzzle does (File › Open, a sample, a lesson);
    /// false, with the reader's sentence in `error`, when the text is not such a board.
    bool open(const QString& text, QString* error);
    /// Brings back what `keptState` wrote, after `open`.
    void restoreKept(const QJsonObject& state);

    /// Used by the history's entries only: the position of `value` restored.
    void restorePosition(const BoardPtr& value);

signals:
    /// A new game started (`start`): sent before `positionChanged`.
    void gameStarted();
    /// The position changed (a new game, a move, undo or redo): a shown solution or
    /// search is no longer what the user looks at.
    void positionChanged();
    /// An option changed (setOptions).
    void optionsChanged();

private:
    const BoardKind& kind_;
    BoardPtr value_;
    QUndoStack undo_;
};

}  // namespace pw::ui
