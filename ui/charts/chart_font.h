#pragma once
/// The type of the charts' titles, axes and legends.
#include <QFont>

namespace pw::ui {

/// The application font scaled by `scale`: chart texts follow it, so that zoom and
/// presentation mode reach them.
QFont chartFont(double scale, bool bold = false);

}  // namespace pw::ui
