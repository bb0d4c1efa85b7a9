#pragma once
/// The pieces of a row search: the members of `RowSearch` that hand pieces of it out and
/// search the pieces handed in (row_search.h declares them and includes this file at its
/// end).
///
/// With a `share` (v4 and v5 on several threads), the search gives away the rest of its
/// shallowest loop when a thread waits for work (see work_share.h); a node that gave part
/// of its loop away does not know the outcome of its whole subtree, so it remembers
/// nothing.
///
/// With `prefixes` (the setup of the count in parts, row_tasks.h), a pass stops at row
/// `RowPass::prefixDepth` (or sooner, from `prefixMinDepth` on, at a node whose bound is
/// below `prefixDeepenFrom`: a light subtree) and hands the rows above it to
/// `RowPass::onPrefix` instead of searching below them; `searchBelow` later searches
/// below one such prefix. The two together count exactly what one pass counts: the
/// rows above the prefixes in the walk, each subtree below them in its own search.
#include <cstddef>
#include <cstdint>

#include "row_search.h"  // the class (it includes this file once it is declared)
#include "work_share.h"

namespace pw::shading {

template <Tracer Tr, RowFeatures F>
inline void RowSearch<Tr, F>::runPiece(const SearchPiece& piece) {
    if (pass_.firstDone && pass_.firstDone->load(std::memory_order_relaxed)) finished_ = true;
    if (finished_) return;
    const int r = piece.depth;
    for (int row = 0; row < r; ++row) {
        const std::uint32_t pattern = piece.rows[static_cast<std::size_t>(row)];
        place(row, pattern);
        trace(EventKind::Place, lines_.piece, row, row * cols_, static_cast<int>(pattern), 0);
    }
    const std::uint32_t forbidden = forbiddenCells(above(r), p_.all);
    base_ = r;
    loop(r, p_.candidates(forbidden).data(), piece.begin, piece.end, forbidden, piece.shaded, piece.symmetric);
    split_[static_cast<std::size_t>(r)] = false;
    base_ = 0;
}

template <Tracer Tr, RowFeatures F>
inline void RowSearch<Tr, F>::searchBelow(const SearchPiece& prefix) {
    if (finished_) return;
    const int r = prefix.depth;
    for (int row = 0; row < r; ++row) place(row, prefix.rows[static_cast<std::size_t>(row)]);
    base_ = r;
    search(r, prefix.shaded, prefix.symmetric);
    base_ = 0;
}

template <Tracer Tr, RowFeatures F>
inline bool RowSearch<Tr, F>::handPrefix(int r, int shaded, bool symmetric) {
    SearchPiece prefix;
    for (int row = 0; row < r; ++row) prefix.rows[static_cast<std::size_t>(row)] = grid_[slot(row)];
    prefix.depth = r;
    prefix.shaded = shaded;
    prefix.symmetric = symmetric;
    (*pass_.onPrefix)(prefix);
    return false;
}

template <Tracer Tr, RowFeatures F>
inline void RowSearch<Tr, F>::share(int r) {
    for (int d = base_; d <= r && rows_ - d >= kShareMinRows; ++d) {
        Level& level = level_[static_cast<std::size_t>(d)];
        if (level.next >= level.end) continue;
        SearchPiece piece;
        for (int row = 0; row < d; ++row) piece.rows[static_cast<std::size_t>(row)] = grid_[slot(row)];
        piece.depth = d;
        piece.shaded = level.shaded;
        piece.symmetric = level.symmetric;
        piece.begin = level.next;
        piece.end = level.end;
        setup_.share->give(piece);
        level.end = level.next;
        for (int a = base_; a <= d; ++a) split_[static_cast<std::size_t>(a)] = true;
        return;
    }
}

}  // namespace pw::shading
