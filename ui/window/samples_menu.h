#pragma once
/// File › Samples: one submenu per puzzle, in the registry's order, listing the boards
/// its register_board.cpp ships in the resources, each as "title — caption".
#include <QString>

#include <functional>

class QMenu;
class QWidget;

namespace pw::ui {

/// `open(puzzleId, text)` receives the chosen sample's text, in its puzzle's file format.
QMenu* buildSamplesMenu(QWidget* parent, std::function<void(const QString& puzzleId, const QString& text)> open);

}  // namespace pw::ui
