#include "ring_counter.h"

#include <bit>
#include <cstddef>

namespace pw::queens {

// The walk keeps the current column's position in registers and stacks it only when it
// goes deeper with rows still to try there (the way back then jumps straight to the
// nearest column with work left). Nearly all the time goes to mispredicted branches, one
// or two per node, so the loop avoids them where it can: a child with no free row is not
// stacked, and the last two columns are counted without a branch. There at most two rows are left
// for the second to last column (two rows are unused, and `allowed` holds unused rows
// only) and one for the last, so both candidates are tried at once: a queen in row r of
// column c attacks rows r and r ± |c' - c| of column c'.
//
// Configure with -DCMAKE_CXX_FLAGS=-DPW_NO_TARGET_CLONES to measure the baseline path
// alone on a processor that has x86-64-v3. A ThreadSanitizer build has no clones: the
// loader runs the ifunc resolver before TSan's runtime is set up, and the instrumented
// resolver crashes the program before main.
namespace {

// The most columns one walk takes: its counts of the last two columns share a register
// (see below), which holds for 12 columns; a longer walk is split at its first column.
constexpr int kMaxWalkColumns = 12;

// Gives each column its count in `perColumn` and sums them; the last two columns' counts
// come from the walk's registers. Out of line on purpose: inlined, its loop is
// vectorised, GCC then aligns the walk's frame to 32 bytes, which takes %rbp for a frame
// pointer, and the walk, one register short, spills its free rows and its rows used on
// every node (measured: +8 % instructions on queens.v5 at N = 14).
[[gnu::noinline]] RingCount publishCounts(std::uint64_t* entered, int last, std::uint64_t beforeLast,
                                          std::uint64_t solutions, std::uint64_t* perColumn) {
    if (last >= 2) entered[last - 1] = beforeLast;
    entered[last] = solutions;
    RingCount out;
    out.solutions = solutions;
    for (int c = 0; c <= last; ++c) {
        perColumn[c] = entered[c];
        out.nodes += entered[c];
    }
    return out;
}

// A walk too long for one call: each row of the first column starts a walk of one
// column less.
[[gnu::noinline]] RingCount splitWalk(const RingStep* steps, int count, RingPosition position,
                                      std::uint64_t* perColumn) {
    RingCount out;
    std::uint32_t free = position.freeRows(steps[0]);
    perColumn[0] = static_cast<std::uint64_t>(std::popcount(free));
    out.nodes = perColumn[0];
    for (; free != 0; free &= free - 1) {
        std::uint64_t below[kMaxRingColumns] = {};
        const RingCount sub =
            countRingCompletions(steps + 1, count - 1, position.with(free & (0u - free), steps[0]), below);
        for (int c = 1; c < count; ++c) perColumn[c] += below[c - 1];
        out.solutions += sub.solutions;
        out.nodes += sub.nodes;
    }
    return out;
}

}  // namespace

// GCC only: clang 14 (the fuzz tree) does not know the "x86-64-v3" level in
// __builtin_cpu_supports, and the clang tree is built for fuzzing, not for speed.
#if defined(__x86_64__) && !defined(__clang__) && !defined(PW_NO_TARGET_CLONES) && !defined(__SANITIZE_THREAD__)
#define PW_RING_CLONES 1
__attribute__((target_clones("arch=x86-64-v3", "default")))
#endif
RingCount countRingCompletions(const RingStep* steps, int count, RingPosition position, std::uint64_t* perColumn) {
    if (count == 1) {
        const std::uint64_t found = position.freeRows(steps[0]) != 0;
        perColumn[0] = found;
        return {found, found};
    }
    if (count > kMaxWalkColumns) return splitWalk(steps, count, position, perColumn);
    // Plain members, so the stack is not zeroed on each call.
    struct Level {
        std::uint32_t free;
        std::uint32_t column;
        std::uint32_t used;
        std::uint64_t sums, diffs;
    };
    Level stack[32];
    int saved = 0;
    // Column indices are 64-bit: the steps and the counts are indexed with them, and a
    // 32-bit int would be sign-extended at each use.
    const std::size_t last = static_cast<std::size_t>(count) - 1;
    const RingStep lastStep = steps[last];
    const int lastDistance = static_cast<int>(lastStep.column) - static_cast<int>(steps[last - 1].column);
    const std::uint32_t lastShift = static_cast<std::uint32_t>(lastDistance < 0 ? -lastDistance : lastDistance);
    // Nodes are counted per column for the depth profile without a count per node: each
    // row of a column's free set is tried (a count-only walk never stops halfway), so a
    // column's nodes grow by the popcount of the set it is entered with. The last two
    // columns are counted in one register, `tally`: the last column's nodes (the
    // solutions) in its low 32 bits, the column before it in its high 32 bits (with two
    // registers GCC kept one of them in memory, added to on every two-column step). A
    // half cannot overflow: a walk of k <= kMaxWalkColumns columns has k free rows (one
    // per free column of the board), so at most k! <= 12! < 2^32 queens in a column.
    // The counts of the other columns go to a local array, handed out at the end: a
    // store through `perColumn` could alias `steps`, and would make the loop reload them.
    std::uint64_t tally = 0;
    std::uint64_t entered[kMaxRingColumns] = {};
    std::size_t i = 0;
    std::uint32_t free = position.freeRows(steps[0]);
    entered[0] = static_cast<std::uint64_t>(std::popcount(free));
    for (;;) {
        if (free == 0) {
            if (saved == 0) break;
            --saved;
            free = stack[saved].free;
            i = stack[saved].column;
            position = {stack[saved].used, stack[saved].sums, stack[saved].diffs};
            continue;
        }
        const std::uint32_t bit = free & (0u - free);
        free ^= bit;
        const RingPosition child = position.with(bit, steps[i]);
        const std::uint32_t childFree = child.freeRows(steps[i + 1]);
        if (i + 1 == last) {
            tally += childFree != 0;
            continue;
        }
        if (i + 2 == last) {
            const std::uint32_t lastFree = child.freeRows(lastStep);
            const std::uint32_t a = childFree & (0u - childFree), b = childFree ^ a;
            const std::uint32_t lastA = lastFree & ~(a | (a << lastShift) | (a >> lastShift));
            const std::uint32_t lastB = lastFree & ~(b | (b << lastShift) | (b >> lastShift));
            const std::uint64_t foundA = (a != 0) & (lastA != 0), foundB = (b != 0) & (lastB != 0);
            tally += (static_cast<std::uint64_t>((a != 0) + (b != 0)) << 32) + foundA + foundB;
            continue;
        }
        if (childFree == 0) continue;  // after the two last-column cases: they need no test
        if (free != 0) stack[saved++] = {free, static_cast<std::uint32_t>(i), position.used, position.sums, position.diffs};
        ++i;
        free = childFree;
        entered[i] += static_cast<std::uint64_t>(std::popcount(free));
        position = child;
    }
    return publishCounts(entered, static_cast<int>(last), tally >> 32, tally & 0xffffffffu, perColumn);
}

const char* ringCounterPath() {
#if defined(PW_RING_CLONES)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("x86-64-v3")) return "x86-64-v3";
#endif
    return "baseline";
}

}  // namespace pw::queens
