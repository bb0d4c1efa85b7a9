#include "board_item_accessible.h"

#include "grid_board_view.h"

namespace pw::ui {

BoardItemAccessible::BoardItemAccessible(GridBoardView* board, Kind kind, int index)
    : board_(board), kind_(kind), index_(index) {}

bool BoardItemAccessible::isValid() const {
    if (!board_) return false;
    switch (kind_) {
    case Kind::Cell: return index_ < board_->gridRows() * board_->gridCols();
    case Kind::Note: return index_ < board_->accessibleNotes().size();
    case Kind::Announcement: return true;
    }
    return false;
}

QAccessibleInterface* BoardItemAccessible::parent() const {
    return board_ ? QAccessible::queryAccessibleInterface(board_.data()) : nullptr;
}

QWindow* BoardItemAccessible::window() const {
    QAccessibleInterface* table = parent();
    return table ? table->window() : nullptr;
}

int BoardItemAccessible::rowIndex() const { return kind_ == Kind::Cell && board_ ? index_ / board_->gridCols() : -1; }
int BoardItemAccessible::columnIndex() const { return kind_ == Kind::Cell && board_ ? index_ % board_->gridCols() : -1; }

QString BoardItemAccessible::text(QAccessible::Text t) const {
    if (!isValid() || t != QAccessible::Name) return {};
    switch (kind_) {
    case Kind::Cell: return board_->cellAccessibleText(rowIndex(), columnIndex());
    case Kind::Note: return board_->accessibleNotes().value(index_);
    case Kind::Announcement: return board_->lastAnnouncement();
    }
    return {};
}

QRect BoardItemAccessible::rect() const {
    if (!isValid()) return {};
    QRectF local;
    switch (kind_) {
    case Kind::Cell: local = board_->geometry().cellRect(rowIndex(), columnIndex()); break;
    case Kind::Note: local = board_->accessibleNoteRect(index_); break;
    case Kind::Announcement: return {};
    }
    const QRect r = local.toAlignedRect();
    return QRect(board_->mapToGlobal(r.topLeft()), r.size());
}

QAccessible::Role BoardItemAccessible::role() const {
    switch (kind_) {
    case Kind::Cell: return QAccessible::Cell;
    case Kind::Note: return QAccessible::StaticText;
    case Kind::Announcement: return QAccessible::Notification;
    }
    return QAccessible::NoRole;
}

bool BoardItemAccessible::isSelected() const {
    return kind_ == Kind::Cell && board_ && rowIndex() == board_->cursorRow() && columnIndex() == board_->cursorColumn();
}

QAccessible::State BoardItemAccessible::state() const {
    QAccessible::State s;
    if (!isValid()) {
        s.invalid = true;
        return s;
    }
    s.readOnly = kind_ != Kind::Cell;
    if (kind_ == Kind::Announcement) s.invisible = board_->lastAnnouncement().isEmpty();
    if (kind_ == Kind::Cell) {
        s.focusable = s.selectable = true;
        s.selected = isSelected();
        s.focused = s.selected && board_->hasFocus();
    }
    return s;
}

void* BoardItemAccessible::interface_cast(QAccessible::InterfaceType t) {
    if (kind_ != Kind::Cell) return nullptr;
    if (t == QAccessible::TableCellInterface) return static_cast<QAccessibleTableCellInterface*>(this);
    if (t == QAccessible::ActionInterface) return static_cast<QAccessibleActionInterface*>(this);
    return nullptr;
}

QStringList BoardItemAccessible::actionNames() const {
    return kind_ == Kind::Cell ? QStringList{pressAction(), setFocusAction()} : QStringList{};
}

void BoardItemAccessible::doAction(const QString& actionName) {
    if (kind_ != Kind::Cell || !isValid()) return;
    if (actionName == setFocusAction()) {
        board_->setFocus();
        board_->setCursor(rowIndex(), columnIndex());
    } else if (actionName == pressAction()) {
        board_->playCell(rowIndex(), columnIndex());
    }
}

QStringList BoardItemAccessible::keyBindingsForAction(const QString& actionName) const {
    return actionName == pressAction() ? QStringList{QStringLiteral("Space")} : QStringList{};
}

}  // namespace pw::ui
