#include "ring_start.h"

#include <algorithm>
#include <bit>

namespace pw::queens {

namespace {

// Each of the ring's lines holds exactly one of the start's queens: a queen standing on
// a crossing of a ring column and a ring row is named by both, so the two must agree
// (and on the middle lines of an odd board, both columns and both rows are one line).
bool oneQueenPerLine(const Ring& ring, const RingStart& s) {
    const int near = ring.near(), far = ring.far();
    if (near == far) return s.left == s.right && s.top == s.bottom && (s.left == near) == (s.top == near);
    return (s.left == near) == (s.top == near) && (s.left == far) == (s.bottom == near) &&
           (s.right == near) == (s.top == far) && (s.right == far) == (s.bottom == far);
}

bool queensAreFree(const RingQueens& queens) {
    for (const Square* a = queens.begin(); a != queens.end(); ++a)
        for (const Square* b = a + 1; b != queens.end(); ++b)
            if (attacks(a->row, a->col, b->row, b->col)) return false;
    return true;
}

RingTask weigh(const Ring& ring, const RingStart& start) {
    RingTask task{start, true, 0, 0};
    std::array<RingStart, 8> images;
    for (int s = 0; s < 8; ++s) {
        const RingStart image = transformRingStart(ring, start, s);
        images[static_cast<std::size_t>(s)] = image;
        if (image == start) task.stabiliser |= static_cast<std::uint8_t>(1u << s);
        if (image < start) task.canonical = false;
    }
    std::sort(images.begin(), images.end());
    task.weight = static_cast<int>(std::unique(images.begin(), images.end()) - images.begin());
    return task;
}

}  // namespace

RingQueens ringQueens(const Ring& ring, const RingStart& start) {
    RingQueens queens;
    for (Square q : {Square{start.left, ring.near()}, Square{start.right, ring.far()}, Square{ring.near(), start.top},
                     Square{ring.far(), start.bottom}})
        if (std::find(queens.begin(), queens.end(), q) == queens.end())
            queens.squares[static_cast<std::size_t>(queens.count++)] = q;
    return queens;
}

RingStart transformRingStart(const Ring& ring, const RingStart& start, int symmetry) {
    RingStart image;
    for (Square q : ringQueens(ring, start)) {
        const Square t = transformSquare(ring.n, q, symmetry);
        if (t.col == ring.near()) image.left = t.row;
        if (t.col == ring.far()) image.right = t.row;
        if (t.row == ring.near()) image.top = t.col;
        if (t.row == ring.far()) image.bottom = t.col;
    }
    return image;
}

std::vector<RingTask> makeRingTasks(const Ring& ring, bool canonicalOnly, std::uint64_t* skipped) {
    std::vector<RingTask> tasks;
    const int n = ring.n;
    for (int left = 0; left < n; ++left)
        for (int right = 0; right < n; ++right)
            for (int top = 0; top < n; ++top)
                for (int bottom = 0; bottom < n; ++bottom) {
                    const RingStart start{left, right, top, bottom};
                    if (!oneQueenPerLine(ring, start) || !queensAreFree(ringQueens(ring, start))) continue;
                    const RingTask task = weigh(ring, start);
                    if (task.canonical || !canonicalOnly) tasks.push_back(task);
                    else if (skipped) ++*skipped;
                }
    std::sort(tasks.begin(), tasks.end(), [](const RingTask& a, const RingTask& b) { return a.start < b.start; });
    return tasks;
}

RingPlan makeRingPlan(const Ring& ring, const RingStart& start) {
    const int n = ring.n;
    RingPlan plan;
    plan.rows.assign(static_cast<std::size_t>(n), -1);
    const RingQueens queens = ringQueens(ring, start);
    std::uint32_t usedRows = 0;
    for (const Square& q : queens) {
        plan.rows[static_cast<std::size_t>(q.col)] = q.row;
        usedRows |= 1u << q.row;
    }
    std::vector<int> left;  // free columns not yet ordered
    std::vector<std::uint32_t> allowed(static_cast<std::size_t>(n), 0);
    for (int c = 0; c < n; ++c) {
        if (plan.rows[static_cast<std::size_t>(c)] >= 0) continue;
        for (int r = 0; r < n; ++r) {
            bool free = !(usedRows & (1u << r));
            for (const Square& q : queens) free = free && r - c != q.row - q.col && r + c != q.row + q.col;
            if (free) allowed[static_cast<std::size_t>(c)] |= 1u << r;
        }
        left.push_back(c);
    }
    // Most constrained first; a column next to one already ordered counts one row less,
    // two columns away half a row less (in halves: 2 per row).
    std::vector<bool> ordered(static_cast<std::size_t>(n), false);
    auto isOrdered = [&](int c) { return c >= 0 && c < n && ordered[static_cast<std::size_t>(c)]; };
    while (!left.empty()) {
        auto score = [&](int c) {
            return 2 * std::popcount(allowed[static_cast<std::size_t>(c)]) - 2 * (isOrdered(c - 1) + isOrdered(c + 1)) -
                   (isOrdered(c - 2) + isOrdered(c + 2));
        };
        const auto best = std::min_element(left.begin(), left.end(), [&](int a, int b) { return score(a) < score(b); });
        const int c = *best;
        left.erase(best);
        ordered[static_cast<std::size_t>(c)] = true;
        plan.columns.push_back(c);
        plan.steps.push_back({allowed[static_cast<std::size_t>(c)], static_cast<std::uint32_t>(c),
                              static_cast<std::uint32_t>(n - 1 - c)});
    }
    return plan;
}

}  // namespace pw::queens
