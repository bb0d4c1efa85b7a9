#include "grade_command.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <iomanip>
#include <ostream>

#include "assignment_error_text.h"
#include "assignment_files.h"
#include "atomic_file.h"
#include "feedback_page.h"
#include "feedback_text.h"
#include "gradebook_csv.h"
#include "grader.h"
#include "own/sandbox.h"

namespace pw::bench {

namespace fs = std::filesystem;
using grading::concat;

std::string gradeUsage() {
    return "usage: puzzle-bench grade ASSIGNMENT --algo FOLDER|FILE.cpp[,...] --out DIR [--lang en|fr]\n"
           "                          [--repeats N] [--no-sandbox]\n"
           "Grades every .cpp file of FOLDER on the boards of ASSIGNMENT (docs/GRADING.md): each\n"
           "file is compiled and run in the sandbox on each board, N times (3 by default) beside\n"
           "the version its time limit names, and passes a board when it finds what the best\n"
           "built-in version finds, reports no false solution, and the median of its times is\n"
           "within the limit. Writes DIR/grades.csv (identifier, grade, feedback: Moodle's grade\n"
           "import takes it) and DIR/IDENTIFIER.html, a feedback page per file, in English or\n"
           "French (--lang); the identifier is the file's name without .cpp.\n";
}

Result<GradeOptions> parseGradeOptions(const std::vector<std::string>& args) {
    GradeOptions o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&]() -> Result<std::string> {
            if (i + 1 >= args.size()) return Error{a + " needs a value"};
            return args[++i];
        };
        if (a == "--no-sandbox") {
            o.noSandbox = true;
        } else if (a == "--algo" || a == "--out" || a == "--lang" || a == "--repeats") {
            Result<std::string> v = value();
            if (!v) return Error{v.error()};
            if (a == "--out") {
                o.out = *v;
            } else if (a == "--lang") {
                if (*v != "en" && *v != "fr") return Error{"--lang expects en or fr, not '" + *v + "'"};
                o.language = *v;
            } else if (a == "--repeats") {
                int n = 0;
                const auto [end, ec] = std::from_chars(v->data(), v->data() + v->size(), n);
                if (ec != std::errc() || end != v->data() + v->size() || n < 1 || n > 99)
                    return Error{"--repeats expects a whole number from 1 to 99, not '" + *v + "'"};
                o.repeats = n;
            } else {
                for (std::size_t start = 0; start <= v->size();) {
                    const std::size_t comma = v->find(',', start);
                    std::string item = v->substr(start, comma == std::string::npos ? std::string::npos : comma - start);
                    if (!item.empty()) o.files.push_back(std::move(item));
                    if (comma == std::string::npos) break;
                    start = comma + 1;
                }
            }
        } else if (!a.empty() && a[0] == '-') {
            return Error{"unknown option " + a + " for grade"};
        } else if (o.assignment.empty()) {
            o.assignment = a;
        } else {
            return Error{"unexpected argument '" + a + "' (the assignment is already " + o.assignment + ")"};
        }
    }
    if (o.assignment.empty()) return Error{"grade needs an assignment file"};
    if (o.files.empty()) return Error{"grade needs the students' files: --algo FOLDER"};
    if (o.out.empty()) return Error{"grade needs a folder to write the grades to: --out DIR"};
    return o;
}

Result<std::vector<std::string>> gradedFiles(const std::vector<std::string>& items) {
    std::vector<std::string> files;
    for (const std::string& item : items) {
        std::error_code e;
        if (fs::is_directory(item, e)) {
            const std::vector<std::string> inside = grading::submissionFiles(item);
            if (inside.empty()) return Error{item + " holds no .cpp file"};
            files.insert(files.end(), inside.begin(), inside.end());
        } else if (fs::is_regular_file(item, e)) {
            files.push_back(item);
        } else {
            return Error{"cannot read " + item};
        }
    }
    // Two files of one name in two folders would be one identifier, one page.
    for (std::size_t i = 0; i < files.size(); ++i)
        for (std::size_t j = i + 1; j < files.size(); ++j)
            if (grading::identifierOf(files[i]) == grading::identifierOf(files[j]))
                return Error{files[i] + " and " + files[j] + " have the same identifier, " + grading::identifierOf(files[i])};
    return files;
}

