#pragma once
/// A thick rounded frame drawn over the window around what a lesson step points at: a
/// counter, a chart, a line of the pseudo-code. It lets every click through. It follows
/// its target as the window lays it out, looking ten times a second (a widget moved with
/// its ancestors gets no event of its own), and hides while the target is hidden.
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace pw::ui {

class PointerOverlay final : public QWidget {
    Q_OBJECT
public:
    /// Covers `window` (its parent).
    explicit PointerOverlay(QWidget* window);

    /// Points at `target`, or at `area()` in its coordinates when given.
    void pointAt(QWidget* target, std::function<QRect()> area = {});
    void clear();
    /// The frame in the window's coordinates; empty when nothing is pointed at or shown.
    QRect frame() const { return frame_; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void follow();

    QPointer<QWidget> target_;
    std::function<QRect()> area_;
    QRect frame_;
    QTimer timer_;
};

}  // namespace pw::ui
