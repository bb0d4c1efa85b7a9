#include "magic_board_view.h"

#include <QKeyEvent>

#include <algorithm>

#include "magic_notices.h"
#include "magic_options.h"
#include "magic_painter.h"

namespace pw::ui {

namespace {

constexpr qint64 kTypingWindowMs = 1000;  ///< digits closer than this make one number
constexpr int kTypingId = 0x4d41;         ///< the history's id of a number's keystrokes, which merge

std::size_t at(int i) { return static_cast<std::size_t>(i); }

int countFilled(const std::vector<int>& grid) {
    return static_cast<int>(std::count_if(grid.begin(), grid.end(), [](int v) { return v != 0; }));
}

}  // namespace

MagicBoardView::MagicBoardView(PuzzleBoard* board, QWidget* parent)
    : GridBoardView(board, *findBoardKind(builtinBoardKinds(), QStringLiteral("magic")), parent),
      canonicalShown_(square().canonicalOnly()) {
    setFocusPolicy(Qt::StrongFocus);
    fitGridToBoard();
}

bool MagicBoardView::isGiven(int cell) const { return square().isGiven(cell); }

void MagicBoardView::gameStarted() {
    browsedSolution_.clear();
    typedCell_ = -1;
    GridBoardView::gameStarted();
}

QWidget* MagicBoardView::optionsWidget() {
    if (options_) return options_;
    // Parented to the board until the window places it above the board.
    options_ = new MagicOptions(this);
    options_->hide();
    options_->setCanonicalOnly(canonicalOnly());
    auto cursorCell = [this] { return cursorRow() * n() + cursorColumn(); };
    connect(options_, &MagicOptions::markGivenRequested, this, [this, cursorCell] {
        toggleGiven(cursorCell());
        setFocus();
    });
    connect(options_, &MagicOptions::markAllGivenRequested, this, [this] {
        markAllGiven();
        setFocus();
    });
    connect(options_, &MagicOptions::clearNonGivenRequested, this, [this] {
        clearNonGiven();
        setFocus();
    });
    connect(options_, &MagicOptions::canonicalOnlyChanged, this, &MagicBoardView::setCanonicalOnly);
    return options_;
}

// ---- user actions, each one undoable ----

void MagicBoardView::push(MagicBoardState after, const QString& text, int typedCell, bool merge) {
    if (typedCell < 0) typedCell_ = -1;  // any other change ends a number being typed
    if (after == square().state()) return;
    puzzleBoard()->edit(square().withState(std::move(after)), text, typedCell >= 0 ? kTypingId : -1, merge);
}

void MagicBoardView::setCell(int cell, int value) {
    if (cell < 0 || cell >= n() * n() || value < 0) return;
    MagicBoardState after = square().state();
    after.grid[at(cell)] = value;
    if (value == 0) after.given[at(cell)] = 0;
    const int r = cell / n() + 1, c = cell % n() + 1;
    push(std::move(after), value ? tr("%1 in row %2, column %3").arg(value).arg(r).arg(c)
                                 : tr("clear row %1, column %2").arg(r).arg(c));
}

void MagicBoardView::typeDigit(int cell, int digit) {
    if (cell < 0 || cell >= n() * n() || digit < 0 || digit > 9) return;
    const int current = grid()[at(cell)];
    // The keystroke continues the number only if nothing else happened since the last
    // one (same cell, same undo position, within the window) and the result fits.
    bool continuing = typedCell_ == cell && typedIndex_ == undoStack()->index() && typedClock_.isValid() &&
                      typedClock_.elapsed() < kTypingWindowMs && current > 0 && current * 10 + digit <= n() * n();
    const int value = continuing ? current * 10 + digit : digit;
    MagicBoardState after = square().state();
    after.grid[at(cell)] = value;
    if (value == 0) after.given[at(cell)] = 0;  // "0" alone empties the cell
    const int r = cell / n() + 1, c = cell % n() + 1;
    push(std::move(after), value ? tr("%1 in row %2, column %3").arg(value).arg(r).arg(c)
                                 : tr("clear row %1, column %2").arg(r).arg(c),
         cell, continuing);
    typedCell_ = value ? cell : -1;
    typedIndex_ = undoStack()->index();
    typedClock_.restart();
}

void MagicBoardView::toggleGiven(int cell) {
    if (cell < 0 || cell >= n() * n() || grid()[at(cell)] == 0) return;  // an empty cell gives nothing
    MagicBoardState after = square().state();
    const bool given = !isGiven(cell);
    after.given[at(cell)] = given ? 1 : 0;
    const int r = cell / n() + 1, c = cell % n() + 1;
    push(std::move(after), given ? tr("mark row %1, column %2 as given").arg(r).arg(c)
                                 : tr("unmark row %1, column %2").arg(r).arg(c));
}

void MagicBoardView::markAllGiven() {
    MagicBoardState after = square().state();
    for (int cell = 0; cell < n() * n(); ++cell) after.given[at(cell)] = after.grid[at(cell)] != 0 ? 1 : 0;
    push(std::move(after), tr("mark every number as given"));
}

void MagicBoardView::clearNonGiven() {
    MagicBoardState after = square().state();
    for (int cell = 0; cell < n() * n(); ++cell)
        if (!isGiven(cell)) after.grid[at(cell)] = 0, after.given[at(cell)] = 0;
    push(std::move(after), tr("clear the cells not given"));
}

void MagicBoardView::clearBoard() { push(square().emptyState(), tr("clear the board")); }

void MagicBoardView::activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers) {
    // A left click (or Space) only selects the cell for typing; a right click marks it.
    if (button == Qt::RightButton) toggleGiven(r * n() + c);
}

