#include "pointer_overlay.h"

#include <QPainter>
#include <QPainterPath>

namespace pw::ui {

namespace {

/// The frame's colour: amber, seen on a light or a dark theme and by the back row.
const QColor kPointerColour(232, 150, 0);
constexpr int kPen = 5;

}  // namespace

PointerOverlay::PointerOverlay(QWidget* window) : QWidget(window) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    timer_.setInterval(100);
    connect(&timer_, &QTimer::timeout, this, &PointerOverlay::follow);
    hide();
}

void PointerOverlay::pointAt(QWidget* target, std::function<QRect()> area) {
    target_ = target;
    area_ = std::move(area);
    timer_.start();
    follow();
}

void PointerOverlay::clear() {
    target_ = nullptr;
    area_ = {};
    timer_.stop();
    frame_ = {};
    hide();
}

void PointerOverlay::follow() {
    QWidget* window = parentWidget();
    QRect frame;
    if (target_ && target_->isVisible()) {
        const QRect area = area_ ? area_() : target_->rect();
        if (area.isValid()) {
            // Clipped to what the target's ancestors show (a line scrolled out of its view).
            QRect shown = QRect(target_->mapTo(window, area.topLeft()), area.size());
            for (QWidget* w = target_; w && w != window; w = w->parentWidget())
                shown &= QRect(w->mapTo(window, QPoint(0, 0)), w->size());
            frame = shown.adjusted(-kPen, -kPen, kPen, kPen) & window->rect();
        }
    }
    if (frame != frame_ || geometry() != window->rect()) {
        frame_ = frame;
        setGeometry(window->rect());
        update();
    }
    setVisible(!frame_.isEmpty());
    if (isVisible()) raise();
}

void PointerOverlay::paintEvent(QPaintEvent*) {
    if (frame_.isEmpty()) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(kPointerColour, kPen));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(QRectF(frame_).adjusted(kPen / 2.0, kPen / 2.0, -kPen / 2.0, -kPen / 2.0), 8, 8);
}

}  // namespace pw::ui
