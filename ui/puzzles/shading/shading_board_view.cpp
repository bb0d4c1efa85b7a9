#include "shading_board_view.h"

#include <QMetaObject>

#include <map>
#include <tuple>

#include "all_puzzles.h"
#include "shading/algorithms.h"
#include "shading_commands.h"
#include "shading_notices.h"
#include "shading_options.h"
#include "text/parse_error_text.h"

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

ShadingBoardView::ShadingBoardView(QWidget* parent) : GridBoardView(parent) {
    cells_.assign(static_cast<std::size_t>(rows_ * cols_), 0);
    setGridSize(rows_, cols_);
    requestBestKnown();
}

ShadingBoardView::~ShadingBoardView() {
    // Joined here, not by the member's destructor, so no queued result can be posted to a
    // board half destroyed.
    stopWorker();
}

Instance ShadingBoardView::instance() const {
    // The puzzle has no givens: the solvers start from a blank grid of this size and k.
    Instance instance;
    instance.rows = rows_;
    instance.cols = cols_;
    instance.k = k_;
    return instance;
}

void ShadingBoardView::resetBoard(const SizeRequest& size) {
    const int side = size.size > 0 ? size.size : sh::kDefaultSize;
    rows_ = std::clamp(size.rows > 0 ? size.rows : side, minimumBoardSize(), maximumBoardSize());
    cols_ = std::clamp(size.cols > 0 ? size.cols : side, minimumBoardSize(), maximumBoardSize());
    const int wanted = size.k > 0 ? size.k : k_;
    k_ = wanted;
    problem_.clear();
    if (sh::checkParameters(rows_, cols_, k_)) {
        // A small grid with the k of a bigger one: the longest run that fits.
        k_ = std::clamp(k_, 3, std::max(rows_, cols_));
        problem_ = tr("k lowered from %1 to %2: no run of %1 fits a %3×%4 grid.").arg(wanted).arg(k_).arg(rows_).arg(cols_);
    }
    cells_.assign(static_cast<std::size_t>(rows_ * cols_), 0);
    browsed_.clear();
    shownCanonical_ = false;
    setGridSize(rows_, cols_);
    undoStack_.clear();
    if (options_) {
        options_->setK(k_);
        options_->setProblem(problem_);
    }
    requestBestKnown();
    boardChanged();
}

QWidget* ShadingBoardView::optionsWidget() {
    if (options_) return options_;
    // Parented to the board until the window places it.
    options_ = new ShadingOptions(this);
    options_->hide();
    options_->setK(k_);
    options_->setCanonicalOnly(canonicalOnly_);
    options_->setProblem(problem_);
    connect(options_, &ShadingOptions::kChanged, this, [this](int k) { setK(k); });
    connect(options_, &ShadingOptions::canonicalOnlyChanged, this, &ShadingBoardView::setCanonicalOnly);
    requestBestKnown();  // fills the label
    return options_;
}

std::vector<sh::Run> ShadingBoardView::runs() const { return sh::findRuns(rows_, cols_, k_, cells_); }

std::optional<int> ShadingBoardView::bestKnown() const {
    const auto& cache = maximumCache();
    const auto it = cache.find({rows_, cols_, k_});
    if (it == cache.end()) return std::nullopt;
    return it->second;
}

void ShadingBoardView::toggleCell(int cell) {
    if (cell < 0 || cell >= rows_ * cols_) return;
    undoStack_.push(new ShadingToggleCommand(this, cell));
}

bool ShadingBoardView::setK(int k) {
    if (k == k_) return true;
    if (const Notice problem = sh::checkParameters(rows_, cols_, k)) {
        // Refused: the box goes back to the k in force and the model says why.
        if (options_) options_->setK(k_);
        setProblem(tr("k = %1 refused. %2").arg(k).arg(ShadingNotices::text(problem)));
        return false;
    }
    undoStack_.push(new ShadingSetGridCommand(this, cells_, k, tr("no run of %1").arg(k)));
    return true;
}

