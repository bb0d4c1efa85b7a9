#pragma once
/// The shading grid as a value: its rows and columns, the run length k that no line may
/// hold, and which cells are shaded; and, beside the position, whether the browser shows
/// optimal grids in their canonical form. Every rule question goes to
/// solvers/shading/model.h.
#include <QCoreApplication>

#include <vector>

#include "model/board_kind.h"
#include "model/board_value.h"

namespace pw::ui {

class ShadingBoard final : public BoardValue {
    Q_DECLARE_TR_FUNCTIONS(ShadingBoard)
public:
    static constexpr int kMinimumSide = 4;

    ShadingBoard(int rows, int cols, int k, std::vector<int> cells, bool canonicalOnly);

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int k() const { return k_; }
    /// rows × cols values, 1 where a cell is shaded.
    const std::vector<int>& cells() const { return cells_; }
    bool canonicalOnly() const { return canonicalOnly_; }

    /// The size and k: the puzzle has no givens, the solvers start from a blank grid.
    Instance instance() const override;
    int size() const override { return std::max(rows_, cols_); }
    QString toText() const override;
    QJsonObject keptState() const override;
    BoardPtr withPositionOf(const BoardPtr& other) const override;

    BoardPtr toggled(int cell) const;
    /// Other cells (and k) on the same grid.
    BoardPtr withCells(std::vector<int> cells, int k) const;
    BoardPtr withCanonicalOnly(bool on) const;

    static BoardKind kind();

private:
    int rows_, cols_, k_;
    std::vector<int> cells_;
    bool canonicalOnly_;
};

}  // namespace pw::ui
