#pragma once
/// A child of a board's accessible table (board_accessible.h): a cell, with the table-cell
/// interface and a "press" action that plays it; a note (a line sum, a run); or the
/// announcement. It holds no state of its own: every answer is asked of the board.
#include <QAccessibleInterface>
#include <QPointer>

namespace pw::ui {

class GridBoardView;

class BoardItemAccessible final : public QAccessibleInterface,
                                  public QAccessibleTableCellInterface,
                                  public QAccessibleActionInterface {
public:
    enum class Kind { Cell, Note, Announcement };

    /// `index` is the cell (r * columns + c) or the note's number.
    BoardItemAccessible(GridBoardView* board, Kind kind, int index);

    // QAccessibleInterface
    bool isValid() const override;
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;
    void* interface_cast(QAccessible::InterfaceType t) override;

    // QAccessibleTableCellInterface
    bool isSelected() const override;
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override;
    int rowIndex() const override;
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

    // QAccessibleActionInterface: "press" plays the cell as Space does.
    QStringList actionNames() const override;
    void doAction(const QString& actionName) override;
    QStringList keyBindingsForAction(const QString& actionName) const override;

    Kind kind() const { return kind_; }
    int index() const { return index_; }

private:
    QPointer<GridBoardView> board_;
    Kind kind_;
    int index_;
};

}  // namespace pw::ui
