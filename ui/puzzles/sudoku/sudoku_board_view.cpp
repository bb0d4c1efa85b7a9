#include "sudoku_board_view.h"

#include <QKeyEvent>

#include <algorithm>

#include "sudoku/format.h"
#include "sudoku_hint_text.h"
#include "sudoku_options.h"
#include "sudoku_painter.h"

namespace pw::ui {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

/// The digit a key stands for on a grid of `size` digits (0 erases), or −1. `mark` is
/// set for Shift+digit; on a US layout Shift+1 arrives as '!', so those symbols count too.
int digitOfKey(const QKeyEvent* event, int size, bool* mark) {
    *mark = (event->modifiers() & Qt::ShiftModifier) != 0;
    const int key = event->key();
    if (key >= Qt::Key_0 && key <= Qt::Key_9) return key - Qt::Key_0 <= size ? key - Qt::Key_0 : -1;
    if (size > 9 && key >= Qt::Key_A && key < Qt::Key_A + size - 9) return 10 + key - Qt::Key_A;
    static const int shifted[] = {Qt::Key_Exclam, Qt::Key_At, Qt::Key_NumberSign, Qt::Key_Dollar, Qt::Key_Percent,
                                  Qt::Key_AsciiCircum, Qt::Key_Ampersand, Qt::Key_Asterisk, Qt::Key_ParenLeft};
    for (int d = 1; d <= 9 && d <= size; ++d)
        if (key == shifted[d - 1]) {
            *mark = true;
            return d;
        }
    return -1;
}

}  // namespace

QString SudokuBoardView::cellLabel(int cell) const { return SudokuHintText::cell(cell, board().size()); }

SudokuBoardView::SudokuBoardView(PuzzleBoard* board, QWidget* parent)
    : GridBoardView(board, *findBoardKind(builtinBoardKinds(), QStringLiteral("sudoku")), parent) {
    setFocusPolicy(Qt::StrongFocus);
    fitGridToBoard();
    rate();
}

QWidget* SudokuBoardView::optionsWidget() {
    if (options_) return options_;
    // Parented to the board until the window places it above the board.
    options_ = new SudokuOptions(this);
    options_->hide();
    options_->setLevel(value().level());
    auto then = [this](auto action) {
        return [this, action] {
            action();
            setFocus();
        };
    };
    connect(options_, &SudokuOptions::pencilModeChanged, this, &SudokuBoardView::setPencilMode);
    connect(options_, &SudokuOptions::fillCandidatesRequested, this, then([this] { fillAllCandidates(); }));
    connect(options_, &SudokuOptions::clearMarksRequested, this, then([this] { clearAllMarks(); }));
    connect(options_, &SudokuOptions::hintRequested, this, then([this] { showHint(); }));
    connect(options_, &SudokuOptions::applyRequested, this, then([this] { applyHint(); }));
    connect(options_, &SudokuOptions::checkRequested, this, then([this] { checkDigits(); }));
    connect(options_, &SudokuOptions::copyRequested, this, then([this] { copyToClipboard(); }));
    connect(options_, &SudokuOptions::pasteRequested, this, then([this] { pasteFromClipboard(); }));
    connect(options_, &SudokuOptions::levelChanged, this, &SudokuBoardView::setLevel);
    connect(options_, &SudokuOptions::newPuzzleRequested, this, then([this] { newPuzzle(); }));
    connect(options_, &SudokuOptions::previousRequested, this,
            then([this] { showCollectionPuzzle(collectionIndex() - 1); }));
    connect(options_, &SudokuOptions::nextRequested, this, then([this] { showCollectionPuzzle(collectionIndex() + 1); }));
    syncOptions();
    return options_;
}

void SudokuBoardView::syncOptions() {
    if (!options_) return;
    options_->setPencilMode(pencilMode());
    options_->setHintShown(hint_.has_value());
    options_->setCollection(collectionIndex(), collectionSize());
}

// ---- the player's board ----

void SudokuBoardView::rate() {
    // A 9×9 is rated in a few milliseconds; the scale's medians were fitted on 9×9 only.
    rating_.reset();
    if (board().box() == 3) rating_ = sudoku::rate(board().toInstance());
}

