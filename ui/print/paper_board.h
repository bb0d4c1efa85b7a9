#pragma once
/// A board for paper: a value of its puzzle (model/board_value.h), read from the
/// position's text by the puzzle's reader and painted by the puzzle's painter on a page,
/// black on white, with no widget. Printing draws this copy and leaves the window's board
/// as it is: its cursor, its selection, the solution it shows.
#include <QRectF>
#include <QString>

#include <optional>
#include <span>

#include "boards/paper_paint.h"
#include "model/board_value.h"

class QPainter;

namespace pw::ui {

struct BoardEntry;

class PaperBoard {
public:
    /// The board of `puzzleId` holding `text`; none, with the reader's sentence in
    /// `error`, when the text is not a board of that puzzle (or the puzzle has no board).
    static std::optional<PaperBoard> read(const QString& puzzleId, const QString& text, QString* error);
    /// A board of `puzzleId` holding `value`; none when the puzzle has no board.
    static std::optional<PaperBoard> of(const QString& puzzleId, BoardPtr value);

    const BoardValue& value() const { return *value_; }
    /// Paints the board into `area`, `overlay` laid over it: the cells of a solution a run
    /// found (in the form the browser shows), or a recorded run's event.
    void paintOnPage(QPainter& painter, const QRectF& area, const PaperOverlay& overlay = {}) const;

private:
    PaperBoard(const BoardEntry* entry, BoardPtr value) : entry_(entry), value_(std::move(value)) {}
    const BoardEntry* entry_;
    BoardPtr value_;
};

}  // namespace pw::ui
