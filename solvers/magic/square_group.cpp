#include "square_group.h"

#include <algorithm>
#include <set>

namespace pw::magic {

namespace {

using CellMap = std::vector<int>;

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// The map sending (r, c) to f(r, c).
template <class F>
CellMap cellMap(int n, F f) {
    CellMap map(at(n * n));
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const auto [r2, c2] = f(r, c);
            map[at(r * n + c)] = r2 * n + c2;
        }
    return map;
}

// a then b.
CellMap compose(const CellMap& a, const CellMap& b) {
    CellMap out(a.size());
    for (std::size_t cell = 0; cell < a.size(); ++cell) out[cell] = b[at(a[cell])];
    return out;
}

}  // namespace

std::vector<std::vector<int>> squareGroup(int n) {
    // Swaps the outer rows and columns; swaps rows 0 <-> 1 and n-2 <-> n-1 (and the
    // same columns); mirrors left-right; transposes.
    const auto swapOuter = [n](int i) { return i == 0 ? n - 1 : i == n - 1 ? 0 : i; };
    const auto swapPairs = [n](int i) {
        if (i == 0) return 1;
        if (i == 1) return 0;
        if (i == n - 2) return n - 1;
        if (i == n - 1) return n - 2;
        return i;
    };
    std::vector<CellMap> generators = {
        cellMap(n, [&](int r, int c) { return std::pair{swapOuter(r), swapOuter(c)}; }),
        cellMap(n, [n](int r, int c) { return std::pair{r, n - 1 - c}; }),
        cellMap(n, [](int r, int c) { return std::pair{c, r}; }),
    };
    if (n >= 4) generators.push_back(cellMap(n, [&](int r, int c) { return std::pair{swapPairs(r), swapPairs(c)}; }));
    // The closure under composition, identity first.
    std::vector<CellMap> group = {cellMap(n, [](int r, int c) { return std::pair{r, c}; })};
    std::set<CellMap> seen(group.begin(), group.end());
    for (std::size_t i = 0; i < group.size(); ++i)
        for (const CellMap& g : generators) {
            CellMap next = compose(group[i], g);
            if (seen.insert(next).second) group.push_back(std::move(next));
        }
    return group;
}

bool isGroupRepresentative(int n, const std::vector<int>& grid) {
    const std::vector<std::pair<int, int>> rules = squareGroupRules(n);
    return std::all_of(rules.begin(), rules.end(),
                       [&](const std::pair<int, int>& r) { return grid[at(r.first)] < grid[at(r.second)]; });
}

}  // namespace pw::magic
