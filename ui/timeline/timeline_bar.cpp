#include "timeline_bar.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include "text/number_text.h"
#include "text/registry_text.h"

namespace pw::ui {

namespace {

constexpr int kLeastWidth = 120;

// The lanes' colours, those of the search tree (a solution green, a dead end red, a cut
// orange) and the boards' cursor indigo for bookmarks.
const QColor kSolution(0x2E, 0x9D, 0x48);
const QColor kDeadEnd(0xB3, 0x26, 0x1E);
const QColor kCut(0xF0, 0x8C, 0x00);
const QColor kBookmark(0x4B, 0x3F, 0xD0);

}  // namespace

TimelineBar::TimelineBar(QWidget* parent) : QAbstractSlider(parent) {
    setOrientation(Qt::Horizontal);
    setFocusPolicy(Qt::StrongFocus);
    setRange(0, 0);
    setSingleStep(1);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMouseTracking(true);
    setAccessibleName(tr("Timeline of the recorded events"));
}

// About a line and a half of text, so that the lanes read; a line in a compact bar. A
// compact bar (under a projector's code) asks for no more than its least width: the
// code sets the column's width, and the bar takes what the column has.
QSize TimelineBar::sizeHint() const {
    return {compact_ ? kLeastWidth : 400, compact_ ? fontMetrics().height() + 4 : fontMetrics().height() * 3 / 2 + 6};
}
QSize TimelineBar::minimumSizeHint() const { return {kLeastWidth, sizeHint().height()}; }

void TimelineBar::setCompact(bool on) {
    compact_ = on;
    updateGeometry();
}

void TimelineBar::setRecording(std::shared_ptr<SharedRecording> recording) {
    recording_ = std::move(recording);
    size_ = 0;
    refresh();
}

void TimelineBar::refresh() {
    const std::uint64_t size = recording_ ? recording_->size() : 0;
    size_ = size;
    bookmarks_ = recording_ ? recording_->read([](const Recording& r) { return r.bookmarks(); }) : std::vector<Bookmark>{};
    {
        const QSignalBlocker block(this);  // the range grows; the value is the cursor's to set
        setRange(0, static_cast<int>(std::min<std::uint64_t>(size > 0 ? size - 1 : 0, INT_MAX)));
        setPageStep(std::max(1, maximum() / 50));
    }
    computeColumns();
    update();
}

double TimelineBar::handleRadius() const { return std::max(4.0, fontMetrics().height() * 0.3); }

QRectF TimelineBar::groove() const {
    const double r = handleRadius() + 1;
    return QRectF(r, 0, std::max(1.0, width() - 2 * r), height());
}

double TimelineBar::xOf(std::uint64_t k) const {
    const QRectF g = groove();
    if (size_ <= 1) return g.left();
    return g.left() + g.width() * static_cast<double>(k) / static_cast<double>(size_ - 1);
}

std::uint64_t TimelineBar::eventAt(double x) const {
    const QRectF g = groove();
    if (size_ <= 1) return 0;
    const double f = std::clamp((x - g.left()) / g.width(), 0.0, 1.0);
    return static_cast<std::uint64_t>(std::llround(f * static_cast<double>(size_ - 1)));
}

void TimelineBar::computeColumns() {
    columns_.assign(static_cast<std::size_t>(std::max(0.0, groove().width())) + 1, 0);
    if (!recording_ || size_ == 0) return;
    const double last = static_cast<double>(columns_.size() - 1);
    recording_->read([&](const Recording& r) {
        const std::uint64_t n = std::min(size_, r.size());
        // Column c holds the events drawn nearest to it: from the first whose x rounds to it.
        const auto firstOf = [&](std::size_t c) -> std::uint64_t {
            if (n <= 1 || last <= 0) return c == 0 ? 0 : n;
            const double k = std::ceil((static_cast<double>(c) - 0.5) * static_cast<double>(n - 1) / last);
            return static_cast<std::uint64_t>(std::clamp(k, 0.0, static_cast<double>(n)));
        };
        for (std::size_t c = 0; c < columns_.size(); ++c) {
            const std::uint64_t from = firstOf(c), to = firstOf(c + 1);
            if (from < to) columns_[c] = r.kindsIn(from, to);
        }
    });
}

void TimelineBar::resizeEvent(QResizeEvent* event) {
    QAbstractSlider::resizeEvent(event);
    computeColumns();
}

void TimelineBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF g = groove();
    const double h = height();
    const double grooveY = h * 0.5;
    // Lanes: flags in the top fifth, diamonds above the groove, ticks and slashes below.
    const double flagTop = 1, flagBottom = h * 0.22;
    const double diamondY = h * 0.33, diamond = std::max(2.5, h * 0.08);
    const double tickTop = grooveY + 3, tickBottom = h * 0.74;
    const double cutTop = h * 0.78, cutBottom = h - 1;