void SudokuBoardView::gameStarted() {
    rate();
    GridBoardView::gameStarted();
}

void SudokuBoardView::positionChanged() {
    // Any change makes a shown hint or check stale.
    hint_.reset();
    wrong_.clear();
    message_.clear();
    GridBoardView::positionChanged();
    syncOptions();
}

void SudokuBoardView::optionsChanged() {
    if (options_) options_->setLevel(value().level());
    syncOptions();
    GridBoardView::optionsChanged();
}

void SudokuBoardView::push(sudoku::Board after, const QString& text) {
    if (after == board()) return;
    puzzleBoard()->edit(value().withBoard(std::move(after)), text);
}

void SudokuBoardView::enterDigit(int cell, int digit) {
    if (cell < 0 || cell >= board().cellCount() || digit < 0 || digit > board().size()) return;
    if (board().isGiven(cell)) {
        message_ = tr("%1 is a given: it cannot be changed.").arg(cellLabel(cell));
        emit statusChanged();
        return;
    }
    sudoku::Board after = board();
    if (digit == 0) {
        // Erasing an empty cell erases its marks instead.
        if (after.isBlank(cell)) after.setMarks(cell, 0);
        else after.clearDigit(cell);
        push(std::move(after), tr("erase %1").arg(cellLabel(cell)));
        return;
    }
    after.setDigit(cell, digit);
    push(std::move(after), tr("%1 in %2").arg(QChar::fromLatin1(sudoku::digitChar(digit))).arg(cellLabel(cell)));
}

void SudokuBoardView::toggleMark(int cell, int digit) {
    if (cell < 0 || cell >= board().cellCount() || !board().isBlank(cell)) return;
    sudoku::Board after = board();
    after.toggleMark(cell, digit);
    push(std::move(after), tr("mark %1 in %2").arg(QChar::fromLatin1(sudoku::digitChar(digit))).arg(cellLabel(cell)));
}

void SudokuBoardView::fillAllCandidates() {
    sudoku::Board after = board();
    after.fillAllCandidates();
    push(std::move(after), tr("fill all candidates"));
}

void SudokuBoardView::clearAllMarks() {
    sudoku::Board after = board();
    after.clearAllMarks();
    push(std::move(after), tr("clear the marks"));
}

void SudokuBoardView::clearBoard() {
    sudoku::Board after(board().box());
    const std::vector<int> givens = board().givens();
    for (int cell = 0; cell < after.cellCount(); ++cell)
        if (givens[at(cell)]) after.setGiven(cell, givens[at(cell)]);
    push(std::move(after), tr("start the puzzle again"));
}

void SudokuBoardView::setPencilMode(bool on) {
    if (on != pencilMode()) puzzleBoard()->setOptions(value().withPencilMode(on));
}

void SudokuBoardView::setLevel(int level) {
    if (level != value().level()) puzzleBoard()->setOptions(value().withLevel(level));
}

double SudokuBoardView::marginCells() const { return SudokuPainter::kMarginCells; }

void SudokuBoardView::paintBoard(QPainter& p, const BoardGeometry& g) {
    SudokuPainter(scene(), value(), {hint_, hintMarks_, wrong_, selectedCell()}).paint(p, g);
}

// ---- keyboard and mouse ----

int SudokuBoardView::slotDigit(int cell, QPointF point) const {
    const BoardGeometry g = geometry();
    const QRectF rect = g.cellRect(cell / board().size(), cell % board().size());
    const int b = board().box();
    const int sx = std::clamp(static_cast<int>((point.x() - rect.left()) / rect.width() * b), 0, b - 1);
    const int sy = std::clamp(static_cast<int>((point.y() - rect.top()) / rect.height() * b), 0, b - 1);
    return sy * b + sx + 1;
}

void SudokuBoardView::mousePressEvent(QMouseEvent* event) {
    clickPoint_ = event->position();
    clicked_ = true;
    GridBoardView::mousePressEvent(event);
    clicked_ = false;
}

void SudokuBoardView::mouseDoubleClickEvent(QMouseEvent* event) {
    // A double click places the digit of the candidate slot under the pointer: the
    // whole game can be played with the mouse.
    int r = 0, c = 0;
    if (event->button() != Qt::LeftButton || !geometry().cellAt(event->position(), &r, &c)) return;
    const int cell = r * board().size() + c;
    if (board().isBlank(cell)) enterDigit(cell, slotDigit(cell, event->position()));
}

