#include "board_view.h"

namespace pw::ui {

BoardView::BoardView(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(240, 240);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(&undoStack_, &QUndoStack::indexChanged, this, &BoardView::statusChanged);
}

BoardView::~BoardView() {
    // The undo stack, destroyed after this body, empties itself and signals the index
    // change; the window listening to statusChanged may be half destroyed by then.
    disconnect(&undoStack_, nullptr, this, nullptr);
}

QString BoardView::decisionText(const Event& decision) const {
    if (decision.cell < 0) return tr("choice %1").arg(decision.aux);
    return tr("%1 in cell %2").arg(decision.value).arg(decision.cell + 1);
}

std::vector<int> BoardView::stateAfter(const Instance& run, std::span<const Event> decisions) const {
    const auto size = static_cast<std::size_t>(std::max(0, run.rows * run.cols));
    std::vector<int> state = run.cells.size() == size ? run.cells : std::vector<int>(size, 0);
    for (const Event& d : decisions)
        if (d.cell >= 0 && static_cast<std::size_t>(d.cell) < size) state[static_cast<std::size_t>(d.cell)] = d.value;
    return state;
}

}  // namespace pw::ui