    p.setPen(QPen(palette().color(QPalette::Mid), 2));
    p.drawLine(QPointF(g.left(), grooveY), QPointF(g.right(), grooveY));
    if (size_ > 0) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 4, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(g.left(), grooveY), QPointF(xOf(static_cast<std::uint64_t>(value())), grooveY));
    }

    double lastDiamond = -1e9;
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        const EventKindMask m = columns_[c];
        if (!m) continue;
        const double x = g.left() + static_cast<double>(c);
        if (m & kindBit(EventKind::Reject)) {
            p.setPen(QPen(kDeadEnd, 1));
            p.drawLine(QPointF(x, tickTop), QPointF(x, tickBottom));
        }
        if (m & kindBit(EventKind::Cut)) {
            p.setPen(QPen(kCut, 1.2));
            p.drawLine(QPointF(x - 1.5, cutBottom), QPointF(x + 1.5, cutTop));
        }
        if ((m & kindBit(EventKind::Solution)) && x - lastDiamond >= diamond * 2) {
            QPainterPath d;
            d.moveTo(x, diamondY - diamond);
            d.lineTo(x + diamond, diamondY);
            d.lineTo(x, diamondY + diamond);
            d.lineTo(x - diamond, diamondY);
            d.closeSubpath();
            p.setPen(QPen(kSolution.darker(130), 1));
            p.setBrush(kSolution);
            p.drawPath(d);
            lastDiamond = x;
        }
    }
    for (const Bookmark& b : bookmarks_) {
        const double x = xOf(b.event);
        QPainterPath flag;
        flag.moveTo(x, flagBottom + 2);
        flag.lineTo(x, flagTop);
        flag.lineTo(x + (flagBottom - flagTop) * 0.8, (flagTop + flagBottom) / 2);
        flag.lineTo(x, flagBottom * 0.8);
        p.setPen(QPen(kBookmark, 1.5));
        p.setBrush(kBookmark);
        p.drawPath(flag);
    }

    if (size_ == 0) return;
    const double x = xOf(static_cast<std::uint64_t>(value()));
    const double r = handleRadius();
    p.setPen(QPen(palette().color(QPalette::Text), 1.5));
    p.drawLine(QPointF(x, 1), QPointF(x, h - 1));
    p.setBrush(hasFocus() ? palette().color(QPalette::Highlight) : palette().color(QPalette::Button));
    p.drawEllipse(QPointF(x, grooveY), r, r);
}

void TimelineBar::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || size_ == 0) return QAbstractSlider::mousePressEvent(event);
    setSliderDown(true);
    const int v = static_cast<int>(eventAt(event->position().x()));
    setSliderPosition(v);
    event->accept();
}

void TimelineBar::mouseMoveEvent(QMouseEvent* event) {
    if (!isSliderDown()) return QAbstractSlider::mouseMoveEvent(event);
    setSliderPosition(static_cast<int>(eventAt(event->position().x())));
    event->accept();
}

void TimelineBar::mouseReleaseEvent(QMouseEvent* event) {
    if (!isSliderDown()) return QAbstractSlider::mouseReleaseEvent(event);
    setSliderPosition(static_cast<int>(eventAt(event->position().x())));
    setSliderDown(false);
    event->accept();
}

bool TimelineBar::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip && size_ > 0) {
        auto* help = static_cast<QHelpEvent*>(event);
        const std::uint64_t k = eventAt(help->pos().x());
        QStringList lines{tr("Event %1").arg(formatCount(k + 1))};
        const auto column = static_cast<std::size_t>(std::clamp(help->pos().x() - groove().left(), 0.0,
                                                                static_cast<double>(columns_.size()) - 1));
        const EventKindMask m = columns_.empty() ? 0 : columns_[column];
        if (m & kindBit(EventKind::Solution)) lines << tr("◆ a solution here");
        if (m & kindBit(EventKind::Reject)) lines << tr("| dead ends here");
        if (m & kindBit(EventKind::Cut)) lines << tr("/ cuts here");
        const double slack = handleRadius() * 1.5;
        for (const Bookmark& b : bookmarks_)
            if (std::abs(xOf(b.event) - help->pos().x()) <= slack)
                lines << (b.label.empty() ? tr("⚑ bookmark at event %1").arg(formatCount(b.event + 1))
                                          : tr("⚑ %1 (event %2)").arg(QString::fromStdString(b.label), formatCount(b.event + 1)));
        QToolTip::showText(help->globalPos(), lines.join(QLatin1Char('\n')), this);
        return true;
    }
    return QAbstractSlider::event(event);
}

}  // namespace pw::ui