bool MagicBoardView::typeKey(QKeyEvent* event) {
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
    const int cell = cursorRow() * n() + cursorColumn();
    const int key = event->key();
    if (key >= Qt::Key_0 && key <= Qt::Key_9) {
        clearOverlay();
        typeDigit(cell, key - Qt::Key_0);
        return true;
    }
    if (key == Qt::Key_Backspace || key == Qt::Key_Delete) {
        clearOverlay();
        setCell(cell, 0);
        return true;
    }
    if (key == Qt::Key_G) {
        clearOverlay();
        toggleGiven(cell);
        return true;
    }
    return false;
}

// ---- overlays ----

void MagicBoardView::showSolution(std::span<const int> cells) {
    browsedSolution_.assign(cells.begin(), cells.end());
    shownCanonical_ = false;
    const bool full = static_cast<int>(cells.size()) == n() * n() &&
                      std::none_of(cells.begin(), cells.end(), [](int v) { return v == 0; });
    if (canonicalOnly() && full && !magic::isCanonical(n(), cells)) {
        shownCanonical_ = true;
        GridBoardView::showSolution(magic::canonicalForm(n(), cells));
        return;
    }
    GridBoardView::showSolution(cells);
}

bool MagicBoardView::browsesSolution(std::span<const int> cells) const {
    // One square per class of 8: the browser walks the squares in standard form only.
    return !canonicalOnly() || static_cast<int>(cells.size()) != n() * n() || magic::isCanonical(n(), cells);
}

void MagicBoardView::setCanonicalOnly(bool on) {
    if (on != canonicalOnly()) puzzleBoard()->setOptions(square().withCanonicalOnly(on));
    setFocus();
}

void MagicBoardView::optionsChanged() {
    const bool on = canonicalOnly();
    if (options_) options_->setCanonicalOnly(on);
    if (on != canonicalShown_) {
        canonicalShown_ = on;
        emit browseFilterChanged();
    }
    if (overlay() == Overlay::Solution && !browsedSolution_.empty()) {
        const std::vector<int> stored = browsedSolution_;
        showSolution(stored);
    }
    GridBoardView::optionsChanged();
}

const std::vector<int>& MagicBoardView::shownGrid() const { return MagicPainter(scene(), square()).shownGrid(); }

int MagicBoardView::flashedLine() const { return MagicPainter(scene(), square()).flashedLine(); }