void SudokuBoardView::activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers) {
    // A click selects the cell; in pencil mode, or with the right button, it also toggles
    // the candidate under the pointer (the mini-grid's slot).
    const int cell = r * board().size() + c;
    if (!clicked_ || !board().isBlank(cell)) return;
    if (button == Qt::RightButton || pencilMode()) toggleMark(cell, slotDigit(cell, clickPoint_));
}

bool SudokuBoardView::typeKey(QKeyEvent* event) {
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
    const int cell = selectedCell();
    const int key = event->key();
    if (key == Qt::Key_P) {
        setPencilMode(!pencilMode());
        return true;
    }
    if (key == Qt::Key_H) {
        showHint();
        return true;
    }
    if (key == Qt::Key_Backspace || key == Qt::Key_Delete) {
        clearOverlay();
        enterDigit(cell, 0);
        return true;
    }
    bool mark = false;
    const int digit = digitOfKey(event, board().size(), &mark);
    if (digit < 0) return false;
    clearOverlay();
    if (digit == 0) enterDigit(cell, 0);
    else if (mark != pencilMode()) toggleMark(cell, digit);  // Shift inverts the mode
    else enterDigit(cell, digit);
    return true;
}

// ---- text: sudoku_board_text.cpp ----

// ---- status ----

QString SudokuBoardView::techniqueLabel(sudoku::Technique technique) { return SudokuHintText::technique(technique); }

QString SudokuBoardView::statusText() const {
    if (overlay() == Overlay::Frame) return frameStatus();
    if (overlay() == Overlay::Solution)
        return tr("A solution: every row, column and box holds each digit once (givens in bold).");
    return userStatus();
}

QString SudokuBoardView::frameStatus() const {
    const std::vector<int>& shown = overlayCells();
    const int filled = static_cast<int>(std::count_if(shown.begin(), shown.end(), [](int d) { return d != 0; }));
    QString status = tr("Search — cells filled: %1 of %2.").arg(filled).arg(board().cellCount());
    const Event& e = frameEvent();
    if (e.kind == EventKind::Solution) return tr("Search — a solution found.");
    if (e.cell < 0 || e.cell >= board().cellCount() || e.value <= 0 || e.value > board().size()) return status;
    const QString digit = QChar::fromLatin1(sudoku::digitChar(e.value));
    switch (e.kind) {
    case EventKind::Place: return tr("%1 Placed %2 in %3.").arg(status, digit, cellLabel(e.cell));
    case EventKind::Reject: return tr("%1 Refused %2 in %3.").arg(status, digit, cellLabel(e.cell));
    case EventKind::Remove: return tr("%1 Took %2 back from %3.").arg(status, digit, cellLabel(e.cell));
    case EventKind::Try: return tr("%1 Trying %2 in %3.").arg(status, digit, cellLabel(e.cell));
    default: return status;
    }
}

QString SudokuBoardView::userStatus() const {
    QStringList sentences;
    if (!message_.isEmpty()) sentences << message_;
    if (hint_)
        sentences << tr("Hint — %1: %2 %3")
                         .arg(techniqueLabel(hint_->technique), SudokuHintText::reason(*hint_, board().size()),
                              SudokuHintText::changes(*hint_, board().size()));
    if (rating_) {
        const QString rating = SudokuHintText::rating(*rating_);
        if (!rating.isEmpty()) sentences << rating;
    }
    if (board().isSolved()) {
        sentences << tr("Solved! Every row, column and box holds each digit once.");
        return sentences.join(QLatin1Char(' '));
    }
    const std::vector<int>& digits = board().digits();
    const int filled = static_cast<int>(std::count_if(digits.begin(), digits.end(), [](int d) { return d != 0; }));
    sentences << tr("Cells filled: %1 of %2. In conflict: %3.")
                     .arg(filled).arg(board().cellCount()).arg(board().conflicts().size());
    if (pencilMode()) sentences << tr("Pencil marks: typing toggles a candidate.");
    return sentences.join(QLatin1Char(' '));
}

}  // namespace pw::ui