bool ShadingBoardView::browsesSolution(std::span<const int> cells) const {
    // One grid per symmetry class: the browser walks the grids in canonical form only.
    return !canonicalOnly_ || static_cast<int>(cells.size()) != rows_ * cols_ || sh::isCanonical(rows_, cols_, cells);
}

void ShadingBoardView::setCanonicalOnly(bool on) {
    const bool changed = on != canonicalOnly_;
    canonicalOnly_ = on;
    if (options_) options_->setCanonicalOnly(on);
    if (changed) emit browseFilterChanged();
    if (overlay() == Overlay::Solution && !browsed_.empty()) {
        const std::vector<int> browsed = browsed_;
        showSolution(browsed);
    }
}

void ShadingBoardView::showSolution(std::span<const int> cells) {
    browsed_.assign(cells.begin(), cells.end());
    shownCanonical_ = false;
    // With the box ticked the browser offers canonical grids only; a grid shown from
    // elsewhere still appears as the representative of its class.
    if (canonicalOnly_ && static_cast<int>(cells.size()) == rows_ * cols_ && !sh::isCanonical(rows_, cols_, cells)) {
        shownCanonical_ = true;
        GridBoardView::showSolution(sh::canonicalForm(rows_, cols_, cells));
        return;
    }
    GridBoardView::showSolution(cells);
}

void ShadingBoardView::applyToggle(int cell) {
    cells_[static_cast<std::size_t>(cell)] ^= 1;
    setProblem({});
    clearOverlay();
    boardChanged();
}

void ShadingBoardView::applyGrid(const std::vector<int>& cells, int k) {
    const bool newK = k != k_;
    cells_ = cells;
    k_ = k;
    if (options_) options_->setK(k_);
    setProblem({});
    clearOverlay();
    if (newK) requestBestKnown();
    boardChanged();
}

void ShadingBoardView::clearBoard() {
    if (score() == 0) return;
    undoStack_.push(new ShadingSetGridCommand(this, std::vector<int>(cells_.size(), 0), k_, tr("clear the grid")));
}

QString ShadingBoardView::toText() const {
    Instance grid = instance();
    grid.cells = cells_;
    return QString::fromStdString(builtinRegistry().puzzle("shading")->formatInstance(grid));
}

bool ShadingBoardView::fromText(const QString& text, QString* error) {
    // The puzzle's file format (rows of '#' and '.', a "k=N" line), as the CLI reads it.
    ParseResult<std::vector<Instance>> read = builtinRegistry().puzzle("shading")->parseInstances(text.toStdString());
    if (!read) {
        if (error) *error = parseErrorText(read.error());
        return false;
    }
    const Instance& grid = read->front();
    if (grid.rows < minimumBoardSize() || grid.cols < minimumBoardSize()) {
        if (error)
            *error = tr("The board shows grids of %1 to %2 cells a side; this one is %3×%4.")
                         .arg(minimumBoardSize())
                         .arg(maximumBoardSize())
                         .arg(grid.rows)
                         .arg(grid.cols);
        return false;
    }
    if (grid.rows != rows_ || grid.cols != cols_) resetBoard({.rows = grid.rows, .cols = grid.cols, .k = grid.k});
    undoStack_.push(new ShadingSetGridCommand(this, grid.cells, grid.k, tr("open a grid")));
    return true;
}

QJsonObject ShadingBoardView::keptState() const { return {{QStringLiteral("canonicalOnly"), canonicalOnly_}}; }

void ShadingBoardView::restoreKeptState(const QJsonObject& state) {
    setCanonicalOnly(state.value(QStringLiteral("canonicalOnly")).toBool(false));
}

void ShadingBoardView::activateCell(int r, int c, Qt::MouseButton, Qt::KeyboardModifiers) { toggleCell(r * cols_ + c); }

