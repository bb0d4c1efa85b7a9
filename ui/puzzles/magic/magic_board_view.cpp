#include "magic_board_view.h"

#include <QKeyEvent>

#include <algorithm>

#include "magic_notices.h"
#include "magic_options.h"
#include "text/parse_error_text.h"

namespace pw::ui {

namespace {

constexpr qint64 kTypingWindowMs = 1000;  ///< digits closer than this make one number
const QString kGivenTag = QStringLiteral("# given cells:");

std::size_t at(int i) { return static_cast<std::size_t>(i); }

int countFilled(const std::vector<int>& grid) {
    return static_cast<int>(std::count_if(grid.begin(), grid.end(), [](int v) { return v != 0; }));
}

}  // namespace

MagicBoardView::MagicBoardView(QWidget* parent) : GridBoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    state_ = emptyState();
    setGridSize(n_, n_);
}

MagicBoardState MagicBoardView::emptyState() const {
    return {std::vector<int>(at(n_ * n_), 0), std::vector<char>(at(n_ * n_), 0)};
}

bool MagicBoardView::isGiven(int cell) const {
    return cell >= 0 && cell < n_ * n_ && state_.given[at(cell)] && state_.grid[at(cell)] != 0;
}

Instance MagicBoardView::instance() const {
    Instance instance;
    instance.rows = instance.cols = n_;
    std::vector<int> givens(at(n_ * n_), 0);
    bool any = false;
    for (int cell = 0; cell < n_ * n_; ++cell)
        if (isGiven(cell)) givens[at(cell)] = state_.grid[at(cell)], any = true;
    if (any) instance.cells = std::move(givens);  // no cells at all: nothing is given
    return instance;
}

void MagicBoardView::resetBoard(const SizeRequest& size) {
    n_ = std::clamp(size.size ? size.size : magic::kDefaultOrder, minimumBoardSize(), maximumBoardSize());
    state_ = emptyState();
    browsedSolution_.clear();
    typedCell_ = -1;
    setGridSize(n_, n_);
    undoStack_.clear();
    emit statusChanged();
}

QWidget* MagicBoardView::optionsWidget() {
    if (options_) return options_;
    // Parented to the board until the window places it above the board.
    options_ = new MagicOptions(this);
    options_->hide();
    options_->setCanonicalOnly(canonicalOnly_);
    auto cursorCell = [this] { return cursorRow() * n_ + cursorColumn(); };
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
    if (after == state_) return;
    auto* command = new MagicStateCommand(this, state_, std::move(after), text, typedCell);
    command->allowMerge(merge);
    undoStack_.push(command);
}

void MagicBoardView::setCell(int cell, int value) {
    if (cell < 0 || cell >= n_ * n_ || value < 0) return;
    MagicBoardState after = state_;
    after.grid[at(cell)] = value;
    if (value == 0) after.given[at(cell)] = 0;
    const int r = cell / n_ + 1, c = cell % n_ + 1;
    push(std::move(after), value ? tr("%1 in row %2, column %3").arg(value).arg(r).arg(c)
                                 : tr("clear row %1, column %2").arg(r).arg(c));
}

void MagicBoardView::typeDigit(int cell, int digit) {
    if (cell < 0 || cell >= n_ * n_ || digit < 0 || digit > 9) return;
    const int current = state_.grid[at(cell)];
    // The keystroke continues the number only if nothing else happened since the last
    // one (same cell, same undo position, within the window) and the result fits.
    bool continuing = typedCell_ == cell && typedIndex_ == undoStack_.index() && typedClock_.isValid() &&
                      typedClock_.elapsed() < kTypingWindowMs && current > 0 && current * 10 + digit <= n_ * n_;
    const int value = continuing ? current * 10 + digit : digit;
    MagicBoardState after = state_;
    after.grid[at(cell)] = value;
    if (value == 0) after.given[at(cell)] = 0;  // "0" alone empties the cell
    const int r = cell / n_ + 1, c = cell % n_ + 1;
    push(std::move(after), value ? tr("%1 in row %2, column %3").arg(value).arg(r).arg(c)
                                 : tr("clear row %1, column %2").arg(r).arg(c),
         cell, continuing);
    typedCell_ = value ? cell : -1;
    typedIndex_ = undoStack_.index();
    typedClock_.restart();
}

void MagicBoardView::toggleGiven(int cell) {
    if (cell < 0 || cell >= n_ * n_ || state_.grid[at(cell)] == 0) return;  // an empty cell gives nothing
    MagicBoardState after = state_;
    const bool given = !isGiven(cell);
    after.given[at(cell)] = given ? 1 : 0;
    const int r = cell / n_ + 1, c = cell % n_ + 1;
    push(std::move(after), given ? tr("mark row %1, column %2 as given").arg(r).arg(c)
                                 : tr("unmark row %1, column %2").arg(r).arg(c));
}

