#pragma once
/// magic.v6's plan: v4's fill order cut into groups, each one searched cell followed by
/// the cells its lines then compute.
///
/// Once the searched cell takes a value z, every cell the group computes is the line's
/// constant minus the other cells of its line: an affine function sign·z + offset, the
/// offset known before z is chosen. So the whole group is decided by masks: "sign·z +
/// offset is unused" is the mask of unused numbers shifted (or mirrored, for sign −1),
/// and the z that would put one number in two cells of the group, break a line the
/// group completes or break a symmetry rule are single bits or ranges. What is left is
/// exactly the set of values that fill the group without a conflict, before any is
/// placed; at the last group it only needs counting (a popcount).
///
/// Everything the search reads per group is worked out here once, in small fixed
/// arrays, so that the hot loop only does arithmetic on masks.
#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <vector>

#include "fill_plan.h"
#include "model.h"
#include "square_group.h"

namespace pw::magic {

constexpr int kMaxComputed = 8;   ///< computed cells per group (orders 3 to 8 need 5 at most)
constexpr int kMaxLines = 18;     ///< lines of an order-8 square
constexpr int kMaxRules = 8;      ///< symmetry rules on one group
constexpr int kMaxGroups = 64;    ///< groups of an order-8 square

/// A cell the group computes from its line once the searched value z is placed.
struct ComputedCell {
    std::int8_t cell = 0;
    std::int8_t line = 0;          ///< the line it completes
    std::int8_t sign = 0;          ///< its value is sign·z + offset
    std::int8_t earlierCount = 0;  ///< computed cells of the group before it on `line`
    std::array<std::int8_t, kMaxComputed> earlier{};

    friend constexpr bool operator==(const ComputedCell&, const ComputedCell&) = default;
};

/// A line through the group's cells that none of its computed cells completes.
struct LineTerm {
    std::int8_t line = 0;
    std::int8_t sign = 0;          ///< z's coefficient in the line's sum
    std::int8_t openAfter = 0;     ///< empty cells left on it after the group (0: must be exact)
    bool searched = false;         ///< the searched cell lies on it
    std::uint8_t computed = 0;     ///< bit j: computed cell j lies on it

    friend constexpr bool operator==(const LineTerm&, const LineTerm&) = default;
};

/// Two cells of the group that hold the same number for at most one z (-1: the searched cell).
struct CellPair {
    std::int8_t a = -1, b = -1;

    friend constexpr bool operator==(const CellPair&, const CellPair&) = default;
};

/// A symmetry rule on one of the group's cells: its value exceeds (or is below) the
/// value of an earlier cell, or is at most `atMost`.
struct GroupRule {
    std::int8_t member = -1;  ///< -1: the searched cell; otherwise the computed cell's index
    std::int8_t other = -1;   ///< the earlier cell compared with, -1 = none
    bool above = true;
    std::int8_t atMost = 0;   ///< 0 = none

    friend constexpr bool operator==(const GroupRule&, const GroupRule&) = default;
};

/// One searched cell and what it computes.
struct Group {
    int cell = -1;  ///< -1: no searched cell (givens leave a line with one empty cell)
    int computedCount = 0;
    std::array<ComputedCell, kMaxComputed> computed{};
    int termCount = 0;
    std::array<LineTerm, kMaxLines> terms{};
    int pairCount = 0;
    std::array<CellPair, (kMaxComputed + 1) * kMaxComputed / 2> pairs{};
    int ruleCount = 0;
    std::array<GroupRule, kMaxRules> rules{};
    /// A coefficient other than 0 or ±1, or a rule between two cells of the group,
    /// which masks cannot express: each value is then also checked one by one
    /// (some groups of order 3; none of orders 4 to 8).
    bool checkEach = false;
    int linesChecked = 0;  ///< line sums the group's mask settles (the "lines" counter)

    friend constexpr bool operator==(const Group&, const Group&) = default;
};

/// The whole plan, and the symmetry it carries. Fixed arrays, so that a plan can be a
/// compile-time constant: then the search unrolls each group's loops on constants.
struct GroupPlan {
    int n = 0;
    int groupCount = 0;
    std::array<Group, kMaxGroups> groups{};
    int givenLineCount = 0;
    std::array<int, kMaxLines> givenLines{};  ///< lines made of givens only, checked up front
    int order = 1;    ///< members of a symmetry orbit that each square found stands for
    int centre = -1;  ///< odd n with the complement rule: the centre cell, else -1

