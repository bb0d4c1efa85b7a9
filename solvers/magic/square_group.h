#pragma once
/// The larger symmetry group of magic squares that magic.v6 normalises by.
///
/// Besides the 8 rotations and reflections, a magic square stays magic when the same
/// permutation p is applied to its rows and to its columns, provided p commutes with
/// the reversal i -> n-1-i: then each diagonal goes onto a diagonal. For n >= 4 the
/// permutations of rows {0, 1, n-2, n-1} of that kind (the middle ones fixed) form a
/// group of 8; with the left-right mirror and the transpose they make a group of 32
/// for n = 4 and 5. From n = 6 the mirror also reverses the middle rows and columns
/// among themselves, which doubles the group to 64; for n = 3 only the 8 rotations and
/// reflections remain. Its numbers being distinct, no magic square is its own image,
/// so every orbit has exactly `order` members, and each holds order / 8 classes of
/// rotations and reflections.
///
/// One member per orbit is picked by rules on the diagonal cells of rows 0, 1, n-2 and
/// n-1 (the 4 corners for n = 3), 8 cells on which the group of 32 acts freely: the
/// top-left corner holds the smallest of them; (1, 1) is below (n-2, n-2); the
/// top-right corner is below the bottom-left one. From n = 6, (2, 2) is also below
/// (n-3, n-3), which the middle reversal swaps while it keeps the 8 cells in place.
#include <utility>
#include <vector>

namespace pw::magic {

/// The group's elements as cell maps: `maps[g][cell]` is where g sends `cell`
/// (element 0 is the identity): `squareGroupOrder(n)` of them.
std::vector<std::vector<int>> squareGroup(int n);

/// How many elements the group has: 8 for n = 3, 32 for n = 4 and 5, 64 from n = 6.
constexpr int squareGroupOrder(int n) { return n >= 6 ? 64 : n >= 4 ? 32 : 8; }

/// The canonical-form rules as (smaller cell, larger cell) pairs.
constexpr std::vector<std::pair<int, int>> squareGroupRules(int n) {
    const auto cell = [n](int r, int c) { return r * n + c; };
    std::vector<int> rows{0, n - 1};
    if (n >= 4) rows = {0, 1, n - 2, n - 1};
    std::vector<int> diagonal;  // the group's 8 (or 4) diagonal cells
    for (int r : rows) diagonal.push_back(cell(r, r));
    for (int r : rows) diagonal.push_back(cell(r, n - 1 - r));
    std::vector<std::pair<int, int>> rules;
    for (int other : diagonal)
        if (other != 0) rules.emplace_back(0, other);
    if (n >= 4) rules.emplace_back(cell(1, 1), cell(n - 2, n - 2));
    rules.emplace_back(cell(0, n - 1), cell(n - 1, 0));
    if (n >= 6) rules.emplace_back(cell(2, 2), cell(n - 3, n - 3));
    return rules;
}

/// True when a grid satisfies every rule (it is its orbit's representative).
bool isGroupRepresentative(int n, const std::vector<int>& grid);

}  // namespace pw::magic
