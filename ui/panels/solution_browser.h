#pragma once
/// Previous / next / go to number among the stored solutions of the last run (the
/// first 10,000 are kept; the count goes on past that).
#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;

namespace pw::ui {

class SolutionBrowser final : public QWidget {
    Q_OBJECT
public:
    explicit SolutionBrowser(QWidget* parent = nullptr);
    /// `stored` solutions can be shown out of `total` found.
    void setCounts(std::size_t stored, std::uint64_t total);
    int current() const { return current_; }
    std::size_t count() const { return stored_; }
    void setCurrent(int index);

signals:
    /// The user asked to see stored solution `index` (0-based).
    void solutionRequested(int index);

private:
    void refresh();

    std::size_t stored_ = 0;
    std::uint64_t total_ = 0;
    int current_ = -1;
    QPushButton* previous_;
    QPushButton* next_;
    QSpinBox* goTo_;
    QLabel* label_;
};

}  // namespace pw::ui
