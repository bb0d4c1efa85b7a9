#include "assignment_values.h"

#include <algorithm>

#include "all_puzzles.h"
#include "lesson_entries.h"
#include "own/puzzle_rules.h"

namespace pw::grading {

using lessons::Entry;
using lessons::Span;

namespace {

/// The built-in versions of a puzzle, as an error lists them: "v1, v2, v3".
std::string builtinVersions(const std::string& puzzle) {
    std::vector<std::string> names;
    for (const AlgorithmInfo* a : builtinRegistry().algorithmsOf(puzzle)) {
        std::string name = "v";  // appended: GCC 12 warns wrongly (-Wrestrict) on "v" + ...
        name += std::to_string(a->version);
        names.push_back(std::move(name));
    }
    return lessons::joined(names, ", ");
}

/// "v2" or "queens.v2" → "queens.v2" when the puzzle has that built-in version.
std::optional<std::string> resolveVersion(const std::string& puzzle, const std::string& written) {
    const std::string id = written.size() > 1 && written[0] == 'v' && written.find('.') == std::string::npos
                               ? puzzle + "." + written
                               : written;
    const AlgorithmInfo* a = builtinRegistry().algorithm(id);
    if (!a || a->puzzle != puzzle) return std::nullopt;
    return id;
}

std::optional<AssignmentError> version(const Span& value, const std::string& puzzle, const std::string& written,
                                       std::string* id) {
    const auto resolved = resolveVersion(puzzle, written);
    if (!resolved)
        return assignmentError(AssignmentErrorKind::UnknownVersion, value.line, value.column, lessons::excerpt(written),
                               builtinVersions(puzzle));
    *id = *resolved;
    return std::nullopt;
}

std::optional<AssignmentError> single(const Entry& e) {
    if (auto stray = lessons::singleLine(e)) return fromLessonError(*stray);
    return std::nullopt;
}

/// The largest side of a board the students' files can take: the puzzle's, and no more
/// than its header for students holds (puzzle_workbench/*.h).
int largestSide(const PuzzleInfo& puzzle) {
    const own::PuzzleRules* rules = own::rulesFor(puzzle.id);
    return rules ? std::min({puzzle.maxSize, rules->maxRows, rules->maxCols}) : puzzle.maxSize;
}

/// "8" or "5x7" ("5×7"): rows and columns (a single number is both).
bool readSides(const std::string& text, long long* rows, long long* cols) {
    for (const std::string_view times : {std::string_view("x"), std::string_view("\xC3\x97")}) {
        const std::size_t at = text.find(times);
        if (at == std::string::npos) continue;
        const auto r = lessons::integer(std::string_view(text).substr(0, at));
        const auto c = lessons::integer(std::string_view(text).substr(at + times.size()));
        if (!r || !c) return false;
        *rows = *r;
        *cols = *c;
        return true;
    }
    const auto n = lessons::integer(text);
    if (!n) return false;
    *rows = *cols = *n;
    return true;
}

}  // namespace

/// A board whose instances are larger than the header holds: BoardSize at `line`.
std::optional<AssignmentError> checkSides(const std::vector<Instance>& instances, const PuzzleInfo& puzzle, int line,
                                          int column) {
    const int largest = largestSide(puzzle);
    for (const Instance& i : instances) {
        if (i.rows <= largest && i.cols <= largest) continue;
        AssignmentError err = assignmentError(AssignmentErrorKind::BoardSize, line, column);
        err.values = {std::max(i.rows, i.cols), puzzle.minSize, largest};
        return err;
    }
    return std::nullopt;
}

AssignmentError assignmentError(AssignmentErrorKind kind, int line, int column, std::string found, std::string expected) {
    AssignmentError e;
    e.kind = kind;
    e.line = line;
    e.column = column;
    e.found = std::move(found);
    e.expected = std::move(expected);
    return e;
}

AssignmentError valueError(const Span& value, std::string expected) {
    return assignmentError(AssignmentErrorKind::BadValue, value.line, value.column, lessons::excerpt(value.text),
                           std::move(expected));
}

AssignmentError fromLessonError(const lessons::LessonError& e) {
    using L = lessons::LessonErrorKind;
    using A = AssignmentErrorKind;
    A kind = A::BadValue;
    switch (e.kind) {
    case L::TooLarge: kind = A::TooLarge; break;
    case L::NotUtf8: kind = A::NotUtf8; break;
    case L::NoSteps: kind = A::NoBoards; break;
    case L::TooManySteps: kind = A::TooManyBoards; break;
    case L::UnsupportedFormat: kind = A::UnsupportedFormat; break;
    case L::BadLine: kind = A::BadLine; break;
    case L::UnknownSection: kind = A::UnknownSection; break;
    case L::StrayIndent: kind = A::StrayIndent; break;
    case L::UnknownKey: kind = A::UnknownKey; break;
    case L::DuplicateKey: kind = A::DuplicateKey; break;
    case L::MissingKey: kind = A::MissingKey; break;
    case L::UnknownPuzzle: kind = A::UnknownPuzzle; break;
    case L::UnknownVersion: kind = A::UnknownVersion; break;
    case L::BoardSize: kind = A::BoardSize; break;
    default: break;  // the lessons' own kinds (figures, placeholders) are never met here
    }
    AssignmentError out = assignmentError(kind, e.line, e.column, e.found, e.expected);
    out.values = e.values;
    return out;
}

std::optional<AssignmentError> readPuzzle(const Entry& e, std::string* puzzle) {
    if (auto err = single(e)) return err;
    if (!builtinRegistry().puzzle(e.value.text)) {
        std::vector<std::string> ids;
        for (const PuzzleInfo& p : builtinRegistry().puzzles()) ids.push_back(p.id);
        return assignmentError(AssignmentErrorKind::UnknownPuzzle, e.value.line, e.value.column,
                               lessons::excerpt(e.value.text), lessons::joined(ids, ", "));
    }
    *puzzle = e.value.text;
    return std::nullopt;
}

std::optional<AssignmentError> readMode(const Entry& e, Mode* mode) {
    if (auto err = single(e)) return err;
    const std::string& v = e.value.text;
    if (v == "first") *mode = Mode::First;
    else if (v == "all") *mode = Mode::All;
    else if (v == "count") *mode = Mode::Count;
    else return valueError(e.value, "first, all, count");
    return std::nullopt;
}

std::optional<AssignmentError> readPoints(const Entry& e, double* points) {
    if (auto err = single(e)) return err;
    const auto p = lessons::decimal(e.value.text);
    if (!p || *p < 0 || *p > kMaxBoardPoints) return valueError(e.value, "a number of points from 0 to 1000");
    *points = *p;
    return std::nullopt;
}

std::optional<AssignmentError> readLimit(const Entry& e, const std::string& puzzle, TimeLimit* limit) {
    if (auto err = single(e)) return err;
    const std::string form = "N x VERSION (N times the version's time on the same board: 20 x v2)";
    std::vector<std::string> w = lessons::wordsOf(e.value.text);
    // "20x v2" as well as "20 x v2" and "20 × v2".
    if (w.size() == 2 && w[0].size() > 1 && w[0].back() == 'x') w = {w[0].substr(0, w[0].size() - 1), "x", w[1]};
    if (w.size() != 3 || (w[1] != "x" && w[1] != "\xC3\x97")) return valueError(e.value, form);
    const auto multiple = lessons::decimal(w[0]);
    if (!multiple || *multiple <= 0 || *multiple > kMaxLimitMultiple) return valueError(e.value, form);
    std::string id;
    if (auto err = version(e.value, puzzle, w[2], &id)) return err;
    limit->multiple = *multiple;
    limit->version = id;
    return std::nullopt;
}

std::optional<AssignmentError> readLeastLimit(const Entry& e, TimeLimit* limit) {
    if (auto err = single(e)) return err;
    const std::vector<std::string> w = lessons::wordsOf(e.value.text);
    const std::string form = "seconds, from 0 to 3600 (0.1 or 0.1 s)";
    if (w.empty() || w.size() > 2 || (w.size() == 2 && w[1] != "s")) return valueError(e.value, form);
    const auto seconds = lessons::decimal(w[0]);
    if (!seconds || *seconds < 0 || *seconds > kMaxLeastLimitSeconds) return valueError(e.value, form);
    limit->leastSeconds = *seconds;
    return std::nullopt;
}

std::optional<AssignmentError> readNodes(const Entry& e, const std::string& puzzle, NodePoints* nodes) {
    if (auto err = single(e)) return err;
    const std::vector<std::string> w = lessons::wordsOf(e.value.text);
    if (w.size() == 1 && w[0] == "none") {
        *nodes = {};
        return std::nullopt;
    }
    const std::string form = "POINTS for VERSION (1 for v2: a point for as many nodes as v2), none";
    if (w.size() != 3 || w[1] != "for") return valueError(e.value, form);
    const auto points = lessons::decimal(w[0]);
    if (!points || *points < 0 || *points > kMaxBoardPoints) return valueError(e.value, form);
    std::string id;
    if (auto err = version(e.value, puzzle, w[2], &id)) return err;
    nodes->points = *points;
    nodes->version = id;
    return std::nullopt;
}

std::optional<AssignmentError> readYesNo(const Entry& e, bool* value) {
    if (auto err = single(e)) return err;
    if (e.value.text == "yes") *value = true;
    else if (e.value.text == "no") *value = false;
    else return valueError(e.value, "yes, no");
    return std::nullopt;
}

std::optional<AssignmentError> readIdentifier(const Entry& e, Identifier* identifier) {
    if (auto err = single(e)) return err;
    if (e.value.text == "username") *identifier = Identifier::Username;
    else if (e.value.text == "idnumber") *identifier = Identifier::IdNumber;
    else if (e.value.text == "email") *identifier = Identifier::Email;
    else return valueError(e.value, "username, idnumber, email");
    return std::nullopt;
}

std::optional<AssignmentError> readGradeItem(const Entry& e, std::string* name) {
    if (auto err = single(e)) return err;
    if (e.value.text.empty() || e.value.text.size() > 255)
        return valueError(e.value, "the grade item's name in Moodle (up to 255 bytes)");
    *name = e.value.text;
    return std::nullopt;
}

std::optional<AssignmentError> readSize(const Entry& size, const Entry* k, const Entry* torus, const PuzzleInfo& puzzle,
                                        AssignmentBoard* board) {
    if (auto err = single(size)) return err;
    long long rows = 0, cols = 0;
    if (!readSides(size.value.text, &rows, &cols)) return valueError(size.value, "N, or ROWSxCOLUMNS (5x7)");
    for (const long long side : {rows, cols}) {
        if (side < puzzle.minSize || side > largestSide(puzzle)) {
            AssignmentError err = assignmentError(AssignmentErrorKind::BoardSize, size.value.line, size.value.column);
            err.values = {side, puzzle.minSize, largestSide(puzzle)};
            return err;
        }
    }
    SizeRequest request;
    request.rows = static_cast<int>(rows);
    request.cols = static_cast<int>(cols);
    if (rows == cols) request.size = static_cast<int>(rows);
    if (k) {
        if (auto err = single(*k)) return err;
        const auto value = lessons::integer(k->value.text);
        if (!value || *value < 1 || *value > 1000) return valueError(k->value, "a whole number from 1 to 1000");
        request.k = static_cast<int>(*value);
    }
    if (torus)
        if (auto err = readYesNo(*torus, &request.torus)) return err;
    Result<Instance> made = puzzle.makeInstance(request);
    if (!made) {
        AssignmentError err = assignmentError(AssignmentErrorKind::BadSize, size.value.line, size.value.column);
        err.values = {rows, cols, request.k};
        return err;
    }
    board->source.kind = BoardSource::Kind::Size;
    board->source.size = request;
    board->instances = {std::move(made).value()};
    return std::nullopt;
}

std::optional<AssignmentError> readGivens(const Entry& e, const PuzzleInfo& puzzle, AssignmentBoard* board) {
    // The lines of the board: the value's own, if any, then the indented ones, with
    // their indent in common taken off. Each keeps where it stands in the assignment.
    struct Placed {
        const Span* span;
        int shift;  // columns of the assignment before the text's first column
    };
    std::vector<Placed> lines;
    if (!e.value.text.empty()) lines.push_back({&e.value, e.value.column - 1});
    int indent = 0;
    for (const Span& s : e.more) indent = indent == 0 ? s.column : std::min(indent, s.column);
    for (const Span& s : e.more) lines.push_back({&s, indent - 1});
    if (lines.empty()) return valueError(e.value, "the board's rows, indented on the lines below board:");
    std::string text;
    for (const Placed& p : lines)
        text += std::string(static_cast<std::size_t>(p.span->column - 1 - p.shift), ' ') + p.span->text + "\n";
    ParseResult<std::vector<Instance>> read = puzzle.parseInstances(text);
    if (!read || read->empty()) {
        AssignmentError err = assignmentError(AssignmentErrorKind::BadBoard, e.line, 1);
        err.board = read ? parseError(ParseErrorKind::NoBoard, 0, 0) : read.error();
        const int at = err.board.line;
        if (at >= 1 && at <= static_cast<int>(lines.size())) {
            const Placed& p = lines[static_cast<std::size_t>(at - 1)];
            err.line = p.span->line;
            err.column = err.board.column > 0 ? err.board.column + p.shift : p.span->column;
        }
        err.board.line = err.board.column = 0;  // where it is, the assignment's line and column say
        return err;
    }
    if (read->size() > kMaxBoardInstances) {
        AssignmentError err = assignmentError(AssignmentErrorKind::TooManyInstances, e.line, 1);
        err.values = {static_cast<std::int64_t>(read->size()), static_cast<std::int64_t>(kMaxBoardInstances), 0};
        return err;
    }
    if (auto err = checkSides(*read, puzzle, e.line, 1)) return err;
    board->source.kind = BoardSource::Kind::Text;
    board->source.text = std::move(text);
    board->instances = std::move(read).value();
    return std::nullopt;
}

std::optional<AssignmentError> readFileName(const Entry& e, AssignmentBoard* board) {
    if (auto err = single(e)) return err;
    if (e.value.text.empty()) return valueError(e.value, "the name of a file of the puzzle's format, beside the assignment");
    board->source.kind = BoardSource::Kind::File;
    board->source.file = e.value.text;
    return std::nullopt;
}

}  // namespace pw::grading