    friend constexpr bool operator==(const GroupPlan&, const GroupPlan&) = default;
};

namespace detail {

/// Cuts a fill plan into groups and works out each group's coefficients.
class GroupCompiler {
public:
    constexpr GroupCompiler(int n, std::span<const int> givens) : n_(n), filled_(idx(n * n), 0), coef_(idx(n * n), 0) {
        for (std::size_t cell = 0; cell < givens.size() && cell < filled_.size(); ++cell) filled_[cell] = givens[cell] != 0 ? 1 : 0;
    }

    constexpr void compile(const FillPlan& fill, GroupPlan& plan) {
        std::size_t i = 0;
        while (i < fill.steps.size()) {
            Group group;
            std::vector<int> members;  // the group's cells, searched one first (if any)
            if (fill.steps[i].fromLine < 0) {
                group.cell = fill.steps[i].cell;
                members.push_back(group.cell);
                coef_[idx(group.cell)] = 1;
                ++i;
            }
            for (; i < fill.steps.size() && fill.steps[i].fromLine >= 0; ++i) addComputed(fill.steps[i], group, members);
            addTerms(group, members);
            addPairs(group);
            for (int cell : members) filled_[idx(cell)] = 1;
            if (plan.groupCount == kMaxGroups) throw std::length_error("magic.v6: too many groups");
            plan.groups[idx(plan.groupCount++)] = group;
        }
    }

private:
    constexpr void addComputed(const PlanStep& step, Group& group, std::vector<int>& members) {
        if (group.computedCount == kMaxComputed) throw std::length_error("magic.v6: a group computes too many cells");
        ComputedCell& computed = group.computed[idx(group.computedCount)];
        computed.cell = static_cast<std::int8_t>(step.cell);
        computed.line = static_cast<std::int8_t>(step.fromLine);
        int sign = 0;
        for (int cell : lineCells(n_, step.fromLine)) {
            if (cell == step.cell || filled_[idx(cell)]) continue;
            sign -= coef_[idx(cell)];  // a cell of the group, searched or computed earlier
            if (const int j = indexOf(group, cell); j >= 0)
                computed.earlier[idx(computed.earlierCount++)] = static_cast<std::int8_t>(j);
        }
        computed.sign = static_cast<std::int8_t>(sign);
        coef_[idx(step.cell)] = sign;
        if (sign < -1 || sign > 1) group.checkEach = true;
        ++group.computedCount;
        members.push_back(step.cell);
        ++group.linesChecked;
    }

    // Every pair of the group's cells: each may hold the same number for one z.
    static constexpr void addPairs(Group& group) {
        for (int a = group.cell >= 0 ? -1 : 0; a < group.computedCount; ++a)
            for (int b = a + 1; b < group.computedCount; ++b)
                group.pairs[idx(group.pairCount++)] = {static_cast<std::int8_t>(a), static_cast<std::int8_t>(b)};
    }

    // Every line through the group that no computed cell completes by construction.
    constexpr void addTerms(Group& group, const std::vector<int>& members) {
        std::vector<int> lines;
        for (int cell : members)
            for (int line : linesThrough(n_, cell))
                if (std::find(lines.begin(), lines.end(), line) == lines.end() &&
                    std::none_of(group.computed.begin(), group.computed.begin() + group.computedCount,
                                 [&](const ComputedCell& c) { return c.line == line; }))
                    lines.push_back(line);
        std::sort(lines.begin(), lines.end());
        for (int line : lines) {
            LineTerm& term = group.terms[idx(group.termCount++)];
            term.line = static_cast<std::int8_t>(line);
            int sign = 0;
            for (int cell : lineCells(n_, line)) {
                const bool inGroup = std::find(members.begin(), members.end(), cell) != members.end();
                if (inGroup) {
                    sign += coef_[idx(cell)];
                    term.searched = term.searched || cell == group.cell;
                    if (const int j = indexOf(group, cell); j >= 0) term.computed |= static_cast<std::uint8_t>(1u << j);
                } else if (!filled_[idx(cell)]) {
                    ++term.openAfter;
                }
            }
            term.sign = static_cast<std::int8_t>(sign);
            if (term.openAfter == 0) ++group.linesChecked;
        }
    }

