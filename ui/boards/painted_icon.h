#pragma once
/// Icons of the puzzle list, drawn with QPainter so they need no image files and stay
/// sharp at any size.
#include <QIcon>

namespace pw::ui {

QIcon queensIcon();
QIcon magicIcon();
QIcon sudokuIcon();
QIcon lightsOutIcon();
QIcon shadingIcon();

}  // namespace pw::ui
