#include "ring_counter.h"

#include <bit>

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
#if defined(__x86_64__) && !defined(PW_NO_TARGET_CLONES) && !defined(__SANITIZE_THREAD__)
#define PW_RING_CLONES 1
__attribute__((target_clones("arch=x86-64-v3", "default")))
#endif
RingCount countRingCompletions(const RingStep* steps, int count, RingPosition position, std::uint64_t* perColumn) {
    RingCount out;
    if (count == 1) {
        out.solutions = out.nodes = position.freeRows(steps[0]) != 0;
        perColumn[0] = out.nodes;
        return out;
    }
    // Plain members, so the stack is not zeroed on each call.
    struct Level {
        std::uint32_t free;
        int column;
        std::uint32_t used;
        std::uint64_t sums, diffs;
    };
    Level stack[32];
    int saved = 0;
    const int last = count - 1;
    const RingStep lastStep = steps[last];
    const int lastDistance = static_cast<int>(lastStep.column) - static_cast<int>(steps[last - 1].column);
    const std::uint32_t lastShift = static_cast<std::uint32_t>(lastDistance < 0 ? -lastDistance : lastDistance);
    // Nodes are counted per column for the depth profile without a count per node: each
    // row of a column's free set is tried (a count-only walk never stops halfway), so a
    // column's nodes grow by the popcount of the set it is entered with; the last
    // column's nodes are the solutions, and the one before it is counted by the
    // branch-free step below, in a register.
    // The counts go to a local array, copied out at the end: a store through
    // `perColumn` could alias `steps`, and would make the loop reload the steps.
    std::uint64_t solutions = 0, beforeLast = 0;
    std::uint64_t entered[kMaxRingColumns] = {};
    int i = 0;
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
            const std::uint64_t found = childFree != 0;
            solutions += found;
            continue;
        }
#ifdef DEADFIRST
        if (childFree == 0) continue;
#endif
        if (i + 2 == last) {
            const std::uint32_t lastFree = child.freeRows(lastStep);
            const std::uint32_t a = childFree & (0u - childFree), b = childFree ^ a;
            const std::uint32_t lastA = lastFree & ~(a | (a << lastShift) | (a >> lastShift));
            const std::uint32_t lastB = lastFree & ~(b | (b << lastShift) | (b >> lastShift));
            const std::uint64_t foundA = (a != 0) & (lastA != 0), foundB = (b != 0) & (lastB != 0);
            beforeLast += (a != 0) + (b != 0);
            solutions += foundA + foundB;
            continue;
        }
#ifndef DEADFIRST
        if (childFree == 0) continue;
#endif
        if (free != 0) stack[saved++] = {free, i, position.used, position.sums, position.diffs};
        ++i;
        free = childFree;
        entered[i] += static_cast<std::uint64_t>(std::popcount(free));
        position = child;
    }
    entered[last] = solutions;
    if (last >= 2) entered[last - 1] = beforeLast;
    for (int c = 0; c < count; ++c) perColumn[c] = entered[c];
    out.solutions = solutions;
    for (int c = 0; c < count; ++c) out.nodes += perColumn[c];
    return out;
}

const char* ringCounterPath() {
#if defined(PW_RING_CLONES)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("x86-64-v3")) return "x86-64-v3";
#endif
    return "baseline";
}

}  // namespace pw::queens
