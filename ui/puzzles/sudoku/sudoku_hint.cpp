// The sudoku board's helpers beyond typing: the hint and its Apply, Check, the puzzle
// line on the clipboard, the generator and the walk through a collection.
#include <QClipboard>
#include <QGuiApplication>

#include <algorithm>

#include "sudoku/algorithms.h"
#include "sudoku/format.h"
#include "sudoku/generator.h"
#include "sudoku_board_view.h"
#include "sudoku_notices.h"

namespace pw::ui {

sudoku::Board SudokuBoardView::hintBoard() const {
    // The techniques read the marks as they are; a cell the player left without marks is
    // taken to hold every candidate its peers allow, and a mark its peers forbid is dropped.
    sudoku::Board b = board_;
    for (int cell = 0; cell < b.cellCount(); ++cell) {
        if (!b.isBlank(cell)) continue;
        const sudoku::Mask allowed = b.allowed(cell);
        b.setMarks(cell, b.marks(cell) ? (b.marks(cell) & allowed) : allowed);
    }
    return b;
}

bool SudokuBoardView::showHint() {
    clearOverlay();
    hint_.reset();
    message_.clear();
    if (!board_.conflicts().empty()) {
        message_ = tr("No hint while digits are in conflict: remove the red, hatched ones first.");
    } else if (board_.isFilled()) {
        message_ = tr("The grid is full: there is nothing left to hint.");
    } else {
        hintMarks_ = hintBoard();
        hint_ = sudoku::nextStep(hintMarks_);
        if (!hint_)
            message_ = tr("No step found with the techniques the board knows (up to the X-wing): "
                          "this grid needs trial and error, or a digit so far is wrong (try Check).");
    }
    update();
    emit statusChanged();
    syncOptions();
    return hint_.has_value();
}

bool SudokuBoardView::applyHint() {
    if (!hint_) return false;
    const sudoku::Step step = *hint_;
    // An elimination only lasts if the marks exist: it is applied to the board with the
    // candidates the hint was found on. A placement needs no marks.
    sudoku::Board after = step.eliminations.empty() ? board_ : hintMarks_;
    sudoku::applyStep(after, step);
    push(std::move(after), tr("apply the hint: %1").arg(techniqueLabel(step.technique)));
    return true;
}

void SudokuBoardView::checkDigits() {
    clearOverlay();
    wrong_.clear();
    const sudoku::UniquenessResult result = sudoku::checkUniqueness(board_.toInstance());
    switch (result.verdict) {
    case sudoku::Uniqueness::Invalid:
        // Conflicting givens are a notice; a bad shape cannot come from the board.
        message_ = result.notice ? SudokuNotices::text(result.notice)
                                 : tr("The puzzle cannot be checked: %1").arg(QString::fromStdString(result.message));
        break;
    case sudoku::Uniqueness::None: message_ = tr("The givens have no solution: nothing to check against."); break;
    case sudoku::Uniqueness::Unique:
    case sudoku::Uniqueness::Several: {
        wrong_ = board_.wrongCells(result.solution);
        const QString several = result.verdict == sudoku::Uniqueness::Several
                                    ? tr("(The puzzle has several solutions: checked against one of them.)")
                                    : QString();
        message_ = wrong_.empty() ? tr("Check: every digit so far is right.")
                                  : tr("Check: %n digit(s) wrong, flagged red and hatched.", nullptr, static_cast<int>(wrong_.size()));
        if (!several.isEmpty()) message_ = tr("%1 %2").arg(message_, several);
        break;
    }
    }
    update();
    emit statusChanged();
}

QString SudokuBoardView::puzzleLine() const { return QString::fromStdString(sudoku::formatLine(board_.givens())); }

bool SudokuBoardView::pasteText(const QString& text, QString* error) { return fromText(text, error); }

void SudokuBoardView::copyToClipboard() const {
    if (QClipboard* clipboard = QGuiApplication::clipboard()) clipboard->setText(puzzleLine());
}

void SudokuBoardView::pasteFromClipboard() {
    const QClipboard* clipboard = QGuiApplication::clipboard();
    QString error;
    if (!clipboard || !pasteText(clipboard->text(), &error)) {
        message_ = tr("Paste: the clipboard holds no puzzle line (%1).").arg(error);
        update();
        emit statusChanged();
    }
}

void SudokuBoardView::generate(int box) {
    // 16×16 grids are slow to empty cell by cell while checking uniqueness: one attempt,
    // of the closest level. A 9×9 takes a few attempts at most (expert: about one in
    // three minimal grids); 4×4 grids are never harder than easy, so their attempts end.
    const int attempts = box == 4 ? 1 : box == 3 ? 200 : 20;
    const std::optional<sudoku::GeneratedPuzzle> made =
        sudoku::generate(static_cast<sudoku::Level>(level_), nextSeed_++, box, attempts);
    Result<sudoku::Board> board = sudoku::Board::fromInstance(made ? made->puzzle : sudoku::emptyInstance(box));
    startPuzzle(board ? board.value() : sudoku::Board(box));
}

void SudokuBoardView::newPuzzle() {
    collection_.clear();
    collectionIndex_ = 0;
    generate(board_.box());
}

void SudokuBoardView::showCollectionPuzzle(int index) {
    if (collection_.empty()) return;
    collectionIndex_ = std::clamp(index, 0, collectionSize() - 1);
    Result<sudoku::Board> board = sudoku::Board::fromInstance(collection_[static_cast<std::size_t>(collectionIndex_)]);
    if (board) startPuzzle(board.value());
}

}  // namespace pw::ui
