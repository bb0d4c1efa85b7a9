#include "assignment_reader.h"

#include <algorithm>
#include <optional>
#include <set>

#include "all_puzzles.h"
#include "assignment_values.h"
#include "lesson_entries.h"
#include "lesson_lines.h"

namespace pw::grading {

namespace {

using lessons::Entry;
using lessons::Keys;
using lessons::Section;
using lessons::Span;

/// What a board takes from the header unless it says otherwise.
struct Defaults {
    Mode mode = Mode::All;
    double points = 1;
    TimeLimit limit;
    NodePoints nodes;
};

/// The keys both the header and a board take: a board's own replace the header's.
std::optional<AssignmentError> readDefaults(const Keys& keys, const std::string& puzzle, Defaults* d) {
    if (const Entry* e = keys.find("mode"))
        if (auto err = readMode(*e, &d->mode)) return err;
    if (const Entry* e = keys.find("points"))
        if (auto err = readPoints(*e, &d->points)) return err;
    if (const Entry* e = keys.find("limit"))
        if (auto err = readLimit(*e, puzzle, &d->limit)) return err;
    if (const Entry* e = keys.find("limit_at_least"))
        if (auto err = readLeastLimit(*e, &d->limit)) return err;
    if (const Entry* e = keys.find("nodes"))
        if (auto err = readNodes(*e, puzzle, &d->nodes)) return err;
    return std::nullopt;
}

/// The one key of size, board and file that a board gives.
std::optional<AssignmentError> readSource(const Keys& keys, const Section& section, const PuzzleInfo& puzzle,
                                          AssignmentBoard* board) {
    const Entry* given = nullptr;
    for (const char* key : {"size", "board", "file"}) {
        const Entry* e = keys.find(key);
        if (!e) continue;
        if (given) {
            AssignmentError err = assignmentError(AssignmentErrorKind::TwoSources, std::max(e->line, given->line),
                                                  1, std::string(e->line > given->line ? e->key : given->key));
            err.values[0] = std::min(e->line, given->line);
            return err;
        }
        given = e;
    }
    if (!given) return assignmentError(AssignmentErrorKind::MissingKey, section.line, 1, {}, "size, board, file");
    board->source.line = given->line;
    if (given->key == "size") {
        if (auto err = readSize(*given, keys.find("k"), keys.find("torus"), puzzle, board)) return err;
    } else if (given->key == "board") {
        if (auto err = readGivens(*given, puzzle, board)) return err;
    } else {
        if (auto err = readFileName(*given, board)) return err;
    }
    if (board->source.kind != BoardSource::Kind::Size)
        for (const char* key : {"k", "torus"})
            if (const Entry* e = keys.find(key))
                return assignmentError(AssignmentErrorKind::UnknownKey, e->line, e->keyColumn, e->key,
                                       "board, file, hidden, limit, limit_at_least, mode, nodes, points, title");
    return std::nullopt;
}

std::optional<AssignmentError> readBoard(const Section& section, const PuzzleInfo& puzzle, const Defaults& header,
                                         AssignmentBoard* board) {
    static const std::set<std::string> allowed = {"title", "size",   "k",     "torus",          "board", "file",
                                                  "hidden", "mode", "points", "limit", "limit_at_least", "nodes"};
    static const std::set<std::string> translated = {"title"};
    Keys keys(section, allowed, translated);
    if (auto err = keys.check()) return fromLessonError(*err);
    board->line = section.line;
    for (const Entry* e : keys.all("title")) board->titles[e->language] = lessons::wholeValue(*e);
    if (auto err = readSource(keys, section, puzzle, board)) return err;
    if (const Entry* e = keys.find("hidden"))
        if (auto err = readYesNo(*e, &board->hidden)) return err;
    Defaults d = header;
    if (auto err = readDefaults(keys, puzzle.id, &d)) return err;
    if (d.limit.multiple <= 0) return assignmentError(AssignmentErrorKind::MissingKey, section.line, 1, {}, "limit");
    board->mode = d.mode;
    board->points = d.points;
    board->limit = d.limit;
    board->nodes = d.nodes;
    return std::nullopt;
}

}  // namespace

AssignmentResult readAssignment(std::string_view text) {
    auto split = lessons::splitSections(text, {"board", kMaxAssignmentBoards, kMaxAssignmentBytes});
    if (!split) return fromLessonError(split.error());
    const std::vector<Section>& sections = split.value();

    static const std::set<std::string> headerKeys = {"format", "title",          "puzzle", "mode",       "points",
                                                     "limit",  "limit_at_least", "nodes",  "identifier", "grade_item"};
    static const std::set<std::string> headerTranslated = {"title"};
    Keys header(sections.front(), headerKeys, headerTranslated);
    if (auto err = header.check()) return fromLessonError(*err);
    if (const Entry* e = header.find("format")) {
        if (auto stray = lessons::singleLine(*e)) return fromLessonError(*stray);
        if (e->value.text != "1")
            return assignmentError(AssignmentErrorKind::UnsupportedFormat, e->value.line, e->value.column,
                                   lessons::excerpt(e->value.text), "1");
    }
    Assignment assignment;
    const std::vector<const Entry*> titles = header.all("title");
    if (titles.empty()) return assignmentError(AssignmentErrorKind::MissingKey, 1, 1, {}, "title");
    for (const Entry* e : titles) assignment.titles[e->language] = lessons::wholeValue(*e);
    const Entry* puzzleEntry = header.find("puzzle");
    if (!puzzleEntry) return assignmentError(AssignmentErrorKind::MissingKey, 1, 1, {}, "puzzle");
    if (auto err = readPuzzle(*puzzleEntry, &assignment.puzzle)) return *err;
    const PuzzleInfo& puzzle = *builtinRegistry().puzzle(assignment.puzzle);
    Defaults defaults;
    if (auto err = readDefaults(header, puzzle.id, &defaults)) return *err;
    if (const Entry* e = header.find("identifier"))
        if (auto err = readIdentifier(*e, &assignment.identifier)) return *err;
    if (const Entry* e = header.find("grade_item"))
        if (auto err = readGradeItem(*e, &assignment.gradeItem)) return *err;
    if (sections.size() < 2) return assignmentError(AssignmentErrorKind::NoBoards, 0, 0);
    assignment.boards.reserve(sections.size() - 1);
    for (std::size_t i = 1; i < sections.size(); ++i) {
        AssignmentBoard board;
        if (auto err = readBoard(sections[i], puzzle, defaults, &board)) return *err;
        assignment.boards.push_back(std::move(board));
    }
    return assignment;
}

}  // namespace pw::grading