    static constexpr int indexOf(const Group& group, int cell) {
        for (int j = 0; j < group.computedCount; ++j)
            if (group.computed[idx(j)].cell == cell) return j;
        return -1;
    }

    int n_;
    // char, not bool: clang 14 cannot evaluate libstdc++'s vector<bool> at compile time.
    std::vector<char> filled_;
    std::vector<int> coef_;  ///< z's coefficient in each cell of the current group
};

// Where each cell is filled: its group, and its index among the group's computed
// cells (-1 for the searched cell).
struct Place {
    std::size_t group = 0;
    int member = -1;
};

constexpr std::vector<Place> places(const GroupPlan& plan, int size) {
    std::vector<Place> out(idx(size), Place{idx(plan.groupCount), -1});
    for (std::size_t g = 0; g < idx(plan.groupCount); ++g) {
        const Group& group = plan.groups[g];
        if (group.cell >= 0) out[idx(group.cell)] = {g, -1};
        for (int j = 0; j < group.computedCount; ++j) out[idx(group.computed[idx(j)].cell)] = {g, j};
    }
    return out;
}

constexpr int signOf(const Group& group, int member) { return member < 0 ? 1 : group.computed[idx(member)].sign; }

// A rule sits on whichever of its two cells is filled later.
constexpr void addRule(GroupPlan& plan, const std::vector<Place>& where, int small, int large) {
    const Place ps = where[idx(small)], pl = where[idx(large)];
    if (ps.group >= idx(plan.groupCount) || pl.group >= idx(plan.groupCount)) return;  // a given: nothing to order
    const bool largeLater = pl.group > ps.group || (pl.group == ps.group && pl.member > ps.member);
    const Place later = largeLater ? pl : ps;
    Group& group = plan.groups[later.group];
    GroupRule rule;
    rule.member = static_cast<std::int8_t>(later.member);
    rule.other = static_cast<std::int8_t>(largeLater ? small : large);
    rule.above = largeLater;
    if (group.ruleCount == kMaxRules) throw std::length_error("magic.v6: too many rules on a group");
    group.rules[idx(group.ruleCount++)] = rule;
    const int sign = signOf(group, later.member);
    if (ps.group == pl.group || (sign != 1 && sign != -1)) group.checkEach = true;
}

}  // namespace detail

/// The plan for order n (3 to 8) with `givens`. With `symmetric`, the group of
/// square_group.h normalises the search (empty board, or the centre alone given); with
/// `complement` (odd n, empty board) only centres up to (n² + 1)/2 are searched.
constexpr GroupPlan makeGroupPlan(int n, std::span<const int> givens, bool symmetric, bool complement) {
    GroupPlan plan;
    plan.n = n;
    const int size = n * n;
    const int centre = n % 2 ? (n / 2) * n + n / 2 : -1;
    const bool centreGiven = centre >= 0 && detail::idx(centre) < givens.size() && givens[detail::idx(centre)] != 0;
    std::vector<int> first;
    if (centre >= 0 && !centreGiven) first.push_back(centre);  // on both diagonals; the complement rule
    const FillPlan fill = makeFillPlan(n, givens, first);
    for (int line : fill.givenLines) plan.givenLines[detail::idx(plan.givenLineCount++)] = line;
    detail::GroupCompiler(n, givens).compile(fill, plan);

    if (symmetric) {
        plan.order = squareGroupOrder(n);
        const std::vector<detail::Place> where = detail::places(plan, size);
        for (const auto& [small, large] : squareGroupRules(n)) detail::addRule(plan, where, small, large);
        if (complement && centre >= 0 && !centreGiven) {
            const detail::Place p = where[detail::idx(centre)];
            GroupRule rule;
            rule.member = static_cast<std::int8_t>(p.member);
            rule.atMost = static_cast<std::int8_t>((size + 1) / 2);
            Group& group = plan.groups[p.group];
            group.rules[detail::idx(group.ruleCount++)] = rule;
            plan.centre = centre;
        }
    }
    return plan;
}

}  // namespace pw::magic
