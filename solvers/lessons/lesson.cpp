#include "lesson.h"

namespace pw::lessons {

std::vector<FigureRef> quotedFigures(const LessonStep& step) {
    std::vector<FigureRef> out;
    for (const auto& [language, text] : step.texts)
        for (const TextPiece& piece : text) {
            if (piece.kind == TextPiece::Kind::Words) continue;
            out.push_back(piece.figure);
            if (piece.kind == TextPiece::Kind::Ratio) out.push_back(piece.divisor);
        }
    if (step.question.kind == Question::Kind::Number || step.question.kind == Question::Kind::Choice)
        out.push_back(step.question.figure);
    return out;
}

}  // namespace pw::lessons
