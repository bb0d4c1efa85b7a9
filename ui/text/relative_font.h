#pragma once
/// Fonts sized relative to the application font, so zoom and presentation mode (which
/// change the application font) scale the big figures and titles with everything else.
#include <QWidget>

namespace pw::ui {

/// Gives `widget` the application font times `scale`, and remembers the scale.
void setRelativeFont(QWidget* widget, double scale, bool bold = false);
/// Re-applies the remembered scales under `root` after the application font changed.
void refreshRelativeFonts(QWidget* root);

}  // namespace pw::ui
