#include "grid_painter.h"

namespace pw::ui {

bool GridScene::frameCell(int* r, int* c) const {
    if (overlay != Overlay::Frame || frameEvent.cell < 0 || frameEvent.cell >= rows * cols) return false;
    *r = frameEvent.cell / cols;
    *c = frameEvent.cell % cols;
    return true;
}

}  // namespace pw::ui
