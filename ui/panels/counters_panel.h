#pragma once
/// Live counters under the board: nodes, checks, solutions, prunes, elapsed time and
/// rate, the version's own counters, and a busy bar while a run is going.
#include <QWidget>

#include <functional>

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
    /// How a run's notice reads in the user's language (the window gives the boards'
    /// wording); an empty answer, or none set, shows the run's English message.
    using NoticeWording = std::function<QString(const AlgorithmInfo* algorithm, const Notice& notice)>;
    void setNoticeWording(NoticeWording wording) { noticeWording_ = std::move(wording); }
    /// The run's notice in those words (empty when it has none).
    QString noticeText(const RunView& run) const;

    /// The figures' boxes, for a lesson to point at: nodes, checks, solutions, cuts,
    /// elapsed, nodes per second, first solution; `extraLine` holds the version's own counters.
    enum class Box { Nodes, Checks, Solutions, Prunes, Elapsed, Rate, First };
    QWidget* figureBox(Box box) const;
    QWidget* extraLine() const;

private:
    QLabel* addFigure(FlowLayout* flow, const QString& name);
    QLabel* valueOf(Box box) const;

    QLabel* nodes_;
    QLabel* checks_;
    QLabel* solutions_;
    QLabel* prunes_;
    QLabel* elapsed_;
    QLabel* rate_;
    QLabel* first_;
    QLabel* extra_;
    QProgressBar* busy_;
    NoticeWording noticeWording_;
};

}  // namespace pw::ui
