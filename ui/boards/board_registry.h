#pragma once
/// Which puzzles have a board in the window, with their icon. Each puzzle registers its
/// board next to its own code (ui/puzzles/<puzzle>/register_board.cpp), the way its
/// solver registers its versions; ui/puzzles/all_boards.cpp collects them. The window
/// lists the registry's puzzles that have a board here, in the registry's order.
#include <QIcon>
#include <QString>

#include <functional>
#include <vector>

#include "core/notice.h"

namespace pw::ui {

class BoardView;

/// One puzzle's board: how to make it, how it looks in the puzzle list, and how its
/// solver's notices (core/notice.h) read in the user's language.
struct BoardEntry {
    QString puzzleId;
    std::function<BoardView*()> create;
    std::function<QIcon()> icon;
    std::function<QString(const Notice&)> noticeText{};  ///< empty when the puzzle has no notices
};

/// The boards compiled into the program, found by the solvers' puzzle id.
class BoardRegistry {
public:
    void add(BoardEntry entry) { entries_.push_back(std::move(entry)); }
    const std::vector<BoardEntry>& entries() const { return entries_; }
    /// The entry of `puzzleId`, or nullptr when that puzzle has no board.
    const BoardEntry* find(const QString& puzzleId) const;

private:
    std::vector<BoardEntry> entries_;
};

}  // namespace pw::ui
