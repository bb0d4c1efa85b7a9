#include "techniques.h"

#include <algorithm>

namespace pw::sudoku {

namespace {

using Unit = std::vector<int>;

// Blank cells of a unit holding mark d.
std::vector<int> placesOf(const Board& b, const Unit& unit, int d) {
    std::vector<int> out;
    for (int cell : unit)
        if (b.isBlank(cell) && b.hasMark(cell, d)) out.push_back(cell);
    return out;
}

Mask placedIn(const Board& b, const Unit& unit) {
    Mask m = 0;
    for (int cell : unit)
        if (!b.isBlank(cell)) m |= digitBit(b.digit(cell));
    return m;
}

std::vector<int> digitsOf(Mask m) {
    std::vector<int> out;
    for (; m != 0; m &= m - 1) out.push_back(lowestDigit(m));
    return out;
}

// Calls f on every subset of `items` of the given size (2 or 3), until f returns true.
template <class F>
bool forSubsets(const std::vector<int>& items, int size, F&& f) {
    const std::size_t n = items.size();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            if (size == 2) {
                if (f(std::vector<int>{items[i], items[j]})) return true;
                continue;
            }
            for (std::size_t k = j + 1; k < n; ++k)
                if (f(std::vector<int>{items[i], items[j], items[k]})) return true;
        }
    return false;
}

// Locked candidates: in unit `from`, the places of d all lie in unit `into`; d leaves the
// rest of `into`.
std::optional<Step> lockedCandidates(const Board& b, Technique technique, std::size_t fromBegin, std::size_t fromEnd,
                                     int intoKind) {
    const Geometry& g = b.geometry();
    for (std::size_t u = fromBegin; u < fromEnd; ++u)
        for (int d = 1; d <= g.size; ++d) {
            const std::vector<int> places = placesOf(b, g.units[u], d);
            if (places.size() < 2) continue;
            const int into = g.unitsOfCell[static_cast<std::size_t>(places[0])][static_cast<std::size_t>(intoKind)];
            if (!std::all_of(places.begin(), places.end(), [&](int c) {
                    return g.unitsOfCell[static_cast<std::size_t>(c)][static_cast<std::size_t>(intoKind)] == into;
                }))
                continue;
            Step step{technique, places, {d}, {unitRef(g, static_cast<int>(u)), unitRef(g, into)}, {}, {}};
            for (int cell : g.units[static_cast<std::size_t>(into)])
                if (b.isBlank(cell) && b.hasMark(cell, d) && std::find(places.begin(), places.end(), cell) == places.end())
                    step.eliminations.push_back({cell, d});
            if (step.eliminations.empty()) continue;
            return step;
        }
    return std::nullopt;
}

// X-wing over lines of kind `base` (0 rows, 1 columns), eliminating across kind `cover`.
std::optional<Step> xWing(const Board& b, int base) {
    const Geometry& g = b.geometry();
    const int cover = 1 - base;
    const std::size_t first = static_cast<std::size_t>(base * g.size);
    auto coverOf = [&](int cell) { return g.unitsOfCell[static_cast<std::size_t>(cell)][static_cast<std::size_t>(cover)]; };
    for (int d = 1; d <= g.size; ++d)
        for (std::size_t u1 = first; u1 < first + static_cast<std::size_t>(g.size); ++u1) {
            const std::vector<int> p1 = placesOf(b, g.units[u1], d);
            if (p1.size() != 2) continue;
            for (std::size_t u2 = u1 + 1; u2 < first + static_cast<std::size_t>(g.size); ++u2) {
                const std::vector<int> p2 = placesOf(b, g.units[u2], d);
                if (p2.size() != 2 || coverOf(p1[0]) != coverOf(p2[0]) || coverOf(p1[1]) != coverOf(p2[1])) continue;
                Step step{Technique::XWing,
                          {p1[0], p1[1], p2[0], p2[1]},
                          {d},
                          {unitRef(g, static_cast<int>(u1)), unitRef(g, static_cast<int>(u2)), unitRef(g, coverOf(p1[0])),
                           unitRef(g, coverOf(p1[1]))},
                          {},
                          {}};
                for (int line : {coverOf(p1[0]), coverOf(p1[1])})
                    for (int cell : g.units[static_cast<std::size_t>(line)])
                        if (b.isBlank(cell) && b.hasMark(cell, d) &&
                            std::find(step.cells.begin(), step.cells.end(), cell) == step.cells.end())
                            step.eliminations.push_back({cell, d});
                if (step.eliminations.empty()) continue;
                return step;
            }
        }
    return std::nullopt;
}

}  // namespace

UnitRef unitRef(const Geometry& g, int u) { return {static_cast<UnitRef::Kind>(u / g.size), u % g.size}; }

std::optional<Step> findFullHouse(const Board& b) {
    const Geometry& g = b.geometry();
    for (std::size_t u = 0; u < g.units.size(); ++u) {
        std::vector<int> blanks;
        for (int cell : g.units[u])
            if (b.isBlank(cell)) blanks.push_back(cell);
        const Mask missing = g.all & ~placedIn(b, g.units[u]);
        if (blanks.size() != 1 || countDigits(missing) != 1) continue;
        const int d = lowestDigit(missing);
        return Step{Technique::FullHouse, blanks, {d}, {unitRef(g, static_cast<int>(u))}, {{blanks[0], d}}, {}};
    }
    return std::nullopt;
}

