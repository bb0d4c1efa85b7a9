#include "gradebook_csv.h"

#include "core/csv_writer.h"
#include "core/registry.h"  // PW_TEXT
#include "feedback_text.h"

namespace pw::grading {

std::string gradeNumber(double points) { return compiledWording("en").points(points); }

std::string feedbackLine(const GradeBook& book, std::size_t student, const Wording& w) {
    const StudentGrade& s = book.students[student];
    const Assignment& a = book.assignment;
    std::string line = w.text(PW_TEXT("Grading", "Grade: %1."), {pointsText(w, s.points(), a.maxPoints())});
    if (s.compiled && !s.compile.ok()) {
        const std::string fileName = concat(s.identifier, ".cpp");
        line += concat(" ", compileText(w, s.compile, fileName));
        // The first of the compiler's messages, as it wrote it: the page has them all.
        const std::vector<std::string> messages = diagnosticLines(w, s.compile, s.file, fileName, 1);
        if (!messages.empty()) line += concat(" ", messages.front());
    } else {
        for (std::size_t b = 0; b < a.boards.size(); ++b) {
            const AssignmentBoard& board = a.boards[b];
            const BoardGrade& g = s.boards[b];
            if (!g.graded) continue;
            const std::string result = board.hidden ? hiddenResultText(w, g.result == BoardResult::Passed)
                                                    : resultText(w, g.result);
            line += concat(" ", w.text(PW_TEXT("Grading", "%1: %2, %3."),
                                       {boardName(w, board, static_cast<int>(b)), result,
                                        pointsText(w, g.points, board.points + board.nodes.points)}));
        }
    }
    return concat(line, " ", w.text(PW_TEXT("Grading", "Details: %1.html"), {s.identifier}));
}

std::vector<std::string> gradebookHeader(const Assignment& a) {
    // The names Moodle's import form shows for its user fields (in English): a recent
    // Moodle maps a column of that name by itself, as it maps "ITEM (Real)" and
    // "ITEM (Feedback)" to a grade item and its feedback.
    const char* identifier = a.identifier == Identifier::Username   ? "Username"
                             : a.identifier == Identifier::IdNumber ? "ID number"
                                                                     : "Email address";
    if (a.gradeItem.empty()) return {identifier, "grade", "feedback"};
    return {identifier, concat(a.gradeItem, " (Real)"), concat(a.gradeItem, " (Feedback)")};
}

std::string gradebookCsv(const GradeBook& book, const Wording& w) {
    std::string out = csv::record(gradebookHeader(book.assignment));
    for (std::size_t i = 0; i < book.students.size(); ++i) {
        const StudentGrade& s = book.students[i];
        out += csv::record({s.identifier, gradeNumber(s.points()), feedbackLine(book, i, w)});
    }
    return out;
}

}  // namespace pw::grading
