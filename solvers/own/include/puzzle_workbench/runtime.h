#pragma once
/// What the five puzzle headers of a student's version share; a student's file includes
/// one of them (<puzzle_workbench/queens.h>, ...), never this one.
///
/// The file is compiled into a small program of its own; Puzzle Workbench's runtime
/// (a static library installed with these headers) supplies its `main`, reads the board
/// and the run's options from the workbench, calls the student's `search` once and sends
/// back what happened. A puzzle's board class derives from `Recorder`: each of its calls
/// changes the board, adds to the counters and, when the workbench steps the run, sends
/// an event with the line of the student's file that made the call
/// (`std::source_location`) and waits for the workbench's go.
///
/// Untraced, the calls stay in this header: a counter incremented, a countdown to the
/// next poll, a test of `traced_` that is always false. The runtime is reached every
/// 4,096 nodes (it sends the counters every few tens of milliseconds) and for each
/// solution (sent in batches). Only <cstdint> and <source_location> are included, so a
/// file compiles in a fraction of a second.
#include <cstdint>
#include <source_location>

// A checked build (the workbench's "Check my version": PW_OWN_CHECKED, with the
// sanitizers or under Valgrind's memcheck) also counts the events the calls make, so
// that the event where the program went wrong can be found again in a stepped run.
#if defined(PW_OWN_MEMCHECK)
#include <valgrind/valgrind.h>
#endif

namespace pw::own {

/// What a call reports; the same numbering as the workbench's EventKind.
enum class Kind : std::uint8_t { Try, Place, Remove, Reject, Cut, Solution, Bound, Done };

/// The profile's depths kept one by one; nodes deeper than this share the last slot.
inline constexpr int kDepthSlots = 64;

/// A run's counters in the workbench's layout (its `Stats`), with the nodes per depth
/// (depth = the decisions on the board after the call that counted the node).
struct Counters {
    std::uint64_t nodes = 0;
    std::uint64_t checks = 0;
    std::uint64_t prunes = 0;
    std::uint64_t reported = 0;  ///< solutions reported by the file, right or wrong
    std::uint64_t extra[8] = {};
    std::uint64_t depth[kDepthSlots + 1] = {};
    /// The events the calls made (one per event of a stepped run), counted in a checked
    /// build only: 0 in the timed one, which pays nothing for it.
    std::uint64_t events = 0;
};

/// The board the workbench sent: an instance of the puzzle, as its model describes it.
struct Setup {
    int rows = 0;
    int cols = 0;
    int k = 0;
    bool torus = false;
    const int* cells = nullptr;  ///< rows * cols values, or none (`cellCount` 0)
    int cellCount = 0;
};

/// A call the board cannot carry out; the run stops there and the workbench says which
/// call, with what arguments, on which line.
enum class Misuse : std::uint8_t {
    OffBoard,    ///< a (row, col) outside the board: row, col
    Occupied,    ///< a square or cell already taken: row, col
    Empty,       ///< nothing to take back there: row, col
    Given,       ///< a given cell of the puzzle cannot change: row, col
    BadNumber,   ///< a number or digit out of range: the number, the largest allowed
    TooLarge,    ///< the board is larger than this header holds: rows, cols
};

namespace runtime {
struct Access;
}

/// The runtime's side, called by the headers below; defined in the runtime library.
const Setup& setup();
bool tracing();
/// Stops the run: the workbench is told which call went wrong, with what, and where.
[[noreturn]] void misuse(Misuse what, int a, int b, const std::source_location& where);
/// A checked build under memcheck: Valgrind has reported an error since the last call;
/// the runtime tells the workbench after how many events, and ends the program.
[[noreturn]] void stopAtToolError(std::uint64_t events);
/// Stops the run before `search` when the board is larger than the header holds (the
/// workbench checks sizes first: this is a second guard).
inline void requireSize(int rows, int cols, int maxRows, int maxCols) {
    if (rows < 0 || cols < 0 || rows > maxRows || cols > maxCols)
        misuse(Misuse::TooLarge, rows, cols, std::source_location::current());
}

/// What every puzzle's board class shares: the counters and the calls to the runtime.
class Recorder {
public:
    Recorder(const Recorder&) = delete;
    Recorder& operator=(const Recorder&) = delete;

    /// Sends the last counters and solutions (the runtime calls it after `search`).
    void finish();

protected:
    /// `state` is the board in the form the workbench draws (`stateSize` values): it is
    /// sent with each event of a stepped run, after `drawState()`.
    Recorder(const int* state, int stateSize);
    /// Brings the drawn board up to date before an event is sent (a board that keeps it
    /// only for a stepped run, such as the queens' row of each column).
    virtual void drawState() {}
    ~Recorder();

    /// One node (a decision taken), at `depth` decisions from the empty board (0 or more):
    /// counted; a stepped run hears of it with the call's event in `noteNode`.
    void countNode(int depth) {
        ++counters_.nodes;
        ++counters_.depth[static_cast<unsigned>(depth) < kDepthSlots ? depth : kDepthSlots];
        if (--countdown_ == 0) [[unlikely]] poll();
    }
    /// A node and the event of the call that made it, for a stepped run: one test of
    /// `traced_` for both.
    void noteNode(int depth, Kind kind, int cell, int value, const std::source_location& where) {
        countEvent();
        if (traced_) [[unlikely]] {
            traceNode(depth, where);
            traceEvent(kind, depth, cell, value, 0, where);
        }
    }
    void note(Kind kind, int depth, int cell, int value, std::int64_t aux, const std::source_location& where) {
        countEvent();
        if (traced_) [[unlikely]] traceEvent(kind, depth, cell, value, aux, where);
    }
    /// A solution in the workbench's form (`count` values): sent, then checked there.
    void report(const int* cells, int count, int depth, const std::source_location& where);

    Counters counters_;
    const bool traced_;

private:
    friend struct runtime::Access;
    /// One event more, in a checked build; under memcheck, first a look at whether
    /// Valgrind reported an error since the last event (a client request, a few
    /// instructions): the error then lies between the last event and this one.
    void countEvent() {
#if defined(PW_OWN_CHECKED)
#if defined(PW_OWN_MEMCHECK)
        if (VALGRIND_COUNT_ERRORS != 0) [[unlikely]] stopAtToolError(counters_.events);
#endif
        ++counters_.events;
#endif
    }
    void poll();
    void traceNode(int depth, const std::source_location& where);
    void traceEvent(Kind kind, int depth, int cell, int value, std::int64_t aux, const std::source_location& where);

    unsigned countdown_;
    const int* state_;
    int stateSize_;
};

/// The student's search, bound to its board class by the puzzle's header: the runtime's
/// `main` calls the one registered for the puzzle the workbench asks for.
using Entry = void (*)();
bool registerEntry(int puzzle, Entry entry);

/// The largest board each puzzle's header holds (its class's kMax... constant); the
/// workbench refuses larger ones before it starts the program.
inline constexpr int kMaxQueens = 32;     ///< side
inline constexpr int kMaxMagicOrder = 16;
inline constexpr int kMaxSudoku = 16;     ///< side (boxes of 2, 3 or 4)
inline constexpr int kMaxLightsSide = 32;
inline constexpr int kMaxShadingSide = 16;

/// The puzzles, in the order of the workbench's list (the runtime's `main` checks that
/// the file was written for the puzzle it is asked to solve).
enum Puzzle : int { kQueens = 1, kMagic = 2, kSudoku = 3, kLightsOut = 4, kShading = 5 };

}  // namespace pw::own
