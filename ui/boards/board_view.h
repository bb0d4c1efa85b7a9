#pragma once
/// The board of one puzzle, at the centre of the window. Each puzzle subclasses it; the
/// main window talks to every board through this interface only, so adding a puzzle
/// adds a subclass in ui/puzzles/<puzzle>/ and its registration (register_board.cpp).
///
/// A board is a view: the position it draws is the model's value (a `PuzzleBoard`,
/// model/puzzle_board.h, with its undo history), and the user's moves go to the model,
/// which makes the new value through the puzzle's rules. A board made without one (a
/// test's) holds a board of its own.
///
/// A board shows one of three things: the user's own position (edited by clicks, with
/// undo), a solution from the browser, or the frame of a traced search (the partial
/// state, the cell just placed, a rejection flashed). The last two are overlays: the
/// user's position comes back with `clearOverlay`.
#include <QJsonObject>
#include <QPointer>
#include <QRectF>
#include <QUndoStack>
#include <QWidget>

#include <memory>
#include <span>
#include <vector>

#include "core/event.h"
#include "core/instance.h"
#include "model/puzzle_board.h"

namespace pw::ui {

class BoardView : public QWidget {
    Q_OBJECT
public:
    /// A view of `board`, or, when it is nullptr, of a board of its own of `kind`.
    BoardView(PuzzleBoard* board, const BoardKind& kind, QWidget* parent = nullptr);
    ~BoardView() override;

    /// The board this view draws and edits (the model's, or its own).
    PuzzleBoard* puzzleBoard() const { return board_; }
    /// The registry id of the puzzle, as its solvers register it.
    const QString& puzzleId() const { return board_->puzzleId(); }
    /// The instance the solvers are given, built from the board as the user left it.
    Instance instance() const { return board_->value()->instance(); }
    /// Starts a new blank board from the size request (undo history cleared).
    void resetBoard(const SizeRequest& size) { board_->startBlank(size); }
    int boardSize() const { return board_->size(); }
    /// Range of sizes offered on screen (the solvers may accept more).
    int minimumBoardSize() const { return board_->kind().minimumSize; }
    int maximumBoardSize() const { return board_->kind().maximumSize; }

    virtual void showFrame(const Event& event, std::span<const int> state) = 0;
    virtual void showSolution(std::span<const int> cells) = 0;
    virtual void clearOverlay() = 0;
    virtual bool hasOverlay() const = 0;

    /// The user's position as text, in the puzzle's file format, and back. `fromText`
    /// answers any text: the board, or false with a sentence naming the line at fault.
    QString toText() const { return board_->value()->toText(); }
    bool fromText(const QString& text, QString* error) { return board_->open(text, error); }

    /// What the file format leaves out and a kept board brings back at the next start
    /// (ui/window/board_store): options such as the pencil-mark mode or the browser's
    /// canonical form, a press counter, the collection being walked.
    QJsonObject keptState() const { return board_->value()->keptState(); }
    /// Restores what `keptState` wrote, after `fromText`; a field missing or malformed
    /// (a file of another version) leaves that part as it is.
    void restoreKeptState(const QJsonObject& state) { board_->restoreKept(state); }
    /// Edit > Clear: an empty board of the same size, undoable.
    virtual void clearBoard() = 0;

    /// A sentence about the user's position (what is placed, what is in conflict, "Solved!").
    virtual QString statusText() const = 0;

    /// Extra controls of this puzzle (k, torus, pencil marks...), placed by the window
    /// above the board; nullptr when there are none.
    virtual QWidget* optionsWidget() { return nullptr; }


    /// Whether the browser offers this stored solution: a board may show only one
    /// solution per symmetry class. Every solution by default.
    virtual bool browsesSolution(std::span<const int> cells) const {
        (void)cells;
        return true;
    }

    /// How the search-tree view names a node: the decision its event made, in the
    /// puzzle's words (« dame en ligne 3, colonne 5 »). The default names cell and value.
    virtual QString decisionText(const Event& decision) const;
    /// The partial state after `decisions` (the path from the root down to a node, in
    /// order) of a run on `run`, in the form `showFrame` takes: a node of the tree shown
    /// on the board. The default starts from the run's cells and sets each decision's
    /// cell to its value.
    virtual std::vector<int> stateAfter(const Instance& run, std::span<const Event> decisions) const;

    QUndoStack* undoStack() { return board_->undoStack(); }

signals:
    /// The rule of `browsesSolution` changed: the browser's list must be rebuilt.
    void browseFilterChanged();
    /// The user's position or the overlay changed: the status line should be refreshed.
    void statusChanged();

protected:
    /// The model's board has a new position (a move, undo, redo, a new game): by default
    /// the board is drawn again and says so.
    virtual void positionChanged();
    /// An option of the model's board changed (no history entry).
    virtual void optionsChanged();
    /// The model's board starts a new game (before `positionChanged`).
    virtual void gameStarted() {}

private:
    std::unique_ptr<PuzzleBoard> own_;  ///< the board of a view made without the model's
    /// The board drawn: the window's model may go before its widgets do.
    QPointer<PuzzleBoard> board_;
};

}  // namespace pw::ui
