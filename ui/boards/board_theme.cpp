#include "board_theme.h"

namespace pw::ui {

BoardTheme& BoardTheme::instance() {
    static BoardTheme theme;
    return theme;
}

void BoardTheme::setHighContrast(bool on) {
    if (on == highContrast_) return;
    highContrast_ = on;
    emit changed();
}

}  // namespace pw::ui
