#include "paper_board.h"

#include <QCoreApplication>
#include <QPalette>

#include "boards/board_registry.h"
#include "boards/board_view.h"
#include "puzzles/all_boards.h"

namespace pw::ui {

std::unique_ptr<BoardView> makePaperBoard(const QString& puzzleId, const QString& text, QString* error) {
    const BoardEntry* entry = builtinBoards().find(puzzleId);
    if (!entry) {
        if (error) *error = QCoreApplication::translate("Print", "No board shows the puzzle '%1'.").arg(puzzleId);
        return nullptr;
    }
    std::unique_ptr<BoardView> board(entry->create(nullptr));
    // What the paint code reads from the widget's palette (coordinates, the magic
    // square's empty sum boxes) in black on white, whatever the desktop's colours.
    board->setPalette(QPalette(Qt::black, Qt::white));
    if (!board->fromText(text, error)) return nullptr;
    return board;
}

}  // namespace pw::ui
