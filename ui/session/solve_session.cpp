#include "solve_session.h"

#include <chrono>

#include "stepping_tracer.h"

namespace pw::ui {

namespace {
constexpr int kTickMs = 33;  // about 30 Hz

/// Says how the recorded run ended. A run that failed (a student's program crashed, a
/// version declined the board) gets one more event, its end, so that the recording
/// shows where it happened.
void endRecording(SharedRecording& recording, const RunResult& result, const SolutionSink& sink, bool capped) {
    recording.write([&](Recording& r) {
        RecordingEnd end;
        end.over = true;
        end.completed = result.completed;
        end.capped = capped;
        end.notice = result.notice;
        if (result.notice && !result.completed && !capped) {
            Stats counters = result.stats;
            counters.solutions = sink.total();
            const std::vector<int> state = r.empty() ? std::vector<int>{} : r.at(r.size() - 1).state;
            Event e;
            e.kind = EventKind::Done;
            end.endEvent = r.append(e, state, counters);
        }
        r.setEnd(end);
    });
}

}  // namespace

SolveSession::SolveSession(QObject* parent) : QObject(parent) {
    timer_.setInterval(kTickMs);
    connect(&timer_, &QTimer::timeout, this, &SolveSession::tick);
}

SolveSession::~SolveSession() { stop(); }

void SolveSession::solve(const AlgorithmInfo& algorithm, const Instance& instance, const RunOptions& options,
                         Start start, double eventsPerSecond, double budgetSeconds) {
    comparison_ = false;
    launch({&algorithm}, instance, options, start == Start::Run ? budgetSeconds : 0, start != Start::Run);
    if (start == Start::Play) play(eventsPerSecond);
}

void SolveSession::compare(const std::vector<const AlgorithmInfo*>& algorithms, const Instance& instance,
                           const RunOptions& options, double budgetSeconds) {
    comparison_ = true;
    launch(algorithms, instance, options, budgetSeconds, false);
}

void SolveSession::launch(std::vector<const AlgorithmInfo*> algorithms, const Instance& instance,
                          const RunOptions& options, double budgetSeconds, bool traced) {
    stop();
    auto mailbox = std::make_shared<SessionMailbox>();
    for (const AlgorithmInfo* a : algorithms) mailbox->runs.push_back(std::make_unique<RunSlot>(a, kKeptSolutions));
    if (traced) mailbox->recording = std::make_shared<SharedRecording>(recordingCap_);
    recording_ = mailbox->recording;
    mailbox_ = mailbox;
    traced_ = traced;
    views_.assign(algorithms.size(), RunView{});
    for (std::size_t i = 0; i < algorithms.size(); ++i) views_[i].algorithm = algorithms[i];
    solutions_.clear();
    solutionsRun_ = 0;
    ++solutionsEpoch_;
    totalSolutions_ = 0;
    frame_.reset();
    frameSerial_ = 0;
    treeRecords_.clear();
    announcedFinish_ = false;

    worker_ = std::jthread([mailbox, instance, options, budgetSeconds, traced,
                            atCap = atRecordingCap_](std::stop_token stop) {
        for (auto& slot : mailbox->runs) {
            if (stop.stop_requested()) break;
            slot->sink.reset();
            // The run stops on the session's stop, or at the recording's cap.
            std::stop_source runStop;
            std::stop_callback forward(stop, [&runStop] { runStop.request_stop(); });
            std::optional<SteppingTracer> tracer;
            if (traced) tracer.emplace(*mailbox, *slot, runStop.get_token(), atCap, &runStop);
            SearchContext ctx(slot->sink, runStop.get_token(), &slot->live, tracer ? &*tracer : nullptr);
            const Clock::time_point deadline =
                Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(budgetSeconds));
            if (budgetSeconds > 0) ctx.setDeadline(deadline);
            slot->started = true;
            RunResult result = runAlgorithm(*slot->algorithm, instance, options, ctx);
            if (tracer) endRecording(*mailbox->recording, result, slot->sink, tracer->capped());
            const own::Verdict verdict = own::verdictOf(result, ctx.stopRequested());
            // What stopped it: the budget, unless Stop came first. The context's deadline,
            // which a file version moves on by its program's start (its budget is its search's).
            const bool outOfBudget = budgetSeconds > 0 && !result.completed && !stop.stop_requested() &&
                                     Clock::now() >= deadline && ctx.stopRequested();
            {
                std::lock_guard lock(mailbox->mutex);
                slot->outOfBudget = outOfBudget;
                slot->result = std::move(result);
                // A file version's time is its search's, from inside its program.
                const SearchTimes& times = slot->result.times;
                slot->elapsedMs = times.measured() ? times.searchMs : slot->sink.elapsedMs();
                slot->verdict = verdict;
                slot->nodesPerDepth = ctx.nodesPerDepth();
            }
            slot->done = true;
        }
        mailbox->finished = true;
    });
    // The first reading comes with the timer: emitting finished() from inside solve()
    // would surprise a caller that connects to it afterwards.
    timer_.start();
}

