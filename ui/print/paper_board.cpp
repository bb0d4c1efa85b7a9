#include "paper_board.h"

#include <QCoreApplication>

#include "boards/board_registry.h"
#include "model/board_kind.h"
#include "puzzles/all_boards.h"

namespace pw::ui {

std::optional<PaperBoard> PaperBoard::read(const QString& puzzleId, const QString& text, QString* error) {
    const BoardKind* kind = findBoardKind(builtinBoardKinds(), puzzleId);
    if (!kind || !builtinBoards().find(puzzleId)) {
        if (error) *error = QCoreApplication::translate("Print", "No board shows the puzzle '%1'.").arg(puzzleId);
        return std::nullopt;
    }
    BoardPtr value = kind->read(text, nullptr, error);
    if (!value) return std::nullopt;
    return of(puzzleId, std::move(value));
}

std::optional<PaperBoard> PaperBoard::of(const QString& puzzleId, BoardPtr value) {
    const BoardEntry* entry = builtinBoards().find(puzzleId);
    if (!entry || !value) return std::nullopt;
    return PaperBoard(entry, std::move(value));
}

void PaperBoard::paintOnPage(QPainter& painter, const QRectF& area, const PaperOverlay& overlay) const {
    entry_->paintOnPaper(painter, area, *value_, overlay);
}

}  // namespace pw::ui
