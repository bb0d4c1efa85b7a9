#include "board_view.h"

namespace pw::ui {

BoardView::BoardView(PuzzleBoard* board, const BoardKind& kind, QWidget* parent)
    : QWidget(parent), own_(board ? nullptr : std::make_unique<PuzzleBoard>(kind)), board_(board ? board : own_.get()) {
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(240, 240);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(board_->undoStack(), &QUndoStack::indexChanged, this, &BoardView::statusChanged);
    connect(board_, &PuzzleBoard::gameStarted, this, [this] { gameStarted(); });
    connect(board_, &PuzzleBoard::positionChanged, this, [this] { positionChanged(); });
    connect(board_, &PuzzleBoard::optionsChanged, this, [this] { optionsChanged(); });
}

BoardView::~BoardView() {
    // A board of its own, destroyed after this body, empties its undo stack and signals
    // the index change; the window listening to statusChanged may be half destroyed by then.
    if (!board_) return;
    disconnect(board_, nullptr, this, nullptr);
    disconnect(board_->undoStack(), nullptr, this, nullptr);
}

void BoardView::positionChanged() {
    update();
    emit statusChanged();
}

void BoardView::optionsChanged() {
    update();
    emit statusChanged();
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
