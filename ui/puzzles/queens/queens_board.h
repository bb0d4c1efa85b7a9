#pragma once
/// The chessboard as a value: its size N and the squares holding a queen (r * N + c,
/// sorted), whatever attacks what; every rule question goes to solvers/queens/model.h.
#include <QCoreApplication>

#include <vector>

#include "model/board_kind.h"
#include "model/board_value.h"

namespace pw::ui {

class QueensBoard final : public BoardValue {
    Q_DECLARE_TR_FUNCTIONS(QueensBoard)
public:
    static constexpr int kMinimumSize = 4;
    static constexpr int kMaximumSize = 20;
    static constexpr int kDefaultSize = 8;

    QueensBoard(int n, std::vector<int> queens);

    int n() const { return n_; }
    const std::vector<int>& queens() const { return queens_; }
    bool hasQueen(int square) const;

    Instance instance() const override;
    int size() const override { return n_; }
    QString toText() const override;

    /// This board with a queen put on `square`, or taken off it.
    BoardPtr toggled(int square) const;
    /// This board with `queens` (squares) and no other.
    BoardPtr withQueens(std::vector<int> queens) const;

    static BoardKind kind();

private:
    int n_;
    std::vector<int> queens_;
};

}  // namespace pw::ui
