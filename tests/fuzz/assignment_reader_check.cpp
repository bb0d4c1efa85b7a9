// The assignment reader (solvers/grading/assignment_reader.h) as a fuzzed reader: any
// bytes give an assignment whose every board has its instances, a limit by a built-in
// version of its puzzle and points in range, or an error of a known kind placed inside
// the text.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "all_puzzles.h"
#include "assignment_reader.h"
#include "readers.h"

namespace pw::fuzz {

namespace {

bool builtinOf(const std::string& id, const std::string& puzzle) {
    const AlgorithmInfo* a = builtinRegistry().algorithm(id);
    return a && a->puzzle == puzzle && a->file.empty();
}

std::string checkAssignment(std::string_view text, bool* accepted) {
    const grading::AssignmentResult read = grading::readAssignment(text);
    *accepted = read.ok();
    if (!read) {
        const grading::AssignmentError& e = read.error();
        if (e.kind == grading::AssignmentErrorKind::None || e.kind >= grading::AssignmentErrorKind::End)
            return "assignment: an error of no known kind";
        const auto lines = static_cast<std::int64_t>(std::count(text.begin(), text.end(), '\n')) + 1;
        if (e.line < 0 || e.line > lines) return "assignment: the error's line is outside the text: " + debugString(e);
        if (e.column < 0 || static_cast<std::size_t>(e.column) > text.size() + 1)
            return "assignment: the error's column is outside the text: " + debugString(e);
        if (e.found.size() > 2 * kMaxParseExcerpt) return "assignment: the excerpt is too long: " + debugString(e);
        if (e.board.found.size() > kMaxParseExcerpt) return "assignment: the board's excerpt is too long: " + debugString(e);
        return {};
    }
    const grading::Assignment& a = read.value();
    if (!builtinRegistry().puzzle(a.puzzle)) return "assignment: read with an unknown puzzle";
    if (a.boards.empty() || a.titles.empty()) return "assignment: read with no board or no title";
    for (const grading::AssignmentBoard& b : a.boards) {
        const bool file = b.source.kind == grading::BoardSource::Kind::File;
        if (file ? !b.instances.empty() || b.source.file.empty() : b.instances.empty())
            return "assignment: a board without its instances, or a file's read too early";
        if (b.instances.size() > grading::kMaxBoardInstances) return "assignment: too many instances";
        if (!builtinOf(b.limit.version, a.puzzle) || !(b.limit.multiple > 0) || b.limit.multiple > grading::kMaxLimitMultiple)
            return "assignment: a board's limit is not a multiple of a built-in version of its puzzle";
        if (!(b.points >= 0) || b.points > grading::kMaxBoardPoints || !(b.nodes.points >= 0) ||
            b.nodes.points > grading::kMaxBoardPoints)
            return "assignment: points out of range";
        if (b.nodes.points > 0 && !builtinOf(b.nodes.version, a.puzzle))
            return "assignment: node points for a version that is not one of the puzzle";
    }
    return {};
}

std::vector<std::string> assignmentSeeds() {
    std::vector<std::string> seeds;
    std::ifstream in(std::filesystem::path(PW_ASSIGNMENTS_DIR) / "queens-assignment.txt", std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    seeds.push_back(s.str());
    seeds.push_back("title: S\npuzzle: sudoku\nlimit: 10 x v3\nnodes: 1 for v2\n\n[board]\nsize: 4\n\n"
                    "[board]\nboard:\n  12..\n  ..12\n  21..\n  ..21\nhidden: yes\nmode: first\n\n[board]\nfile: hard.txt\n");
    seeds.push_back("title: L\npuzzle: lightsout\nlimit: 3x v3\nlimit_at_least: 0.5 s\npoints: 0.5\n[board]\nsize: 5x6\n"
                    "torus: yes\n[board]\nboard: 1101/0001/0100/1111\n");
    seeds.push_back("title: G\npuzzle: shading\nmode: count\nlimit: 2 \xC3\x97 v3\nidentifier: email\ngrade_item: Devoir 2\n"
                    "[board]\nsize: 9\nk: 4\npoints: 3\n");
    return seeds;
}

}  // namespace

const Reader& assignmentReader() {
    static const Reader reader = {"assignment", checkAssignment, assignmentSeeds};
    return reader;
}

}  // namespace pw::fuzz
