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

}  // namespace pw::ui
