#pragma once
/// queens.v6's memory, known before anything is stored, and the refusal beyond what the
/// machine holds.
///
/// Two things grow with N: the strip tables (24 bytes a placement and a 4-byte offset
/// per row set; an even board holds its one plan's tables for every thread, an odd board
/// a plan's per thread at a time) and each thread's buffers of half boards (the keys of
/// one row split's left and right half boards, the left ones again sorted by factor and
/// packed). The tables are counted exactly first, by the strips' search without storing
/// anything; a row split's half boards on one side are at most, for each way to share
/// its rows out between its two strips, the product of the two strips' largest groups,
/// and at most the permutations of its rows. Before even counting, a bound from below on
/// the widest strip's placements (each queen of it leaves at least F - 3k rows to the
/// next column) refuses the sizes no machine holds at once.
#include <cstdint>
#include <functional>

#include "core/notice.h"

namespace pw::queens {

struct JoinMemory {
    std::uint64_t stripBytes = 0;   ///< the tables of one plan (the largest one), at most
    bool stripsPerThread = false;   ///< odd boards: each thread holds a plan's tables
    std::uint64_t bufferBytes = 0;  ///< one thread's buffers, at most
    /// False when the count of the strips stopped early: past the limit it was given
    /// (`total` is then already above it) or on a stop request.
    bool complete = true;
    std::uint64_t total(unsigned threads) const {
        return stripBytes * (stripsPerThread ? threads : 1u) + bufferBytes * threads;
    }
};

/// The bounds on the tables and the buffers for `threads` threads (counts the strips'
/// placements per shape, stopping once they need more than `limit` bytes or `stop` says so).
JoinMemory estimateJoinMemory(int n, unsigned threads = 1, std::uint64_t limit = ~std::uint64_t{0},
                              const std::function<bool()>& stop = {});
/// A bound from below on the strip tables' bytes, from a product (no search).
std::uint64_t joinMemoryFloor(int n);
/// The bytes this process may use: the machine's memory, or less under an address-space limit.
std::uint64_t machineMemoryBytes();
/// The refusal when a count on `threads` threads needs more than `available` bytes
/// (NoticeCode::JoinMemory), or no notice (also when `stop` ended the estimate early:
/// the caller sees its stop).
Notice joinMemoryNotice(int n, unsigned threads, std::uint64_t available, const std::function<bool()>& stop = {});

}  // namespace pw::queens
