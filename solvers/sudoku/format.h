#pragma once
/// Sudoku text formats.
///
/// - The line: n² characters row by row (16, 81 or 256), `.` or `0` a blank, digits past
///   9 as A–G (`A` = 10). What other programs copy reads too: the same line with blanks or
///   `|` between the boxes.
/// - A grid of rows: n lines of n characters; spaces, tabs, `|`, `-` and `+` are the
///   drawing of the grid and are skipped, so a pretty-printed grid reads back.
/// - A collection: one puzzle line per line, `#` lines and blank lines skipped (the
///   files of ../shared/data/sudoku, CRLF accepted).
/// - The pencil-mark line: one block of n characters per cell (729 for 9×9) listing the
///   possible digits of the cell in their places, `.` elsewhere; a block with a single
///   digit is a placed digit.
///
/// Every reader answers a board or a ParseError (core/parse_error.h) naming the line and
/// the column, from 1, and what the format allows there; givens in conflict are a
/// `Duplicate` at the second digit. Copy writes the line form (`formatLine`).
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.h"
#include "core/parse_error.h"
#include "model.h"

namespace pw::sudoku {

/// '.' for 0, '1'..'9', then 'A'.. for 10..16.
char digitChar(int digit);
/// The digit a character stands for in a grid of n digits (0 for a blank), or −1.
int digitValue(char ch, int size);

/// One puzzle line (16, 81 or 256 characters); `lineNumber` is the line its errors name
/// (0: not known). The instance is named "line N".
ParseResult<Instance> parseLine(std::string_view line, int lineNumber = 0);
/// A grid written as rows (blanks and the grid's drawing tolerated).
ParseResult<Instance> parseGrid(std::string_view text);
/// A collection (one puzzle a line, `#` comments), a single grid of rows, a single line
/// (drawn or not), or one pencil-mark line (its single-digit blocks become the givens).
ParseResult<std::vector<Instance>> parsePuzzles(std::string_view text);

/// The n²-character line of a grid (givens or a solution).
std::string formatLine(std::span<const int> cells);
/// n rows of n characters with box separators, for reading.
std::string formatGrid(int box, std::span<const int> cells);

/// The pencil-mark line of a board: placed digits as single-digit blocks, blanks with
/// their marks.
std::string formatPencilMarks(const Board& board);
/// Reads a pencil-mark line back: single-digit blocks become givens, others marks.
ParseResult<Board> parsePencilMarks(std::string_view text, int lineNumber = 0);

}  // namespace pw::sudoku
