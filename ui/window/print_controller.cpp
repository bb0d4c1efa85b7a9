#include "print_controller.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>

#include "boards/board_view.h"
#include "document_controller.h"
#include "print/paper_size.h"
#include "print/worksheet_dialog.h"
#include "puzzle_deck.h"
#include "run_controller.h"

namespace pw::ui {

PrintController::PrintController(Parts parts, QObject* parent) : QObject(parent), parts_(parts) {}

void PrintController::addFileActions(QMenu* file) {
    QAction* print = file->addAction(tr("P&rint…"), QKeySequence::Print, this, &PrintController::printBoard);
    print->setToolTip(tr("Print the board, and its solution on a second page when a run found one"));
    file->addAction(tr("Export as P&DF…"), this, &PrintController::chooseFileAndExport);
    withSolution_ = file->addAction(tr("With the solu&tion"));
    withSolution_->setCheckable(true);
    withSolution_->setChecked(true);
    withSolution_->setToolTip(tr("Print and export the solution the last run found on a second page"));
    file->addAction(tr("&Worksheet…"), this, &PrintController::showWorksheetDialog);
}

void PrintController::setWithSolution(bool on) {
    if (withSolution_) withSolution_->setChecked(on);
}

std::optional<std::vector<int>> PrintController::solutionForPaper() const {
    if (withSolution_ && !withSolution_->isChecked()) return std::nullopt;
    return parts_.runs->solutionOfBoard();
}

QString PrintController::subtitle() const {
    const QString path = parts_.documents->documentPath();
    return path.isEmpty() ? QString() : QFileInfo(path).fileName();
}

bool PrintController::writeBoardPdf(const QString& path, QString* error, const QString& note) {
    const BoardView* board = parts_.deck->current();
    if (!board) return false;
    QString line = subtitle();
    if (!note.isEmpty()) {
        // After the file's name, or after the size that stands for it (board_export.cpp).
        const Instance instance = board->instance();
        if (line.isEmpty()) line = QCoreApplication::translate("Print", "%1 × %2").arg(instance.rows).arg(instance.cols);
        line += QStringLiteral(" — ") + note;
    }
    return saveBoardPdf(*board, line, solutionForPaper(), path, defaultPaperSize(), error,
                        frameSource_ ? frameSource_() : std::nullopt);
}

bool PrintController::exportBoardPdf(const QString& path) {
    QString error;
    if (writeBoardPdf(path, &error)) return true;
    parts_.documents->prompts().warning(parts_.window, tr("Export as PDF"), error);
    return false;
}

void PrintController::chooseFileAndExport() {
    const BoardView* board = parts_.deck->current();
    if (!board) return;
    const QString document = parts_.documents->documentPath();
    const QString name = document.isEmpty() ? board->puzzleId() + QStringLiteral(".pdf")
                                            : QFileInfo(document).completeBaseName() + QStringLiteral(".pdf");
    const QString path = QFileDialog::getSaveFileName(parts_.window, tr("Export the board as PDF"), name, tr("PDF documents (*.pdf)"));
    if (!path.isEmpty()) exportBoardPdf(path);
}

void PrintController::printBoard() {
    const BoardView* board = parts_.deck->current();
    if (!board) return;
    QString error;
    if (!pw::ui::printBoard(parts_.window, *board, subtitle(), solutionForPaper(), &error) && !error.isEmpty())
        parts_.documents->prompts().warning(parts_.window, tr("Print"), error);
}

WorksheetDialog* PrintController::showWorksheetDialog() {
    if (!worksheet_) {
        worksheet_ = new WorksheetDialog(parts_.window);
        if (const BoardView* board = parts_.deck->current()) worksheet_->selectPuzzle(board->puzzleId());
    }
    worksheet_->show();
    worksheet_->raise();
    worksheet_->activateWindow();
    return worksheet_;
}

}  // namespace pw::ui
