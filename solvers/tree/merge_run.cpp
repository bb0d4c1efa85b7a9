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

RunResult runTraced(const AlgorithmInfo& algorithm, const MergeRequest& request, StepTracer& tracer,
                    std::stop_token stop) {
    SolutionSink sink(0);
    SearchContext context(sink, std::move(stop), nullptr, &tracer);
    RunOptions options = request.options;
    options.threads = 1;
    return runAlgorithm(algorithm, request.instance, options, context);
}

}  // namespace

MergeResult mergeRuns(const MergeRequest& request, std::stop_token stop, MergeProgress* progress) {
    const auto start = std::chrono::steady_clock::now();
    MergeResult result;
    if (!request.first || !request.second) {
        result.completed = false;
        return result;
    }
    std::stop_source own;
    std::stop_callback forward(stop, [&own] { own.request_stop(); });
    const std::string& firstSpace = request.first->decisionSpace;
    const std::string& secondSpace = request.second->decisionSpace;
    const bool declaredApart = !firstSpace.empty() && !secondSpace.empty() && firstSpace != secondSpace;

    // The second version: its tree held whole (unless the registry already parts them).
    if (progress) progress->phase = 1;
    std::unique_ptr<TreeBuilder> held;
    if (!declaredApart) held = std::make_unique<TreeBuilder>(request.secondLimit);
    std::unique_ptr<TreeBuilder> secondShown, firstShown, merged;
    if (request.display) {
        secondShown = std::make_unique<TreeBuilder>(request.displayCap);
        firstShown = std::make_unique<TreeBuilder>(request.displayCap);
    }
    TreeFeed secondFeed(nullptr, held.get(), secondShown.get(), own, progress);
    result.secondRun = runTraced(*request.second, request, secondFeed, own.get_token());
    const bool tooLarge = secondFeed.tooLarge();

    // The first version, streamed through the merger.
    if (progress) {
        progress->phase = 2;
        progress->nodes = 0;
    }
    std::unique_ptr<TreeMerger> merger;
    if (held && !tooLarge && !stop.stop_requested()) {
        if (request.display) merged = std::make_unique<TreeBuilder>(request.displayCap);
        merger = std::make_unique<TreeMerger>(*held, request.second->skipLine, merged.get());
    }
    std::stop_source firstStop;
    std::stop_callback forwardFirst(stop, [&firstStop] { firstStop.request_stop(); });
    TreeFeed firstFeed(merger.get(), nullptr, firstShown.get(), firstStop, progress);
    if (!stop.stop_requested()) result.firstRun = runTraced(*request.first, request, firstFeed, firstStop.get_token());
    else result.firstRun.completed = false;
    if (merger) {
        merger->finish();
        result.counts = merger->counts();
        result.mismatch = merger->mismatch();
        result.mismatchPath = merger->mismatchPath();
    }
    if (declaredApart) result.mismatch = MergeMismatch::DecisionSpaces;
    else if (tooLarge) result.mismatch = MergeMismatch::SecondTooLarge;

    result.completed = !stop.stop_requested() && result.firstRun.completed && (result.secondRun.completed || tooLarge);
    if (request.display) {
        if (result.mismatch == MergeMismatch::None) {
            result.merged = std::move(merged);
        } else {
            result.firstTree = std::move(firstShown);
            result.secondTree = std::move(secondShown);
        }
    }
    result.elapsedMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (progress) progress->phase = 3;
    return result;
}

}  // namespace pw
