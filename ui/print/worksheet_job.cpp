#include "worksheet_job.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

#include "all_puzzles.h"
#include "core/registry.h"
#include "text/registry_text.h"

namespace pw::ui {

namespace {

const PuzzleInfo* makerOf(const QString& puzzleId) {
    const PuzzleInfo* info = builtinRegistry().puzzle(puzzleId.toStdString());
    return info && info->makePuzzle && !info->levels.empty() ? info : nullptr;
}

const LevelInfo* levelOf(const PuzzleInfo& info, const QString& level) {
    const auto it = std::find_if(info.levels.begin(), info.levels.end(),
                                 [&](const LevelInfo& l) { return QString::fromStdString(l.id) == level; });
    return it == info.levels.end() ? nullptr : &*it;
}

}  // namespace

QString levelIds(const QString& puzzleId) {
    QStringList ids;
    if (const PuzzleInfo* info = makerOf(puzzleId))
        for (const LevelInfo& level : info->levels) ids << QString::fromStdString(level.id);
    return ids.join(QStringLiteral(", "));
}

bool checkWorksheetRequest(const WorksheetRequest& request, QString* error) {
    const PuzzleInfo* info = makerOf(request.puzzleId);
    QString problem;
    if (!info) problem = QCoreApplication::translate("Print", "The puzzle '%1' makes no worksheets.").arg(request.puzzleId);
    else if (!levelOf(*info, request.level))
        problem = QCoreApplication::translate("Print", "The difficulty '%1' is not one of %2.").arg(request.level, levelIds(request.puzzleId));
    else if (request.size && (request.size < info->makerSizes.min || request.size > info->makerSizes.max))
        problem = QCoreApplication::translate("Print", "Worksheets of this puzzle have sizes %1 to %2, not %3.")
                      .arg(info->makerSizes.min)
                      .arg(info->makerSizes.max)
                      .arg(request.size);
    else if (request.count < 1 || request.count > 200)
        problem = QCoreApplication::translate("Print", "A worksheet holds 1 to 200 puzzles, not %1.").arg(request.count);
    if (!problem.isEmpty() && error) *error = problem;
    return problem.isEmpty();
}

WorksheetJob::WorksheetJob(WorksheetRequest request) : request_(std::move(request)) {
    puzzles_.resize(static_cast<std::size_t>(std::max(0, request_.count)));
    const int threads = std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, std::max(1, request_.count));
    running_ = threads;
    for (int i = 0; i < threads; ++i) threads_.emplace_back([this] { work(); });
}

WorksheetJob::~WorksheetJob() {
    stop_.request_stop();
    threads_.clear();  // joins
}

void WorksheetJob::work() {
    const PuzzleInfo* info = makerOf(request_.puzzleId);
    const std::string level = request_.level.toStdString();
    const SizeRequest size{.size = request_.size};
    for (int i = next_++; info && i < request_.count && !stop_.stop_requested(); i = next_++) {
        Result<MadePuzzle> made = info->makePuzzle(size, level, request_.seed + static_cast<std::uint64_t>(i), stop_.get_token());
        std::lock_guard lock(mutex_);
        if (!made) {
            if (stop_.stop_requested()) cancelled_ = true;
            else if (error_.empty()) error_ = made.error(), stop_.request_stop();
            break;
        }
        puzzles_[static_cast<std::size_t>(i)] = {std::move(made->puzzle), std::move(made->solution)};
        ++made_;
    }
    {
        std::lock_guard lock(mutex_);
        if (stop_.stop_requested() && error_.empty() && made_ < request_.count) cancelled_ = true;
    }
    --running_;
}

bool WorksheetJob::succeeded() const { return finished() && made_ == request_.count; }

QString WorksheetJob::error() const {
    std::lock_guard lock(mutex_);
    return QString::fromStdString(error_);
}

WorksheetContent WorksheetJob::content() const {
    WorksheetContent content{.puzzleId = request_.puzzleId, .levelTitle = request_.level, .puzzles = {}, .answers = request_.answers};
    if (const PuzzleInfo* info = makerOf(request_.puzzleId))
        if (const LevelInfo* level = levelOf(*info, request_.level)) content.levelTitle = registryText(level->title);
    std::lock_guard lock(mutex_);
    content.puzzles = puzzles_;
    return content;
}

}  // namespace pw::ui
