#include "lesson_question.h"

#include "lesson_figures.h"
#include "quoted_text.h"

namespace pw::lessons {

namespace {

const char* const kForms = "number FIGURE, choice FIGURE BOUND BOUND [BOUND], square";

}  // namespace

std::optional<LessonError> readQuestion(const Keys& keys, int sectionLine, LessonStep* step) {
    const Entry* answer = keys.find("answer");
    const std::vector<const Entry*> texts = keys.all("question");
    if (!answer && texts.empty()) return std::nullopt;
    if (!answer) return error(LessonErrorKind::MissingKey, sectionLine, 1, {}, "answer");
    if (texts.empty()) return error(LessonErrorKind::MissingKey, sectionLine, 1, {}, "question");
    if (auto stray = singleLine(*answer)) return stray;
    Question& q = step->question;
    q.line = answer->line;
    for (const Entry* e : texts) q.texts[e->language] = wholeValue(*e);

    const Span& value = answer->value;
    const std::vector<std::string> w = wordsOf(value.text);
    if (w.size() == 1 && w[0] == "square") {
        // The class says where the next decision goes: a traced run shows the board to
        // guess on, then goes on to the next placement.
        if (step->run != RunAction::Step) return badValue(value, "square, with run: step N");
        q.kind = Question::Kind::Square;
        return std::nullopt;
    }
    const bool number = w.size() == 2 && w[0] == "number";
    const bool choice = (w.size() == 4 || w.size() == 5) && w[0] == "choice";
    if (!number && !choice) return badValue(value, kForms);
    q.kind = number ? Question::Kind::Number : Question::Kind::Choice;
    if (auto err = resolveWritten(readWrittenFigure(w[1]), *step, value.line, value.column, &q.figure)) return err;
    // A count, which the class can guess and the options can bound; not a time.
    if (q.figure.figure == Figure::Time || q.figure.figure == Figure::First)
        return badValue(value, "a count: nodes, checks, solutions, prunes, counter:NAME");
    for (std::size_t i = 2; i < w.size(); ++i) {
        const std::optional<long long> bound = integer(w[i]);
        if (!bound || *bound < 0 || (!q.bounds.empty() && *bound <= q.bounds.back()))
            return badValue(value, "choice FIGURE and 2 or 3 whole numbers, increasing");
        q.bounds.push_back(*bound);
    }
    return std::nullopt;
}

}  // namespace pw::lessons
