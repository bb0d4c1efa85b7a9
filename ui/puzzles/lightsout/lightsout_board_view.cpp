#include "lightsout_board_view.h"

#include <QKeyEvent>
#include <QRandomGenerator>

#include <algorithm>

#include "all_puzzles.h"
#include "lightsout_options.h"
#include "lightsout_painter.h"
#include "session/solve_session.h"

namespace pw::ui {

namespace lo = lightsout;

namespace {

/// True when pressing `mask` turns every light of `board` off (asked of the model).
bool solves(const lo::Board& board, std::span<const int> mask) {
    if (static_cast<int>(mask.size()) != board.size()) return false;
    lo::Board after = board;
    lo::applyPresses(after, mask);
    return lo::isSolved(after);
}

}  // namespace

LightsOutBoardView::LightsOutBoardView(PuzzleBoard* board, QWidget* parent)
    : GridBoardView(board, *findBoardKind(builtinBoardKinds(), QStringLiteral("lightsout")), parent),
      shownBoard_(this->board()), shownPresses_(pressesMade()) {
    fitGridToBoard();
}

QWidget* LightsOutBoardView::optionsWidget() {
    if (options_) return options_;
    // Parented to the board until the window places it; QPointer notices if the window's
    // layout ends up deleting it first.
    options_ = new LightsOutOptions(this);
    options_->hide();
    options_->setEditMode(clickMode() == ClickMode::Edit);
    options_->setTorus(board().torus);
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
    if ((mode == ClickMode::Edit) != value().editMode()) puzzleBoard()->setOptions(value().withEditMode(mode == ClickMode::Edit));
}

void LightsOutBoardView::optionsChanged() {
    if (options_) options_->setEditMode(value().editMode());
    shownPresses_ = pressesMade();
    GridBoardView::optionsChanged();
}

void LightsOutBoardView::pressCell(int cell) {
    if (cell < 0 || cell >= board().size()) return;
    puzzleBoard()->edit(value().pressed(cell), tr("press (%1,%2)").arg(cell / board().cols).arg(cell % board().cols));
}

void LightsOutBoardView::toggleCell(int cell) {
    if (cell < 0 || cell >= board().size()) return;
    puzzleBoard()->edit(value().toggled(cell),
                        tr("toggle the light (%1,%2)").arg(cell / board().cols).arg(cell % board().cols));
}

void LightsOutBoardView::setTorus(bool torus) {
    if (torus == board().torus) return;
    lo::Board after = board();
    after.torus = torus;
    puzzleBoard()->edit(value().withLights(std::move(after)), torus ? tr("wrap around (torus)") : tr("no wrap-around"));
}

void LightsOutBoardView::randomize(bool solvableOnly, std::uint64_t seed) {
    const lo::Board& b = board();
    lo::Board after = solvableOnly ? lo::randomSolvableBoard(b.rows, b.cols, b.torus, seed)
                                   : lo::randomBoard(b.rows, b.cols, b.torus, seed);
    puzzleBoard()->edit(value().withLights(std::move(after)), tr("random board"));
    // A board of any kind says at once when it cannot be solved, and why.
    if (!solvableOnly && !lo::checkSolvability(board()).solvable) noteUnsolvable();
}

void LightsOutBoardView::clearBoard() {
    const lo::Board& b = board();
    if (lo::isSolved(b)) return;
    puzzleBoard()->edit(value().withLights(lo::uniformBoard(b.rows, b.cols, b.torus, false)), tr("clear the board"));
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
    if (!solves(board(), mask)) {
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
    if (lo::isSolved(board())) return false;
    // The marks on show stay valid through presses (see applyPress); a solution from the
    // browser for an earlier board does not, so it is checked.
    const std::vector<int> mask = overlay() == Overlay::Solution ? overlayCells() : std::vector<int>{};
    if (solves(board(), mask)) pressMarkedCell(mask);
    else startSolving(WhenSolved::PressOne);
    setFocus();
    return true;
}

void LightsOutBoardView::pressMarkedCell(const std::vector<int>& mask) {
    // The marked cell nearest the cursor, so repeated hints sweep the board in order.
    const std::vector<int> marked = lo::pressList(mask);
    const int cursor = cursorRow() * board().cols + cursorColumn();
    const int cell = *std::min_element(marked.begin(), marked.end(), [&](int a, int b) {
        auto distance = [&](int x) { return std::abs(x / board().cols - cursor / board().cols) + std::abs(x % board().cols - cursor % board().cols); };
        return distance(a) < distance(b);
    });
    puzzleBoard()->edit(value().pressed(cell), tr("hint: press (%1,%2)").arg(cell / board().cols).arg(cell % board().cols));
}

std::vector<int> LightsOutBoardView::markedPresses() const {
    if (overlay() != Overlay::Solution) return {};
    return lo::pressList(overlayCells());
}

void LightsOutBoardView::noteUnsolvable() {
    obstruction_ = lo::checkSolvability(board()).obstruction;
    clearOverlay();
    update();
    emit statusChanged();
}

namespace {

/// The cell whose press turns `before` into `after`, or −1 when no single press does.
int pressBetween(const lo::Board& before, const lo::Board& after) {
    if (before.rows != after.rows || before.cols != after.cols || before.torus != after.torus) return -1;
    for (int cell = 0; cell < before.size(); ++cell) {
        lo::Board pressed = before;
        lo::press(pressed, cell);
        if (pressed.lights == after.lights) return cell;
    }
    return -1;
}

}  // namespace

void LightsOutBoardView::gameStarted() {
    shownPresses_ = -2;  // a new game is no press: the marks and the obstruction go
    GridBoardView::gameStarted();
}

void LightsOutBoardView::positionChanged() {
    stopSolving();  // the presses being looked for were for the board as it was
    const lo::Board before = std::exchange(shownBoard_, board());
    const int pressesBefore = std::exchange(shownPresses_, pressesMade());
    // A press, made or undone: presses commute and cancel in pairs, so the marked
    // solution needs that cell pressed once more or once less, and the marks follow the
    // board. The obstruction stays true too: no press changes the parity it shows.
    const int cell = std::abs(pressesMade() - pressesBefore) == 1 ? pressBetween(before, board()) : -1;
    followGridShape();
    if (cell >= 0 && overlay() == Overlay::Solution && static_cast<int>(overlayCells().size()) == board().size()) {
        std::vector<int> mask = overlayCells();
        mask[static_cast<std::size_t>(cell)] ^= 1;
        if (lo::pressList(mask).empty()) clearOverlay();
        else showSolution(mask);
    } else {
        clearOverlay();
    }
    if (cell < 0) obstruction_.clear();
    if (options_) options_->setTorus(board().torus);
    BoardView::positionChanged();
}

QString LightsOutBoardView::statusText() const {
    if (overlay() == Overlay::Frame) {
        const std::vector<int>& mask = overlayCells();
        lo::Board shown = board();
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
            lit += obstruction_[i] && board().lights[i];
        }
        // A quiet pattern holds two lights at least (a press always toggles its own); of
        // them an odd number, perhaps one, are lit.
        return tr("Not solvable: every press toggles an even number of the %1 lights framed and marked ✗, so the "
                  "parity of the lit ones among them never changes; %n of them is (are) lit, an odd number, so they "
                  "can never all be off.", nullptr, lit)
            .arg(marked);
    }
    if (lo::isSolved(board())) {
        if (pressesMade() > 0) return tr("All lights are off in %n press(es)!", nullptr, pressesMade());
        return tr("Every light is off. Edit mode or a random board sets a new puzzle.");
    }
    if (clickMode() == ClickMode::Edit)
        return tr("Edit mode: a click toggles one light. %n light(s) on.", nullptr, lo::litCount(board()));
    return tr("%1, %2.", "lights on, presses made")
        .arg(tr("%n light(s) on", nullptr, lo::litCount(board())), tr("%n press(es) made", nullptr, pressesMade()));
}

void LightsOutBoardView::paintBoard(QPainter& p, const BoardGeometry& g) {
    LightsOutPainter(scene(), value(), obstruction_).paint(p, g);
}

void LightsOutBoardView::activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers) {
    const int cell = r * board().cols + c;
    // The right button does the other mode's action: a quick fix while playing.
    const bool edit = (clickMode() == ClickMode::Edit) != (button == Qt::RightButton);
    if (edit) toggleCell(cell);
    else pressCell(cell);
}

bool LightsOutBoardView::typeKey(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_H: hint(); return true;
    case Qt::Key_S: revealSolution(); return true;
    case Qt::Key_E: setClickMode(clickMode() == ClickMode::Edit ? ClickMode::Play : ClickMode::Edit); return true;
    default: return false;
    }
}

}  // namespace pw::ui
