#pragma once
/// An assignment: what a teacher grades a folder of students' files on (docs/GRADING.md).
/// The puzzle, its boards (each visible to the students or hidden, with its mode, its
/// points, its time limit and the optional points for matching a built-in version's node
/// count). The expected results are not in it: the puzzle's best built-in version
/// computes them when the folder is graded. Data only, no Qt and no sentence:
/// assignment_reader.h reads it from its text, grader.h grades with it.
#include <string>
#include <vector>

#include "core/instance.h"
#include "lesson.h"  // ByLanguage, inLanguage

namespace pw::grading {

using lessons::ByLanguage;
using lessons::inLanguage;

/// 1 MiB: an assignment is a page of text (a board's givens included).
constexpr std::size_t kMaxAssignmentBytes = std::size_t{1} << 20;
/// The most boards an assignment may have.
constexpr int kMaxAssignmentBoards = 100;
/// The most puzzles one board may hold (a file of sudokus): each one is a run of every
/// file, three times.
constexpr std::size_t kMaxBoardInstances = 1000;
/// The most points a board may give (and the node points, each).
constexpr double kMaxBoardPoints = 1000;
/// The largest multiple of a built-in version's time a limit may be.
constexpr double kMaxLimitMultiple = 1e6;
/// The largest least limit, in seconds (an hour).
constexpr double kMaxLeastLimitSeconds = 3600;
/// The least limit when the assignment says none: a board a version solves in less is
/// too small to time fairly, whatever it is compared with.
constexpr double kDefaultLeastLimitSeconds = 0.25;

/// How long a file may take on a board: `multiple` times the median time of the
/// built-in `version` on the same board, measured beside it on the same machine, and
/// never less than `leastSeconds`.
struct TimeLimit {
    double multiple = 0;   ///< 0: not given
    std::string version;   ///< a built-in version's id ("queens.v2")
    double leastSeconds = kDefaultLeastLimitSeconds;
    friend bool operator==(const TimeLimit&, const TimeLimit&) = default;
};

/// Points for visiting exactly as many nodes as a built-in version on the same board.
struct NodePoints {
    double points = 0;     ///< 0: none
    std::string version;   ///< a built-in version's id ("queens.v2")
    friend bool operator==(const NodePoints&, const NodePoints&) = default;
};

/// Where a board's instances come from.
struct BoardSource {
    enum class Kind : std::uint8_t {
        Size,  ///< a blank board of `size`
        Text,  ///< `text`, in the puzzle's file format (the givens), read by the reader
        File,  ///< a file of the puzzle's format next to the assignment (assignment_files.h)
    };
    Kind kind = Kind::Size;
    SizeRequest size;
    std::string text;
    std::string file;  ///< as written, relative to the assignment's folder
    int line = 0;      ///< the line of the key that gives it
};

struct AssignmentBoard {
    int line = 0;  ///< its `[board]` line, from 1
    ByLanguage<std::string> titles;  ///< optional
    BoardSource source;
    /// The instances the board runs: one for a size or a text, every puzzle of a file
    /// (a file's are read by loadBoardFiles).
    std::vector<Instance> instances;
    bool hidden = false;
    Mode mode = Mode::All;
    double points = 1;
    TimeLimit limit;
    NodePoints nodes;
};

/// What the gradebook's identifier column holds: the user field of Moodle that the
/// files' names are (`jdupont.cpp`, `20231234.cpp`, `jean.dupont@school.fr.cpp`).
enum class Identifier : std::uint8_t { Username, IdNumber, Email };

struct Assignment {
    ByLanguage<std::string> titles;
    std::string puzzle;  ///< the puzzle's id
    std::vector<AssignmentBoard> boards;
    Identifier identifier = Identifier::Username;
    /// The name of the grade item in Moodle, when the assignment gives it: the gradebook's
    /// columns are then named as Moodle's own export names them, which its import maps
    /// by themselves.
    std::string gradeItem;

    /// The most points a file can get: every board's, node points included.
    double maxPoints() const {
        double total = 0;
        for (const AssignmentBoard& b : boards) total += b.points + b.nodes.points;
        return total;
    }
};

}  // namespace pw::grading
