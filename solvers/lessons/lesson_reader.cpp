#include "lesson_reader.h"

#include <algorithm>
#include <optional>
#include <set>

#include "all_puzzles.h"
#include "lesson_entries.h"
#include "lesson_figures.h"
#include "lesson_lines.h"
#include "lesson_question.h"
#include "quoted_text.h"

namespace pw::lessons {

namespace {

/// Where a step stands while its keys are read: what it inherits from the one before.
struct StepContext {
    std::string puzzle;
    std::string version;
    Mode mode = Mode::All;
    Layout layout = Layout::Board;
};

std::optional<LessonError> readBoard(const Entry& e, const PuzzleInfo& puzzle, BoardSpec* board) {
    board->line = e.line;
    const std::vector<std::string> words = wordsOf(e.value.text);
    const std::string form = "keep, size N, sample NAME, text (the board on the indented lines below)";
    if ((words.empty() || (words.size() == 1 && words[0] == "text")) && !e.more.empty()) {
        // The board's lines, as its puzzle's file has them, indented under the key.
        std::string text;
        int indent = e.more.front().column;
        for (const Span& s : e.more) indent = std::min(indent, s.column);
        for (const Span& s : e.more) text += std::string(static_cast<std::size_t>(s.column - indent), ' ') + s.text + "\n";
        // Each board has its own reader in the GUI (a queens position is not the solvers'
        // instance format): the GUI reads the board when it loads the lesson.
        board->kind = BoardSpec::Kind::Text;
        board->text = std::move(text);
        return std::nullopt;
    }
    if (auto stray = singleLine(e)) return stray;
    if (words.size() == 1 && words[0] == "keep") {
        board->kind = BoardSpec::Kind::Keep;
        return std::nullopt;
    }
    if (words.size() == 2 && words[0] == "size") {
        const auto size = integer(words[1]);
        if (!size) return badValue(e.value, form);
        if (*size < puzzle.minSize || *size > puzzle.maxSize) {
            LessonError err = error(LessonErrorKind::BoardSize, e.value.line, e.value.column);
            err.values = {*size, puzzle.minSize, puzzle.maxSize};
            return err;
        }
        board->kind = BoardSpec::Kind::Size;
        board->size = static_cast<int>(*size);
        return std::nullopt;
    }
    if (words.size() == 2 && words[0] == "sample") {
        board->kind = BoardSpec::Kind::Sample;
        board->sample = words[1];
        return std::nullopt;
    }
    return badValue(e.value, form);
}

std::optional<LessonError> readRun(const Entry& e, LessonStep* step) {
    if (auto stray = singleLine(e)) return stray;
    const std::vector<std::string> w = wordsOf(e.value.text);
    const std::string form = "none, solve, step N, play [EVENTS PER SECOND], compare, replay FILE";
    if (w.size() == 1 && w[0] == "none") step->run = RunAction::None;
    else if (w.size() == 1 && w[0] == "solve") step->run = RunAction::Solve;
    else if (w.size() == 1 && w[0] == "compare") step->run = RunAction::Compare;
    else if ((w.size() == 1 || w.size() == 2) && w[0] == "step") {
        const auto n = w.size() == 2 ? integer(w[1]) : std::optional<long long>(1);
        if (!n || *n < 1 || *n > 1'000'000) return badValue(e.value, form);
        step->run = RunAction::Step;
        step->events = static_cast<int>(*n);
    } else if (w.size() >= 2 && w[0] == "replay") {
        // The file's name as written after the word (it may hold spaces).
        const std::size_t at = e.value.text.find("replay") + 6;
        const std::size_t from = e.value.text.find_first_not_of(' ', at);
        step->run = RunAction::Replay;
        step->replay = e.value.text.substr(from);
    } else if ((w.size() == 1 || w.size() == 2) && w[0] == "play") {
        const auto speed = w.size() == 2 ? decimal(w[1]) : std::optional<double>(10);
        if (!speed || *speed <= 0 || *speed > 100'000) return badValue(e.value, form);
        step->run = RunAction::Play;
        step->speed = *speed;
    } else {
        return badValue(e.value, form);
    }
    return std::nullopt;
}

/// `at: N` (an event, from 1) or `at: bookmark LABEL`: where a stepped or replayed run stands.
std::optional<LessonError> readAt(const Entry& e, LessonStep* step) {
    if (auto stray = singleLine(e)) return stray;
    const std::vector<std::string> w = wordsOf(e.value.text);
    const std::string form = "N (an event, from 1; at most the step's N events), bookmark LABEL (with run: replay)";
    if (w.size() == 1) {
        const auto n = integer(w[0]);
        const bool stepped = step->run == RunAction::Step, replayed = step->run == RunAction::Replay;
        if (!n || *n < 1 || (!stepped && !replayed) || (stepped && *n > step->events)) return badValue(e.value, form);
        step->at = {EventRef::Kind::Number, *n, {}};
        return std::nullopt;
    }
    if (w.size() >= 2 && w[0] == "bookmark" && step->run == RunAction::Replay) {
        const std::size_t from = e.value.text.find_first_not_of(' ', e.value.text.find("bookmark") + 8);
        step->at = {EventRef::Kind::Bookmark, 0, e.value.text.substr(from)};
        return std::nullopt;
    }
    return badValue(e.value, form);
}

std::optional<LessonError> readPoint(const Entry& e, const AlgorithmInfo& algorithm, LessonStep* step) {
    if (auto stray = singleLine(e)) return stray;
    const std::vector<std::string> w = wordsOf(e.value.text);
    const std::string form = "none, counter NAME, chart time|work|solutions|depth, line N, node current|solution";
    Pointer& p = step->point;
    if (w.size() == 1 && w[0] == "none") p.kind = Pointer::Kind::None;
    else if (w.size() == 2 && w[0] == "counter") {
        p.kind = Pointer::Kind::Counter;
        p.figure.version = step->version;
        if (auto err = resolveFigure(w[1], false, algorithm, e.value.line, e.value.column, &p.figure)) return err;
    } else if (w.size() == 2 && w[0] == "chart") {
        static const std::vector<std::string> charts = {"time", "work", "solutions", "depth"};
        const auto it = std::find(charts.begin(), charts.end(), w[1]);
        if (it == charts.end()) return badValue(e.value, form);
        p.kind = Pointer::Kind::Chart;
        p.chart = static_cast<Chart>(it - charts.begin());
    } else if (w.size() == 2 && w[0] == "line") {
        const auto n = integer(w[1]);
        const auto lines = static_cast<long long>(algorithm.pseudocode.size());
        if (!n || *n < 1 || *n > lines)
            return badValue(e.value, "line 1 to line " + std::to_string(lines) + " (" + algorithm.id + ")");
        p.kind = Pointer::Kind::Line;
        p.line = static_cast<int>(*n);
    } else if (w.size() == 2 && w[0] == "node" && (w[1] == "current" || w[1] == "solution")) {
        p.kind = Pointer::Kind::Node;
        p.node = w[1] == "current" ? Pointer::Node::Current : Pointer::Node::FirstSolution;
    } else {
        return badValue(e.value, form);
    }
    return std::nullopt;
}

/// A text's placeholders resolved against the step: each figure's version is one the
/// step runs (the step's own, or any of its puzzle's in a comparison), each counter one
/// of that version's.
std::optional<LessonError> resolveText(QuotedDraft& draft, const LessonStep& step) {
    for (const QuotedDraft::Place& place : draft.figures) {
        FigureRef ref;
        if (auto err = resolveWritten(place.written, step, place.line, place.column, &ref)) return err;
        TextPiece& piece = draft.pieces[place.piece];
        (place.divisor ? piece.divisor : piece.figure) = ref;
    }
    return std::nullopt;
}

std::optional<LessonError> checkPuzzle(const Span& value) {
    if (builtinRegistry().puzzle(value.text)) return std::nullopt;
    std::vector<std::string> ids;
    for (const PuzzleInfo& p : builtinRegistry().puzzles()) ids.push_back(p.id);
    return error(LessonErrorKind::UnknownPuzzle, value.line, value.column, excerpt(value.text), joined(ids, ", "));
}

/// One `[step]`; a step that names no puzzle takes the one before it, or the header's.
std::optional<LessonError> readStep(const Section& section, const std::string& headerPuzzle, StepContext& context,
                                    LessonStep* step) {
    static const std::set<std::string> allowed = {"title", "text", "puzzle", "board", "version", "mode",
                                                  "run", "at", "budget", "layout", "point", "question", "answer"};
    static const std::set<std::string> translated = {"title", "text", "question"};
    Keys keys(section, allowed, translated);
    if (auto err = keys.check()) return err;
    step->line = section.line;

    // The puzzle and the version first: the other values are read against them.
    std::string puzzleId = context.puzzle.empty() ? headerPuzzle : context.puzzle;
    if (const Entry* e = keys.find("puzzle")) {
        if (auto stray = singleLine(*e)) return stray;
        if (auto err = checkPuzzle(e->value)) return err;
        puzzleId = e->value.text;
    }
    if (puzzleId.empty()) return error(LessonErrorKind::MissingKey, section.line, 1, {}, "puzzle");
    const bool newPuzzle = puzzleId != context.puzzle;
    const PuzzleInfo& puzzle = *builtinRegistry().puzzle(puzzleId);
    step->puzzle = puzzleId;
    step->version = newPuzzle ? std::string() : context.version;
    if (const Entry* e = keys.find("version")) {
        if (auto stray = singleLine(*e)) return stray;
        const auto resolved = resolveVersion(puzzleId, e->value.text);
        if (!resolved)
            return error(LessonErrorKind::UnknownVersion, e->value.line, e->value.column, excerpt(e->value.text),
                         shortVersions(puzzleId));
        step->version = *resolved;
    }
    if (step->version.empty()) return error(LessonErrorKind::MissingKey, section.line, 1, {}, "version");
    const AlgorithmInfo& algorithm = *builtinRegistry().algorithm(step->version);

    step->mode = context.mode;
    if (const Entry* e = keys.find("mode")) {
        if (auto stray = singleLine(*e)) return stray;
        const std::string& v = e->value.text;
        if (v == "first") step->mode = Mode::First;
        else if (v == "all") step->mode = Mode::All;
        else if (v == "count") step->mode = Mode::Count;
        else return badValue(e->value, "first, all, count");
    }
    step->layout = context.layout;
    if (const Entry* e = keys.find("layout")) {
        if (auto stray = singleLine(*e)) return stray;
        const std::string& v = e->value.text;
        if (v == "board") step->layout = Layout::Board;
        else if (v == "board+tree") step->layout = Layout::BoardTree;
        else if (v == "board+charts") step->layout = Layout::BoardCharts;
        else if (v == "full") step->layout = Layout::Full;
        else return badValue(e->value, "board, board+tree, board+charts, full");
    }
    if (const Entry* e = keys.find("run"))
        if (auto err = readRun(*e, step)) return err;
    if (const Entry* e = keys.find("at"))
        if (auto err = readAt(*e, step)) return err;
    if (const Entry* e = keys.find("budget")) {
        if (auto stray = singleLine(*e)) return stray;
        const auto seconds = decimal(e->value.text);
        if (!seconds || *seconds <= 0 || *seconds > 3600) return badValue(e->value, "seconds, more than 0 and at most 3600");
        step->budget = *seconds;
    }
    // A new puzzle starts on a new board of its usual size unless the step says otherwise.
    step->board = newPuzzle ? BoardSpec{BoardSpec::Kind::Size, puzzle.defaultSize, {}, {}} : BoardSpec{};
    if (const Entry* e = keys.find("board"))
        if (auto err = readBoard(*e, puzzle, &step->board)) return err;
    if (const Entry* e = keys.find("point"))
        if (auto err = readPoint(*e, algorithm, step)) return err;

    const std::vector<const Entry*> titles = keys.all("title");
    if (titles.empty()) return error(LessonErrorKind::MissingKey, section.line, 1, {}, "title");
    for (const Entry* e : titles) step->titles[e->language] = wholeValue(*e);
    const std::vector<const Entry*> texts = keys.all("text");
    if (texts.empty()) return error(LessonErrorKind::MissingKey, section.line, 1, {}, "text");
    for (const Entry* e : texts) {
        auto draft = readQuotedText(e->value, e->more);
        if (!draft) return draft.error();
        if (auto err = resolveText(draft.value(), *step)) return err;
        step->texts[e->language] = std::move(draft.value().pieces);
    }
    if (auto err = readQuestion(keys, section.line, step)) return err;
    context = {step->puzzle, step->version, step->mode, step->layout};
    return std::nullopt;
}

}  // namespace

LessonResult readLesson(std::string_view text) {
    auto split = splitLesson(text);
    if (!split) return split.error();
    const std::vector<Section>& sections = split.value();
    Lesson lesson;
    StepContext context;

    static const std::set<std::string> headerKeys = {"title", "author", "puzzle", "format"};
    static const std::set<std::string> headerTranslated = {"title"};
    Keys header(sections.front(), headerKeys, headerTranslated);
    if (auto err = header.check()) return *err;
    if (const Entry* e = header.find("format")) {
        if (auto stray = singleLine(*e)) return *stray;
        if (e->value.text != "1")
            return error(LessonErrorKind::UnsupportedFormat, e->value.line, e->value.column, excerpt(e->value.text), "1");
    }
    const std::vector<const Entry*> titles = header.all("title");
    if (titles.empty()) return error(LessonErrorKind::MissingKey, 1, 1, {}, "title");
    for (const Entry* e : titles) lesson.titles[e->language] = wholeValue(*e);
    if (const Entry* e = header.find("author")) lesson.author = wholeValue(*e);
    std::string headerPuzzle;
    if (const Entry* e = header.find("puzzle")) {
        if (auto stray = singleLine(*e)) return *stray;
        if (auto err = checkPuzzle(e->value)) return *err;
        headerPuzzle = e->value.text;
    }
    if (sections.size() < 2) return error(LessonErrorKind::NoSteps, 0, 0);
    lesson.steps.reserve(sections.size() - 1);
    for (std::size_t i = 1; i < sections.size(); ++i) {
        LessonStep step;
        if (auto err = readStep(sections[i], headerPuzzle, context, &step)) return *err;
        lesson.steps.push_back(std::move(step));
    }
    return lesson;
}

}  // namespace pw::lessons
