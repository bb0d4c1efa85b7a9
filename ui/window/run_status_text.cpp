#include "run_status_text.h"

#include <QCoreApplication>

#include "text/number_text.h"

namespace pw::ui {

namespace {

// How the run ended, in the RunController's words (a comparison's is its last
// version's; the others are on the chart).
QString ending(const RunView& last, bool comparison, double budgetSeconds, const QString& compileProblem) {
    // A run its budget stopped says so, as a run the user stopped says "Stopped.".
    if (last.outOfBudget && !comparison)
        return QCoreApplication::translate("pw::ui::RunController", "Stopped by the budget of %1 before it finished.")
            .arg(formatDuration(budgetSeconds * 1000.0));
    switch (last.verdict) {
    case own::Verdict::Passed:
    case own::Verdict::Wrong: break;
    case own::Verdict::OutOfTime: return QCoreApplication::translate("pw::ui::RunController", "Stopped.");
    case own::Verdict::DidNotCompile:
        if (!comparison)
            return compileProblem.isEmpty()
                       ? QCoreApplication::translate("pw::ui::RunController", "The file did not compile: nothing ran.")
                       : compileProblem;
        break;
    case own::Verdict::Crashed:
    case own::Verdict::OutOfMemory:
        if (!comparison) return QCoreApplication::translate("pw::ui::RunController", "The run ended before its search was over.");
        break;
    }
    return comparison ? QCoreApplication::translate("pw::ui::RunController", "Comparison done.")
                      : QCoreApplication::translate("pw::ui::RunController", "Done.");
}

}  // namespace

QString finishedRunStatus(const RunView& last, bool comparison, std::uint64_t solutions, double budgetSeconds,
                          const QString& compileProblem) {
    if (!comparison && last.verdict == own::Verdict::DidNotCompile)
        return ending(last, comparison, budgetSeconds, compileProblem);
    QString text = ending(last, comparison, budgetSeconds, compileProblem) + QLatin1Char(' ') +
                   QCoreApplication::translate("pw::ui::RunController", "Solutions found: %1.").arg(formatCount(solutions));
    if (!comparison && last.startMs >= 0 && last.verdict != own::Verdict::DidNotCompile)
        text += QLatin1Char(' ') +
                QCoreApplication::translate("pw::ui::RunController", "Search: %1 (starting the program: %2, not counted).")
                    .arg(formatDuration(last.elapsedMs), formatDuration(last.startMs));
    return text;
}

}  // namespace pw::ui
