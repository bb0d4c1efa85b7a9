#include "join_plan.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace pw::queens {

namespace {

// Splits a half's columns into two strips of nearly equal width, the narrower first.
HalfColumns splitColumns(const std::vector<int>& columns) {
    HalfColumns half;
    const std::size_t first = columns.size() / 2;
    half.stripA.assign(columns.begin(), columns.begin() + static_cast<std::ptrdiff_t>(first));
    half.stripB.assign(columns.begin() + static_cast<std::ptrdiff_t>(first), columns.end());
    return half;
}

std::vector<Square> sortedImage(int n, const std::vector<Square>& queens, int s) {
    std::vector<Square> image;
    for (const Square& q : queens) image.push_back(transformSquare(n, q, s));
    std::sort(image.begin(), image.end(), [](const Square& a, const Square& b) {
        return a.row != b.row ? a.row < b.row : a.col < b.col;
    });
    return image;
}

bool lessThan(const std::vector<Square>& a, const std::vector<Square>& b) {
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), [](const Square& x, const Square& y) {
        return x.row != y.row ? x.row < y.row : x.col < y.col;
    });
}

// A plan for the start `queens` (already known to attack no one another).
JoinPlan makePlan(int n, std::vector<Square> queens) {
    JoinPlan plan;
    plan.n = n;
    plan.start = std::move(queens);
    std::uint32_t usedRows = 0, usedColumns = 0;
    for (const Square& q : plan.start) {
        usedRows |= 1u << q.row;
        usedColumns |= 1u << q.col;
    }
    const std::uint32_t all = n == 32 ? ~0u : (1u << n) - 1u;
    plan.freeRows = all & ~usedRows;
    const int middle = n / 2;
    std::vector<int> left, right;
    for (int c = 0; c < n; ++c) {
        if (usedColumns >> c & 1u) continue;
        if (n % 2 == 1 && c == middle) continue;  // only reached when the start is empty: never for odd N
        (c < middle ? left : right).push_back(c);
    }
    plan.left = splitColumns(left);
    plan.right = splitColumns(right);
    for (int c = 0; c < n; ++c)
        for (int r = 0; r < n; ++r) {
            bool blocked = false;
            for (const Square& q : plan.start) blocked = blocked || attacks(r, c, q.row, q.col);
            if (blocked) plan.blocked[static_cast<std::size_t>(c)] |= 1u << r;
        }
    if (n % 2 == 0) {
        plan.symmetry = RowSymmetry::EvenBoard;
        for (int c = middle; c < n; ++c)
            plan.blocked[static_cast<std::size_t>(c)] |= (1u << c) | (1u << (n - 1 - c));
    } else if (plan.start.size() == 1) {
        plan.symmetry = RowSymmetry::Centre;
    }
    // Weight and stabiliser of the start under the 8 symmetries.
    const std::vector<Square> self = sortedImage(n, plan.start, 0);
    std::vector<std::vector<Square>> images;
    for (int s = 0; s < 8; ++s) {
        const std::vector<Square> image = sortedImage(n, plan.start, s);
        if (image == self) plan.stabiliser = static_cast<std::uint8_t>(plan.stabiliser | (1u << s));
        if (std::find(images.begin(), images.end(), image) == images.end()) images.push_back(image);
    }
    plan.weight = static_cast<int>(images.size());
    return plan;
}

}  // namespace

int JoinPlan::freeRowCount() const { return std::popcount(freeRows); }

std::uint64_t crossingKey(int n, int cut, int r, int c) {
    std::uint64_t key = 0;
    const int sum = r + c - cut, difference = r - c + cut - 1;
    if (sum >= 0 && sum <= n - 2) key |= std::uint64_t{1} << sum;
    if (difference >= 0 && difference <= n - 2) key |= std::uint64_t{1} << (n - 1 + difference);
    return key;
}

std::uint32_t reverseRows(int n, std::uint32_t rows) {
    std::uint32_t reversed = 0;
    for (; rows != 0; rows &= rows - 1) reversed |= 1u << (n - 1 - std::countr_zero(rows));
    return reversed;
}

std::vector<JoinPlan> makeJoinPlans(int n, std::uint64_t* skippedStarts) {
    std::vector<JoinPlan> plans;
    if (n % 2 == 0) {
        plans.push_back(makePlan(n, {}));
        return plans;
    }
    const int m = n / 2;
    plans.push_back(makePlan(n, {{m, m}}));
    for (int r0 = 0; r0 < n; ++r0)
        for (int c0 = 0; c0 < n; ++c0) {
            if (r0 == m || c0 == m || std::abs(r0 - m) == std::abs(c0 - m)) continue;
            const std::vector<Square> start = sortedImage(n, {{r0, m}, {m, c0}}, 0);
            bool canonical = true;
            for (int s = 1; s < 8 && canonical; ++s) canonical = !lessThan(sortedImage(n, start, s), start);
            if (canonical) plans.push_back(makePlan(n, start));
            else if (skippedStarts) ++*skippedStarts;
        }
    return plans;
}

