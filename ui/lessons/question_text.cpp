#include "question_text.h"

#include <algorithm>
#include <cmath>

#include "text/number_text.h"

namespace pw::ui {

using lessons::Question;

namespace {

QString letter(int option) { return QString(QChar(u'A' + option)); }

QString squareText(int row, int column) { return QuestionText::tr("row %1, column %2").arg(row).arg(column); }

}  // namespace

QStringList choiceOptions(const std::vector<std::int64_t>& bounds) {
    QStringList out;
    if (bounds.empty()) return out;
    const auto n = [](std::int64_t v) { return formatCount(static_cast<std::uint64_t>(v)); };
    out << QStringLiteral("%1. ").arg(letter(0)) + QuestionText::tr("fewer than %1").arg(n(bounds.front()));
    for (std::size_t i = 1; i < bounds.size(); ++i)
        out << QStringLiteral("%1. ").arg(letter(static_cast<int>(i))) +
                   QuestionText::tr("from %1 to under %2").arg(n(bounds[i - 1]), n(bounds[i]));
    out << QStringLiteral("%1. ").arg(letter(static_cast<int>(bounds.size()))) +
               QuestionText::tr("%1 or more").arg(n(bounds.back()));
    return out;
}

int optionOf(const std::vector<std::int64_t>& bounds, std::uint64_t value) {
    int option = 0;
    for (std::int64_t b : bounds)
        if (value >= static_cast<std::uint64_t>(b)) ++option;
    return option;
}

QString answerText(const Question& question, const ClassAnswer& answer) {
    if (!answer.given) return QuestionText::tr("no answer");
    switch (question.kind) {
    case Question::Kind::Number: return formatCount(answer.number);
    case Question::Kind::Choice: return letter(answer.option);
    case Question::Kind::Square: return squareText(answer.row, answer.column);
    case Question::Kind::None: break;
    }
    return {};
}

bool answerRight(const Question& question, const ClassAnswer& answer, std::optional<std::uint64_t> actual,
                 std::optional<std::pair<int, int>> placed) {
    if (!answer.given) return false;
    switch (question.kind) {
    case Question::Kind::Number:
        return actual && std::abs(static_cast<double>(answer.number) - static_cast<double>(*actual)) <=
                             0.1 * static_cast<double>(*actual);
    case Question::Kind::Choice: return actual && optionOf(question.bounds, *actual) == answer.option;
    case Question::Kind::Square: return placed && placed->first == answer.row && placed->second == answer.column;
    case Question::Kind::None: break;
    }
    return false;
}

QString revealText(const Question& question, const ClassAnswer& answer, std::optional<std::uint64_t> actual,
                   std::optional<std::pair<int, int>> placed) {
    QString run;
    switch (question.kind) {
    case Question::Kind::Number:
        run = actual ? formatCount(*actual) : QStringLiteral("—");
        break;
    case Question::Kind::Choice:
        run = actual ? QuestionText::tr("%1, so %2").arg(formatCount(*actual), letter(optionOf(question.bounds, *actual)))
                     : QStringLiteral("—");
        break;
    case Question::Kind::Square:
        run = placed ? squareText(placed->first, placed->second) : QuestionText::tr("nothing more placed");
        break;
    case Question::Kind::None: return {};
    }
    const QString both = QuestionText::tr("The class: %1. The run: %2.").arg(answerText(question, answer), run);
    if (!answer.given) return both;
    if (answerRight(question, answer, actual, placed)) {
        const bool exact = question.kind != Question::Kind::Number || (actual && answer.number == *actual);
        return QStringLiteral("✓ ") + both + QLatin1Char(' ') +
               (exact ? QuestionText::tr("Right!") : QuestionText::tr("Within 10 %: close enough."));
    }
    QString miss = QuestionText::tr("Not this time.");
    if (question.kind == Question::Kind::Number && actual && *actual > 0 && answer.number > 0) {
        const double a = static_cast<double>(answer.number), b = static_cast<double>(*actual);
        miss = QuestionText::tr("Off by a factor of %1.").arg(formatDecimal(std::max(a, b) / std::min(a, b), 1));
    }
    return QStringLiteral("✗ ") + both + QLatin1Char(' ') + miss;
}

}  // namespace pw::ui
