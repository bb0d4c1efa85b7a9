#pragma once
/// Which puzzles have a board in the window, with their icon. The window lists the
/// registry's puzzles that appear here, in the registry's order; adding a puzzle's board
/// is one entry in board_factory.cpp.
#include <QIcon>
#include <QString>

#include <functional>
#include <vector>

namespace pw::ui {

class BoardView;

struct BoardEntry {
    QString puzzleId;
    std::function<BoardView*()> create;
    std::function<QIcon()> icon;
};

const std::vector<BoardEntry>& boardEntries();
const BoardEntry* boardEntry(const QString& puzzleId);

}  // namespace pw::ui