void ShadingBoardView::requestBestKnown() {
    const std::tuple<int, int, int> wanted{rows_, cols_, k_};
    if (bestKnown() || sh::checkParameters(rows_, cols_, k_)) {
        computing_ = false;
        stopWorker();
    } else if (!computing_ || pending_ != wanted) {  // already on its way otherwise
        stopWorker();
        computing_ = true;
        pending_ = wanted;
        const int rows = rows_, cols = cols_, k = k_;
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
    if (rows != rows_ || cols != cols_ || k != k_) return;  // a result for an earlier size
    requestBestKnown();  // finds it in the cache: the label follows
    boardChanged();
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

void ShadingBoardView::boardChanged() {
    update();
    emit statusChanged();
}

QString ShadingBoardView::bestKnownSentence(bool validGrid) const {
    if (const std::optional<int> best = bestKnown()) {
        if (validGrid && score() == *best && *best > 0)
            return tr("That is the maximum for %1×%2, k = %3: no grid does better!").arg(rows_).arg(cols_).arg(k_);
        return tr("Best known for %1×%2, k = %3: %4.").arg(rows_).arg(cols_).arg(k_).arg(*best);
    }
    if (computing_) return tr("Best known for %1×%2, k = %3: computing…").arg(rows_).arg(cols_).arg(k_);
    return {};
}

QString ShadingBoardView::statusText() const {
    if (overlay() == Overlay::Frame) return frameStatus();
    if (overlay() == Overlay::Solution) {
        const int shaded = sh::shadedCount(overlayCells());
        const QString grid = tr("An optimal grid: %n shaded cell(s), no run of %1.", nullptr, shaded).arg(k_);
        if (shownCanonical_) return grid + QLatin1Char(' ') + tr("Shown in its canonical form, for its symmetry class.");
        if (canonicalOnly_) return grid + QLatin1Char(' ') + tr("Already in its canonical form.");
        return grid;
    }
    const int runCount = static_cast<int>(runs().size());
    QString text = runCount == 0 ? tr("Score %1 — no run of %2.").arg(score()).arg(k_)
                                 : tr("Score %1 — %n run(s) of %2 (struck through).", nullptr, runCount).arg(score()).arg(k_);
    if (const QString best = bestKnownSentence(runCount == 0); !best.isEmpty()) text += QLatin1Char(' ') + best;
    if (!problem_.isEmpty()) text = problem_ + QLatin1Char(' ') + text;
    return text;
}

int ShadingBoardView::frameRow() const {
    // v3 and v4 name a row by its first cell at the depth of the row; v1 and v2 name a
    // cell at a depth equal to its number. Row 0 is told apart by its pattern value.
    const Event& e = frameEvent();
    if (e.cell < 0 || e.cell >= rows_ * cols_ || e.depth < 0 || e.depth >= rows_) return -1;
    if (e.cell != e.depth * cols_) return -1;
    if (e.depth == 0 && e.value <= 1) return -1;
    return e.depth;
}

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
        if (row) return tr("Search: this pattern of row %1 would close a run of %2 with the rows above.").arg(frameRow() + 1).arg(k_);
        return tr("Search: shading this cell would close a run of %1.").arg(k_);
    case EventKind::Try:
        if (row)
            return tr("Search: row %1 — a cross marks a cell that would close a run of %2 with the rows above.")
                .arg(frameRow() + 1)
                .arg(k_);
        break;
    default: break;
    }
    QString text = tr("Search: cells decided: %1 of %2; shaded: %3.").arg(decided).arg(rows_ * cols_).arg(shaded);
    // v1 carries no hope (0); v2 carries it on every event of a cell, v3 and v4 on a row placed.
    if (e.aux != 0) text += QLatin1Char(' ') + tr("Hope %1: white cells still affordable to beat the best.").arg(e.aux);
    return text;
}

}  // namespace pw::ui
