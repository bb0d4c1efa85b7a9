#pragma once
/// Icons drawn from the SVG files of resources/ (the application's and each puzzle's),
/// rendered by Qt SVG at whatever size is asked, so that one drawing serves a 16-pixel
/// task bar, the 40-pixel puzzle list and a 256-pixel software centre.
#include <QIcon>
#include <QString>

namespace pw::ui {

/// The icon of an SVG resource (":/queens/icon.svg"); a null icon when the file is
/// missing or not SVG.
QIcon svgIcon(const QString& resource);

}  // namespace pw::ui
