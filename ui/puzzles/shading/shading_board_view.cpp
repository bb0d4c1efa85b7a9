#include "shading_board_view.h"

#include <QMetaObject>

#include <map>
#include <tuple>

#include "all_puzzles.h"
#include "shading/algorithms.h"
#include "shading_notices.h"
#include "shading_options.h"
#include "shading_painter.h"

namespace pw::ui {

namespace sh = shading;

namespace {

/// The maxima found so far, per (rows, cols, k), for every board of the process. Read
/// and written on the GUI thread only: the worker hands its result over by a queued call.
std::map<std::tuple<int, int, int>, int>& maximumCache() {
    static std::map<std::tuple<int, int, int>, int> cache;
    return cache;
}

}  // namespace

ShadingBoardView::ShadingBoardView(PuzzleBoard* board, QWidget* parent)
    : GridBoardView(board, *findBoardKind(builtinBoardKinds(), QStringLiteral("shading")), parent),
      canonicalShown_(grid().canonicalOnly()), shownK_(grid().k()) {
    fitGridToBoard();
    requestBestKnown();
}

ShadingBoardView::~ShadingBoardView() {
    // Joined here, not by the member's destructor, so no queued result can be posted to a
    // board half destroyed.
    stopWorker();
}

void ShadingBoardView::gameStarted() {
    startedFrom_ = shownK_;
    browsed_.clear();
    shownCanonical_ = false;
    GridBoardView::gameStarted();
}

void ShadingBoardView::positionChanged() {
    // A new game on a small grid with the k of a bigger one has the longest run that fits.
    QString problem;
    if (startedFrom_ && *startedFrom_ != k() && sh::checkParameters(rows(), cols(), *startedFrom_))
        problem = tr("k lowered from %1 to %2: no run of %1 fits a %3×%4 grid.").arg(*startedFrom_).arg(k()).arg(rows()).arg(cols());
    const bool newK = std::exchange(shownK_, k()) != k();
    const bool started = startedFrom_.has_value();
    startedFrom_.reset();
    if (options_) options_->setK(k());
    setProblem(problem);
    if (newK || started) requestBestKnown();
    GridBoardView::positionChanged();
}

void ShadingBoardView::optionsChanged() {
    const bool on = canonicalOnly();
    if (options_) options_->setCanonicalOnly(on);
    if (on != canonicalShown_) {
        canonicalShown_ = on;
        emit browseFilterChanged();
    }
    if (overlay() == Overlay::Solution && !browsed_.empty()) {
        const std::vector<int> browsed = browsed_;
        showSolution(browsed);
    }
    GridBoardView::optionsChanged();
}

QWidget* ShadingBoardView::optionsWidget() {
    if (options_) return options_;
    // Parented to the board until the window places it.
    options_ = new ShadingOptions(this);
    options_->hide();
    options_->setK(k());
    options_->setCanonicalOnly(canonicalOnly());
    options_->setProblem(problem_);
    connect(options_, &ShadingOptions::kChanged, this, [this](int k) { setK(k); });
    connect(options_, &ShadingOptions::canonicalOnlyChanged, this, &ShadingBoardView::setCanonicalOnly);
    requestBestKnown();  // fills the label
    return options_;
}

std::vector<sh::Run> ShadingBoardView::runs() const { return sh::findRuns(rows(), cols(), k(), cells()); }

std::optional<int> ShadingBoardView::bestKnown() const {
    const auto& cache = maximumCache();
    const auto it = cache.find({rows(), cols(), k()});
    if (it == cache.end()) return std::nullopt;
    return it->second;
}

void ShadingBoardView::toggleCell(int cell) {
    if (cell < 0 || cell >= rows() * cols()) return;
    const int r = cell / cols() + 1, c = cell % cols() + 1;  // 1-based, as the board's coordinates
    puzzleBoard()->edit(grid().toggled(cell), cells()[static_cast<std::size_t>(cell)] == 0 ? tr("shade (%1,%2)").arg(r).arg(c)
                                                                                           : tr("clear (%1,%2)").arg(r).arg(c));
}

bool ShadingBoardView::setK(int k) {
    if (k == this->k()) return true;
    if (const Notice problem = sh::checkParameters(rows(), cols(), k)) {
        // Refused: the box goes back to the k in force and the model says why.
        if (options_) options_->setK(this->k());
        setProblem(tr("k = %1 refused. %2").arg(k).arg(ShadingNotices::text(problem)));
        return false;
    }
    puzzleBoard()->edit(grid().withCells(cells(), k), tr("no run of %1").arg(k));
    return true;
}

bool ShadingBoardView::browsesSolution(std::span<const int> cells) const {
    // One grid per symmetry class: the browser walks the grids in canonical form only.
    return !canonicalOnly() || static_cast<int>(cells.size()) != rows() * cols() || sh::isCanonical(rows(), cols(), cells);
}

void ShadingBoardView::setCanonicalOnly(bool on) {
    if (on != canonicalOnly()) puzzleBoard()->setOptions(grid().withCanonicalOnly(on));
}

void ShadingBoardView::showSolution(std::span<const int> cells) {
    browsed_.assign(cells.begin(), cells.end());
    shownCanonical_ = false;
    // With the box ticked the browser offers canonical grids only; a grid shown from
    // elsewhere still appears as the representative of its class.
    if (canonicalOnly() && static_cast<int>(cells.size()) == rows() * cols() && !sh::isCanonical(rows(), cols(), cells)) {
        shownCanonical_ = true;
        GridBoardView::showSolution(sh::canonicalForm(rows(), cols(), cells));
        return;
    }
    GridBoardView::showSolution(cells);
}

void ShadingBoardView::clearBoard() {
    if (score() == 0) return;
    puzzleBoard()->edit(grid().withCells(std::vector<int>(cells().size(), 0), k()), tr("clear the grid"));
}

void ShadingBoardView::activateCell(int r, int c, Qt::MouseButton, Qt::KeyboardModifiers) { toggleCell(r * cols() + c); }

void ShadingBoardView::requestBestKnown() {
    const std::tuple<int, int, int> wanted{rows(), cols(), k()};
    if (bestKnown() || sh::checkParameters(rows(), cols(), k())) {
        computing_ = false;
        stopWorker();
    } else if (!computing_ || pending_ != wanted) {  // already on its way otherwise
        stopWorker();
        computing_ = true;
        pending_ = wanted;
        const int rows = this->rows(), cols = this->cols(), k = this->k();
        // Up to 11×11 v4 answers in well under a second; beyond, it may take long, so it
        // runs with a stop token that a new size or k, or the board's end, pulls.
        worker_ = std::jthread([this, rows, cols, k](std::stop_token stop) {
            const std::optional<int> maximum = sh::computeMaximum(rows, cols, k, stop);
            if (!maximum || stop.stop_requested()) return;
            QMetaObject::invokeMethod(
                this, [this, rows, cols, k, value = *maximum] { maximumFound(rows, cols, k, value); },
                Qt::QueuedConnection);
        });
    }
    if (options_) {
        const std::optional<int> best = bestKnown();
        options_->setBestKnown(best ? tr("Best known: %1").arg(*best)
                                    : computing_ ? tr("Best known: computing…") : QString());
    }
}

void ShadingBoardView::maximumFound(int rows, int cols, int k, int value) {
    maximumCache()[{rows, cols, k}] = value;
    if (rows != this->rows() || cols != this->cols() || k != this->k()) return;  // a result for an earlier size
    requestBestKnown();  // finds it in the cache: the label follows
    update();
    emit statusChanged();
}

void ShadingBoardView::stopWorker() {
    if (!worker_.joinable()) return;
    worker_.request_stop();
    worker_.join();
}

void ShadingBoardView::setProblem(const QString& problem) {
    if (problem == problem_) return;
    problem_ = problem;
    if (options_) options_->setProblem(problem_);
    emit statusChanged();
}

QString ShadingBoardView::bestKnownSentence(bool validGrid) const {
    if (const std::optional<int> best = bestKnown()) {
        if (validGrid && score() == *best && *best > 0)
            return tr("That is the maximum for %1×%2, k = %3: no grid does better!").arg(rows()).arg(cols()).arg(k());
        return tr("Best known for %1×%2, k = %3: %4.").arg(rows()).arg(cols()).arg(k()).arg(*best);
    }
    if (computing_) return tr("Best known for %1×%2, k = %3: computing…").arg(rows()).arg(cols()).arg(k());
    return {};
}

QString ShadingBoardView::statusText() const {
    if (overlay() == Overlay::Frame) return frameStatus();
    if (overlay() == Overlay::Solution) {
        const int shaded = sh::shadedCount(overlayCells());
        const QString grid = tr("An optimal grid: %n shaded cell(s), no run of %1.", nullptr, shaded).arg(k());
        if (shownCanonical_) return grid + QLatin1Char(' ') + tr("Shown in its canonical form, for its symmetry class.");
        if (canonicalOnly()) return grid + QLatin1Char(' ') + tr("Already in its canonical form.");
        return grid;
    }
    const int runCount = static_cast<int>(runs().size());
    QString text = runCount == 0 ? tr("Score %1 — no run of %2.").arg(score()).arg(k())
                                 : tr("Score %1 — %n run(s) of %2 (struck through).", nullptr, runCount).arg(score()).arg(k());
    if (const QString best = bestKnownSentence(runCount == 0); !best.isEmpty()) text += QLatin1Char(' ') + best;
    if (!problem_.isEmpty()) text = problem_ + QLatin1Char(' ') + text;
    return text;
}

int ShadingBoardView::frameRow() const { return ShadingPainter(scene(), grid()).frameRow(); }

void ShadingBoardView::paintBoard(QPainter& p, const BoardGeometry& g) { ShadingPainter(scene(), grid()).paint(p, g); }

QString ShadingBoardView::frameStatus() const {
    const Event& e = frameEvent();
    const std::vector<int>& state = overlayCells();
    const int decided = static_cast<int>(std::count_if(state.begin(), state.end(), [](int v) { return v >= 0; }));
    const int shaded = sh::shadedCount(state);
    const bool row = frameRow() >= 0;
    switch (e.kind) {
    case EventKind::Bound: return tr("Search: a new best, %n shaded cell(s).", nullptr, static_cast<int>(e.aux));
    case EventKind::Solution: return tr("Search: an optimal grid, %n shaded cell(s).", nullptr, static_cast<int>(e.aux));
    case EventKind::Done: return tr("Search done: the maximum is %n shaded cell(s).", nullptr, static_cast<int>(e.aux));
    case EventKind::Cut:
        // A mirror cut (v4) names a pattern and carries no hope; a cut by the bound has a
        // hope of 0 or less.
        if (row && e.aux == 0 && e.value != 0)
            return tr("Search: row %1 cut by the mirror rule — its mirror image is searched instead.").arg(frameRow() + 1);
        return tr("Search: branch cut, hope %1 — this branch can no longer beat the best.").arg(e.aux);
    case EventKind::Reject:
        if (row) return tr("Search: this pattern of row %1 would close a run of %2 with the rows above.").arg(frameRow() + 1).arg(k());
        return tr("Search: shading this cell would close a run of %1.").arg(k());
    case EventKind::Try:
        if (row)
            return tr("Search: row %1 — a cross marks a cell that would close a run of %2 with the rows above.")
                .arg(frameRow() + 1)
                .arg(k());
        break;
    default: break;
    }
    QString text = tr("Search: cells decided: %1 of %2; shaded: %3.").arg(decided).arg(rows() * cols()).arg(shaded);
    // v1 carries no hope (0); v2 carries it on every event of a cell, v3 and v4 on a row placed.
    if (e.aux != 0) text += QLatin1Char(' ') + tr("Hope %1: white cells still affordable to beat the best.").arg(e.aux);
    return text;
}

}  // namespace pw::ui
