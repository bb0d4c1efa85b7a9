// What a screen reader hears of a light: its row and column as the board's coordinates
// number them (from 0, like the press lists), on or off, and what is marked on it.
#include "lightsout_board_view.h"

namespace pw::ui {

QString LightsOutBoardView::cellAccessibleText(int r, int c) const {
    const auto i = static_cast<std::size_t>(r * board().cols + c);
    if (i >= board().lights.size()) return {};
    // A traced frame shows the presses tried and the lights they leave.
    lightsout::Board shown = board();
    const std::vector<int>& presses = overlayCells();
    const bool overlaid = overlay() != Overlay::None && presses.size() == board().lights.size();
    if (overlay() == Overlay::Frame && overlaid) lightsout::applyPresses(shown, presses);
    const bool lit = shown.lights[i] != 0;
    QString text = lit ? tr("row %1, column %2, on").arg(r).arg(c) : tr("row %1, column %2, off").arg(r).arg(c);
    if (overlaid && presses[i]) text += overlay() == Overlay::Solution ? tr(", to press") : tr(", pressed");
    if (overlay() == Overlay::None && obstruction_.size() == board().lights.size() && obstruction_[i])
        text += tr(", in the set that cannot all be turned off");
    return text;
}

}  // namespace pw::ui