void MagicBoardView::markAllGiven() {
    MagicBoardState after = state_;
    for (int cell = 0; cell < n_ * n_; ++cell) after.given[at(cell)] = after.grid[at(cell)] != 0 ? 1 : 0;
    push(std::move(after), tr("mark every number as given"));
}

void MagicBoardView::clearNonGiven() {
    MagicBoardState after = state_;
    for (int cell = 0; cell < n_ * n_; ++cell)
        if (!isGiven(cell)) after.grid[at(cell)] = 0, after.given[at(cell)] = 0;
    push(std::move(after), tr("clear the cells not given"));
}

void MagicBoardView::clearBoard() { push(emptyState(), tr("clear the board")); }

void MagicBoardView::applyState(const MagicBoardState& state) {
    state_ = state;
    clearOverlay();
    update();
    emit statusChanged();
}

void MagicBoardView::activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers) {
    // A left click (or Space) only selects the cell for typing; a right click marks it.
    if (button == Qt::RightButton) toggleGiven(r * n_ + c);
}

bool MagicBoardView::typeKey(QKeyEvent* event) {
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
    const int cell = cursorRow() * n_ + cursorColumn();
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
    const bool full = static_cast<int>(cells.size()) == n_ * n_ &&
                      std::none_of(cells.begin(), cells.end(), [](int v) { return v == 0; });
    if (canonicalOnly_ && full && !magic::isCanonical(n_, cells)) {
        shownCanonical_ = true;
        GridBoardView::showSolution(magic::canonicalForm(n_, cells));
        return;
    }
    GridBoardView::showSolution(cells);
}

bool MagicBoardView::browsesSolution(std::span<const int> cells) const {
    // One square per class of 8: the browser walks the squares in standard form only.
    return !canonicalOnly_ || static_cast<int>(cells.size()) != n_ * n_ || magic::isCanonical(n_, cells);
}

void MagicBoardView::setCanonicalOnly(bool on) {
    const bool changed = on != canonicalOnly_;
    canonicalOnly_ = on;
    if (options_) options_->setCanonicalOnly(on);
    if (changed) emit browseFilterChanged();
    if (overlay() == Overlay::Solution && !browsedSolution_.empty()) {
        const std::vector<int> stored = browsedSolution_;
        showSolution(stored);
    }
    setFocus();
}

const std::vector<int>& MagicBoardView::shownGrid() const {
    if (overlay() != Overlay::None && static_cast<int>(overlayCells().size()) == n_ * n_) return overlayCells();
    return state_.grid;
}

int MagicBoardView::flashedLine() const {
    if (overlay() != Overlay::Frame) return -1;
    const Event& e = frameEvent();
    if (e.kind != EventKind::Reject && e.kind != EventKind::Cut) return -1;
    if (e.aux < 0 || e.aux >= magic::lineCount(n_)) return -1;
    const int line = static_cast<int>(e.aux);
    // Only a line the state shows to be at fault: a cut for symmetry carries no line.
    const magic::LineReport report = magic::analyseLines(n_, shownGrid())[at(line)];
    if (report.status == magic::LineStatus::Wrong || report.status == magic::LineStatus::Impossible) return line;
    const std::vector<int> cells = magic::lineCells(n_, line);
    const bool onLine = std::find(cells.begin(), cells.end(), e.cell) != cells.end();
    if (e.kind == EventKind::Reject && report.open == 1 && onLine) return line;  // its computed last number
    return -1;
}

// ---- text ----

QString MagicBoardView::toText() const {
    // The grid in the model's format; a comment (which the model's parser skips) says
    // which numbers are given, so the board reads back exactly.
    QStringList given;
    for (int cell = 0; cell < n_ * n_; ++cell)
        if (isGiven(cell)) given << QString::number(cell);
    QString text = kGivenTag;
    if (!given.isEmpty()) text += QLatin1Char(' ') + given.join(QLatin1Char(' '));
    return text + QLatin1Char('\n') + QString::fromStdString(magic::formatGrid(n_, state_.grid));
}

