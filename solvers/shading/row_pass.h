#pragma once
/// What a row search is given (see row_search.h): the features a version compiles in, the
/// pseudo-code lines its events carry, what the searches of a run share (the memo of
/// failed states, the work share) and one pass over a shape. Kept apart from the search
/// itself so that the versions and the team that drives the passes read their settings
/// in one short file.
#include <atomic>
#include <functional>
#include <span>

#include "model.h"
#include "optimum.h"

namespace pw::shading {

class CompletionMemo;
class WorkShare;
struct SearchPiece;

/// Pseudo-code lines of the events, so each version numbers its listing its own way
/// (-1: the version has no such line).
struct RowLines {
    int leaf, forbidden, bound, symmetry, reject, place, done;
    int piece = -1, memoCut = -1, lookahead = -1;
};

/// What a version turns on in the row search, fixed when it is compiled so that each
/// version's loop does its own work and no more (v3 pays nothing for v5's memo).
struct RowFeatures {
    bool mirror = false;     ///< v4, v5: the mirror rule
    bool share = false;      ///< v4, v5: pieces handed to other threads
    bool lookahead = false;  ///< v5: the next row's best fit in the bound
    bool memo = false;       ///< v5: the states that failed
    bool prefixes = false;   ///< the count in parts' walk: stop at a depth (see row_search.h)
};
inline constexpr RowFeatures kV3Features{};
inline constexpr RowFeatures kV4Features{.mirror = true, .share = true};
inline constexpr RowFeatures kV5Features{.mirror = true, .share = true, .lookahead = true, .memo = true};
/// A version's features for the walk that finds the prefixes of its count in parts.
constexpr RowFeatures withPrefixes(RowFeatures features) {
    features.prefixes = true;
    return features;
}

/// What a run gives its searches: the memo (none when a state does not fit an entry)
/// and the work share (none on one thread).
struct RowSearchSetup {
    CompletionMemo* memo = nullptr;
    WorkShare* share = nullptr;
};

/// One search over a shape: a strip of the table or the grid itself.
struct RowPass {
    int rows = 0;
    std::span<const int> table;  ///< table[m] for m < rows
    Phase phase = Phase::Enumerate;
    SharedBest* best = nullptr;  ///< raised by phase 1, or by the first grid of a target
    int target = 0;              ///< phase 2: the score a grid must have
    std::atomic<bool>* firstDone = nullptr;  ///< stop at the first grid and tell the others
    bool publishesBest = true;   ///< false in the strips of the table: their best is not the run's
    unsigned serial = 0;         ///< a new number for every pass of a run
    /// With `RowFeatures::prefixes`: the row where the pass stops, and what receives the
    /// rows above it (as a piece of that depth; its range is not used). From row
    /// `prefixMinDepth` on, a node whose bound (shaded + table[R − r]) is below
    /// `prefixDeepenFrom` stops there: only the nodes with the most room go deeper. The
    /// rule does not depend on the target, so every pass stops at the same nodes.
    int prefixDepth = 0;
    int prefixMinDepth = kMaxSide;
    int prefixDeepenFrom = 0;
    const std::function<void(const SearchPiece&)>* onPrefix = nullptr;
};

}  // namespace pw::shading
