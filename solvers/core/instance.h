#pragma once
/// A puzzle instance and the options of one run, shared by every puzzle.
///
/// Conventions: cells are numbered row by row, `r * cols + c`, from 0. Every puzzle
/// reads the fields it needs and documents them in its own `model.h`:
/// `rows`/`cols` the board size, `k` a puzzle parameter (the shading grid's forbidden
/// run length, the sudoku's box size), `torus` the wrap-around variant, and `cells`
/// the givens or starting lights (empty when the board starts blank).
#include <cstdint>
#include <string>
#include <vector>

#include "notice.h"
#include "stats.h"

namespace pw {

struct Instance {
    int rows = 0;
    int cols = 0;
    int k = 0;
    bool torus = false;
    std::vector<int> cells;
    std::string name;  ///< where it came from (a file line), for messages

    friend bool operator==(const Instance&, const Instance&) = default;
};

/// What the user asks for on the command line or in the size box of the GUI; each
/// puzzle turns it into an `Instance` with its own defaults.
struct SizeRequest {
    int size = 0;  ///< 0 = the puzzle's default
    int rows = 0;
    int cols = 0;
    int k = 0;
    bool torus = false;
};

enum class Mode : std::uint8_t {
    First,  ///< stop at the first solution
    All,    ///< every solution, streamed to the sink
    Count,  ///< every solution counted; the sink still keeps the first ones
};

struct RunOptions {
    Mode mode = Mode::All;
    unsigned threads = 0;          ///< 0 = one per hardware thread
    bool symmetryClasses = false;  ///< also count solutions up to the board's symmetries
    /// Stop after this many solutions, 0 = no limit (all and count modes). A sudoku's
    /// proof of uniqueness is a search stopped at its second solution; the puzzles whose
    /// searches do not read it ignore it.
    std::uint64_t solutionLimit = 0;
};

/// The times of a version that times its own search: a file version, whose search runs
/// in a program of its own that has to be started (and its sandbox) first. The caller's
/// clock then times the program's start as well as the search; the search's own times,
/// taken from the same points as the caller takes a built-in version's (its start, its
/// first solution, its end), are the run's times, and the rest is shown apart.
struct SearchTimes {
    double searchMs = -1;  ///< from the search's start to its end or its stop; -1: the caller times the run
    double firstMs = -1;   ///< from the search's start to its first solution; -1: none
    double startMs = 0;    ///< the run's time outside its search: the program and its sandbox started and ended
    bool measured() const { return searchMs >= 0; }
};

struct RunResult {
    Stats stats;             ///< `solutions` is filled from the sink by the runner
    bool completed = true;   ///< false when a stop or the budget ended the run early
    /// An English sentence for what cannot reach a user: an instance of a shape its
    /// puzzle never makes (the registry checks instances when it makes them). Everything
    /// a user may meet is a `notice`.
    std::string message;
    /// Bit i set when `stats.extra[i]` was computed in this run (a counter may depend
    /// on an option, such as the symmetry classes in count mode).
    std::uint32_t extraValid = ~0u;
    Notice notice{};  ///< e.g. why a version declined an instance, as data
    SearchTimes times{};  ///< set by a version that times its own search
};

/// True when a run counts symmetry classes: always in all mode, on request otherwise.
inline bool countsClasses(const RunOptions& options) {
    return options.symmetryClasses || options.mode == Mode::All;
}

}  // namespace pw
