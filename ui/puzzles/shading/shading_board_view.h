#pragma once
/// The shading grid: a click or Space shades or clears a cell, every run of k shaded cells
/// is struck through in red and cross-hatched as it appears, and the score is set against the best known maximum for
/// the size, which shading.v4 computes on a background thread (cached per size and k).
/// A shown solution is an optimal grid, optionally in its canonical form; a traced frame
/// shows the grid being filled cell by cell (v1, v2) or row by row (v3, v4), the cell or
/// row of the event, and the "hope" when the event carries it. Every rule question goes
/// to solvers/shading/model.h.
#include <algorithm>
#include <optional>
#include <thread>
#include <tuple>
#include <vector>

#include "boards/grid_board_view.h"
#include "shading/model.h"
#include "shading_board.h"

namespace pw::ui {

class ShadingOptions;

class ShadingBoardView final : public GridBoardView {
    Q_OBJECT
public:
    /// A view of the model's shading grid, or of one of its own.
    explicit ShadingBoardView(PuzzleBoard* board = nullptr, QWidget* parent = nullptr);
    ~ShadingBoardView() override;

    /// The grid the model holds.
    const ShadingBoard& grid() const { return puzzleBoard()->as<ShadingBoard>(); }

    void showSolution(std::span<const int> cells) override;
    void clearBoard() override;
    QString statusText() const override;
    QString decisionText(const Event& decision) const override;  // in shading_decisions.cpp
    // For a screen reader, in shading_accessible.cpp: each cell, then each run of k.
    QString cellAccessibleText(int r, int c) const override;
    QStringList accessibleNotes() const override;
    std::vector<int> stateAfter(const Instance& run, std::span<const Event> decisions) const override;
    QWidget* optionsWidget() override;

    int gridColumns() const { return grid().cols(); }
    int k() const { return grid().k(); }
    const std::vector<int>& cells() const { return grid().cells(); }
    int score() const { return shading::shadedCount(cells()); }
    /// The runs of k on the user's grid, asked of the model.
    std::vector<shading::Run> runs() const;
    /// The maximum for the current size and k, once shading.v4 has found it.
    std::optional<int> bestKnown() const;
    bool canonicalOnly() const { return grid().canonicalOnly(); }
    bool browsesSolution(std::span<const int> cells) const override;
    /// True when the shown solution is the canonical form of the browser's grid.
    bool showsCanonicalForm() const { return shownCanonical_; }

    /// Undoable user actions (clicks, the k box and tests go through these).
    void toggleCell(int cell);
    /// A new run length, keeping the cells; false, with the model's reason on show, when
    /// k does not fit the grid.
    bool setK(int k);
    void setCanonicalOnly(bool on);

protected:
    QSize gridShape() const override { return {grid().cols(), grid().rows()}; }
    void gameStarted() override;
    void positionChanged() override;
    void optionsChanged() override;
    void paintBoard(QPainter& p, const BoardGeometry& g) override;
    void activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;

private:
    /// Looks the maximum up in the cache, or starts shading.v4 on the worker thread.
    void requestBestKnown();
    void maximumFound(int rows, int cols, int k, int value);
    void stopWorker();
    void setProblem(const QString& problem);
    QString bestKnownSentence(bool validGrid) const;
    QString frameStatus() const;
    /// The row a traced event names (v3, v4 place whole rows), else -1.
    int frameRow() const;

    int rows() const { return grid().rows(); }
    int cols() const { return grid().cols(); }

    std::vector<int> browsed_;           ///< the browser's grid, as given
    bool shownCanonical_ = false;
    bool canonicalShown_ = false;        ///< the option as the options box and the browser last had it
    int shownK_ = 0;                     ///< the k of the grid as the view last drew it
    std::optional<int> startedFrom_;     ///< the k before a new game, until its position is drawn
    bool computing_ = false;             ///< the worker looks for the current maximum
    std::tuple<int, int, int> pending_;  ///< the rows, cols and k it was started for
    QString problem_;                    ///< why the last k was refused
    ShadingOptions* options_ = nullptr;
    std::jthread worker_;                ///< shading.v4 for the best known maximum
};

class BoardRegistry;
/// Adds this board to the window's list (in register_board.cpp).
void registerShadingBoard(BoardRegistry& boards);

}  // namespace pw::ui
