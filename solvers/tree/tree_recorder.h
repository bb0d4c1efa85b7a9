#pragma once
/// A stepping tracer that builds the search tree at once, without a gate or a thread, as
/// the session's tracer and the tree panel do together: how puzzle-bench, the merge of
/// two versions' trees and the tests trace a run.
#include "core/tracer.h"
#include "tree_builder.h"

namespace pw {

class TreeRecorder final : public StepTracer {
public:
    explicit TreeRecorder(std::size_t cap = SearchTree::kDefaultCap) : builder(cap) {}
    void onEvent(const Event& event, std::span<const int>) override { builder.apply({event, TreeRecord::Kind::Event}); }
    void onNode(int depth) override { builder.apply(TreeRecord::node(depth)); }
    void onGiven(int depth) override { builder.apply(TreeRecord::given(depth)); }
    void onSummary(const WorkSummary& summary) override { builder.apply(TreeRecord::summary(summary)); }
    TreeBuilder builder;
};

}  // namespace pw
