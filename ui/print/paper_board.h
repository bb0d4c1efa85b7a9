#pragma once
/// A board made for paper: a new board of the puzzle (from the board registry), given a
/// position in the puzzle's file format, black on white, never shown. Printing paints
/// this copy (BoardView::paintOnPage) and leaves the window's board as it is: its
/// cursor, its selection, the solution it shows.
#include <QString>

#include <memory>

namespace pw::ui {

class BoardView;

/// The board of `puzzleId` holding `text`; nullptr with the reader's sentence in `error`
/// when the text is not a board of that puzzle (or the puzzle has no board).
std::unique_ptr<BoardView> makePaperBoard(const QString& puzzleId, const QString& text, QString* error);

}  // namespace pw::ui
