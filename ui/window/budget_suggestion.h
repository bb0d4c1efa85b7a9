#pragma once
/// After a run that its time budget stopped (puzzle-workbench --pdf or --screenshot with
/// a version that cannot finish on the board, such as a user's last choice of shading.v1
/// on the 9×9 grid): which version does finish there within the same budget, found by
/// running the puzzle's built-in versions newest first (core/finishing_version.h) on a
/// thread of its own, and the sentences that say so. Never a name written in advance.
#include <QObject>
#include <QString>

#include <optional>
#include <stop_token>
#include <thread>

#include "core/finishing_version.h"

namespace pw::ui {

class BudgetSuggestion final : public QObject {
    Q_OBJECT
public:
    BudgetSuggestion(const AlgorithmInfo& stopped, Instance instance, Mode mode, double budgetSeconds,
                     QObject* parent = nullptr);
    /// Stops the search under way and waits for its thread.
    ~BudgetSuggestion() override;

    /// Starts the search; `found` follows, on this object's thread.
    void start();
    /// For the terminal: the version stopped, the budget, and the version that finishes
    /// with its time and the option that chooses it (or that none does).
    QString sentence() const;
    /// For the page's line under the puzzle's name.
    QString shortSentence() const;

signals:
    void found();

private:
    const std::string stoppedId_;
    const QString stoppedLabel_;
    const std::string puzzle_;
    const Instance instance_;
    const Mode mode_;
    const double budgetSeconds_;
    std::optional<FinishingVersion> result_;  ///< written by the thread before `found`
    std::stop_source stop_;
    std::thread thread_;
};

}  // namespace pw::ui
