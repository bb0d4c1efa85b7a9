#pragma once
/// A lesson question's words (solvers/lessons/lesson.h `Question`): the options of a
/// choice, the class's answer, and what the run reveals beside it. French and English.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

#include "lesson.h"

namespace pw::ui {

/// What the teacher entered for the class, or nothing (skipped).
struct ClassAnswer {
    bool given = false;
    std::uint64_t number = 0;  ///< Number
    int option = -1;           ///< Choice: from 0
    int row = 0, column = 0;   ///< Square: from 1
};

/// "A. fewer than 1,000", "B. from 1,000 to under 100,000", "C. 100,000 or more".
QStringList choiceOptions(const std::vector<std::int64_t>& bounds);
/// The option (from 0) a count falls in.
int optionOf(const std::vector<std::int64_t>& bounds, std::uint64_t value);
/// The class's answer in words ("20,000", "B": an option by its letter, "row 3, column 5");
/// "no answer" when skipped.
QString answerText(const lessons::Question& question, const ClassAnswer& answer);
/// The reveal: the class's answer beside the run's, and whether it was right (a ✓ or a ✗
/// leads, not a colour alone). `actual` is the run's count, `placed` the square the run
/// placed on (row and column from 1; none when the run placed nothing more).
QString revealText(const lessons::Question& question, const ClassAnswer& answer, std::optional<std::uint64_t> actual,
                   std::optional<std::pair<int, int>> placed);
/// Whether the class's answer was the run's (a number within 10 %).
bool answerRight(const lessons::Question& question, const ClassAnswer& answer, std::optional<std::uint64_t> actual,
                 std::optional<std::pair<int, int>> placed);

/// Holds the translation context "QuestionText" of the sentences.
class QuestionText {
    Q_DECLARE_TR_FUNCTIONS(QuestionText)
};

}  // namespace pw::ui
