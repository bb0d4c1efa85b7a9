#pragma once
/// Sizes a list's wrapped rows at the width they are painted at. QListView lays its rows
/// out at a width of its own (its largest viewport, less a scroll bar's extent and a
/// margin when the bar shows) but paints them across its viewport: a line that wraps
/// differently at the two widths leaves a gap under it, or loses its last row. A list
/// laid out top to bottom also lays its rows out again only when its height changes
/// (QListView::resizeEvent): `relayoutOnWidthChange` makes a change of width do it too.
#include <QStyledItemDelegate>

class QAbstractItemView;
class QListView;

namespace pw::ui {

class WrappedRowDelegate final : public QStyledItemDelegate {
public:
    /// Installs itself on `view` and lays its rows out again when its width changes.
    explicit WrappedRowDelegate(QListView* view);
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QListView* view_;
};

}  // namespace pw::ui
