#include "model.h"

#include <algorithm>
#include <bitset>

namespace pw::magic {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// An empty cell is 0; a number outside 1..n² still fills its cell (the view flags it).
bool filled(int value) { return value != 0; }

// True when some `k` distinct numbers of `pool` add up to `target`: a subset-sum table
// by count, small enough (n² numbers, sums up to n²·n) to run at every repaint.
bool reachable(const std::vector<int>& pool, int k, int target) {
    if (k == 0) return target == 0;
    if (target <= 0 || k > static_cast<int>(pool.size())) return false;
    constexpr std::size_t kMaxSum = 4096;  // n = 16: 256 numbers, the constant is 2056
    if (target >= static_cast<int>(kMaxSum)) return false;
    std::vector<std::bitset<kMaxSum>> sums(at(k + 1));  // sums[j]: totals of j numbers
    sums[0].set(0);
    for (int v : pool)
        for (int j = k; j >= 1; --j) sums[at(j)] |= sums[at(j - 1)] << at(v);
    return sums[at(k)].test(at(target));
}

}  // namespace

std::vector<int> unusedNumbers(int n, std::span<const int> grid) {
    std::vector<bool> used(at(n * n + 1), false);
    for (int v : grid)
        if (v >= 1 && v <= n * n) used[at(v)] = true;
    std::vector<int> out;
    for (int v = 1; v <= n * n; ++v)
        if (!used[at(v)]) out.push_back(v);
    return out;
}

std::vector<LineReport> analyseLines(int n, std::span<const int> grid) {
    const std::vector<int> pool = unusedNumbers(n, grid);
    std::vector<LineReport> out;
    for (int line = 0; line < lineCount(n); ++line) {
        LineReport report;
        for (int cell : lineCells(n, line)) {
            const int v = at(cell) < grid.size() ? grid[at(cell)] : 0;
            if (filled(v)) report.sum += v;
            else ++report.open;
        }
        const int lacking = magicConstant(n) - report.sum;
        if (report.open == 0) report.status = lacking == 0 ? LineStatus::Right : LineStatus::Wrong;
        else report.status = reachable(pool, report.open, lacking) ? LineStatus::Open : LineStatus::Impossible;
        out.push_back(report);
    }
    return out;
}

std::vector<int> repeatedCells(int n, std::span<const int> grid) {
    std::vector<int> seen(at(n * n + 1), 0);
    for (int v : grid)
        if (v >= 1 && v <= n * n) ++seen[at(v)];
    std::vector<int> out;
    for (std::size_t i = 0; i < grid.size(); ++i)
        if (grid[i] >= 1 && grid[i] <= n * n && seen[at(grid[i])] > 1) out.push_back(static_cast<int>(i));
    return out;
}

std::vector<int> outOfRangeCells(int n, std::span<const int> grid) {
    std::vector<int> out;
    for (std::size_t i = 0; i < grid.size(); ++i)
        if (grid[i] < 0 || grid[i] > n * n) out.push_back(static_cast<int>(i));
    return out;
}

bool isMagicSquare(int n, std::span<const int> grid) {
    if (n < 1 || grid.size() != at(n * n)) return false;
    if (!repeatedCells(n, grid).empty() || !outOfRangeCells(n, grid).empty()) return false;
    if (std::find(grid.begin(), grid.end(), 0) != grid.end()) return false;
    const std::vector<LineReport> lines = analyseLines(n, grid);
    return std::all_of(lines.begin(), lines.end(), [](const LineReport& l) { return l.status == LineStatus::Right; });
}

Notice checkGivens(int n, std::span<const int> givens) {
    if (n < kMinOrder) return notice(NoticeCode::OrderTooSmall, {n, kMinOrder});
    if (n > kMaxOrder) return notice(NoticeCode::OrderTooLarge, {n, kMaxOrder});
    if (givens.empty()) return {};
    if (givens.size() != at(n * n))
        return notice(NoticeCode::CellCount, {n, static_cast<std::int64_t>(givens.size())});
    std::vector<int> where(at(n * n + 1), -1);
    for (int cell = 0; cell < n * n; ++cell) {
        const int v = givens[at(cell)];
        if (v == 0) continue;
        if (v < 1 || v > n * n) return notice(NoticeCode::NumberOutOfRange, {v, cell, n * n, n});
        if (where[at(v)] >= 0) return notice(NoticeCode::NumberTwice, {v, cell, n});
        where[at(v)] = cell;
    }
    return {};
}

int transformCell(int n, int cell, int s) {
    int r = cell / n, c = cell % n;
    if (s >= 4) c = n - 1 - c;
    for (int t = 0; t < s % 4; ++t) {  // a quarter turn clockwise: (r, c) -> (c, n-1-r)
        const int r2 = c;
        c = n - 1 - r;
        r = r2;
    }
    return r * n + c;
}

std::vector<int> transformGrid(int n, std::span<const int> grid, int s) {
    std::vector<int> out(grid.size(), 0);
    for (int cell = 0; cell < n * n && at(cell) < grid.size(); ++cell) out[at(transformCell(n, cell, s))] = grid[at(cell)];
    return out;
}

bool isCanonical(int n, std::span<const int> grid) {
    const int corner = grid[0];
    return corner < grid[at(n - 1)] && corner < grid[at((n - 1) * n)] && corner < grid[at(n * n - 1)] &&
           grid[1] < grid[at(n)];
}

std::vector<int> canonicalForm(int n, std::span<const int> grid) {
    for (int s = 0; s < 8; ++s) {
        std::vector<int> image = transformGrid(n, grid, s);
        if (isCanonical(n, image)) return image;
    }
    return {grid.begin(), grid.end()};  // only a grid with repeated numbers gets here
}

}  // namespace pw::magic
