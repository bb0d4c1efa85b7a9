#include "source_check.h"

#include <algorithm>
#include <cctype>
#include <fstream>

#include "all_puzzles.h"

namespace pw::own {

namespace {

// The first byte that is NUL or not UTF-8, as an offset; npos when all of it is text.
std::size_t firstNonText(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == 0) return i;
        if (c < 0x80) {
            ++i;
            continue;
        }
        const std::size_t more = c >= 0xC2 && c <= 0xDF ? 1 : c >= 0xE0 && c <= 0xEF ? 2 : c >= 0xF0 && c <= 0xF4 ? 3 : 0;
        if (more == 0 || i + more >= text.size()) return i;
        for (std::size_t k = 1; k <= more; ++k)
            if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return i;
        i += more + 1;
    }
    return std::string_view::npos;
}

void place(SourceFile& file, std::size_t offset) {
    const std::string_view before = std::string_view(file.text).substr(0, offset);
    file.line = static_cast<int>(std::count(before.begin(), before.end(), '\n')) + 1;
    const std::size_t lineStart = before.rfind('\n');
    file.column = static_cast<int>(offset - (lineStart == std::string_view::npos ? 0 : lineStart + 1)) + 1;
}

// A reader of a line, by hand (std::regex trips GCC 12's false warnings in the sanitizer
// trees, and a line here is simple): what is left after `prefix` and any blanks, or
// nothing when the line does not go on with it.
struct Cursor {
    std::string_view rest;
    void blanks() {
        while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
    }
    bool take(std::string_view prefix) {
        blanks();
        if (rest.substr(0, prefix.size()) != prefix) return false;
        rest.remove_prefix(prefix.size());
        return true;
    }
    bool takeOneOf(std::string_view chars) {
        blanks();
        if (rest.empty() || chars.find(rest.front()) == std::string_view::npos) return false;
        rest.remove_prefix(1);
        return true;
    }
    std::string_view word() {
        std::size_t n = 0;
        while (n < rest.size() && (std::isalnum(static_cast<unsigned char>(rest[n])) || rest[n] == '_')) ++n;
        const std::string_view w = rest.substr(0, n);
        rest.remove_prefix(n);
        return w;
    }
};

// The id in `#include <puzzle_workbench/ID.h>` (or with quotes), empty for another line.
std::string includedHeader(std::string_view line) {
    Cursor c{line};
    if (!c.take("#") || !c.take("include") || !c.takeOneOf("<\"") || !c.take("puzzle_workbench/")) return {};
    const std::string_view id = c.word();
    if (id.empty() || !c.take(".h") || !c.takeOneOf(">\"")) return {};
    return std::string(id);
}

// A line that begins a definition of main: `int main(` or `auto main(`.
bool definesMain(std::string_view line) {
    Cursor c{line};
    if (!c.take("int") && !c.take("auto")) return false;
    if (c.rest.empty() || (c.rest.front() != ' ' && c.rest.front() != '\t')) return false;
    return c.take("main") && c.take("(");
}

}  // namespace

const std::vector<std::string>& headerPuzzles() {
    // The puzzles' table says which have a header, <puzzle_workbench/ID.h>.
    static const std::vector<std::string> ids = [] {
        std::vector<std::string> found;
        for (const PuzzleInfo& puzzle : builtinRegistry().puzzles())
            if (puzzle.ownHeader == puzzle.id + ".h") found.push_back(puzzle.id);
        return found;
    }();
    return ids;
}

SourceFile checkSource(std::string text) {
    SourceFile file;
    file.text = std::move(text);
    if (file.text.size() > kMaxSourceBytes) {
        file.problem = SourceProblem::TooLarge;
        file.figure = static_cast<std::int64_t>(file.text.size());
        return file;
    }
    if (const std::size_t bad = firstNonText(file.text); bad != std::string::npos) {
        file.problem = SourceProblem::Binary;
        place(file, bad);
        return file;
    }
    if (file.text.find_first_not_of(" \t\r\n\f\v") == std::string::npos) {
        file.problem = SourceProblem::Empty;
        return file;
    }
    std::size_t start = 0;
    while (start <= file.text.size()) {
        const std::size_t end = file.text.find('\n', start);
        std::string line = file.text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        file.lines.push_back(std::move(line));
        if (end == std::string::npos) break;
        start = end + 1;
    }
    if (!file.lines.empty() && file.lines.back().empty()) file.lines.pop_back();
    for (std::size_t i = 0; i < file.lines.size(); ++i) {
        const std::string& line = file.lines[i];
        if (file.puzzle.empty()) {
            const std::string id = includedHeader(line);
            if (std::find(headerPuzzles().begin(), headerPuzzles().end(), id) != headerPuzzles().end()) {
                file.puzzle = id;
                file.includeLine = static_cast<int>(i) + 1;
            }
        }
        if (!file.mainLine && definesMain(line)) file.mainLine = static_cast<int>(i) + 1;
    }
    if (file.puzzle.empty()) file.problem = SourceProblem::NoPuzzleHeader;
    return file;
}

SourceFile readSource(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    SourceFile unreadable;
    unreadable.problem = SourceProblem::Unreadable;
    if (!in) return unreadable;
    std::string text;
    char chunk[65536];
    // One byte past the limit is enough to call the file too large.
    while (in && text.size() <= kMaxSourceBytes) {
        in.read(chunk, sizeof chunk);
        text.append(chunk, static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) return unreadable;
    if (text.size() > kMaxSourceBytes) {
        in.seekg(0, std::ios::end);
        SourceFile large;
        large.problem = SourceProblem::TooLarge;
        large.figure = in ? static_cast<std::int64_t>(in.tellg()) : static_cast<std::int64_t>(text.size());
        return large;
    }
    return checkSource(std::move(text));
}

}  // namespace pw::own
