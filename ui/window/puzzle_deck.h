#pragma once
/// The puzzles' boards, one shown at a time, and the list that picks it: a board for
/// every puzzle of the solvers' registry that has one (puzzles/all_boards.h), in the
/// registry's order. Every board lives as long as the window, so each keeps its position
/// while another is shown. The puzzle shown is the model's: a click in the list chooses
/// it there, and the deck shows the board the model names. The deck tells the model
/// each board's range of sizes and its size as it changes. The window lays out `list()`
/// and `stack()`; the controllers ask `current()` and listen to the deck instead of to
/// each board.
#include <QObject>
#include <QString>

#include <map>

class QListWidget;
class QStackedWidget;
class QUndoGroup;

namespace pw::ui {

class BoardView;
class WorkbenchModel;

class PuzzleDeck final : public QObject {
    Q_OBJECT
public:
    PuzzleDeck(WorkbenchModel* model, QObject* parent = nullptr);
    /// Stops listening to the boards: called as the window goes, before its widgets, the
    /// boards among them, are destroyed, so that none calls back into a controller.
    void detachBoards();

    QListWidget* list() const { return list_; }
    QStackedWidget* stack() const { return stack_; }
    /// Edit › Undo and Redo act on the shown board's history.
    QUndoGroup* undoGroup() const { return undoGroup_; }

    /// The board shown, or nullptr before a puzzle is chosen.
    BoardView* current() const;
    /// The board of `puzzleId`, or nullptr when the window has none for it.
    BoardView* board(const QString& puzzleId) const;
    const std::map<QString, BoardView*>& boards() const { return boards_; }


signals:
    /// The puzzle chosen changed: `board` is shown already.
    void currentChanged(BoardView* board);
    /// A board changed, its options included (any board, shown or not).
    void boardEdited(BoardView* board);
    /// A board's status line changed.
    void statusChanged(BoardView* board);
    /// A board changed which solutions its browser offers.
    void browseFilterChanged(BoardView* board);

private:
    void onRowChanged();
    void show(const QString& puzzleId);

    WorkbenchModel* model_;
    QListWidget* list_;
    QStackedWidget* stack_;
    QUndoGroup* undoGroup_;
    std::map<QString, BoardView*> boards_;
};

}  // namespace pw::ui
