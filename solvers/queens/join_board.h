#pragma once
/// The board of queens.v6's one-pair-at-a-time path: the queens of the start, of the
/// strip placements and half boards being joined, a row per column (-1: none). It is the
/// state a traced run shows, and the solution a match streams.
#include <cstdint>
#include <span>
#include <vector>

#include "join_plan.h"
#include "strip_table.h"

namespace pw::queens {

class JoinBoard {
public:
    explicit JoinBoard(int n) : n_(n), rows_(static_cast<std::size_t>(n), -1) {}

    std::span<const int> rows() const { return rows_; }
    std::vector<int>& rowsForWriting() { return rows_; }
    void set(int column, int row) { rows_[static_cast<std::size_t>(column)] = row; }

    /// Puts the queens of placement `p` of a strip on the board (or takes them off).
    void place(const StripTable& strip, std::uint32_t p, bool on);

    /// Column masks: a strip's, a half's.
    static std::uint32_t columnsOf(const StripTable& strip);
    static std::uint32_t columnsOf(const HalfColumns& half);

    /// The square of the first queen (leftmost column) in `columns`, -1 when none.
    int firstCell(std::uint32_t columns) const;
    /// The packed decision of the partial board in `columns` (model.h).
    std::int32_t packed(std::uint32_t columns) const { return packBoardDecision(n_, rows_, columns); }
    /// The square of a queen in `columns` on one of the diagonals of `key` (the other
    /// half's key, for the cut at `cut`): a queen that makes the pair fail.
    int queenOnSharedDiagonal(int cut, std::uint32_t columns, std::uint64_t key) const;

private:
    int n_;
    std::vector<int> rows_;
};

}  // namespace pw::queens
