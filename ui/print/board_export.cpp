#include "board_export.h"

#include <QCoreApplication>
#include <QPrintDialog>
#include <QPrinter>

#include "all_puzzles.h"
#include "board_document.h"
#include "boards/board_view.h"
#include "page_output.h"
#include "paper_size.h"
#include "text/registry_text.h"

namespace pw::ui {

std::unique_ptr<BoardDocument> boardDocument(const BoardView& board, const QString& subtitle,
                                             const std::optional<std::vector<int>>& solution, QString* error) {
    // The model's value of the board, drawn on paper: the view is left as it is.
    std::optional<PaperBoard> paper = PaperBoard::of(board.puzzleId(), board.puzzleBoard()->value());
    if (!paper) {
        if (error) *error = QCoreApplication::translate("Print", "No board shows the puzzle '%1'.").arg(board.puzzleId());
        return nullptr;
    }
    const PuzzleInfo* info = builtinRegistry().puzzle(board.puzzleId().toStdString());
    const QString title = info ? registryText(info->title) : board.puzzleId();
    const Instance instance = board.instance();
    const QString line = !subtitle.isEmpty() ? subtitle
                                             : QCoreApplication::translate("Print", "%1 × %2").arg(instance.rows).arg(instance.cols);
    return std::make_unique<BoardDocument>(std::move(*paper), title, line, solution);
}

bool saveBoardPdf(const BoardView& board, const QString& subtitle, const std::optional<std::vector<int>>& solution,
                  const QString& path, QPageSize::PageSizeId paper, QString* error, const std::optional<PaperFrame>& frame) {
    std::unique_ptr<BoardDocument> document = boardDocument(board, subtitle, solution, error);
    if (document && frame) document->setFrame(frame->event, frame->state, frame->caption);
    return document && writePdf(path, *document, paperLayout(paper), error);
}

bool printBoard(QWidget* parent, const BoardView& board, const QString& subtitle,
                const std::optional<std::vector<int>>& solution, QString* error) {
    std::unique_ptr<BoardDocument> document = boardDocument(board, subtitle, solution, error);
    if (!document) return false;
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(paperLayout(defaultPaperSize()));
    printer.setDocName(document->title());
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(QCoreApplication::translate("Print", "Print the board"));
    if (dialog.exec() != QDialog::Accepted) {
        if (error) error->clear();
        return false;
    }
    if (paintDocument(printer, *document)) return true;
    if (error) *error = QCoreApplication::translate("Print", "The printer refused the pages.");
    return false;
}

}  // namespace pw::ui
