#include "readers.h"

#include <algorithm>

#include "all_puzzles.h"
#include "core/parse_error.h"
#include "lightsout/model.h"
#include "magic/model.h"
#include "queens/model.h"
#include "shading/model.h"
#include "sudoku/format.h"

namespace pw::fuzz {

namespace {

/// What must hold of a ParseError answered for `text`.
std::string checkError(const ParseError& e, std::string_view text, const char* who) {
    const std::string where = std::string(who) + ": ";
    if (e.kind == ParseErrorKind::None || e.kind >= ParseErrorKind::End) return where + "an error of no known kind";
    const auto lines = static_cast<std::int64_t>(std::count(text.begin(), text.end(), '\n')) + 1;
    if (e.line < 0 || e.line > lines) return where + "the error's line is outside the text: " + debugString(e);
    if (e.column < 0 || static_cast<std::size_t>(e.column) > text.size() + 1)
        return where + "the error's column is outside the text: " + debugString(e);
    if (e.found.size() > kMaxParseExcerpt) return where + "the excerpt is too long: " + debugString(e);
    if (e.kind == ParseErrorKind::TooLarge && text.size() <= kMaxParseInputBytes) return where + "TooLarge on a small text";
    return {};
}

const PuzzleInfo& puzzle(const char* id) { return *builtinRegistry().puzzle(id); }

/// The registry's reader, and the instances written back by its own formatter read
/// back the same (a sudoku collection is written one line each).
std::string checkRegistry(const char* id, std::string_view text, bool* accepted) {
    const PuzzleInfo& p = puzzle(id);
    ParseResult<std::vector<Instance>> read = p.parseInstances(text);
    *accepted = read.ok();
    if (!read) return checkError(read.error(), text, id);
    if (read->empty()) return std::string(id) + ": no instance and no error";
    for (const Instance& instance : *read) {
        const std::string written = p.formatInstance(instance);
        ParseResult<std::vector<Instance>> again = p.parseInstances(written);
        if (!again) return std::string(id) + ": its own text does not read back: " + debugString(again.error());
        Instance first = again->front();
        first.name = instance.name;
        if (again->size() != 1 || !(first == instance))
            return std::string(id) + ": reads back differently: " + written;
    }
    return {};
}

std::string checkSudoku(std::string_view text, bool* accepted) {
    if (std::string bad = checkRegistry("sudoku", text, accepted); !bad.empty()) return bad;
    ParseResult<Instance> grid = sudoku::parseGrid(text);
    if (!grid) {
        if (std::string bad = checkError(grid.error(), text, "sudoku grid"); !bad.empty()) return bad;
    }
    ParseResult<sudoku::Board> marks = sudoku::parsePencilMarks(text);
    if (!marks) return checkError(marks.error(), text, "sudoku marks");
    ParseResult<sudoku::Board> back = sudoku::parsePencilMarks(sudoku::formatPencilMarks(*marks));
    if (!back || back->digits() != marks->digits()) return "sudoku marks: do not read back";
    return {};
}

std::string checkQueens(std::string_view text, bool* accepted) {
    if (std::string bad = checkRegistry("queens", text, accepted); !bad.empty()) return bad;
    ParseResult<queens::Position> position = queens::parsePosition(text);
    if (!position) return checkError(position.error(), text, "queens position");
    ParseResult<queens::Position> back = queens::parsePosition(queens::formatPosition(position->n, position->queens));
    if (position->n > 1 && (!back || back->queens != position->queens || back->n != position->n))
        return "queens position: does not read back";
    return {};
}

std::string checkMagic(std::string_view text, bool* accepted) {
    if (std::string bad = checkRegistry("magic", text, accepted); !bad.empty()) return bad;
    ParseResult<std::vector<magic::ParsedSquare>> squares = magic::parseSquares(text);
    if (!squares) return checkError(squares.error(), text, "magic squares");
    for (const magic::ParsedSquare& square : *squares) {
        ParseResult<std::vector<magic::ParsedSquare>> back = magic::parseSquares(magic::formatOneLine(square.n, square.grid));
        if (!back || back->size() != 1 || back->front().grid != square.grid) return "magic squares: one line does not read back";
    }
    return {};
}

std::string checkLightsOut(std::string_view text, bool* accepted) {
    if (std::string bad = checkRegistry("lightsout", text, accepted); !bad.empty()) return bad;
    ParseResult<lightsout::Board> board = lightsout::parseBoard(text);
    if (!board) {
        if (std::string bad = checkError(board.error(), text, "lightsout board"); !bad.empty()) return bad;
    }
    ParseResult<std::vector<int>> presses = lightsout::parsePresses(5, 5, text);
    if (!presses) return checkError(presses.error(), text, "lightsout presses");
    ParseResult<std::vector<int>> back = lightsout::parsePresses(5, 5, lightsout::formatPresses(5, *presses));
    if (!back || *back != *presses) return "lightsout presses: do not read back";
    return {};
}

std::string checkShading(std::string_view text, bool* accepted) {
    if (std::string bad = checkRegistry("shading", text, accepted); !bad.empty()) return bad;
    ParseResult<shading::Grid> grid = shading::parseGrid(text);
    if (!grid) return checkError(grid.error(), text, "shading grid");
    ParseResult<shading::Grid> back = shading::parseGrid(shading::formatGrid(grid->rows, grid->cols, grid->cells));
    if (!back || !(*back == *grid)) return "shading grid: does not read back";
    return {};
}

std::vector<std::string> sudokuSeeds() {
    const std::string puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    sudoku::Board board = *sudoku::Board::fromInstance(*sudoku::parseLine(puzzle));
    board.fillAllCandidates();
    std::string rows;
    for (int r = 0; r < 9; ++r) rows += puzzle.substr(static_cast<std::size_t>(r * 9), 9) + "\n";
    return {puzzle,
            "# a collection\r\n" + puzzle + "\r\n" + std::string(81, '0') + "\r\n",
            sudoku::formatGrid(3, sudoku::parseLine(puzzle)->cells),
            rows,
            sudoku::formatPencilMarks(board),
            "1234341221434321",
            std::string("G") + std::string(255, '.')};
}

std::vector<std::string> queensSeeds() {
    return {"15863724", "*15863724\n", "1 3 5 7 9 11 2 4 6 8 10", "# a position\nQ...\n..Q.\n.Q..\n...Q\n",
            queens::formatPosition(8, queens::solutionToSquares(*queens::parseSolution("15863724"))),
            queens::formatPosition(8, std::vector<int>{31, 49, 54})};  // a worksheet's given queens
}

std::vector<std::string> magicSeeds() {
    return {"2 7 6\n9 5 1\n4 3 8\n", "2 7 6 / 9 5 1 / 4 3 8", " 1  .  .  .\n.,,,\n. . . .\n. . . 16\n",
            "# two\n2 7 6\n9 5 1\n4 3 8\n\n8 1 6\n3 5 7\n4 9 2\n"};
}

std::vector<std::string> lightsoutSeeds() {
    return {"1101/0001/0100/1111", "# torus\n010\n111\n010\n", "##.#\n...#\n.#..\n####\n",
            "1\t1\t0\t1\n0 0 0 1\n0100\n1111\n", "(0,1) (3,2) (4,4)", "11\n11\n\n101/010\n"};
}

std::vector<std::string> shadingSeeds() {
    return {"#.#\n.#.\n##.\n", "k=3\n###.\n....\n....\n", "####./#...#/#..#./#.#../.#..#", "k 5\n#####\n.....\n.....\n.....\n.....\n\nk=2\n#.\n.#\n"};
}

}  // namespace

const std::vector<Reader>& solverReaders() {
    static const std::vector<Reader> readers = {
        {"sudoku", checkSudoku, sudokuSeeds},
        {"queens", checkQueens, queensSeeds},
        {"magic", checkMagic, magicSeeds},
        {"lightsout", checkLightsOut, lightsoutSeeds},
        {"shading", checkShading, shadingSeeds},
    };
    return readers;
}

const Reader* findReader(std::string_view name) {
    for (const Reader& r : solverReaders())
        if (name == r.name) return &r;
    if (name == lessonReader().name) return &lessonReader();
    if (name == runReader().name) return &runReader();
    if (name == assignmentReader().name) return &assignmentReader();
    if (name == toolReportReader().name) return &toolReportReader();
    return nullptr;
}

}  // namespace pw::fuzz