bool MagicBoardView::fromText(const QString& text, QString* error) {
    ParseResult<std::vector<magic::ParsedSquare>> squares = magic::parseSquares(text.toStdString());
    if (!squares) {
        if (error) *error = parseErrorText(squares.error());
        return false;
    }
    if (squares->empty()) {
        if (error) *error = tr("The text holds no square.");
        return false;
    }
    const magic::ParsedSquare& square = squares->front();
    if (square.n < minimumBoardSize() || square.n > maximumBoardSize()) {
        if (error) *error = tr("The board shows orders %1 to %2; this square has order %3.")
                                .arg(minimumBoardSize()).arg(maximumBoardSize()).arg(square.n);
        return false;
    }
    MagicBoardState after{square.grid, std::vector<char>(square.grid.size(), 0)};
    // Without the comment written by toText, a square from a file is a puzzle: every
    // number in it is a given.
    bool tagged = false;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (!line.trimmed().startsWith(kGivenTag)) continue;
        tagged = true;
        for (const QString& word : line.trimmed().mid(kGivenTag.size()).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int cell = word.toInt(&ok);
            if (ok && cell >= 0 && cell < square.n * square.n) after.given[at(cell)] = 1;
        }
    }
    for (std::size_t i = 0; i < after.grid.size(); ++i)
        after.given[i] = after.grid[i] != 0 && (!tagged || after.given[i]) ? 1 : 0;
    resetBoard({.size = square.n});
    push(std::move(after), tr("open a square"));
    return true;
}

QJsonObject MagicBoardView::keptState() const { return {{QStringLiteral("canonicalOnly"), canonicalOnly_}}; }

void MagicBoardView::restoreKeptState(const QJsonObject& state) {
    setCanonicalOnly(state.value(QStringLiteral("canonicalOnly")).toBool(false));
}

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
                      "rotations and reflections.").arg(n_);
        if (canonicalOnly_) return tr("A magic square of order %1, already in its standard form.").arg(n_);
        return tr("A magic square of order %1: every line sums to %2.").arg(n_).arg(magic::magicConstant(n_));
    }
    return userStatus();
}

QString MagicBoardView::frameStatus() const {
    const std::vector<int>& shown = shownGrid();
    const int filled = countFilled(shown), cells = n_ * n_;
    const Event& e = frameEvent();
    if (e.kind == EventKind::Solution) return tr("Search — a magic square found.");
    const int line = flashedLine();
    if (line >= 0) {
        const magic::LineReport report = magic::analyseLines(n_, shown)[at(line)];
        if (report.status == magic::LineStatus::Wrong)
            return tr("Search — cells filled: %1 of %2. Refused: %3 sums to %4, not %5.")
                .arg(filled).arg(cells).arg(lineName(n_, line)).arg(report.sum).arg(magic::magicConstant(n_));
        if (report.status == magic::LineStatus::Impossible)
            return tr("Search — cells filled: %1 of %2. Cut: %3 can no longer reach %4.")
                .arg(filled).arg(cells).arg(lineName(n_, line)).arg(magic::magicConstant(n_));
        return tr("Search — cells filled: %1 of %2. Refused: %3 would need %4, which is not free.")
            .arg(filled).arg(cells).arg(lineName(n_, line)).arg(e.value);
    }
    return tr("Search — cells filled: %1 of %2.").arg(filled).arg(cells);
}

QString MagicBoardView::userStatus() const {
    const int constant = magic::magicConstant(n_);
    if (magic::isMagicSquare(n_, state_.grid))
        return tr("Finished! A magic square of order %1: every row, column and diagonal sums to %2.").arg(n_).arg(constant);
    const Instance given = instance();
    if (const Notice why = magic::checkGivens(n_, given.cells))
        return tr("The givens cannot be used. %1").arg(MagicNotices::text(why));
    QStringList sentences;
    sentences << tr("Cells filled: %1 of %2 (given: %3). Every line must sum to %4.")
                     .arg(countFilled(state_.grid)).arg(n_ * n_).arg(countFilled(given.cells)).arg(constant);
    if (const int out = static_cast<int>(magic::outOfRangeCells(n_, state_.grid).size()))
        sentences << tr("Numbers outside 1..%1: %2.").arg(n_ * n_).arg(out);
    if (const int repeated = static_cast<int>(magic::repeatedCells(n_, state_.grid).size()))
        sentences << tr("Cells repeating a number: %1.").arg(repeated);
    const std::vector<magic::LineReport> lines = magic::analyseLines(n_, state_.grid);
    const int bad = static_cast<int>(std::count_if(lines.begin(), lines.end(), [](const magic::LineReport& l) {
        return l.status == magic::LineStatus::Wrong || l.status == magic::LineStatus::Impossible;
    }));
    if (bad) sentences << tr("Lines that can no longer sum to %1: %2.").arg(constant).arg(bad);
    return sentences.join(QLatin1Char(' '));
}

}  // namespace pw::ui
