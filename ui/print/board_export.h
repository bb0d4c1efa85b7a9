#pragma once
/// The window's board on paper: File › Print… and File › Export as PDF…, and the
/// command line's --pdf. The board's position on a page, and its solution on the next
/// when one is known; drawn from a paper copy, so the board on screen is left as it is.
#include <QPageSize>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

#include "core/event.h"

class QWidget;

namespace pw::ui {

class BoardView;
class BoardDocument;

/// The pages of `board`: its puzzle's name, `subtitle` (its file; its size when empty),
/// and `solution` (cells as the board's showSolution takes them) on a second page.
std::unique_ptr<BoardDocument> boardDocument(const BoardView& board, const QString& subtitle,
                                             const std::optional<std::vector<int>>& solution, QString* error);

/// A traced event to print instead of the position: a recorded run's cursor.
struct PaperFrame {
    Event event;
    std::vector<int> state;
    QString caption;  ///< which event, for the page's subtitle
};

/// The pages written to `path` as a vector PDF on `paper`; false with one sentence.
bool saveBoardPdf(const BoardView& board, const QString& subtitle, const std::optional<std::vector<int>>& solution,
                  const QString& path, QPageSize::PageSizeId paper, QString* error,
                  const std::optional<PaperFrame>& frame = std::nullopt);

/// The pages sent to a printer the user chooses in the print dialog; false when the
/// dialog was cancelled or the printer refused, with the reason in `error` (empty
/// when cancelled).
bool printBoard(QWidget* parent, const BoardView& board, const QString& subtitle,
                const std::optional<std::vector<int>>& solution, QString* error);

}  // namespace pw::ui
