#include "feedback_page.h"

#include "core/registry.h"  // PW_TEXT
#include "feedback_text.h"

namespace pw::grading {

namespace {

constexpr const char* kStyle =
    "body{font-family:sans-serif;margin:2em auto;padding:0 1em;max-width:62em;color:#1b1b1b;background:#fff}"
    "h1{font-size:1.5em}"
    ".grade{font-size:1.3em;font-weight:bold}"
    "table{border-collapse:collapse;width:100%}"
    "th,td{border:1px solid #8a8a8a;padding:0.4em 0.6em;text-align:left;vertical-align:top}"
    "th{background:#ececec}"
    ".passed{color:#0b6e5c;font-weight:bold}"
    ".failed{color:#b3261e;font-weight:bold}"
    ".shape{color:#4a4a4a}"
    "pre{background:#f3f3f3;padding:0.6em;white-space:pre-wrap}"
    ".footer{color:#4a4a4a;font-size:0.9em}";

/// The length of the well-formed UTF-8 character at `s[i]`, or 0.
std::size_t utf8Length(std::string_view s, std::size_t i) {
    const auto b = static_cast<unsigned char>(s[i]);
    if (b < 0x80) return 1;
    std::size_t more = 0;
    unsigned lo = 0x80, hi = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) more = 1;
    else if (b == 0xE0) more = 2, lo = 0xA0;
    else if (b >= 0xE1 && b <= 0xEC) more = 2;
    else if (b == 0xED) more = 2, hi = 0x9F;
    else if (b >= 0xEE && b <= 0xEF) more = 2;
    else if (b == 0xF0) more = 3, lo = 0x90;
    else if (b >= 0xF1 && b <= 0xF3) more = 3;
    else if (b == 0xF4) more = 3, hi = 0x8F;
    else return 0;
    if (i + more >= s.size()) return 0;
    for (std::size_t k = 1; k <= more; ++k) {
        const auto c = static_cast<unsigned char>(s[i + k]);
        if (c < (k == 1 ? lo : 0x80) || c > (k == 1 ? hi : 0xBF)) return 0;
    }
    return more + 1;
}

std::string lines(const std::vector<std::string>& texts, const char* separator) {
    std::string out;
    for (const std::string& t : texts) out += concat(out.empty() ? "" : separator, escapeHtml(t));
    return out;
}

std::string row(const GradeBook& book, const StudentGrade& s, std::size_t b, const Wording& w) {
    const AssignmentBoard& board = book.assignment.boards[b];
    const BoardGrade& g = s.boards[b];
    const bool passed = g.result == BoardResult::Passed;
    std::string out = "<tr><td>" + escapeHtml(boardName(w, board, static_cast<int>(b)));
    if (!board.hidden) out += "<br><span class=\"shape\">" + escapeHtml(boardShape(w, board)) + "</span>";
    out += "</td>";
    if (!g.graded) {
        out += "<td>" + escapeHtml(w.text(PW_TEXT("Grading", "not graded"))) + "</td><td></td><td></td></tr>\n";
        return out;
    }
    const std::string result = board.hidden ? hiddenResultText(w, passed) : resultText(w, g.result);
    // A mark beside the word: the result is never told by its colour alone.
    out += std::string("<td class=\"") + (passed ? "passed\">\xE2\x9C\x93 " : "failed\">\xE2\x9C\x97 ") +
           escapeHtml(result) + "</td>";
    out += "<td>" + escapeHtml(pointsText(w, g.points, board.points + board.nodes.points)) + "</td><td>";
    if (!board.hidden) {
        out += lines(boardDetails(w, book.assignment, static_cast<int>(b), book.references[b], g), "<br>");
        // What the program printed is the student's: shown on a visible board only, where
        // it cannot give away a board the students are not shown.
        if (!passed && !g.report.outputTail.empty() && g.result != BoardResult::DidNotCompile)
            out += "<br>" + escapeHtml(w.text(PW_TEXT("Grading", "What it printed last:"))) + "<pre>" +
                   escapeHtml(g.report.outputTail) + "</pre>";
    }
    return out + "</td></tr>\n";
}

}  // namespace

std::string escapeHtml(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        const std::size_t length = utf8Length(text, i);
        if (length == 0 || (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n') || c == 0x7F) {
            out += "\xEF\xBF\xBD";  // U+FFFD
            i += length ? length : 1;
            continue;
        }
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default: out.append(text.substr(i, length));
        }
        i += length;
    }
    return out;
}

std::string feedbackPage(const GradeBook& book, std::size_t student, const Wording& w, const std::string& version) {
    const StudentGrade& s = book.students[student];
    const Assignment& a = book.assignment;
    const std::string title = inLanguage(a.titles, w.language());
    const std::string fileName = s.identifier + ".cpp";
    std::string page = "<!DOCTYPE html>\n<html lang=\"" + escapeHtml(w.language()) + "\">\n<head>\n<meta charset=\"utf-8\">\n";
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
    page += "<title>" + escapeHtml(w.text(PW_TEXT("Grading", "%1: %2"), {title, s.identifier})) + "</title>\n";
    page += std::string("<style>") + kStyle + "</style>\n</head>\n<body>\n";
    page += "<h1>" + escapeHtml(title) + "</h1>\n";
    page += "<p>" + escapeHtml(w.text(PW_TEXT("Grading", "File: %1"), {fileName})) + "</p>\n";
    page += "<p class=\"grade\">" +
            escapeHtml(w.text(PW_TEXT("Grading", "Grade: %1"), {pointsText(w, s.points(), a.maxPoints())})) + "</p>\n";
    if (s.compiled && !s.compile.ok()) {
        page += "<p>" + escapeHtml(compileText(w, s.compile, fileName)) + "</p>\n";
        const std::vector<std::string> messages = diagnosticLines(w, s.compile, s.file, fileName);
        if (!messages.empty())
            page += concat("<p>", escapeHtml(w.text(PW_TEXT("Grading", "The compiler's messages:"))), "</p>\n<pre>",
                           lines(messages, "\n"), "</pre>\n");
    }
    page += "<table>\n<tr><th>" + escapeHtml(w.text(PW_TEXT("Grading", "Board"))) + "</th><th>" +
            escapeHtml(w.text(PW_TEXT("Grading", "Result"))) + "</th><th>" +
            escapeHtml(w.text(PW_TEXT("Grading", "Points"))) + "</th><th>" +
            escapeHtml(w.text(PW_TEXT("Grading", "Details"))) + "</th></tr>\n";
    for (std::size_t b = 0; b < a.boards.size(); ++b) page += row(book, s, b, w);
    page += "</table>\n";
    page += "<p class=\"footer\">" +
            escapeHtml(w.text(PW_TEXT("Grading", "Graded by Puzzle Workbench %1. A hidden board shows only whether it "
                                                 "passed: the boards you were not given stay unknown."),
                              {version})) +
            "</p>\n</body>\n</html>\n";
    return page;
}

}  // namespace pw::grading
