#pragma once
/// What a stepping tracer is told. An event names the pseudo-code line it comes from
/// (an index into the registry entry's `pseudocode`) and the search depth, so a viewer
/// can highlight the line and indent a search-tree view without knowing the puzzle.
#include <cstdint>

namespace pw {

enum class EventKind : std::uint8_t {
    Try,       ///< a value is being considered for a cell
    Place,     ///< a value was placed and the search goes deeper
    Remove,    ///< a value was taken back on the way up
    Reject,    ///< a check failed: the value or the leaf is refused
    Cut,       ///< a branch was pruned by a bound or a symmetry rule
    Solution,  ///< the state is a complete solution
    Bound,     ///< the best known value (or a bound) changed
    Done,      ///< the search finished
};

struct Event {
    EventKind kind = EventKind::Try;
    std::int16_t line = -1;   ///< pseudo-code line, -1 when none
    std::int16_t depth = 0;   ///< depth in the search tree
    std::int32_t cell = -1;   ///< the cell concerned (puzzle's own numbering), -1 when none
    std::int32_t value = 0;   ///< the value tried or placed at `cell`
    std::int64_t aux = 0;     ///< puzzle-specific figure (a bound, a "hope", a count)
    friend bool operator==(const Event&, const Event&) = default;
};

}  // namespace pw
