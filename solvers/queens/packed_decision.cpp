// The packed decisions of model.h: a partial board named by one event.
#include <bit>

#include "model.h"

namespace pw::queens {

std::int32_t packBoardDecision(int n, std::span<const int> rows, std::uint32_t columns) {
    if (columns == 0) return 0;
    const int first = std::countr_zero(columns), last = 31 - std::countl_zero(columns);
    const int firstRow = rows[static_cast<std::size_t>(first)];
    if (last - first >= 7 || n > 15) return firstRow;
    std::int32_t packed = kPackedBoard;
    for (int c = first; c <= last; ++c) {
        const int r = (columns >> c & 1u) ? rows[static_cast<std::size_t>(c)] : -1;
        if (r < -1 || r >= 15) return firstRow;
        packed |= (r + 1) << (4 * (c - first));
    }
    return packed;
}

std::vector<Square> decisionQueens(int n, int cell, std::int32_t value) {
    std::vector<Square> queens;
    if (cell < 0 || cell >= n * n) return queens;
    const int first = cell % n;
    if (!(value & kPackedBoard)) {
        if (value >= 0 && value < n) queens.push_back({value, first});
        return queens;
    }
    for (int i = 0; i < 7 && first + i < n; ++i) {
        const int r = ((value >> (4 * i)) & 15) - 1;
        if (r >= 0 && r < n) queens.push_back({r, first + i});
    }
    return queens;
}

}  // namespace pw::queens
