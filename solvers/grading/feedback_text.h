#pragma once
/// The sentences of grading, in a Wording's language: a board's name and shape, a
/// result, why a file did not compile, why a run failed, and a board's figures (what was
/// found against what the best built-in version finds, the time against the limit, the
/// nodes). Shared by the feedback pages and the gradebook's feedback column; plain text
/// (the page escapes it).
#include <string>
#include <vector>

#include "grade_book.h"
#include "wording.h"

namespace pw::grading {

std::string resultText(const Wording& w, BoardResult result);
/// What a hidden board shows: passed or failed, and nothing of the board.
std::string hiddenResultText(const Wording& w, bool passed);

/// "Board 2: the lesson's board" (its title in the language when it has one), or
/// "Hidden board 3" (no title: a hidden board says nothing of itself). `index` from 0.
std::string boardName(const Wording& w, const AssignmentBoard& board, int index);
/// "8×8; every solution", "9×9, k = 4; the first solution", "the puzzles of hard.txt (10); the solutions counted".
std::string boardShape(const Wording& w, const AssignmentBoard& board);

/// Why the file did not become a program, in one sentence ("" when it did).
std::string compileText(const Wording& w, const own::CompileReport& compile, const std::string& fileName);
/// The compiler's errors and warnings as it wrote them ("queens.cpp:8:5: error: ..."),
/// the file at `path` named `fileName` (never the path the grader saw), the severity in
/// the wording's language (the messages are in the compiler's, GradeSettings'
/// messagesLanguage); at most `most`.
std::vector<std::string> diagnosticLines(const Wording& w, const own::CompileReport& compile, const std::string& path,
                                         const std::string& fileName, std::size_t most = 20);

/// Why a run ended as it did (a crash, an exception, a misuse...), "" when it finished.
std::string runEndText(const Wording& w, const own::RunReport& report);

/// The lines under a visible board: what went wrong, the figure found against the best
/// built-in version's, the solution that is not one, the time against the limit, the
/// nodes against the node version's. `puzzle` formats a false solution.
std::vector<std::string> boardDetails(const Wording& w, const Assignment& assignment, int board,
                                      const BoardReference& reference, const BoardGrade& grade);

/// "3 / 4".
std::string pointsText(const Wording& w, double earned, double most);

}  // namespace pw::grading
