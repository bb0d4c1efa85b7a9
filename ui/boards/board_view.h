#pragma once
/// The board of one puzzle, at the centre of the window. Each puzzle subclasses it; the
/// main window talks to every board through this interface only, so adding a puzzle
/// adds a subclass in ui/puzzles/<puzzle>/ and its registration (register_board.cpp).
///
/// A board shows one of three things: the user's own position (edited by clicks, with
/// undo), a solution from the browser, or the frame of a traced search (the partial
/// state, the cell just placed, a rejection flashed). The last two are overlays: the
/// user's position comes back with `clearOverlay`.
#include <QJsonObject>
#include <QRectF>
#include <QUndoStack>
#include <QWidget>

#include <span>
#include <vector>

#include "core/event.h"
#include "core/instance.h"

namespace pw::ui {

class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    /// The registry id of the puzzle, as its solvers register it.
    virtual QString puzzleId() const = 0;
    /// The instance the solvers are given, built from the board as the user left it.
    virtual Instance instance() const = 0;
    /// Starts a new blank board from the size request (undo history cleared).
    virtual void resetBoard(const SizeRequest& size) = 0;
    virtual int boardSize() const = 0;
    /// Range of sizes offered on screen (the solvers may accept more).
    virtual int minimumBoardSize() const = 0;
    virtual int maximumBoardSize() const = 0;

    virtual void showFrame(const Event& event, std::span<const int> state) = 0;
    virtual void showSolution(std::span<const int> cells) = 0;
    virtual void clearOverlay() = 0;
    virtual bool hasOverlay() const = 0;

    /// The user's position as text, in the puzzle's file format, and back. `fromText`
    /// answers any text: the board, or false with a sentence naming the line at fault.
    virtual QString toText() const = 0;
    virtual bool fromText(const QString& text, QString* error) = 0;

    /// What the file format leaves out and a kept board brings back at the next start
    /// (ui/window/board_store): options such as the pencil-mark mode or the browser's
    /// canonical form, a press counter, the collection being walked. Empty by default.
    virtual QJsonObject keptState() const { return {}; }
    /// Restores what `keptState` wrote, after `fromText`; a field missing or malformed
    /// (a file of another version) leaves that part as it is.
    virtual void restoreKeptState(const QJsonObject& state) { (void)state; }
    /// Edit > Clear: an empty board of the same size, undoable.
    virtual void clearBoard() = 0;

    /// A sentence about the user's position (what is placed, what is in conflict, "Solved!").
    virtual QString statusText() const = 0;

    /// Extra controls of this puzzle (k, torus, pencil marks...), placed by the window
    /// above the board; nullptr when there are none.
    virtual QWidget* optionsWidget() { return nullptr; }

    /// Paints the board as it stands (the user's position, or the overlay: a solution)
    /// into `area` of any painter, for paper (ui/print): black ink on white, without the
    /// screen's cursor, selection or aids, scaled to the area with its vectors kept (a
    /// PDF page, a printer). The board's widget size is left alone; what the paint code
    /// reads from the widget's palette comes from the board's, so a board made for paper
    /// (BoardPrintout) is given a black-on-white one.
    virtual void paintOnPage(QPainter& painter, const QRectF& area) = 0;

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

    QUndoStack* undoStack() { return &undoStack_; }

signals:
    /// The rule of `browsesSolution` changed: the browser's list must be rebuilt.
    void browseFilterChanged();
    /// The user's position or the overlay changed: the status line should be refreshed.
    void statusChanged();

protected:
    QUndoStack undoStack_;
};

}  // namespace pw::ui
