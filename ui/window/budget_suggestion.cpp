#include "budget_suggestion.h"

#include <QMetaObject>

#include "all_puzzles.h"
#include "text/number_text.h"
#include "text/registry_text.h"

namespace pw::ui {

BudgetSuggestion::BudgetSuggestion(const AlgorithmInfo& stopped, Instance instance, Mode mode, double budgetSeconds,
                                   QObject* parent)
    : QObject(parent),
      stoppedId_(stopped.id),
      stoppedLabel_(stopped.file.empty() ? QString::fromStdString(stopped.id) : versionLabel(stopped)),
      puzzle_(stopped.puzzle),
      instance_(std::move(instance)),
      mode_(mode),
      budgetSeconds_(budgetSeconds) {}

BudgetSuggestion::~BudgetSuggestion() {
    stop_.request_stop();
    if (thread_.joinable()) thread_.join();
}

void BudgetSuggestion::start() {
    thread_ = std::thread([this, stop = stop_.get_token()] {
        RunOptions options;
        options.mode = mode_;
        result_ = findFinishingVersion(builtinRegistry(), puzzle_, instance_, options, stoppedId_, budgetSeconds_, stop);
        // `found` on the GUI thread, once the result is written; not at all once the
        // object is going (its destructor waits here for the thread).
        if (!stop.stop_requested()) QMetaObject::invokeMethod(this, &BudgetSuggestion::found, Qt::QueuedConnection);
    });
}

QString BudgetSuggestion::sentence() const {
    const QString budget = formatDuration(budgetSeconds_ * 1000.0);
    if (!result_)
        return tr("%1 was stopped by the budget of %2 before it finished on this board, and no other version "
                  "finishes on it within that time.")
            .arg(stoppedLabel_, budget);
    const QString id = QString::fromStdString(result_->algorithm->id);
    return tr("%1 was stopped by the budget of %2 before it finished on this board; %3 finishes on it in %4 "
              "(--algo %3, or choose it in the version list).")
        .arg(stoppedLabel_, budget, id, formatDuration(result_->milliseconds));
}

QString BudgetSuggestion::shortSentence() const {
    const QString budget = formatDuration(budgetSeconds_ * 1000.0);
    if (!result_) return tr("%1 stopped by the budget of %2 before it finished").arg(stoppedLabel_, budget);
    return tr("%1 stopped by the budget of %2 before it finished; %3 finishes")
        .arg(stoppedLabel_, budget, QString::fromStdString(result_->algorithm->id));
}

}  // namespace pw::ui
