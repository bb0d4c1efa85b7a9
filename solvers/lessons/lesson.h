#pragma once
/// A lesson: a sequence of steps a teacher shows the class, each one a board, a version,
/// what to run and what to point at, with a short text in one or more languages whose
/// figures are placeholders filled from the run's own counters when it ends. Data only,
/// no Qt and no sentence of the program's own: lesson_reader.h reads it from the text
/// format of docs/LESSONS.md, the GUI's lesson player shows it.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/instance.h"

namespace pw::lessons {

/// A figure a text can quote, as the counters panel shows it.
enum class Figure : std::uint8_t {
    Nodes,
    Checks,
    Solutions,
    Prunes,
    Time,     ///< the run's elapsed time
    First,    ///< the time to the first solution
    Counter,  ///< one of the version's own counters (`counter`)
};

/// A figure of one version's run: `{checks}`, `{time@v1}`, `{counter:classes@queens.v2}`.
struct FigureRef {
    Figure figure = Figure::Nodes;
    int counter = -1;     ///< the index in the version's counterNames, for Figure::Counter
    std::string version;  ///< the version's id ("queens.v1"): the step's own when the text names none
    friend bool operator==(const FigureRef&, const FigureRef&) = default;
};

/// A piece of a step's text: words as written, a figure, or the ratio of two figures
/// (`{ratio:checks@v1/checks@v2}`).
struct TextPiece {
    enum class Kind : std::uint8_t { Words, Figure, Ratio };
    Kind kind = Kind::Words;
    std::string words;
    FigureRef figure;   ///< the figure, or the ratio's numerator
    FigureRef divisor;  ///< the ratio's denominator
    friend bool operator==(const TextPiece&, const TextPiece&) = default;
};

using QuotedText = std::vector<TextPiece>;

/// Where a step's board comes from.
struct BoardSpec {
    enum class Kind : std::uint8_t {
        Keep,    ///< the previous step's board, as the class left it
        Size,    ///< a new blank board of `size`
        Sample,  ///< one of the puzzle's samples (resources/<puzzle>/samples/`sample`)
        Text,    ///< `text`, in the puzzle's file format
    };
    Kind kind = Kind::Keep;
    int size = 0;
    std::string sample;
    std::string text;
    int line = 0;  ///< the line of its `board` key (0 when the step has none)
    friend bool operator==(const BoardSpec&, const BoardSpec&) = default;
};

/// What a step runs when it is shown.
enum class RunAction : std::uint8_t {
    None,
    Solve,    ///< the version at full speed, in the step's mode
    Step,     ///< a traced run, `events` events let through, then held
    Play,     ///< a traced run at `speed` events a second
    Compare,  ///< every version of the puzzle, `budget` seconds each
    Replay,   ///< a saved run (`replay`, docs/RUN_FILES.md), shown at its event `at`
};

/// The event of a recorded run a step shows (`at: 37`, `at: bookmark the first dead end`).
struct EventRef {
    enum class Kind : std::uint8_t {
        None,      ///< a stepped run's last event, a replayed run's first
        Number,    ///< `number`, from 1
        Bookmark,  ///< the event of the run's bookmark labelled `bookmark`
    };
    Kind kind = Kind::None;
    std::int64_t number = 0;
    std::string bookmark;
    friend bool operator==(const EventRef&, const EventRef&) = default;
};

/// What the window shows beside the board during the step.
enum class Layout : std::uint8_t {
    Board,        ///< the board, its counters and the pseudo-code
    BoardTree,    ///< and the search tree
    BoardCharts,  ///< and the comparison's charts
    Full,         ///< the whole window: the puzzle list and every control
};

/// The comparison's charts, in the order of their tabs.
enum class Chart : std::uint8_t { Time, Work, Solutions, Depth };

/// What the step points at (drawn out on screen).
struct Pointer {
    enum class Kind : std::uint8_t {
        None,
        Counter,  ///< `figure` (its version is the step's)
        Chart,    ///< `chart`
        Line,     ///< `line` of the pseudo-code, from 1
        Node,     ///< `node` of the search tree
    };
    enum class Node : std::uint8_t { Current, FirstSolution };
    Kind kind = Kind::None;
    FigureRef figure;
    Chart chart = Chart::Time;
    int line = 0;
    Node node = Node::Current;
    friend bool operator==(const Pointer&, const Pointer&) = default;
};

/// Texts by language code ("en", "fr"); "en" is the one written without a suffix.
template <class T>
using ByLanguage = std::map<std::string, T>;

/// A question a step asks the class before its run (docs/LESSONS.md, "Questions"): the
/// teacher enters the class's answer, or skips, then the run reveals the real one beside
/// it. The answer is never written in the lesson: it comes from the run.
struct Question {
    enum class Kind : std::uint8_t {
        None,
        Number,  ///< a count of the run (`figure`), guessed as a number
        Choice,  ///< which of three or four ranges the count falls in, cut at `bounds`
        Square,  ///< the cell of the run's next placement after the step's events
    };
    Kind kind = Kind::None;
    FigureRef figure;                   ///< Number, Choice: a count (not a time)
    std::vector<std::int64_t> bounds;   ///< Choice: 2 or 3, increasing: options below the first, between, from the last
    ByLanguage<std::string> texts;      ///< the question as asked, by language
    int line = 0;                       ///< the line of its `answer` key
    friend bool operator==(const Question&, const Question&) = default;
};

struct LessonStep {
    int line = 0;  ///< the line of its `[step]`, from 1
    ByLanguage<std::string> titles;
    ByLanguage<QuotedText> texts;
    std::string puzzle;   ///< the puzzle's id
    BoardSpec board;
    std::string version;  ///< the version's id ("queens.v2")
    Mode mode = Mode::All;
    RunAction run = RunAction::None;
    int events = 0;       ///< Step: how many events to let through
    std::string replay;   ///< Replay: the run file, beside the lesson's (or a built-in lesson's resource)
    EventRef at;          ///< Step and Replay: the event shown once the run is there
    double speed = 10;    ///< Play: events a second
    double budget = 2;    ///< Compare: seconds a version
    Layout layout = Layout::Board;
    Pointer point;
    Question question;  ///< kind None: the step asks nothing
};

struct Lesson {
    ByLanguage<std::string> titles;
    std::string author;
    std::vector<LessonStep> steps;
};

/// The text of `language`, else the English one (the text without a suffix), else any.
template <class T>
const T& inLanguage(const ByLanguage<T>& texts, const std::string& language) {
    static const T none{};
    if (const auto it = texts.find(language); it != texts.end()) return it->second;
    if (const auto it = texts.find("en"); it != texts.end()) return it->second;
    return texts.empty() ? none : texts.begin()->second;
}

/// Every figure a step's texts and its question quote, in any language (a ratio gives two).
std::vector<FigureRef> quotedFigures(const LessonStep& step);

}  // namespace pw::lessons
