#include "lightsout_board_view.h"

#include <QKeyEvent>
#include <QRandomGenerator>

#include <algorithm>

#include "all_puzzles.h"
#include "lightsout_commands.h"
#include "lightsout_options.h"
#include "session/solve_session.h"
#include "text/parse_error_text.h"

namespace pw::ui {

namespace lo = lightsout;

namespace {

constexpr int kDefaultSide = 5;

/// True when pressing `mask` turns every light of `board` off (asked of the model).
bool solves(const lo::Board& board, std::span<const int> mask) {
    if (static_cast<int>(mask.size()) != board.size()) return false;
    lo::Board after = board;
    lo::applyPresses(after, mask);
    return lo::isSolved(after);
}

}  // namespace

LightsOutBoardView::LightsOutBoardView(QWidget* parent) : GridBoardView(parent) {
    board_ = lo::uniformBoard(kDefaultSide, kDefaultSide, false, true);
    setGridSize(board_.rows, board_.cols);
}

Instance LightsOutBoardView::instance() const { return lo::toInstance(board_); }

int LightsOutBoardView::boardSize() const { return std::max(board_.rows, board_.cols); }

void LightsOutBoardView::resetBoard(const SizeRequest& size) {
    const int side = size.size > 0 ? size.size : kDefaultSide;
    const int rows = std::clamp(size.rows > 0 ? size.rows : side, minimumBoardSize(), maximumBoardSize());
    const int cols = std::clamp(size.cols > 0 ? size.cols : side, minimumBoardSize(), maximumBoardSize());
    // The torus box is the user's choice: a new size keeps it.
    board_ = lo::uniformBoard(rows, cols, size.torus || board_.torus, true);
    presses_ = 0;
    obstruction_.clear();
    setGridSize(rows, cols);
    undoStack_.clear();
    boardChanged();
}

QWidget* LightsOutBoardView::optionsWidget() {
    if (options_) return options_;
    // Parented to the board until the window places it; QPointer notices if the window's
    // layout ends up deleting it first.
    options_ = new LightsOutOptions(this);
    options_->hide();
    options_->setEditMode(clickMode_ == ClickMode::Edit);
    options_->setTorus(board_.torus);
    connect(options_, &LightsOutOptions::editModeChanged, this,
            [this](bool edit) { setClickMode(edit ? ClickMode::Edit : ClickMode::Play); });
    connect(options_, &LightsOutOptions::torusChanged, this, [this](bool torus) {
        setTorus(torus);
        setFocus();
    });
    connect(options_, &LightsOutOptions::randomSolvableRequested, this,
            [this] { randomize(true, QRandomGenerator::global()->generate64()); });
    connect(options_, &LightsOutOptions::randomAnyRequested, this,
            [this] { randomize(false, QRandomGenerator::global()->generate64()); });
    connect(options_, &LightsOutOptions::solutionRequested, this, [this] { revealSolution(); });
    connect(options_, &LightsOutOptions::hintRequested, this, [this] { hint(); });
    return options_;
}

void LightsOutBoardView::setClickMode(ClickMode mode) {
    clickMode_ = mode;
    if (options_) options_->setEditMode(mode == ClickMode::Edit);
    emit statusChanged();
}

void LightsOutBoardView::pressCell(int cell) {
    if (cell < 0 || cell >= board_.size()) return;
    undoStack_.push(new LightsOutPressCommand(this, cell, tr("press (%1,%2)").arg(cell / board_.cols).arg(cell % board_.cols)));
}

void LightsOutBoardView::toggleCell(int cell) {
    if (cell < 0 || cell >= board_.size()) return;
    undoStack_.push(new LightsOutToggleCommand(this, cell));
}

void LightsOutBoardView::setTorus(bool torus) {
    if (torus == board_.torus) return;
    lo::Board after = board_;
    after.torus = torus;
    undoStack_.push(new LightsOutSetBoardCommand(this, after, torus ? tr("wrap around (torus)") : tr("no wrap-around")));
}

void LightsOutBoardView::randomize(bool solvableOnly, std::uint64_t seed) {
    const lo::Board after = solvableOnly ? lo::randomSolvableBoard(board_.rows, board_.cols, board_.torus, seed)
                                         : lo::randomBoard(board_.rows, board_.cols, board_.torus, seed);
    undoStack_.push(new LightsOutSetBoardCommand(this, after, tr("random board")));
    // A board of any kind says at once when it cannot be solved, and why.
    if (!solvableOnly && !lo::checkSolvability(board_).solvable) noteUnsolvable();
}

void LightsOutBoardView::clearBoard() {
    if (lo::isSolved(board_)) return;
    undoStack_.push(new LightsOutSetBoardCommand(this, lo::uniformBoard(board_.rows, board_.cols, board_.torus, false),
                                                 tr("clear the board")));
}

void LightsOutBoardView::startSolving(WhenSolved then) {
    stopSolving();  // an answer for an earlier request is not wanted any more
    if (!solver_) {
        // The app's way to run a solve: a worker thread, read back at the session's tick.
        solver_ = new SolveSession(this);
        connect(solver_, &SolveSession::finished, this, &LightsOutBoardView::onSolved);
    }
    pending_ = then;
    QWidget::setCursor(Qt::BusyCursor);
    emit statusChanged();
    solver_->solve(*builtinRegistry().algorithm("lightsout.v4"), instance(), {.mode = Mode::First, .threads = 1},
                   SolveSession::Start::Run);
}

void LightsOutBoardView::stopSolving() {
    if (!pending_) return;
    pending_.reset();  // first: the stop below may report the end of the run at once
    solver_->stop();
    unsetCursor();
    emit statusChanged();
}

void LightsOutBoardView::onSolved() {
    if (!pending_) return;  // stopped: the board changed meanwhile
    const WhenSolved then = *pending_;
    pending_.reset();
    unsetCursor();
    const std::vector<StoredSolution>& found = solver_->solutions();
    const std::vector<int> mask = found.empty() ? std::vector<int>{} : found.front().cells;
    if (!solves(board_, mask)) {
        noteUnsolvable();
        emit solutionSearchDone(false);
        return;
    }
    obstruction_.clear();
    showSolution(mask);
    if (then == WhenSolved::PressOne && !lo::pressList(mask).empty()) pressMarkedCell(mask);
    emit statusChanged();
    emit solutionSearchDone(true);
}

void LightsOutBoardView::revealSolution() {
    startSolving(WhenSolved::Mark);
    setFocus();
}

bool LightsOutBoardView::hint() {
    if (lo::isSolved(board_)) return false;
    // The marks on show stay valid through presses (see applyPress); a solution from the
    // browser for an earlier board does not, so it is checked.
    const std::vector<int> mask = overlay() == Overlay::Solution ? overlayCells() : std::vector<int>{};
    if (solves(board_, mask)) pressMarkedCell(mask);
    else startSolving(WhenSolved::PressOne);
    setFocus();
    return true;
}

void LightsOutBoardView::pressMarkedCell(const std::vector<int>& mask) {
    // The marked cell nearest the cursor, so repeated hints sweep the board in order.
    const std::vector<int> marked = lo::pressList(mask);
    const int cursor = cursorRow() * board_.cols + cursorColumn();
    const int cell = *std::min_element(marked.begin(), marked.end(), [&](int a, int b) {
        auto distance = [&](int x) { return std::abs(x / board_.cols - cursor / board_.cols) + std::abs(x % board_.cols - cursor % board_.cols); };
        return distance(a) < distance(b);
    });
    undoStack_.push(new LightsOutPressCommand(this, cell, tr("hint: press (%1,%2)").arg(cell / board_.cols).arg(cell % board_.cols)));
}

std::vector<int> LightsOutBoardView::markedPresses() const {
    if (overlay() != Overlay::Solution) return {};
    return lo::pressList(overlayCells());
}

void LightsOutBoardView::noteUnsolvable() {
    obstruction_ = lo::checkSolvability(board_).obstruction;
    clearOverlay();
    boardChanged();
}

void LightsOutBoardView::applyPress(int cell, int counterDelta) {
    lo::press(board_, cell);
    presses_ = std::max(0, presses_ + counterDelta);
    // Presses commute and cancel in pairs, so after pressing a cell the marked solution
    // needs that cell pressed once more or once less: the marks follow the board.
    // The obstruction stays true too: no press changes the parity it shows.
    if (overlay() == Overlay::Solution && static_cast<int>(overlayCells().size()) == board_.size()) {
        std::vector<int> mask = overlayCells();
        mask[static_cast<std::size_t>(cell)] ^= 1;
        if (lo::pressList(mask).empty()) clearOverlay();
        else showSolution(mask);
    } else {
        clearOverlay();
    }
    boardChanged();
}

void LightsOutBoardView::applyToggle(int cell, int pressesAfter) {
    lo::toggleLight(board_, cell);
    presses_ = pressesAfter;
    obstruction_.clear();
    clearOverlay();
    boardChanged();
}

void LightsOutBoardView::applyBoard(const lo::Board& board, int pressesAfter) {
    const bool resized = board.rows != board_.rows || board.cols != board_.cols;
    board_ = board;
    presses_ = pressesAfter;
    obstruction_.clear();
    if (resized) setGridSize(board_.rows, board_.cols);
    clearOverlay();
    if (options_) options_->setTorus(board_.torus);
    boardChanged();
}

void LightsOutBoardView::boardChanged() {
    stopSolving();  // the presses being looked for were for the board as it was
    update();
    emit statusChanged();
}

QString LightsOutBoardView::toText() const { return QString::fromStdString(lo::formatBoard(board_)); }

bool LightsOutBoardView::fromText(const QString& text, QString* error) {
    ParseResult<lo::Board> board = lo::parseBoard(text.toStdString());
    if (!board) {
        if (error) *error = parseErrorText(board.error());
        return false;
    }
    if (board->rows > maximumBoardSize() || board->cols > maximumBoardSize()) {
        if (error)
            *error = tr("The board shows at most %1 lights on a side; this board is %2×%3.")
                         .arg(maximumBoardSize())
                         .arg(board->rows)
                         .arg(board->cols);
        return false;
    }
    undoStack_.push(new LightsOutSetBoardCommand(this, *board, tr("open a board")));
    return true;
}

QJsonObject LightsOutBoardView::keptState() const {
    return {{QStringLiteral("presses"), presses_}, {QStringLiteral("editMode"), clickMode_ == ClickMode::Edit}};
}

void LightsOutBoardView::restoreKeptState(const QJsonObject& state) {
    presses_ = std::clamp(state.value(QStringLiteral("presses")).toInt(0), 0, 1'000'000'000);
    setClickMode(state.value(QStringLiteral("editMode")).toBool(false) ? ClickMode::Edit : ClickMode::Play);
}

QString LightsOutBoardView::statusText() const {
    if (overlay() == Overlay::Frame) {
        const std::vector<int>& mask = overlayCells();
        lo::Board shown = board_;
        if (static_cast<int>(mask.size()) == shown.size()) lo::applyPresses(shown, mask);
        const int tried = static_cast<int>(lo::pressList(mask).size());
        if (frameEvent().kind == EventKind::Solution || (lo::isSolved(shown) && tried > 0))
            return tr("Search: these %n press(es) turn every light off.", nullptr, tried);
        return tr("Search: %1, %2.", "presses tried, lights left on")
            .arg(tr("%n press(es) tried", nullptr, tried), tr("%n light(s) left on", nullptr, lo::litCount(shown)));
    }
    if (pending_) return tr("Looking for the fewest presses…");
    if (overlay() == Overlay::Solution) {
        const int marked = static_cast<int>(markedPresses().size());
        if (marked == 0) return tr("Every light is already off: nothing to press.");
        return tr("Press the %n marked cell(s) to turn every light off (H presses one).", nullptr, marked);
    }
    if (!obstruction_.empty()) {
        int marked = 0, lit = 0;
        for (std::size_t i = 0; i < obstruction_.size(); ++i) {
            marked += obstruction_[i];
            lit += obstruction_[i] && board_.lights[i];
        }
        // A quiet pattern holds two lights at least (a press always toggles its own); of
        // them an odd number, perhaps one, are lit.
        return tr("Not solvable: every press toggles an even number of the %1 lights framed and marked ✗, so the "
                  "parity of the lit ones among them never changes; %n of them is (are) lit, an odd number, so they "
                  "can never all be off.", nullptr, lit)
            .arg(marked);
    }
    if (lo::isSolved(board_)) {
        if (presses_ > 0) return tr("All lights are off in %n press(es)!", nullptr, presses_);
        return tr("Every light is off. Edit mode or a random board sets a new puzzle.");
    }
    if (clickMode_ == ClickMode::Edit)
        return tr("Edit mode: a click toggles one light. %n light(s) on.", nullptr, lo::litCount(board_));
    return tr("%1, %2.", "lights on, presses made")
        .arg(tr("%n light(s) on", nullptr, lo::litCount(board_)), tr("%n press(es) made", nullptr, presses_));
}

void LightsOutBoardView::activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers) {
    const int cell = r * board_.cols + c;
    // The right button does the other mode's action: a quick fix while playing.
    const bool edit = (clickMode_ == ClickMode::Edit) != (button == Qt::RightButton);
    if (edit) toggleCell(cell);
    else pressCell(cell);
}

bool LightsOutBoardView::typeKey(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_H: hint(); return true;
    case Qt::Key_S: revealSolution(); return true;
    case Qt::Key_E: setClickMode(clickMode_ == ClickMode::Edit ? ClickMode::Play : ClickMode::Edit); return true;
    default: return false;
    }
}

}  // namespace pw::ui
