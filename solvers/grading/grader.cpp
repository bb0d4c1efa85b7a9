#include "grader.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <mutex>
#include <thread>

#include "all_puzzles.h"
#include "board_runs.h"
#include "own/best_builtin.h"
#include "own/file_version.h"

namespace pw::grading {

namespace fs = std::filesystem;

std::vector<std::string> submissionFiles(const std::string& folder) {
    std::vector<std::string> files;
    std::error_code e;
    for (fs::directory_iterator it(folder, e), end; !e && it != end; it.increment(e))
        if (it->path().extension() == ".cpp" && !it->is_directory(e)) files.push_back(it->path().string());
    std::sort(files.begin(), files.end());
    return files;
}

std::string identifierOf(const std::string& file) { return fs::path(file).stem().string(); }

GradeBook emptyBook(const Assignment& assignment, const std::vector<std::string>& files) {
    GradeBook book;
    book.assignment = assignment;
    book.references.resize(assignment.boards.size());
    for (const std::string& file : files) {
        StudentGrade s;
        s.identifier = identifierOf(file);
        s.file = file;
        s.boards.resize(assignment.boards.size());
        book.students.push_back(std::move(s));
    }
    return book;
}

namespace {

/// Tells the steps one at a time, whichever thread took them.
class Steps {
public:
    Steps(const GradeProgress& progress, GradeBook& book, int total) : progress_(progress), book_(book), total_(total) {}

    /// Changes the book and tells the step, with no other change or step in between.
    template <class Change>
    void step(GradeStep::Kind kind, int student, int board, Change change) {
        std::lock_guard lock(mutex_);
        change();
        ++done_;
        if (progress_) progress_({kind, student, board, done_, total_}, book_);
    }

private:
    const GradeProgress& progress_;
    GradeBook& book_;
    const int total_;
    int done_ = 0;
    std::mutex mutex_;
};

/// Every file compiled, `threads` at once.
std::vector<std::shared_ptr<own::FileVersion>> compileAll(GradeBook& book, const GradeSettings& settings, Steps& steps,
                                                          std::stop_token stop) {
    const std::size_t count = book.students.size();
    std::vector<std::shared_ptr<own::FileVersion>> versions(count);
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t i = next++; i < count && !stop.stop_requested(); i = next++) {
            own::FileVersion::Settings s;
            s.sandboxed = settings.sandboxed;
            s.expectedPuzzle = book.assignment.puzzle;
            s.limits = settings.limits;
            s.messagesLanguage = settings.messagesLanguage;
            auto version = own::FileVersion::create(book.students[i].file, s);
            own::CompileReport report = version->compile();
            versions[i] = version;
            steps.step(GradeStep::Kind::Compiled, static_cast<int>(i), -1, [&] {
                StudentGrade& student = book.students[i];
                student.compile = std::move(report);
                student.compiled = true;
                if (!student.compile.ok())
                    for (BoardGrade& b : student.boards) b.graded = true;  // DidNotCompile, no point
            });
        }
    };
    const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
    const std::size_t threads = std::min<std::size_t>(settings.compileThreads ? settings.compileThreads : hardware, count);
    {
        std::vector<std::jthread> workers;
        for (std::size_t t = 1; t < threads; ++t) workers.emplace_back(work);
        work();
    }
    return versions;
}

}  // namespace

GradeBook gradeFiles(const Assignment& assignment, const std::vector<std::string>& files, const GradeSettings& settings,
                     std::stop_token stop, const GradeProgress& progress) {
    GradeBook book = emptyBook(assignment, files);
    const int boards = static_cast<int>(assignment.boards.size());
    const int students = static_cast<int>(files.size());
    Steps steps(progress, book, boards + students + students * boards);

    for (int b = 0; b < boards && !stop.stop_requested(); ++b) {
        BoardReference reference = measureReference(assignment, assignment.boards[static_cast<std::size_t>(b)], stop);
        steps.step(GradeStep::Kind::Reference, -1, b,
                   [&] { book.references[static_cast<std::size_t>(b)] = std::move(reference); });
    }
    std::vector<std::shared_ptr<own::FileVersion>> versions;
    if (!stop.stop_requested()) versions = compileAll(book, settings, steps, stop);

    for (int s = 0; s < students && !stop.stop_requested(); ++s) {
        const std::shared_ptr<own::FileVersion>& version = versions[static_cast<std::size_t>(s)];
        const bool compiled = version && version->compiled();
        for (int b = 0; b < boards && !stop.stop_requested(); ++b) {
            const auto bi = static_cast<std::size_t>(b);
            BoardGrade grade;
            if (compiled)
                grade = gradeBoard(assignment, assignment.boards[bi], book.references[bi], *version, settings, stop);
            if (stop.stop_requested()) break;  // a board cut short is not graded
            grade.graded = true;
            steps.step(GradeStep::Kind::Board, s, b,
                       [&] { book.students[static_cast<std::size_t>(s)].boards[bi] = std::move(grade); });
        }
    }
    book.cancelled = stop.stop_requested();
    return book;
}

}  // namespace pw::grading
