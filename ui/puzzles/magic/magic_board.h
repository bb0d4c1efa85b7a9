#pragma once
/// The magic square as a value: its order n, the number in each cell (0 when empty) and
/// which numbers are givens, the cells the solvers must keep; and, beside the position,
/// whether the browser shows solutions in Frénicle's standard form. Every rule question
/// goes to solvers/magic/model.h.
#include <QCoreApplication>

#include <vector>

#include "model/board_kind.h"
#include "model/board_value.h"

namespace pw::ui {

/// The numbers of a square and which are given: what the history goes back through.
struct MagicBoardState {
    std::vector<int> grid;
    std::vector<char> given;  ///< 1 where the cell is a given the solvers must keep
    friend bool operator==(const MagicBoardState&, const MagicBoardState&) = default;
};

class MagicBoard final : public BoardValue {
    Q_DECLARE_TR_FUNCTIONS(MagicBoard)
public:
    MagicBoard(int n, MagicBoardState state, bool canonicalOnly);
    /// An empty square of order n.
    MagicBoard(int n, bool canonicalOnly);

    int n() const { return n_; }
    const MagicBoardState& state() const { return state_; }
    const std::vector<int>& grid() const { return state_.grid; }
    /// The cell holds a number marked as given.
    bool isGiven(int cell) const;
    /// Solutions from the browser are shown in their standard form (one per class).
    bool canonicalOnly() const { return canonicalOnly_; }

    /// The order and the GIVEN cells only (others empty; no cells at all when none is given).
    Instance instance() const override;
    int size() const override { return n_; }
    QString toText() const override;
    QJsonObject keptState() const override;
    BoardPtr withPositionOf(const BoardPtr& other) const override;

    BoardPtr withState(MagicBoardState state) const;
    BoardPtr withCanonicalOnly(bool on) const;
    MagicBoardState emptyState() const;

    static BoardKind kind();

private:
    int n_;
    MagicBoardState state_;
    bool canonicalOnly_;
};

}  // namespace pw::ui
