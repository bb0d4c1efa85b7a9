#include "bench_notices.h"

#include <cstdio>
#include <iterator>

#include "lightsout/model.h"
#include "magic/model.h"
#include "queens/model.h"
#include "shading/model.h"
#include "sudoku/model.h"

namespace pw::bench {

namespace {

using Values = std::array<std::int64_t, 4>;

std::string n(std::int64_t v) { return std::to_string(v); }

std::string magicNotice(magic::NoticeCode code, const Values& v) {
    using C = magic::NoticeCode;
    const auto place = [&](std::int64_t cell, std::int64_t order) {
        return order > 0 ? " (row " + n(cell / order + 1) + ", column " + n(cell % order + 1) + ")" : std::string();
    };
    switch (code) {
    case C::OrderTooSmall: return "a magic square has order " + n(v[1]) + " or more, not " + n(v[0]);
    case C::OrderTooLarge: return "orders above " + n(v[1]) + " are not supported, and this square has order " + n(v[0]);
    case C::CellCount: return "a square of order " + n(v[0]) + " has " + n(v[0] * v[0]) + " cells, not " + n(v[1]);
    case C::NumberOutOfRange: return "the number " + n(v[0]) + place(v[1], v[3]) + " is not between 1 and " + n(v[2]);
    case C::NumberTwice: return "the number " + n(v[0]) + " is given twice" + place(v[1], v[2]);
    case C::NotSquare: return "a magic square has as many rows as columns, not " + n(v[0]) + "x" + n(v[1]);
    case C::MaskOrder:
        return "this version keeps the numbers in a 64-bit mask: order " + n(v[1]) + " at most, not " + n(v[0]);
    case C::StoppedTasks:
        return "stopped after " + n(v[0]) + " of " + n(v[1]) + " tasks (values of the first " + n(v[2]) +
               " cells of the fill order)";
    case C::StoppedSearchedTasks:
        return "stopped after " + n(v[0]) + " of " + n(v[1]) + " tasks (values of the first " + n(v[2]) +
               " searched cells)";
    case C::GivensNoSymmetry: return "cells are given: symmetry does not apply, so this is v4's search on one thread";
    case C::None:
    case C::End: break;
    }
    return {};
}

std::string shadingNotice(shading::NoticeCode code, const Values& v) {
    using C = shading::NoticeCode;
    switch (code) {
    case C::SideOutOfRange:
        return "the grid's sides must be between " + n(v[2]) + " and " + n(v[3]) + ", not " + n(v[0]) + "x" + n(v[1]);
    case C::KOutOfRange: return "the forbidden run length k must be between " + n(v[1]) + " and " + n(v[2]) + ", not " + n(v[0]);
    case C::KLargerThanGrid:
        return "k = " + n(v[0]) + " is larger than the " + n(v[1]) + "x" + n(v[2]) + " grid: no run of " + n(v[0]) +
               " fits, so every cell could be shaded";
    case C::StoppedBeforeProof:
        return "stopped before the maximum was proven: the grid is the best found (" + n(v[0]) + ")";
    case C::None:
    case C::End: break;
    }
    return {};
}

std::string sudokuNotice(const Notice& notice) {
    using C = sudoku::NoticeCode;
    switch (static_cast<C>(notice.code)) {
    case C::GivensInConflict: return "the givens are in conflict: " + sudoku::conflictSentence(notice);
    case C::BandSolverFellBack:
        return "the band solvers are for 9x9 grids; this " + n(notice.values[0]) + "x" + n(notice.values[0]) +
               " grid was solved by v3's general search";
    case C::None:
    case C::End: break;
    }
    return {};
}

std::string lightsOutNotice(lightsout::NoticeCode code, const Values& v) {
    using C = lightsout::NoticeCode;
    switch (code) {
    case C::NotSolvable:
        return "not solvable: a quiet pattern of " + n(v[0]) + " cells (every press toggles an even number of them) covers " +
               n(v[1]) + " lit lights, an odd number";
    case C::TooManyLights:
        return "this version simulates presses on boards of at most " + n(v[1]) + " lights, not " + n(v[0]) +
               "; use light chasing or linear algebra";
    case C::TooManyFreePresses:
        return "light chasing tries every set of first-row presses: " + n(v[0]) + " free presses are too many (at most " +
               n(v[1]) + "); use linear algebra";
    case C::FewestNotProven:
        return "fewest presses not proven: " + n(v[0]) + " quiet patterns give 2^" + n(v[0]) +
               " solutions; descent by blocks of " + n(v[1]) + " patterns (" + n(v[2]) + " rounds) found this one with " +
               n(v[3]) + " presses, a local minimum";
    case C::TooManyToList: return "2^" + n(v[0]) + " solutions are too many to list (at most 2^" + n(v[1]) + ")";
    case C::CountedFromNullity: return "2^" + n(v[0]) + " solutions counted from the nullity, not listed";
    case C::None:
    case C::End: break;
    }
    return {};
}

std::string bytes(std::int64_t v) {
    const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB"};
    double value = static_cast<double>(v < 0 ? 0 : v);
    std::size_t unit = 0;
    while (value >= 1024.0 && unit + 1 < std::size(units)) {
        value /= 1024.0;
        ++unit;
    }
    char text[32];
    std::snprintf(text, sizeof text, unit == 0 ? "%.0f %s" : "%.1f %s", value, units[unit]);
    return text;
}

std::string queensNotice(queens::NoticeCode code, const Values& v) {
    using C = queens::NoticeCode;
    switch (code) {
    case C::JoinMemory:
        return "not counted: joining half boards of the " + n(v[0]) + " queens on " + n(v[3]) + " thread" +
               (v[3] == 1 ? "" : "s") + " would need " + bytes(v[1]) + " of memory for its strips and half boards, and this machine has " + bytes(v[2]);
    case C::None:
    case C::End: break;
    }
    return {};
}

}  // namespace

std::string englishNotice(std::string_view puzzle, const Notice& notice) {
    if (!notice) return {};
    if (puzzle == "queens") return queensNotice(static_cast<queens::NoticeCode>(notice.code), notice.values);
    if (puzzle == "magic") return magicNotice(static_cast<magic::NoticeCode>(notice.code), notice.values);
    if (puzzle == "shading") return shadingNotice(static_cast<shading::NoticeCode>(notice.code), notice.values);
    if (puzzle == "sudoku") return sudokuNotice(notice);
    if (puzzle == "lightsout") return lightsOutNotice(static_cast<lightsout::NoticeCode>(notice.code), notice.values);
    return "notice " + n(notice.code);
}

}  // namespace pw::bench