QRectF MagicBoardView::lineLabelRect(int line) const { return MagicPainter::lineLabelRect(geometry(), n(), line); }

double MagicBoardView::marginCells() const { return MagicPainter::kMarginCells; }

void MagicBoardView::paintBoard(QPainter& p, const BoardGeometry& g) { MagicPainter(scene(), square()).paint(p, g); }

// ---- status ----

QString MagicBoardView::lineName(int n, int line) {
    if (line < n) return tr("row %1").arg(line + 1);
    if (line < 2 * n) return tr("column %1").arg(line - n + 1);
    return line == 2 * n ? tr("the main diagonal") : tr("the anti-diagonal");
}

QString MagicBoardView::statusText() const {
    if (overlay() == Overlay::Frame) return frameStatus();
    if (overlay() == Overlay::Solution) {
        if (shownCanonical_)
            return tr("A magic square of order %1 in its standard form: the stored square is one of its 8 "
                      "rotations and reflections.").arg(n());
        if (canonicalOnly()) return tr("A magic square of order %1, already in its standard form.").arg(n());
        return tr("A magic square of order %1: every line sums to %2.").arg(n()).arg(magic::magicConstant(n()));
    }
    return userStatus();
}

QString MagicBoardView::frameStatus() const {
    const std::vector<int>& shown = shownGrid();
    const int filled = countFilled(shown), cells = n() * n();
    const Event& e = frameEvent();
    if (e.kind == EventKind::Solution) return tr("Search — a magic square found.");
    const int line = flashedLine();
    if (line >= 0) {
        const magic::LineReport report = magic::analyseLines(n(), shown)[at(line)];
        if (report.status == magic::LineStatus::Wrong)
            return tr("Search — cells filled: %1 of %2. Refused: %3 sums to %4, not %5.")
                .arg(filled).arg(cells).arg(lineName(n(), line)).arg(report.sum).arg(magic::magicConstant(n()));
        if (report.status == magic::LineStatus::Impossible)
            return tr("Search — cells filled: %1 of %2. Cut: %3 can no longer reach %4.")
                .arg(filled).arg(cells).arg(lineName(n(), line)).arg(magic::magicConstant(n()));
        return tr("Search — cells filled: %1 of %2. Refused: %3 would need %4, which is not free.")
            .arg(filled).arg(cells).arg(lineName(n(), line)).arg(e.value);
    }
    return tr("Search — cells filled: %1 of %2.").arg(filled).arg(cells);
}

QString MagicBoardView::userStatus() const {
    const int constant = magic::magicConstant(n());
    if (magic::isMagicSquare(n(), grid()))
        return tr("Finished! A magic square of order %1: every row, column and diagonal sums to %2.").arg(n()).arg(constant);
    const Instance given = instance();
    if (const Notice why = magic::checkGivens(n(), given.cells))
        return tr("The givens cannot be used. %1").arg(MagicNotices::text(why));
    QStringList sentences;
    sentences << tr("Cells filled: %1 of %2 (given: %3). Every line must sum to %4.")
                     .arg(countFilled(grid())).arg(n() * n()).arg(countFilled(given.cells)).arg(constant);
    if (const int out = static_cast<int>(magic::outOfRangeCells(n(), grid()).size()))
        sentences << tr("Numbers outside 1..%1: %2.").arg(n() * n()).arg(out);
    if (const int repeated = static_cast<int>(magic::repeatedCells(n(), grid()).size()))
        sentences << tr("Cells repeating a number: %1.").arg(repeated);
    const std::vector<magic::LineReport> lines = magic::analyseLines(n(), grid());
    const int bad = static_cast<int>(std::count_if(lines.begin(), lines.end(), [](const magic::LineReport& l) {
        return l.status == magic::LineStatus::Wrong || l.status == magic::LineStatus::Impossible;
    }));
    if (bad) sentences << tr("Lines that can no longer sum to %1: %2.").arg(constant).arg(bad);
    return sentences.join(QLatin1Char(' '));
}

}  // namespace pw::ui
