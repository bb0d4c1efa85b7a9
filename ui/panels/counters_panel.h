#pragma once
/// Live counters under the board: nodes, checks, solutions, prunes, elapsed time and
/// rate, the version's own counters, and a busy bar while a run is going.
#include <QWidget>

#include "session/solve_session.h"


class QLabel;
class QProgressBar;

namespace pw::ui {

class FlowLayout;

class CountersPanel final : public QWidget {
    Q_OBJECT
public:
    explicit CountersPanel(QWidget* parent = nullptr);
    /// Shows the run's figures; `running` animates the busy bar.
    void showRun(const RunView& run, bool running);
    void clear();

private:
    QLabel* addFigure(FlowLayout* flow, const QString& name);

    QLabel* nodes_;
    QLabel* checks_;
    QLabel* solutions_;
    QLabel* prunes_;
    QLabel* elapsed_;
    QLabel* rate_;
    QLabel* first_;
    QLabel* extra_;
    QProgressBar* busy_;
};

}  // namespace pw::ui
