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
    sudoku::Board b = board();
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
    if (!board().conflicts().empty()) {
        message_ = tr("No hint while digits are in conflict: remove the red, hatched ones first.");
    } else if (board().isFilled()) {
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
    sudoku::Board after = step.eliminations.empty() ? board() : hintMarks_;
    sudoku::applyStep(after, step);
    push(std::move(after), tr("apply the hint: %1").arg(techniqueLabel(step.technique)));
    return true;
}

void SudokuBoardView::checkDigits() {
    clearOverlay();
    wrong_.clear();
    const sudoku::UniquenessResult result = sudoku::checkUniqueness(board().toInstance());
    switch (result.verdict) {
    case sudoku::Uniqueness::Invalid:
        // Conflicting givens are a notice; a bad shape cannot come from the board.
        message_ = result.notice ? SudokuNotices::text(result.notice)
                                 : tr("The puzzle cannot be checked: %1").arg(QString::fromStdString(result.message));
        break;
    case sudoku::Uniqueness::None: message_ = tr("The givens have no solution: nothing to check against."); break;
    case sudoku::Uniqueness::Unique:
    case sudoku::Uniqueness::Several: {
        wrong_ = board().wrongCells(result.solution);
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

QString SudokuBoardView::puzzleLine() const { return value().puzzleLine(); }

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

void SudokuBoardView::newPuzzle() { puzzleBoard()->start(value().generated(board().box())); }

void SudokuBoardView::showCollectionPuzzle(int index) {
    if (BoardPtr puzzle = value().collectionPuzzle(index)) puzzleBoard()->start(std::move(puzzle));
}

}  // namespace pw::ui