void SolveSession::stop() {
    if (worker_.joinable()) {
        const auto asked = std::chrono::steady_clock::now();
        worker_.request_stop();
        if (mailbox_) mailbox_->gate.release();
        joinWorker();
        lastStopMs_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - asked).count();
        tick();
    }
}

void SolveSession::reset() {
    stop();
    mailbox_.reset();
    views_.clear();
    solutions_.clear();
    totalSolutions_ = 0;
    frame_.reset();
    treeRecords_.clear();
    recording_.reset();
    ++solutionsEpoch_;
}

void SolveSession::setRecordingCap(RecordingCap cap, AtRecordingCap atCap) {
    recordingCap_ = cap;
    atRecordingCap_ = atCap;
}

void SolveSession::joinWorker() {
    if (worker_.joinable()) worker_.join();
}

void SolveSession::step(int events) {
    if (mailbox_) mailbox_->gate.step(events);
}

void SolveSession::play(double eventsPerSecond) {
    if (mailbox_) mailbox_->gate.play(eventsPerSecond);
}

void SolveSession::pause() {
    if (mailbox_) mailbox_->gate.pause();
}

bool SolveSession::isRunning() const { return mailbox_ && !mailbox_->finished; }

void SolveSession::sampleCounter(RunView& view) {
    // A counter's history (a best score rising) is not kept by the solver: the session
    // samples it at its own 30 Hz, which is the resolution the chart can show anyway.
    const int index = view.algorithm ? view.algorithm->timelineCounter : -1;
    if (index < 0 || !view.started || !(view.extraValid >> index & 1u)) return;
    const std::uint64_t value = view.stats.extra[static_cast<std::size_t>(index)];
    auto& points = view.counterTimeline;
    if (points.empty() || points.back().count != value) points.push_back({view.elapsedMs, value});
    else if (view.done && points.back().elapsedMs < view.elapsedMs) points.push_back({view.elapsedMs, value});
}

void SolveSession::tick() {
    if (!mailbox_) return;
    SessionMailbox& box = *mailbox_;
    const bool finishedNow = box.finished.load();
    bool newFrame = false;
    {
        std::lock_guard lock(box.mutex);
        for (std::size_t i = 0; i < box.runs.size(); ++i) {
            RunSlot& slot = *box.runs[i];
            RunView& view = views_[i];
            view.started = slot.started;
            view.done = slot.done;
            if (view.done) {
                view.stats = slot.result.stats;
                view.extraValid = slot.result.extraValid;
                view.completed = slot.result.completed;
                view.outOfBudget = slot.outOfBudget;
                view.message = slot.result.message;
                view.notice = slot.result.notice;
                view.elapsedMs = slot.elapsedMs;
                view.startMs = slot.result.times.measured() ? slot.result.times.startMs : -1;
                view.verdict = slot.verdict;
                view.nodesPerDepth = slot.nodesPerDepth;
            } else if (view.started) {
                view.stats = slot.live.snapshot();
                view.elapsedMs = slot.sink.elapsedMs();
            }
            view.solutions = slot.sink.total();
            view.stats.solutions = view.solutions;
            view.firstMs = view.done && slot.result.times.measured() ? slot.result.times.firstMs : slot.sink.firstMs();
            if (view.started) view.timeline = slot.sink.timeline();
            sampleCounter(view);
        }
        // The tree's records are swapped out, not copied, when nothing is waiting.
        if (treeRecords_.empty()) treeRecords_.swap(box.treeLog);
        else treeRecords_.insert(treeRecords_.end(), box.treeLog.begin(), box.treeLog.end());
        box.treeLog.clear();
        if (box.frame && box.frame->serial != frameSerial_) {
            frame_ = box.frame;
            frameSerial_ = box.frame->serial;
            newFrame = true;
        }
    }
    if (newFrame) emit frameChanged();  // outside the lock: a slot may take its time
    // The browser follows the last run that stored solutions; fetch only the new ones.
    for (std::size_t i = box.runs.size(); i-- > 0;) {
        const SolutionSink& sink = box.runs[i]->sink;
        if (sink.storedCount() == 0) continue;
        if (i != solutionsRun_) {
            solutionsRun_ = i;
            solutions_.clear();
            ++solutionsEpoch_;
        }
        std::vector<StoredSolution> fresh = sink.solutions(solutions_.size());
        solutions_.insert(solutions_.end(), std::make_move_iterator(fresh.begin()),
                          std::make_move_iterator(fresh.end()));
        totalSolutions_ = sink.total();
        break;
    }
    emit updated();
    if (finishedNow && !announcedFinish_) {
        announcedFinish_ = true;
        timer_.stop();
        joinWorker();
        emit finished();
    }
}

}  // namespace pw::ui
