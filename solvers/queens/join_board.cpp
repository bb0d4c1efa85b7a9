#include "join_board.h"

#include <bit>

namespace pw::queens {

void JoinBoard::place(const StripTable& strip, std::uint32_t p, bool on) {
    for (int i = 0; i < strip.width(); ++i)
        rows_[static_cast<std::size_t>(strip.columns()[static_cast<std::size_t>(i)])] = on ? strip.row(p, i) : -1;
}

std::uint32_t JoinBoard::columnsOf(const StripTable& strip) {
    std::uint32_t mask = 0;
    for (int c : strip.columns()) mask |= 1u << c;
    return mask;
}

std::uint32_t JoinBoard::columnsOf(const HalfColumns& half) {
    std::uint32_t mask = 0;
    for (int c : half.stripA) mask |= 1u << c;
    for (int c : half.stripB) mask |= 1u << c;
    return mask;
}

int JoinBoard::firstCell(std::uint32_t columns) const {
    if (columns == 0) return -1;
    const int c = std::countr_zero(columns);
    return rows_[static_cast<std::size_t>(c)] * n_ + c;
}

int JoinBoard::queenOnSharedDiagonal(int cut, std::uint32_t columns, std::uint64_t key) const {
    for (std::uint32_t m = columns; m != 0; m &= m - 1) {
        const int c = std::countr_zero(m), r = rows_[static_cast<std::size_t>(c)];
        if (crossingKey(n_, cut, r, c) & key) return r * n_ + c;
    }
    return firstCell(columns);
}

}  // namespace pw::queens
