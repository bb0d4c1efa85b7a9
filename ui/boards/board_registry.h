#pragma once
/// Which puzzles have a board in the window, with their icon. Each puzzle registers its
/// board next to its own code (ui/puzzles/<puzzle>/register_board.cpp), the way its
/// solver registers its versions; ui/puzzles/all_boards.cpp collects them. The window
/// lists the registry's puzzles that have a board here, in the registry's order.
#include <QIcon>
#include <QRectF>
#include <QString>

#include <functional>
#include <span>
#include <vector>

#include "core/instance.h"
#include "core/notice.h"

class QPainter;

namespace pw::ui {

class BoardValue;
class BoardView;
class PuzzleBoard;
struct PaperOverlay;  // boards/paper_paint.h

/// A board shipped in the resources (resources/<puzzle>/samples/), offered in
/// File › Samples. Its title and caption are English source texts written with
/// QT_TRANSLATE_NOOP("Samples", ...) and translated when shown.
struct BoardSample {
    QString resource;     ///< ":/queens/samples/lesson.txt", in the puzzle's file format
    const char* title;    ///< a few words
    const char* caption;  ///< one line: why this board is worth opening
};

/// One puzzle's board: how to make a view of the model's board of the puzzle, how it looks in the puzzle list (an SVG of
/// resources/<puzzle>/), how its solver's notices (core/notice.h) read in the user's
/// language, and its samples.
struct BoardEntry {
    QString puzzleId;
    std::function<BoardView*(PuzzleBoard* board)> create;
    /// Paints a value of the puzzle on paper into `area` (boards/paper_paint.h), with no
    /// widget: black ink on white, without the screen's aids; `overlay` laid over it (a
    /// solution as the browser shows one, a recorded run's event as the board shows it).
    std::function<void(QPainter& painter, const QRectF& area, const BoardValue& value, const PaperOverlay& overlay)>
        paintOnPaper;
    std::function<QIcon()> icon;
    std::function<QString(const Notice&)> noticeText{};  ///< empty when the puzzle has no notices
    /// The rule a worksheet of the puzzle's made puzzles states under its header, for
    /// puzzles like `first` (print/worksheet_document); empty when the puzzle makes none.
    std::function<QString(const Instance& first)> worksheetInstruction{};
    std::vector<BoardSample> samples;
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
