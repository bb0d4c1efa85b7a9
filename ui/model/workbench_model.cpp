#include "workbench_model.h"

#include <algorithm>

namespace pw::ui {

WorkbenchModel::WorkbenchModel(const Registry& registry, QObject* parent) : QObject(parent), registry_(registry) {
    for (const PuzzleInfo& p : registry_.puzzles()) {
        const QString id = QString::fromStdString(p.id);
        puzzleIds_.push_back(id);
        puzzles_[id].versions = registry_.algorithmsOf(p.id);
    }
}

// Out of line: RunRecording is complete only where the recording is made.
WorkbenchModel::~WorkbenchModel() = default;

const WorkbenchModel::PuzzleState* WorkbenchModel::find(const QString& puzzle) const {
    const auto it = puzzles_.find(puzzle);
    return it == puzzles_.end() ? nullptr : &it->second;
}

WorkbenchModel::PuzzleState* WorkbenchModel::find(const QString& puzzle) {
    const auto it = puzzles_.find(puzzle);
    return it == puzzles_.end() ? nullptr : &it->second;
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
    return p ? p->range : SizeRange{};
}

int WorkbenchModel::size(const QString& puzzle) const {
    const PuzzleState* p = find(puzzle);
    return p ? p->size : 0;
}

void WorkbenchModel::setBoardSize(const QString& puzzle, SizeRange range, int size) {
    PuzzleState* p = find(puzzle);
    if (!p) return;
    const bool changed = p->size != size || p->range.minimum != range.minimum || p->range.maximum != range.maximum;
    p->range = range;
    p->size = size;
    if (changed) emit sizeChanged(puzzle, size);
}

void WorkbenchModel::setBoardSize(const QString& puzzle, int size) { setBoardSize(puzzle, sizeRange(puzzle), size); }

void WorkbenchModel::requestNewBoard(int size) {
    PuzzleState* p = find(puzzle_);
    if (!p) return;
    const int clamped = std::clamp(size, p->range.minimum, std::max(p->range.minimum, p->range.maximum));
    setBoardSize(puzzle_, clamped);
    emit newBoardRequested(puzzle_, clamped);
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

void WorkbenchModel::setRecording(std::shared_ptr<RunRecording> recording) {
    recording_ = std::move(recording);
    cursor_ = 0;
    emit recordingChanged();
    emit cursorChanged(cursor_);
}

void WorkbenchModel::setCursor(std::uint64_t event) {
    if (event == cursor_) return;
    cursor_ = event;
    emit cursorChanged(cursor_);
}

}  // namespace pw::ui