Result<std::vector<std::string>> writeGradeFiles(const grading::GradeBook& book, const grading::Wording& wording,
                                                 const std::string& out) {
    std::error_code e;
    fs::create_directories(out, e);
    if (e) return Error{"cannot make the folder " + out + ": " + e.message()};
    std::vector<std::string> written;
    const std::string csv = (fs::path(out) / "grades.csv").string();
    if (Result<bool> ok = writeFileAtomically(csv, grading::gradebookCsv(book, wording)); !ok) return Error{ok.error()};
    written.push_back(csv);
    for (std::size_t i = 0; i < book.students.size(); ++i) {
        const std::string page = (fs::path(out) / (book.students[i].identifier + ".html")).string();
        Result<bool> ok = writeFileAtomically(page, grading::feedbackPage(book, i, wording, PW_GRADE_VERSION));
        if (!ok) return Error{ok.error()};
        written.push_back(page);
    }
    return written;
}

int runGradeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (std::find(args.begin(), args.end(), "--help") != args.end() || std::find(args.begin(), args.end(), "-h") != args.end()) {
        out << gradeUsage();
        return 0;
    }
    Result<GradeOptions> options = parseGradeOptions(args);
    if (!options) {
        err << "puzzle-bench: " << options.error() << "\n" << gradeUsage();
        return 2;
    }
    grading::AssignmentResult assignment = grading::loadAssignment(options->assignment);
    if (!assignment) {
        err << "puzzle-bench: " << describeAssignmentError(assignment.error(), options->assignment) << "\n";
        return 2;
    }
    Result<std::vector<std::string>> files = gradedFiles(options->files);
    if (!files) {
        err << "puzzle-bench: " << files.error() << "\n";
        return 2;
    }
    if (!options->noSandbox && !own::sandboxStatus().available) {
        const own::SandboxStatus& s = own::sandboxStatus();
        err << "puzzle-bench: "
            << (s.installed ? "the sandbox (bubblewrap) cannot start here: " + s.detail
                            : std::string("the sandbox needs bubblewrap: install the Debian package bubblewrap"))
            << "; --no-sandbox compiles and runs the files without it, with the rights of your account\n";
        return 2;
    }
    grading::GradeSettings settings;
    settings.sandboxed = !options->noSandbox;
    settings.repeats = options->repeats;
    settings.messagesLanguage = options->language == "en" ? std::string() : options->language;
    const grading::Wording english = grading::compiledWording("en");
    const grading::GradeBook book = grading::gradeFiles(
        *assignment, *files, settings, {}, [&](const grading::GradeStep& step, const grading::GradeBook& b) {
            const int boards = static_cast<int>(b.assignment.boards.size());
            if (step.kind != grading::GradeStep::Kind::Board || step.board + 1 != boards) return;
            const grading::StudentGrade& s = b.students[static_cast<std::size_t>(step.student)];
            err << "graded " << s.identifier << ": "
                << grading::pointsText(english, s.points(), b.assignment.maxPoints()) << "\n";
        });
    const grading::Wording wording = grading::compiledWording(options->language);
    Result<std::vector<std::string>> written = writeGradeFiles(book, wording, options->out);
    if (!written) {
        err << "puzzle-bench: " << written.error() << "\n";
        return 2;
    }
    // The grades at a glance: a line a file, a column a board.
    out << std::left << std::setw(24) << "identifier" << std::setw(10) << "grade";
    for (std::size_t b = 0; b < book.assignment.boards.size(); ++b) out << std::setw(18) << concat("board ", std::to_string(b + 1));
    out << "\n";
    for (const grading::StudentGrade& s : book.students) {
        out << std::setw(24) << s.identifier << std::setw(10) << grading::gradeNumber(s.points());
        for (const grading::BoardGrade& g : s.boards) out << std::setw(18) << grading::resultText(english, g.result);
        out << "\n";
    }
    out << "out of " << grading::gradeNumber(book.assignment.maxPoints()) << "; wrote " << options->out
        << "/grades.csv and " << book.students.size() << " feedback pages\n";
    return 0;
}

}  // namespace pw::bench
