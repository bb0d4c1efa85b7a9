#pragma once
/// A board as assistive technology sees it, through Qt's QAccessible: a table of cells,
/// each a child named in the puzzle's words ("row 3, column 4, queen"), then the board's
/// notes (a magic square's line sums, a shading grid's runs) and last an announcement, a
/// child of role Notification whose name is the last change or step in words. The
/// board's description is its status line, its help the keys that play it.
///
/// Qt 6.4 has no announcement event (QAccessibleAnnouncementEvent came with 6.8). What it
/// has, and what screen readers act on: a description change on the board (Orca speaks
/// it for the focused object), name changes on the cells a step changed, and a
/// Notification child shown anew (AT-SPI's "showing" state, which Orca presents). The
/// board sends all three (GridBoardView::announce).
#include <QAccessibleWidget>

#include <vector>

namespace pw::ui {

class GridBoardView;

class BoardAccessible final : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit BoardAccessible(GridBoardView* board);
    ~BoardAccessible() override;

    // QAccessibleInterface
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;
    void* interface_cast(QAccessible::InterfaceType t) override;

    // QAccessibleTableInterface: one selected cell, the cursor.
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override { return 1; }
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override {}

    GridBoardView* board() const;
    /// The child index of cell (r, c), of note `i`, and of the announcement.
    int cellIndex(int r, int c) const;
    int noteIndex(int i) const;
    int announcementIndex() const;

private:
    /// Child `index` in QAccessible's cache, made the first time it is asked for. The
    /// cache is emptied when the grid or the number of notes changes.
    QAccessibleInterface* cached(int index) const;
    void forgetChildren() const;

    mutable std::vector<QAccessible::Id> children_;
    mutable int shapeRows_ = -1, shapeCols_ = -1, shapeNotes_ = -1;
};

/// Makes every GridBoardView answer with a BoardAccessible (QAccessible::installFactory);
/// called once, by the first board made.
void installBoardAccessibility();

/// Whether anything listens to accessibility events: a platform bridge (a screen reader
/// is running) or an update handler installed with QAccessible::installUpdateHandler.
bool accessibilityListening();
/// Sends an event to assistive technology: through QAccessible::updateAccessibility when
/// a bridge is active, else to the installed update handler (a test, or the probe that
/// prints what a screen reader receives), which Qt only calls when a bridge is active.
void sendAccessibleEvent(QAccessibleEvent& event);

}  // namespace pw::ui
