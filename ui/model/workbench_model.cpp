#include "workbench_model.h"

#include <algorithm>

#include "all_puzzles.h"
#include "puzzle_board.h"
#include "run_cursor.h"

namespace pw::ui {

WorkbenchModel::WorkbenchModel(const Registry& registry, const std::vector<BoardKind>& boards, QObject* parent)
    : QObject(parent), registry_(registry), runCursor_(new RunCursor(this)) {
    for (const PuzzleInfo& p : registry_.puzzles()) {
        const QString id = QString::fromStdString(p.id);
        const BoardKind* kind = findBoardKind(boards, id);
        if (!kind) continue;
        puzzleIds_.push_back(id);
        PuzzleState& state = puzzles_[id];
        state.board = new PuzzleBoard(*kind, this);
        state.versions = registry_.algorithmsOf(p.id);
        state.size = state.board->size();
        connect(state.board, &PuzzleBoard::positionChanged, this, [this, id] { boardChanged(id); });
        connect(state.board, &PuzzleBoard::optionsChanged, this, [this, id] { boardChanged(id); });
    }
}

WorkbenchModel::WorkbenchModel(QObject* parent) : WorkbenchModel(builtinRegistry(), builtinBoardKinds(), parent) {}

WorkbenchModel::~WorkbenchModel() = default;

const WorkbenchModel::PuzzleState* WorkbenchModel::find(const QString& puzzle) const {
    const auto it = puzzles_.find(puzzle);
    return it == puzzles_.end() ? nullptr : &it->second;
}

WorkbenchModel::PuzzleState* WorkbenchModel::find(const QString& puzzle) {
    const auto it = puzzles_.find(puzzle);
    return it == puzzles_.end() ? nullptr : &it->second;
}

PuzzleBoard* WorkbenchModel::board(const QString& puzzle) const {
    const PuzzleState* p = find(puzzle);
    return p ? p->board : nullptr;
}

bool WorkbenchModel::selectPuzzle(const QString& puzzle) {
    if (!hasPuzzle(puzzle)) return false;
    if (puzzle == puzzle_) return true;
    puzzle_ = puzzle;
    emit puzzleChanged(puzzle_);
    return true;
}

const std::vector<const AlgorithmInfo*>& WorkbenchModel::versions(const QString& puzzle) const {
    static const std::vector<const AlgorithmInfo*> none;
    const PuzzleState* p = find(puzzle);
    return p ? p->versions : none;
}

void WorkbenchModel::setVersions(const QString& puzzle, std::vector<const AlgorithmInfo*> versions) {
    PuzzleState* p = find(puzzle);
    if (!p) return;
    const AlgorithmInfo* before = version(puzzle);
    p->versions = std::move(versions);
    emit versionsChanged(puzzle);
    if (version(puzzle) != before) emit versionChanged(puzzle);
}

const AlgorithmInfo* WorkbenchModel::version(const QString& puzzle) const {
    const PuzzleState* p = find(puzzle);
    if (!p || p->versions.empty()) return nullptr;
    for (const AlgorithmInfo* a : p->versions)
        if (QString::fromStdString(a->id) == p->chosen) return a;
    return p->versions.back();
}

QString WorkbenchModel::chosenVersionId(const QString& puzzle) const {
    const PuzzleState* p = find(puzzle);
    return p ? p->chosen : QString();
}

bool WorkbenchModel::chooseVersion(const QString& puzzle, const QString& versionId) {
    PuzzleState* p = find(puzzle);
    if (!p) return false;
    const bool listed = std::any_of(p->versions.begin(), p->versions.end(),
                                    [&](const AlgorithmInfo* a) { return QString::fromStdString(a->id) == versionId; });
    if (!listed) return false;
    if (p->chosen == versionId) return true;
    // Chosen as such even when it was already the one taken by default: it is kept with
    // the board, and stays chosen when the list grows.
    p->chosen = versionId;
    emit versionChanged(puzzle);
    return true;
}

WorkbenchModel::SizeRange WorkbenchModel::sizeRange(const QString& puzzle) const {
    const PuzzleState* p = find(puzzle);
    return p ? SizeRange{p->board->kind().minimumSize, p->board->kind().maximumSize} : SizeRange{};
}

int WorkbenchModel::size(const QString& puzzle) const {
    const PuzzleState* p = find(puzzle);
    return p ? p->board->size() : 0;
}

void WorkbenchModel::requestNewBoard(int size) {
    PuzzleState* p = find(puzzle_);
    if (!p) return;
    const SizeRange range = sizeRange(puzzle_);
    const int clamped = std::clamp(size, range.minimum, std::max(range.minimum, range.maximum));
    emit newBoardRequested(puzzle_, clamped);
    p->board->startBlank({.size = clamped});
}

void WorkbenchModel::boardChanged(const QString& puzzle) {
    PuzzleState* p = find(puzzle);
    if (!p || p->board->size() == p->size) return;
    p->size = p->board->size();
    emit sizeChanged(puzzle, p->size);
}

void WorkbenchModel::setMode(Mode mode) {
    if (mode == mode_) return;
    mode_ = mode;
    emit modeChanged(mode_);
}

void WorkbenchModel::setBudgetSeconds(double seconds) {
    seconds = std::clamp(seconds, kMinBudgetSeconds, kMaxBudgetSeconds);
    if (seconds == budgetSeconds_) return;
    budgetSeconds_ = seconds;
    emit budgetChanged(budgetSeconds_);
}

void WorkbenchModel::setEventsPerSecond(double eventsPerSecond) {
    if (eventsPerSecond == eventsPerSecond_) return;
    eventsPerSecond_ = eventsPerSecond;
    emit speedChanged(eventsPerSecond_);
}

}  // namespace pw::ui
