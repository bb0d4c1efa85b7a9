#include "strip_table.h"

#include <bit>

namespace pw::queens {


std::uint32_t RowRanks::binomial(int n, int k) {
    if (k < 0 || n < 0 || k > n) return 0;
    return kRowBinomials[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
}

RowRanks::RowRanks(std::uint32_t freeRows) {
    for (int r = 0; r < 32; ++r)
        if (freeRows >> r & 1u) index_[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(freeCount_++);
}

StripTable::StripTable(const JoinPlan& plan, std::span<const int> columns, int innerCut)
    : n_(plan.n), cut_(plan.cut()), innerCut_(innerCut), columns_(columns.begin(), columns.end()),
      ranks_(plan.freeRows) {
    offsets_.assign(static_cast<std::size_t>(ranks_.count(width())) + 1, 0);
}

void StripTable::add(std::span<const int> rows) {
    std::uint64_t inner = 0, outer = 0, packed = 0;
    std::uint32_t mask = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const int r = rows[i], c = columns_[i];
        inner |= crossingKey(n_, innerCut_, r, c);
        outer |= crossingKey(n_, cut_, r, c);
        packed |= std::uint64_t(r) << (5 * i);
        mask |= 1u << r;
    }
    const std::uint32_t rank = ranks_.rank(mask);
    ++offsets_[rank + 1];
    rankOf_.push_back(rank);
    inner_.push_back(inner);
    outer_.push_back(outer);
    packed_.push_back(packed);
}

void StripTable::finish() {
    // A counting sort by rank: offsets_ holds the counts, shifted by one.
    for (std::size_t r = 1; r < offsets_.size(); ++r) offsets_[r] += offsets_[r - 1];
    std::vector<std::uint32_t> next(offsets_.begin(), offsets_.end() - 1);
    const std::size_t count = inner_.size();
    std::vector<std::uint64_t> inner(count + 8, ~std::uint64_t{0}), outer(count + 8, 0), packed(count);
    for (std::size_t p = 0; p < count; ++p) {
        const std::uint32_t to = next[rankOf_[p]]++;
        inner[to] = inner_[p];
        outer[to] = outer_[p];
        packed[to] = packed_[p];
    }
    inner_.swap(inner);  // 8 spare entries that match nothing: vector loads may read past the end
    outer_.swap(outer);
    packed_.swap(packed);
    count_ = count;
    rankOf_.clear();
    rankOf_.shrink_to_fit();
}

std::size_t StripTable::bytes() const {
    return (inner_.capacity() + outer_.capacity() + packed_.capacity()) * sizeof(std::uint64_t) +
           offsets_.capacity() * sizeof(std::uint32_t);
}

}  // namespace pw::queens
