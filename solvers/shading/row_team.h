#pragma once
/// The threads of a run of shading.v4 or v5, each with its own row search, and the
/// passes they run together: the strips of the table, then the grid at each target.
#include <memory>
#include <optional>
#include <vector>

#include "row_search.h"
#include "work_share.h"

namespace pw::shading {

/// One row search per thread, and the work share between them (none on one thread).
template <Tracer Tr, RowFeatures F>
class RowTeam final : public PieceRunner {
public:
    RowTeam(const RowPatterns& patterns, int gridRows, RowSearchSetup setup, unsigned threads,
            const RunOptions& options, SearchContext& ctx, Tr tracer, RowLines lines) {
        if (threads > 1) {
            share_.emplace(threads);
            setup.share = &*share_;
        }
        for (unsigned t = 0; t < threads; ++t)
            searches_.push_back(
                std::make_unique<RowSearch<Tr, F>>(patterns, gridRows, setup, options, ctx, tracer, lines));
    }
    ~RowTeam() { share_.reset(); }  // the helpers stop before the searches they run go
    RowTeam(const RowTeam&) = delete;
    RowTeam& operator=(const RowTeam&) = delete;

    /// Runs one pass on the team; returns when every thread is done with it.
    void run(RowPass pass) {
        pass.serial = ++serial_;
        pass_ = pass;
        RowSearch<Tr, F>& first = *searches_.front();
        first.startPass(pass_);
        if (share_)
            share_->runPass(*this, [&first] { first.searchAll(); });
        else
            first.searchAll();
        for (auto& search : searches_)
            if (search->serial() == pass_.serial) search->endPhase();
    }

    void runPiece(unsigned thread, const SearchPiece& piece) override {
        RowSearch<Tr, F>& search = *searches_[thread];
        if (search.serial() != pass_.serial) search.startPass(pass_);
        search.runPiece(piece);
    }

    bool stopped() const {
        for (const auto& search : searches_)
            if (search->stopped()) return true;
        return false;
    }

    /// The work of every thread; the first one's tracer is told the run is done.
    Stats stats() {
        Stats total;
        for (auto& search : searches_) total += search->result().stats;
        return total;
    }

    /// The nodes per depth of every thread so far, from depth 0.
    std::vector<std::uint64_t> nodesPerDepth() {
        std::vector<std::uint64_t> total;
        for (auto& search : searches_) search->depthCounts().addTo(total);
        return total;
    }

private:
    std::vector<std::unique_ptr<RowSearch<Tr, F>>> searches_;
    std::optional<WorkShare> share_;
    RowPass pass_;
    unsigned serial_ = 0;
};

}  // namespace pw::shading