SplitFactors splitFactors(const JoinPlan& plan, std::uint32_t leftRows) {
    SplitFactors f;
    const int n = plan.n;
    switch (plan.symmetry) {
    case RowSymmetry::None:
        f.counted = true;
        f.plain = f.perDiagonal = 1;
        return f;
    case RowSymmetry::EvenBoard: {
        const std::uint32_t reversed = reverseRows(n, leftRows);
        if (leftRows > reversed) return f;
        f.counted = true;
        f.reverseImage = leftRows < reversed;
        f.perDiagonal = f.reverseImage ? 2 : 1;
        // Left halves on no long diagonal: the split's class {L, rev L} and its mirror's
        // {R, rev R} count once together, for the one whose smallest member is smaller.
        const std::uint32_t rightRows = plan.freeRows & ~leftRows, rightReversed = reverseRows(n, rightRows);
        if (rightRows == reversed) f.plain = f.perDiagonal;
        else if (leftRows < std::min(rightRows, rightReversed)) {
            f.plain = 2 * f.perDiagonal;
            f.mirrorImage = true;
        }
        return f;
    }
    case RowSymmetry::Centre: {
        const std::uint32_t rightRows = plan.freeRows & ~leftRows;
        const std::array<std::pair<int, std::uint32_t>, 3> images{{{symmetry::kReverseRows, reverseRows(n, leftRows)},
                                                                   {symmetry::kMirrorColumns, rightRows},
                                                                   {symmetry::kHalfTurn, reverseRows(n, rightRows)}}};
        std::uint32_t seen[4] = {leftRows, 0, 0, 0};
        int distinct = 1;
        for (const auto& [s, rows] : images) {
            if (rows < leftRows) return f;  // the smallest of the images counts
            if (std::find(seen, seen + distinct, rows) != seen + distinct) continue;
            seen[distinct++] = rows;
            f.centreImages = static_cast<std::uint8_t>(f.centreImages | (1u << s));
        }
        f.counted = true;
        f.plain = f.perDiagonal = static_cast<std::uint32_t>(distinct);
        return f;
    }
    }
    return f;
}

int composeSymmetries(int n, int first, int then) {
    // Two squares no symmetry but the identity fixes both of tell the 8 apart (n >= 3).
    const Square probe{0, 1}, probe2{2, 0};
    const Square a = transformSquare(n, transformSquare(n, probe, first), then);
    const Square b = transformSquare(n, transformSquare(n, probe2, first), then);
    for (int s = 0; s < 8; ++s)
        if (transformSquare(n, probe, s) == a && transformSquare(n, probe2, s) == b) return s;
    return symmetry::kIdentity;
}

int representedImages(const JoinPlan& plan, const SplitFactors& factors, std::uint64_t leftKey, std::array<int, 8>& out) {
    int count = 0;
    const auto add = [&](int s) { out[static_cast<std::size_t>(count++)] = s; };
    switch (plan.symmetry) {
    case RowSymmetry::EvenBoard: {
        // Each long diagonal's queen on the right instead (the group of the half turn and
        // the two diagonal reflections), or the mirror for a board on neither; then the
        // same for the row reversal's image, whose long diagonals swap (main <-> anti).
        const bool main = (leftKey & plan.mainDiagonalBit()) != 0;
        const bool anti = (leftKey & plan.antiDiagonalBit()) != 0;
        const auto own = [&](int base, bool onMain, bool onAnti) {
            add(base);
            if (onMain && onAnti) {
                for (int s : {symmetry::kHalfTurn, symmetry::kTranspose, symmetry::kAntiTranspose})
                    add(composeSymmetries(plan.n, base, s));
            } else if (onMain) {
                add(composeSymmetries(plan.n, base, symmetry::kAntiTranspose));
            } else if (onAnti) {
                add(composeSymmetries(plan.n, base, symmetry::kTranspose));
            } else if (factors.mirrorImage) {
                add(composeSymmetries(plan.n, base, symmetry::kMirrorColumns));
            }
        };
        own(symmetry::kIdentity, main, anti);
        if (factors.reverseImage) own(symmetry::kReverseRows, anti, main);
        break;
    }
    case RowSymmetry::Centre:
        add(symmetry::kIdentity);
        for (int s = 0; s < 8; ++s)
            if (factors.centreImages >> s & 1u) add(s);
        break;
    case RowSymmetry::None:
        for (int s = 0; s < 8; ++s) add(s);
        break;
    }
    return count;
}

}  // namespace pw::queens
