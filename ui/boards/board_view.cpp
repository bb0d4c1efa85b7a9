#include "board_view.h"

namespace pw::ui {

BoardView::BoardView(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(240, 240);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(&undoStack_, &QUndoStack::indexChanged, this, &BoardView::statusChanged);
}

}  // namespace pw::ui
