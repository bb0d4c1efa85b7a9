#include "side_scroll_area.h"

#include <QEvent>
#include <QScrollBar>

namespace pw::ui {

SideScrollArea::SideScrollArea(QWidget* panel, QWidget* parent) : QScrollArea(parent) {
    setWidget(panel);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // No stop of its own on the Tab key: Tab goes from control to control, and the frame
    // scrolls to the one that takes the focus.
    setFocusPolicy(Qt::NoFocus);
    // The panel's least width changes with the type size and with presentation mode, and
    // the scroll bar takes its own width when it shows: the splitter that holds this
    // frame keeps both as a hard minimum.
    panel->installEventFilter(this);
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, &SideScrollArea::fitLeastWidth);
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

QSize SideScrollArea::minimumSizeHint() const {
    return {panelLeastWidth() + barWidth(), verticalScrollBar()->sizeHint().width() * 3};
}

QSize SideScrollArea::sizeHint() const {
    const QSize panel = widget()->sizeHint();
    return {std::max(panel.width(), panelLeastWidth()) + barWidth(), panel.height()};
}

bool SideScrollArea::eventFilter(QObject* watched, QEvent* event) {
    if (watched == widget() && event->type() == QEvent::LayoutRequest) fitLeastWidth();
    return QScrollArea::eventFilter(watched, event);
}

}  // namespace pw::ui
