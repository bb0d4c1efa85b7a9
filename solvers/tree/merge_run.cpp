#include "merge_run.h"

#include <chrono>

namespace pw {

namespace {

/// Hands each record of a traced run to the trees that want it, and counts the nodes for
/// whoever watches the merge. The held tree stops the run once it outgrows its limit.
class TreeFeed final : public StepTracer {
public:
    TreeFeed(StepTracer* merger, TreeBuilder* held, TreeBuilder* shown, std::stop_source& stop, MergeProgress* progress)
        : merger_(merger), held_(held), shown_(shown), stop_(stop), progress_(progress) {}

    void onEvent(const Event& event, std::span<const int> state) override {
        if (merger_) merger_->onEvent(event, state);
        apply({event, TreeRecord::Kind::Event});
    }
    void onNode(int depth) override {
        if (merger_) merger_->onNode(depth);
        apply(TreeRecord::node(depth));
        if (progress_) progress_->nodes.fetch_add(1, std::memory_order_relaxed);
        if (held_ && held_->tree().truncated() && !tooLarge_) {
            tooLarge_ = true;
            stop_.request_stop();
        }
    }
    void onGiven(int depth) override {
        if (merger_) merger_->onGiven(depth);
        apply(TreeRecord::given(depth));
    }
    void onSummary(const WorkSummary& summary) override {
        if (merger_) merger_->onSummary(summary);
        for (const TreeRecord& r : TreeRecord::summary(summary)) apply(r);
    }
    bool tooLarge() const { return tooLarge_; }

private:
    void apply(const TreeRecord& record) {
        if (held_ && !tooLarge_) held_->apply(record);
        if (shown_) shown_->apply(record);
    }

    StepTracer* merger_;
    TreeBuilder* held_;
    TreeBuilder* shown_;
    std::stop_source& stop_;
    MergeProgress* progress_;
    bool tooLarge_ = false;
};

/// A run of the request's board; traced into `tracer`, or untraced without one.
RunResult runTraced(const AlgorithmInfo& algorithm, const MergeRequest& request, StepTracer* tracer,
                    std::stop_token stop) {
    SolutionSink sink(0);
    SearchContext context(sink, std::move(stop), nullptr, tracer);
    RunOptions options = request.options;
    options.threads = 1;
    return runAlgorithm(algorithm, request.instance, options, context);
}

/// Each version's own tree, to show side by side (with `display`): two traced runs, made
/// only when the trees are not merged, so that a merge holds neither.
void traceApart(const MergeRequest& request, std::stop_token stop, MergeProgress* progress, MergeResult& result,
                bool keepRuns) {
    std::stop_source own;
    std::stop_callback forward(stop, [&own] { own.request_stop(); });
    if (request.display) {
        result.secondTree = std::make_unique<TreeBuilder>(request.displayCap);
        result.firstTree = std::make_unique<TreeBuilder>(request.displayCap);
    }
    TreeFeed second(nullptr, nullptr, result.secondTree.get(), own, progress);
    TreeFeed first(nullptr, nullptr, result.firstTree.get(), own, progress);
    // Without trees to show, untraced runs give the counters, faster.
    RunResult secondRun = runTraced(*request.second, request, request.display ? &second : nullptr, own.get_token());
    RunResult firstRun = runTraced(*request.first, request, request.display ? &first : nullptr, own.get_token());
    if (!secondRun.completed || !firstRun.completed) result.completed = false;
    if (keepRuns) {
        result.secondRun = std::move(secondRun);
        result.firstRun = std::move(firstRun);
    }
}

}  // namespace

MergeResult mergeRuns(const MergeRequest& request, std::stop_token stop, MergeProgress* progress) {
    const auto start = std::chrono::steady_clock::now();
    MergeResult result;
    if (!request.first || !request.second) {
        result.completed = false;
        return result;
    }
    const auto done = [&] {
        result.elapsedMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        if (progress) progress->phase = 3;
        return std::move(result);
    };
    const std::string& firstSpace = request.first->decisionSpace;
    const std::string& secondSpace = request.second->decisionSpace;
    if (!firstSpace.empty() && !secondSpace.empty() && firstSpace != secondSpace) {
        // The registry parts them: nothing to match, each tree is traced for itself.
        result.mismatch = MergeMismatch::DecisionSpaces;
        if (progress) progress->phase = 1;
        traceApart(request, stop, progress, result, true);
        result.completed = !stop.stop_requested() && result.completed;
        return done();
    }

    // The second version: its tree held whole, up to the limit.
    if (progress) progress->phase = 1;
    std::stop_source own;
    std::stop_callback forward(stop, [&own] { own.request_stop(); });
    auto held = std::make_unique<TreeBuilder>(request.secondLimit);
    TreeFeed secondFeed(nullptr, held.get(), nullptr, own, progress);
    result.secondRun = runTraced(*request.second, request, &secondFeed, own.get_token());
    if (secondFeed.tooLarge()) {
        result.mismatch = MergeMismatch::SecondTooLarge;
        result.completed = !stop.stop_requested();
        return done();
    }

    // The first version, streamed through the merger.
    if (progress) {
        progress->phase = 2;
        progress->nodes = 0;
    }
    std::unique_ptr<TreeBuilder> merged;
    if (request.display) merged = std::make_unique<TreeBuilder>(request.displayCap);
    TreeMerger merger(*held, request.second->skipLine, merged.get());
    TreeFeed firstFeed(&merger, nullptr, nullptr, own, progress);
    if (!stop.stop_requested()) result.firstRun = runTraced(*request.first, request, &firstFeed, own.get_token());
    else result.firstRun.completed = false;
    merger.finish();
    result.counts = merger.counts();
    result.mismatch = merger.mismatch();
    result.mismatchPath = merger.mismatchPath();
    result.completed = !stop.stop_requested() && result.firstRun.completed && result.secondRun.completed;
    held.reset();
    if (request.display) {
        if (result.mismatch == MergeMismatch::None) result.merged = std::move(merged);
        else {
            merged.reset();
            traceApart(request, stop, progress, result, false);
        }
    }
    return done();
}

}  // namespace pw
