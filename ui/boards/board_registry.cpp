#include "board_registry.h"

namespace pw::ui {

const BoardEntry* BoardRegistry::find(const QString& puzzleId) const {
    for (const BoardEntry& e : entries_)
        if (e.puzzleId == puzzleId) return &e;
    return nullptr;
}

}  // namespace pw::ui
