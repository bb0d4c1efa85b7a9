#pragma once
/// The gradebook: `grades.csv`, one row a file, that Moodle's grade import takes
/// (Grades › Import › CSV file; docs/GRADING.md says how to map it). Three columns: the
/// identifier (the file's name without .cpp: a username, an ID number or an email
/// address, which Moodle maps to the user field of that name), the grade (the points, a
/// '.' before the decimals, as Moodle reads it whatever its language) and the feedback
/// (a line of text in the wording's language). Written by the program's one CSV writer
/// (core/csv_writer.h, RFC 4180): fields with a comma, a quote, a line break, a semicolon
/// or an edge space quoted, quotes doubled, lines ended by CRLF; UTF-8 without a
/// byte-order mark.
#include <string>
#include <string_view>
#include <vector>

#include "grade_book.h"
#include "wording.h"

namespace pw::grading {

std::string gradebookCsv(const GradeBook& book, const Wording& w);

/// The gradebook's column names: the identifier's user field as Moodle names it
/// ("Username", "ID number", "Email address"), then "grade" and "feedback", or, when the
/// assignment names its grade item, "ITEM (Real)" and "ITEM (Feedback)" as Moodle's
/// export does.
std::vector<std::string> gradebookHeader(const Assignment& assignment);

/// The feedback column of one file: its grade, then each board's result and points.
std::string feedbackLine(const GradeBook& book, std::size_t student, const Wording& w);

/// The grade as Moodle reads it: at most two decimals, a '.' between ("9.5", "14").
std::string gradeNumber(double points);

}  // namespace pw::grading
