#include "flow_layout.h"

#include <QMetaObject>
#include <QSpacerItem>
#include <QWidget>

#include <algorithm>

namespace pw::ui {

FlowLayout::FlowLayout(QWidget* parent, int spacing) : QLayout(parent), spacing_(spacing) {
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout() {
    while (QLayoutItem* item = takeAt(0)) delete item;
}

void FlowLayout::addItem(QLayoutItem* item) { items_.append(item); }

void FlowLayout::addGap(int width) { addItem(new QSpacerItem(width, 0, QSizePolicy::Fixed, QSizePolicy::Minimum)); }

QLayoutItem* FlowLayout::itemAt(int index) const { return index >= 0 && index < items_.size() ? items_[index] : nullptr; }

QLayoutItem* FlowLayout::takeAt(int index) { return index >= 0 && index < items_.size() ? items_.takeAt(index) : nullptr; }

int FlowLayout::heightForWidth(int width) const { return arrange(QRect(0, 0, width, 0), false); }

QSize FlowLayout::minimumSize() const {
    // As narrow as the widest item: everything else goes to the next lines. As tall as
    // the lines take at the width last given, so that a parent that does not ask for
    // height-for-width (a splitter, a window) still leaves room for every line.
    QSize size;
    for (const QLayoutItem* item : items_)
        if (!item->isEmpty()) size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    size += QSize(m.left() + m.right(), m.top() + m.bottom());
    if (lastWidth_ > 0) size.setHeight(std::max(size.height(), heightForWidth(lastWidth_)));
    return size;
}

QSize FlowLayout::sizeHint() const {
    // On one line when there is room.
    int width = 0, height = 0;
    for (const QLayoutItem* item : items_) {
        if (item->isEmpty()) continue;
        width += item->sizeHint().width() + spacing_;
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins m = contentsMargins();
    return QSize(std::max(0, width - spacing_) + m.left() + m.right(), height + m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    const int before = lastWidth_ > 0 ? heightForWidth(lastWidth_) : -1;
    lastWidth_ = rect.width();
    arrange(rect, true);
    // A new number of lines changes the minimum height: the parents lay out again.
    if (heightForWidth(lastWidth_) != before) QMetaObject::invokeMethod(this, [this] { invalidate(); }, Qt::QueuedConnection);
}

int FlowLayout::arrange(const QRect& rect, bool apply) const {
    const QMargins m = contentsMargins();
    const QRect area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom());
    int x = area.x(), y = area.y(), lineHeight = 0;
    for (QLayoutItem* item : items_) {
        if (item->isEmpty() && !item->spacerItem()) continue;  // a hidden widget
        const QSize size = item->sizeHint();
        if (x > area.x() && x + size.width() > area.right() + 1) {
            if (item->spacerItem()) continue;  // a gap at the end of a line is not needed
            x = area.x();
            y += lineHeight + spacing_;
            lineHeight = 0;
        }
        if (apply) item->setGeometry(QRect(QPoint(x, y), size));
        x += size.width() + spacing_;
        lineHeight = std::max(lineHeight, size.height());
    }
    return y + lineHeight - rect.y() + m.bottom();
}

}  // namespace pw::ui
