#pragma once
/// The timeline's bar: a slider over every recorded event, with its marks drawn in lanes
/// so that no kind is told by its hue alone: bookmarks as flags along the top, solutions
/// as diamonds above the groove, dead ends as ticks under it and cuts as slashes at the
/// bottom. Each pixel column shows the kinds of the events it covers (a recording of a
/// million events is a thousand columns of about a thousand events), computed from the
/// recording's per-64-event summary, so a repaint costs the width, not the events.
///
/// A QAbstractSlider: dragging it, the arrows (one event), Page Up and Down and Home and
/// End move the value, and a screen reader reads it as a slider.
#include <QAbstractSlider>

#include <memory>
#include <vector>

#include "core/shared_recording.h"

namespace pw::ui {

class TimelineBar final : public QAbstractSlider {
    Q_OBJECT
public:
    explicit TimelineBar(QWidget* parent = nullptr);

    /// The recording whose events the bar spans (null: none).
    void setRecording(std::shared_ptr<SharedRecording> recording);
    /// The recording grew or its bookmarks changed: the range and the marks again.
    void refresh();

    /// A thinner bar (a projector's narrow column).
    void setCompact(bool on);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// The kinds the columns show, for the tests (bit i: EventKind i).
    const std::vector<EventKindMask>& columns() const { return columns_; }
    /// The x of event `k`'s centre.
    double xOf(std::uint64_t k) const;
    /// The event under x.
    std::uint64_t eventAt(double x) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

private:
    void computeColumns();
    QRectF groove() const;
    double handleRadius() const;

    std::shared_ptr<SharedRecording> recording_;
    std::uint64_t size_ = 0;
    std::vector<EventKindMask> columns_;
    std::vector<Bookmark> bookmarks_;
    bool compact_ = false;
};

}  // namespace pw::ui
