#include "puzzle_deck.h"

#include <QListWidget>
#include <QStackedWidget>
#include <QUndoGroup>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "model/puzzle_board.h"
#include "model/workbench_model.h"
#include "puzzles/all_boards.h"
#include "text/registry_text.h"

namespace pw::ui {

PuzzleDeck::PuzzleDeck(WorkbenchModel* model, QObject* parent)
    : QObject(parent), model_(model), list_(new QListWidget), stack_(new QStackedWidget),
      undoGroup_(new QUndoGroup(this)) {
    list_->setIconSize(QSize(40, 40));
    list_->setSpacing(2);
    list_->setMinimumWidth(150);
    for (const PuzzleInfo& puzzle : builtinRegistry().puzzles()) {
        const BoardEntry* entry = builtinBoards().find(QString::fromStdString(puzzle.id));
        if (!entry || !model_->board(entry->puzzleId)) continue;
        auto* item = new QListWidgetItem(entry->icon(), registryText(puzzle.title), list_);
        item->setData(Qt::UserRole, entry->puzzleId);
        item->setToolTip(registryText(puzzle.description));
        BoardView* board = entry->create(model_->board(entry->puzzleId));
        boards_[entry->puzzleId] = board;
        stack_->addWidget(board);
        undoGroup_->addStack(board->undoStack());
        // Any change of a board, its options included, is an edit (kept, and it may change the title).
        connect(board, &BoardView::statusChanged, this, [this, board] {
            emit statusChanged(board);
            emit boardEdited(board);
        });
        connect(board, &BoardView::browseFilterChanged, this, [this, board] {
            emit boardEdited(board);
            emit browseFilterChanged(board);
        });
    }
    connect(list_, &QListWidget::currentRowChanged, this, &PuzzleDeck::onRowChanged);
    connect(model_, &WorkbenchModel::puzzleChanged, this, &PuzzleDeck::show);
}

void PuzzleDeck::detachBoards() {
    for (const auto& [id, board] : boards_) {
        disconnect(board, nullptr, this, nullptr);
        // The model, a child of the window made first, goes before the boards: they stop
        // listening to it now.
        disconnect(model_->board(id), nullptr, board, nullptr);
        disconnect(model_->board(id)->undoStack(), nullptr, board, nullptr);
    }
    disconnect(list_, nullptr, this, nullptr);
    disconnect(model_, nullptr, this, nullptr);
}

BoardView* PuzzleDeck::current() const { return qobject_cast<BoardView*>(stack_->currentWidget()); }

BoardView* PuzzleDeck::board(const QString& puzzleId) const {
    const auto it = boards_.find(puzzleId);
    return it == boards_.end() ? nullptr : it->second;
}

void PuzzleDeck::onRowChanged() {
    if (list_->currentItem()) model_->selectPuzzle(list_->currentItem()->data(Qt::UserRole).toString());
}

void PuzzleDeck::show(const QString& puzzleId) {
    BoardView* b = board(puzzleId);
    if (!b) return;
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->data(Qt::UserRole).toString() == puzzleId) {
            const QSignalBlocker block(list_);
            list_->setCurrentRow(i);
        }
    stack_->setCurrentWidget(b);
    undoGroup_->setActiveStack(b->undoStack());
    emit currentChanged(b);
}

}  // namespace pw::ui
