#include "techniques.h"

#include <algorithm>

namespace pw::sudoku {

namespace {

using Unit = std::vector<int>;

// Appends the pieces (plain `+` chains trip a false -Wrestrict of GCC 12 at -O3).
std::string join(std::initializer_list<std::string_view> pieces) {
    std::string out;
    for (std::string_view p : pieces) out.append(p);
    return out;
}

std::string unitName(const Geometry& g, std::size_t u) {
    static const char* kNames[3] = {"row ", "column ", "box "};
    return join({kNames[u / static_cast<std::size_t>(g.size)], std::to_string(u % static_cast<std::size_t>(g.size) + 1)});
}

std::string digitName(int d) { return std::string(1, d <= 9 ? static_cast<char>('0' + d) : static_cast<char>('A' + d - 10)); }

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
            Step step{technique, places, {d}, {}, {}, {}};
            for (int cell : g.units[static_cast<std::size_t>(into)])
                if (b.isBlank(cell) && b.hasMark(cell, d) && std::find(places.begin(), places.end(), cell) == places.end())
                    step.eliminations.push_back({cell, d});
            if (step.eliminations.empty()) continue;
            step.explanation = join({"in ", unitName(g, u), ", ", digitName(d), " can only be in ", unitName(g, static_cast<std::size_t>(into)), ", so it leaves the rest of ", unitName(g, static_cast<std::size_t>(into))});
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
                Step step{Technique::XWing, {p1[0], p1[1], p2[0], p2[1]}, {d}, {}, {}, {}};
                for (int line : {coverOf(p1[0]), coverOf(p1[1])})
                    for (int cell : g.units[static_cast<std::size_t>(line)])
                        if (b.isBlank(cell) && b.hasMark(cell, d) &&
                            std::find(step.cells.begin(), step.cells.end(), cell) == step.cells.end())
                            step.eliminations.push_back({cell, d});
                if (step.eliminations.empty()) continue;
                step.explanation = join({digitName(d), " lies in the same two places in ", unitName(g, u1), " and ", unitName(g, u2), ": one of each pair holds it, so it leaves ", unitName(g, static_cast<std::size_t>(coverOf(p1[0]))), " and ", unitName(g, static_cast<std::size_t>(coverOf(p1[1])))});
                return step;
            }
        }
    return std::nullopt;
}

}  // namespace

std::string_view techniqueName(Technique technique) {
    switch (technique) {
    case Technique::FullHouse: return "full house";
    case Technique::NakedSingle: return "naked single";
    case Technique::HiddenSingle: return "hidden single";
    case Technique::Pointing: return "locked candidates (pointing)";
    case Technique::Claiming: return "locked candidates (claiming)";
    case Technique::NakedPair: return "naked pair";
    case Technique::NakedTriple: return "naked triple";
    case Technique::HiddenPair: return "hidden pair";
    case Technique::HiddenTriple: return "hidden triple";
    case Technique::XWing: return "X-wing";
    }
    return "?";
}

std::string cellName(const Geometry& g, int cell) {
    return join({"r", std::to_string(g.row(cell) + 1), "c", std::to_string(g.col(cell) + 1)});
}

std::optional<Step> findFullHouse(const Board& b) {
    const Geometry& g = b.geometry();
    for (std::size_t u = 0; u < g.units.size(); ++u) {
        std::vector<int> blanks;
        for (int cell : g.units[u])
            if (b.isBlank(cell)) blanks.push_back(cell);
        const Mask missing = g.all & ~placedIn(b, g.units[u]);
        if (blanks.size() != 1 || countDigits(missing) != 1) continue;
        const int d = lowestDigit(missing);
        return Step{Technique::FullHouse, blanks, {d}, {{blanks[0], d}}, {},
                    join({unitName(g, u), " has one blank cell left, ", cellName(g, blanks[0]),
                          ": it takes the missing ", digitName(d)})};
    }
    return std::nullopt;
}

std::optional<Step> findNakedSingle(const Board& b) {
    for (int cell = 0; cell < b.cellCount(); ++cell)
        if (b.isBlank(cell) && countDigits(b.marks(cell)) == 1) {
            const int d = lowestDigit(b.marks(cell));
            return Step{Technique::NakedSingle, {cell}, {d}, {{cell, d}}, {},
                        join({cellName(b.geometry(), cell), " has a single candidate, ", digitName(d)})};
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
            return Step{Technique::HiddenSingle, places, {d}, {{places[0], d}}, {},
                        join({unitName(g, u), " has a single place for ", digitName(d), ": ", cellName(g, places[0])})};
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
            Step step{technique, cells, digitsOf(digits), {}, {}, {}};
            for (int cell : g.units[u])
                if (b.isBlank(cell) && std::find(cells.begin(), cells.end(), cell) == cells.end())
                    for (int d : step.digits)
                        if (b.hasMark(cell, d)) step.eliminations.push_back({cell, d});
            if (step.eliminations.empty()) return false;
            step.explanation = join({"in ", unitName(g, u), ", ", std::to_string(size), " cells hold only ", std::to_string(size), " digits between them: those digits leave the other cells"});
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
            Step step{technique, cells, ds, {}, {}, {}};
            for (int cell : cells)
                for (int d : digitsOf(b.marks(cell) & ~set)) step.eliminations.push_back({cell, d});
            if (step.eliminations.empty()) return false;
            step.explanation = join({"in ", unitName(g, u), ", ", std::to_string(size), " digits have only the same ", std::to_string(size), " places: those cells lose their other candidates"});
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
    if (auto s = findNakedSubset(b, 3)) return s;
    if (auto s = findHiddenSubset(b, 2)) return s;
    if (auto s = findHiddenSubset(b, 3)) return s;
    return findXWing(b);
}

void applyStep(Board& board, const Step& step) {
    for (const CellDigit& p : step.placements) board.setDigit(p.cell, p.digit);
    for (const CellDigit& e : step.eliminations) board.eliminate(e.cell, e.digit);
}

}  // namespace pw::sudoku
