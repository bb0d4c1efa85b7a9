// The lesson reader (lessons/lesson_reader.h) as a fuzzed reader: any bytes give a
// lesson whose every step names a version of its puzzle and quotes only figures of
// versions it runs, or an error of a known kind placed inside the text.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "all_puzzles.h"
#include "lesson_reader.h"
#include "readers.h"

namespace pw::fuzz {

namespace {

std::string checkLesson(std::string_view text, bool* accepted) {
    const lessons::LessonResult read = lessons::readLesson(text);
    *accepted = read.ok();
    if (!read) {
        const lessons::LessonError& e = read.error();
        if (e.kind == lessons::LessonErrorKind::None || e.kind >= lessons::LessonErrorKind::End) return "lesson: an error of no known kind";
        const auto lines = static_cast<std::int64_t>(std::count(text.begin(), text.end(), '\n')) + 1;
        if (e.line < 0 || e.line > lines) return "lesson: the error's line is outside the text: " + debugString(e);
        if (e.column < 0 || static_cast<std::size_t>(e.column) > text.size() + 1)
            return "lesson: the error's column is outside the text: " + debugString(e);
        if (e.found.size() > 2 * kMaxParseExcerpt) return "lesson: the excerpt is too long: " + debugString(e);
        return {};
    }
    const lessons::Lesson& lesson = read.value();
    if (lesson.steps.empty() || lesson.titles.empty()) return "lesson: read with no step or no title";
    for (const lessons::LessonStep& step : lesson.steps) {
        const AlgorithmInfo* a = builtinRegistry().algorithm(step.version);
        if (!a || a->puzzle != step.puzzle) return "lesson: a step's version is not one of its puzzle: " + step.version;
        if (step.texts.empty() || step.titles.empty()) return "lesson: a step without its text";
        for (const lessons::FigureRef& f : lessons::quotedFigures(step)) {
            const AlgorithmInfo* q = builtinRegistry().algorithm(f.version);
            if (!q || q->puzzle != step.puzzle) return "lesson: a figure of an unknown version: " + f.version;
            if (step.run != lessons::RunAction::Compare && f.version != step.version) return "lesson: a figure of a version not run";
            if (f.figure == lessons::Figure::Counter && (f.counter < 0 || static_cast<std::size_t>(f.counter) >= q->counterNames.size()))
                return "lesson: a counter out of range";
        }
        const lessons::Question& q = step.question;
        if (q.kind != lessons::Question::Kind::None) {
            if (q.texts.empty()) return "lesson: a question without its text";
            if (q.kind == lessons::Question::Kind::Square && step.run != lessons::RunAction::Step)
                return "lesson: a square asked of a run that is not stepped";
            if (q.kind == lessons::Question::Kind::Choice) {
                if (q.bounds.size() < 2 || q.bounds.size() > 3) return "lesson: a choice without 3 or 4 options";
                for (std::size_t i = 0; i < q.bounds.size(); ++i)
                    if (q.bounds[i] < 0 || (i > 0 && q.bounds[i] <= q.bounds[i - 1])) return "lesson: a choice's bounds not increasing";
            }
            if ((q.kind == lessons::Question::Kind::Number || q.kind == lessons::Question::Kind::Choice) &&
                (q.figure.figure == lessons::Figure::Time || q.figure.figure == lessons::Figure::First))
                return "lesson: a question on a time";
        }
        if (step.point.kind == lessons::Pointer::Kind::Line &&
            (step.point.line < 1 || static_cast<std::size_t>(step.point.line) > a->pseudocode.size()))
            return "lesson: a pointed line out of the pseudo-code";
    }
    return {};
}

/// The built-in lessons cut into their header and one step each: the mutations of a
/// few hundred bytes reach every key as well as those of whole lessons would, at a
/// fraction of the time (an input costs what its bytes do).
std::vector<std::string> lessonSeeds() {
    std::vector<std::string> seeds;
    for (const char* id : {"queens", "magic", "sudoku", "lightsout", "shading"}) {
        std::ifstream in(std::filesystem::path(PW_LESSONS_DIR) / (std::string(id) + ".txt"), std::ios::binary);
        std::stringstream s;
        s << in.rdbuf();
        const std::string text = s.str();
        const std::size_t first = text.find("[step]");
        if (first == std::string::npos) continue;
        const std::string header = text.substr(0, first);
        for (std::size_t at = first; at != std::string::npos;) {
            const std::size_t next = text.find("[step]", at + 1);
            // A step after the first one may lean on the version before it: the first
            // step's keys come along.
            seeds.push_back(header + text.substr(at, next == std::string::npos ? std::string::npos : next - at));
            at = next;
        }
    }
    seeds.push_back("title: T\npuzzle: queens\n[step]\ntitle: a\ntext: {checks} in {time}\nversion: v2\nrun: solve\n"
                    "board:\n  Q...\n  ..Q.\n");
    // Questions of every form (the built-in lessons ask them too).
    seeds.push_back("title: T\npuzzle: queens\n[step]\ntitle: a\ntext: b\nversion: v2\nrun: compare\n"
                    "question: How many?\nquestion.fr: Combien ?\nanswer: choice checks@v1 1000 100000 10000000\n");
    seeds.push_back("title: T\npuzzle: queens\n[step]\ntitle: a\ntext: b\nversion: v2\nrun: step 30\n"
                    "question: Where?\nanswer: square\n");
    seeds.push_back("title: T\npuzzle: magic\n[step]\ntitle: a\ntext: b\nversion: v1\nrun: solve\n"
                    "question: Leaves?\nanswer: number counter:leaves\n");
    return seeds;
}

}  // namespace

const Reader& lessonReader() {
    static const Reader reader = {"lesson", checkLesson, lessonSeeds};
    return reader;
}

}  // namespace pw::fuzz