std::optional<Step> findNakedSingle(const Board& b) {
    for (int cell = 0; cell < b.cellCount(); ++cell)
        if (b.isBlank(cell) && countDigits(b.marks(cell)) == 1) {
            const int d = lowestDigit(b.marks(cell));
            return Step{Technique::NakedSingle, {cell}, {d}, {}, {{cell, d}}, {}};
        }
    return std::nullopt;
}

std::optional<Step> findHiddenSingle(const Board& b) {
    const Geometry& g = b.geometry();
    for (std::size_t u = 0; u < g.units.size(); ++u) {
        const Mask placed = placedIn(b, g.units[u]);
        for (int d = 1; d <= g.size; ++d) {
            if (placed & digitBit(d)) continue;
            const std::vector<int> places = placesOf(b, g.units[u], d);
            if (places.size() != 1) continue;
            return Step{Technique::HiddenSingle, places, {d}, {unitRef(g, static_cast<int>(u))}, {{places[0], d}}, {}};
        }
    }
    return std::nullopt;
}

std::optional<Step> findPointing(const Board& b) {
    const Geometry& g = b.geometry();
    const std::size_t boxes = static_cast<std::size_t>(2 * g.size);
    if (auto s = lockedCandidates(b, Technique::Pointing, boxes, boxes + static_cast<std::size_t>(g.size), 0)) return s;
    return lockedCandidates(b, Technique::Pointing, boxes, boxes + static_cast<std::size_t>(g.size), 1);
}

std::optional<Step> findClaiming(const Board& b) {
    return lockedCandidates(b, Technique::Claiming, 0, static_cast<std::size_t>(2 * b.size()), 2);
}

std::optional<Step> findNakedSubset(const Board& b, int size) {
    const Geometry& g = b.geometry();
    const Technique technique = size == 2 ? Technique::NakedPair : Technique::NakedTriple;
    for (std::size_t u = 0; u < g.units.size(); ++u) {
        std::vector<int> small;
        for (int cell : g.units[u])
            if (b.isBlank(cell) && countDigits(b.marks(cell)) >= 2 && countDigits(b.marks(cell)) <= size)
                small.push_back(cell);
        std::optional<Step> found;
        forSubsets(small, size, [&](const std::vector<int>& cells) {
            Mask digits = 0;
            for (int c : cells) digits |= b.marks(c);
            if (countDigits(digits) != size) return false;
            Step step{technique, cells, digitsOf(digits), {unitRef(g, static_cast<int>(u))}, {}, {}};
            for (int cell : g.units[u])
                if (b.isBlank(cell) && std::find(cells.begin(), cells.end(), cell) == cells.end())
                    for (int d : step.digits)
                        if (b.hasMark(cell, d)) step.eliminations.push_back({cell, d});
            if (step.eliminations.empty()) return false;
            found = std::move(step);
            return true;
        });
        if (found) return found;
    }
    return std::nullopt;
}

std::optional<Step> findHiddenSubset(const Board& b, int size) {
    const Geometry& g = b.geometry();
    const Technique technique = size == 2 ? Technique::HiddenPair : Technique::HiddenTriple;
    for (std::size_t u = 0; u < g.units.size(); ++u) {
        const Mask placed = placedIn(b, g.units[u]);
        std::vector<int> digits;
        for (int d = 1; d <= g.size; ++d) {
            const std::size_t n = placesOf(b, g.units[u], d).size();
            if (!(placed & digitBit(d)) && n >= 2 && n <= static_cast<std::size_t>(size)) digits.push_back(d);
        }
        std::optional<Step> found;
        forSubsets(digits, size, [&](const std::vector<int>& ds) {
            std::vector<int> cells;
            Mask set = 0;
            for (int d : ds) {
                set |= digitBit(d);
                for (int c : placesOf(b, g.units[u], d))
                    if (std::find(cells.begin(), cells.end(), c) == cells.end()) cells.push_back(c);
            }
            if (static_cast<int>(cells.size()) != size) return false;
            std::sort(cells.begin(), cells.end());
            Step step{technique, cells, ds, {unitRef(g, static_cast<int>(u))}, {}, {}};
            for (int cell : cells)
                for (int d : digitsOf(b.marks(cell) & ~set)) step.eliminations.push_back({cell, d});
            if (step.eliminations.empty()) return false;
            found = std::move(step);
            return true;
        });
        if (found) return found;
    }
    return std::nullopt;
}

std::optional<Step> findXWing(const Board& b) {
    if (auto s = xWing(b, 0)) return s;
    return xWing(b, 1);
}

std::optional<Step> nextStep(const Board& b) {
    if (auto s = findFullHouse(b)) return s;
    if (auto s = findNakedSingle(b)) return s;
    if (auto s = findHiddenSingle(b)) return s;
    if (auto s = findPointing(b)) return s;
    if (auto s = findClaiming(b)) return s;
    if (auto s = findNakedSubset(b, 2)) return s;
    if (auto s = findHiddenSubset(b, 2)) return s;
    if (auto s = findNakedSubset(b, 3)) return s;
    if (auto s = findHiddenSubset(b, 3)) return s;
    return findXWing(b);
}

void applyStep(Board& board, const Step& step) {
    for (const CellDigit& p : step.placements) board.setDigit(p.cell, p.digit);
    for (const CellDigit& e : step.eliminations) board.eliminate(e.cell, e.digit);
}

}  // namespace pw::sudoku
