#include "side_scroll_area.h"

#include <QEvent>
#include <QLayout>
#include <QScrollBar>

namespace pw::ui {

SideScrollArea::SideScrollArea(QWidget* panel, QWidget* parent) : QScrollArea(parent) {
    // Sized here rather than by QScrollArea's resizable mode, which gives a panel with
    // wrapped text its preferred height for the width: a bar would show on every
    // projector although the controls fit at their least height.
    setWidget(panel);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // No stop of its own on the Tab key: Tab goes from control to control, and the frame
    // scrolls to the one that takes the focus.
    setFocusPolicy(Qt::NoFocus);
    // The panel's least width changes with the type size and with presentation mode, and
    // the scroll bar takes its own width when it shows: the splitter that holds this
    // frame keeps both as a hard minimum.
    panel->installEventFilter(this);
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, [this] {
        fitLeastWidth();
        fitPanel();
    });
    fitLeastWidth();
}

int SideScrollArea::panelLeastWidth() const {
    const QWidget* panel = widget();
    return std::max(panel->minimumWidth(), panel->minimumSizeHint().width());
}

int SideScrollArea::barWidth() const {
    // Only while the panel is taller than the frame: then the bar is shown.
    return verticalScrollBar()->maximum() > 0 ? verticalScrollBar()->sizeHint().width() : 0;
}

void SideScrollArea::fitLeastWidth() { setMinimumWidth(panelLeastWidth() + barWidth()); }

void SideScrollArea::fitPanel() {
    // The frame's height, or the panel's least height when that is more (then it scrolls).
    // The least height is the one at this width: wrapped text needs its lines, which
    // the panel's least size (taken at its least width) does not count.
    QWidget* panel = widget();
    const QSize view = viewport()->size();
    const int width = std::max(view.width(), panelLeastWidth());
    int least = panel->minimumSizeHint().height();
    if (const QLayout* layout = panel->layout(); layout && layout->hasHeightForWidth())
        least = std::max(least, layout->totalMinimumHeightForWidth(width));
    panel->resize(width, std::max(view.height(), least));
}

void SideScrollArea::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    fitPanel();
}

QSize SideScrollArea::minimumSizeHint() const {
    return {panelLeastWidth() + barWidth(), verticalScrollBar()->sizeHint().width() * 3};
}

QSize SideScrollArea::sizeHint() const {
    const QSize panel = widget()->sizeHint();
    return {std::max(panel.width(), panelLeastWidth()) + barWidth(), panel.height()};
}

bool SideScrollArea::eventFilter(QObject* watched, QEvent* event) {
    if (watched == widget() && event->type() == QEvent::LayoutRequest) {
        fitLeastWidth();
        fitPanel();
    }
    return QScrollArea::eventFilter(watched, event);
}

}  // namespace pw::ui
