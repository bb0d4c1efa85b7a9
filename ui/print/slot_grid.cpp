#include "slot_grid.h"

#include <algorithm>
#include <vector>

namespace pw::ui {

namespace {

/// Every grid of up to 4 × 4 slots with at most `maxPerPage` slots, with its cell size.
std::vector<SlotGrid> candidates(const SlotNeeds& needs) {
    std::vector<SlotGrid> grids;
    for (int columns = 1; columns <= 4; ++columns)
        for (int rows = 1; rows <= 4; ++rows) {
            if (columns * rows > std::max(1, needs.maxPerPage)) continue;
            const double slotWidth = needs.areaMm.width() / columns;
            const double slotHeight = needs.areaMm.height() / rows - needs.labelMm;
            const double cell = std::min(slotWidth / needs.boardCells.width(), slotHeight / needs.boardCells.height());
            grids.push_back({columns, rows, cell});
        }
    return grids;
}

}  // namespace

QRectF SlotGrid::slot(const QRectF& area, int i) const {
    const double w = area.width() / columns, h = area.height() / rows;
    return {area.left() + (i % columns) * w, area.top() + (i / columns) * h, w, h};
}

SlotGrid gridForCount(const SlotNeeds& needs, int count) {
    const int wanted = std::clamp(count, 1, std::max(1, needs.maxPerPage));
    SlotGrid best{1, 1, 0};
    bool found = false;
    for (const SlotGrid& g : candidates(needs)) {
        if (g.cellMm < needs.minCellMm) continue;
        const int held = std::min(g.perPage(), wanted), bestHeld = std::min(best.perPage(), wanted);
        // More boards first, then larger cells, then fewer slots (no empty ones).
        const bool better = !found || held > bestHeld || (held == bestHeld && g.cellMm > best.cellMm + 1e-9) ||
                            (held == bestHeld && g.cellMm > best.cellMm - 1e-9 && g.perPage() < best.perPage());
        if (better) best = g, found = true;
    }
    if (!found) best = candidates(needs).front();  // 1×1: as large as the page allows
    return best;
}

SlotGrid densestGrid(const SlotNeeds& needs) {
    return gridForCount(needs, needs.maxPerPage);
}

}  // namespace pw::ui
