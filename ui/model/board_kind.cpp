#include "board_kind.h"

namespace pw::ui {

const BoardKind* findBoardKind(const std::vector<BoardKind>& kinds, const QString& puzzleId) {
    for (const BoardKind& kind : kinds)
        if (kind.puzzleId == puzzleId) return &kind;
    return nullptr;
}

}  // namespace pw::ui
