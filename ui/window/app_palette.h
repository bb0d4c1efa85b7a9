#pragma once
/// --palette dark|light: the window's colours whatever the desktop's. A classroom's
/// projector may want the light look on a teacher's dark desktop, and a screenshot made
/// offscreen (where there is no desktop) the dark look that a dark desktop gives: the
/// boards, the charts and the search tree follow the application's palette.
#include <QPalette>
#include <QString>

namespace pw::ui {

/// What a dark desktop gives a Qt application: a dark palette for every role.
QPalette darkDesktopPalette();

/// Sets the application's palette: "dark" (darkDesktopPalette), "light" (the style's
/// standard, light palette); "" leaves the desktop's. Needs a QApplication.
void applyPaletteChoice(const QString& choice);

}  // namespace pw::ui
