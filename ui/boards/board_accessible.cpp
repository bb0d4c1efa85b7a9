#include "board_accessible.h"

#include "board_item_accessible.h"
#include "grid_board_view.h"

namespace pw::ui {

namespace {

QAccessibleInterface* boardFactory(const QString& className, QObject* object) {
    // Called for each class up the object's hierarchy: the grid class covers every board.
    if (className == QLatin1String("pw::ui::GridBoardView") && object && object->isWidgetType())
        if (auto* board = qobject_cast<GridBoardView*>(object)) return new BoardAccessible(board);
    return nullptr;
}

QAccessible::UpdateHandler currentUpdateHandler() {
    // Qt offers no getter: the handler is read by swapping it out and back.
    const QAccessible::UpdateHandler handler = QAccessible::installUpdateHandler(nullptr);
    QAccessible::installUpdateHandler(handler);
    return handler;
}

}  // namespace

void installBoardAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    (void)installed;
}

bool accessibilityListening() { return QAccessible::isActive() || currentUpdateHandler() != nullptr; }

void sendAccessibleEvent(QAccessibleEvent& event) {
    if (QAccessible::isActive()) QAccessible::updateAccessibility(&event);
    else if (const QAccessible::UpdateHandler handler = currentUpdateHandler()) handler(&event);
}

BoardAccessible::BoardAccessible(GridBoardView* board) : QAccessibleWidget(board, QAccessible::Table) {
    addControllingSignal(QStringLiteral("statusChanged()"));
}

BoardAccessible::~BoardAccessible() { forgetChildren(); }

GridBoardView* BoardAccessible::board() const { return static_cast<GridBoardView*>(widget()); }

QString BoardAccessible::text(QAccessible::Text t) const {
    switch (t) {
    case QAccessible::Name: return board()->accessibleBoardName();
    case QAccessible::Description: return board()->statusText();
    case QAccessible::Help: return board()->accessibleHelp();
    default: return QAccessibleWidget::text(t);
    }
}

int BoardAccessible::rowCount() const { return board()->gridRows(); }
int BoardAccessible::columnCount() const { return board()->gridCols(); }

int BoardAccessible::childCount() const {
    return rowCount() * columnCount() + static_cast<int>(board()->accessibleNotes().size()) + 1;
}

int BoardAccessible::cellIndex(int r, int c) const { return r * columnCount() + c; }
int BoardAccessible::noteIndex(int i) const { return rowCount() * columnCount() + i; }
int BoardAccessible::announcementIndex() const { return childCount() - 1; }

void BoardAccessible::forgetChildren() const {
    for (QAccessible::Id id : children_)
        if (id) QAccessible::deleteAccessibleInterface(id);
    children_.clear();
}

QAccessibleInterface* BoardAccessible::cached(int index) const {
    const int rows = rowCount(), cols = columnCount();
    const int notes = static_cast<int>(board()->accessibleNotes().size());
    if (rows != shapeRows_ || cols != shapeCols_ || notes != shapeNotes_) {
        forgetChildren();
        shapeRows_ = rows, shapeCols_ = cols, shapeNotes_ = notes;
    }
    const int count = rows * cols + notes + 1;
    if (index < 0 || index >= count) return nullptr;
    children_.resize(static_cast<std::size_t>(count), 0);
    QAccessible::Id& id = children_[static_cast<std::size_t>(index)];
    if (!id) {
        using Kind = BoardItemAccessible::Kind;
        const int cells = rows * cols;
        auto* item = index < cells           ? new BoardItemAccessible(board(), Kind::Cell, index)
                     : index < cells + notes ? new BoardItemAccessible(board(), Kind::Note, index - cells)
                                             : new BoardItemAccessible(board(), Kind::Announcement, 0);
        id = QAccessible::registerAccessibleInterface(item);
    }
    return QAccessible::accessibleInterface(id);
}

QAccessibleInterface* BoardAccessible::child(int index) const { return cached(index); }

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
    const auto* item = dynamic_cast<const BoardItemAccessible*>(child);
    if (!item || !item->isValid() || item->table() != this) return -1;
    switch (item->kind()) {
    case BoardItemAccessible::Kind::Cell: return item->index();
    case BoardItemAccessible::Kind::Note: return noteIndex(item->index());
    case BoardItemAccessible::Kind::Announcement: return announcementIndex();
    }
    return -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const {
    const QPoint local = board()->mapFromGlobal(QPoint(x, y));
    const BoardGeometry g = board()->geometry();
    int r = 0, c = 0;
    if (g.cellAt(local, &r, &c)) return cellAt(r, c);
    const QStringList notes = board()->accessibleNotes();
    for (int i = 0; i < notes.size(); ++i)
        if (board()->accessibleNoteRect(i).contains(local)) return cached(noteIndex(i));
    return nullptr;
}

QAccessibleInterface* BoardAccessible::focusChild() const {
    return board()->hasFocus() ? cellAt(board()->cursorRow(), board()->cursorColumn()) : nullptr;
}

QAccessibleInterface* BoardAccessible::cellAt(int row, int column) const {
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount()) return nullptr;
    return cached(cellIndex(row, column));
}

QList<QAccessibleInterface*> BoardAccessible::selectedCells() const {
    if (QAccessibleInterface* cursor = cellAt(board()->cursorRow(), board()->cursorColumn())) return {cursor};
    return {};
}

QString BoardAccessible::columnDescription(int column) const { return GridBoardView::tr("column %1").arg(column + 1); }
QString BoardAccessible::rowDescription(int row) const { return GridBoardView::tr("row %1").arg(row + 1); }

void* BoardAccessible::interface_cast(QAccessible::InterfaceType t) {
    if (t == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(t);
}

}  // namespace pw::ui
