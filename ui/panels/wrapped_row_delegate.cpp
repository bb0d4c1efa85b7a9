#include "wrapped_row_delegate.h"

#include <QListView>
#include <QResizeEvent>

namespace pw::ui {

namespace {

/// QAbstractItemView::scheduleDelayedItemsLayout is protected; doItemsLayout is public
/// but immediate. A queued call lays the rows out once the resize is done.
void layOutLater(QListView* view) { QMetaObject::invokeMethod(view, &QListView::doItemsLayout, Qt::QueuedConnection); }

}  // namespace

WrappedRowDelegate::WrappedRowDelegate(QListView* view) : QStyledItemDelegate(view), view_(view) {
    view->setItemDelegate(this);
    view->viewport()->installEventFilter(this);
}

QSize WrappedRowDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QStyleOptionViewItem painted = option;
    painted.rect.setWidth(view_->viewport()->width());
    return QStyledItemDelegate::sizeHint(painted, index);
}

bool WrappedRowDelegate::eventFilter(QObject* watched, QEvent* event) {
    if (watched == view_->viewport() && event->type() == QEvent::Resize) {
        const auto* resize = static_cast<QResizeEvent*>(event);
        if (resize->size().width() != resize->oldSize().width()) layOutLater(view_);
    }
    return QStyledItemDelegate::eventFilter(watched, event);
}

}  // namespace pw::ui
