#pragma once
/// One entry of the log that a traced run hands to the search-tree view: an event of the
/// search, a node counted at a depth (`StepTracer::onNode`), a decision taken as given
/// (`onGiven`), or one depth of a summary of untraced work (`onSummary`). The worker
/// appends them to the session's mailbox; the GUI thread takes the whole log at each tick.
#include <vector>

#include "core/event.h"
#include "core/work_summary.h"

namespace pw {

struct TreeRecord {
    enum class Kind : std::uint8_t {
        Event,    ///< `event` is an event of the search
        Node,     ///< a node was counted at `event.depth` (decisions from the root)
        Given,    ///< a decision at `event.depth` taken as given, not counted
        /// `event.aux` nodes at `event.depth` counted by untraced work of kind
        /// `SummaryKind(event.cell)`, whose pseudo-code line is `event.line`; `event.value`
        /// is 1 on the first record of a summary (its shallowest depth), 0 on the others.
        Summary,
    };
    Event event;
    Kind kind = Kind::Event;

    static TreeRecord node(int depth) { return {atDepth(depth), Kind::Node}; }
    static TreeRecord given(int depth) { return {atDepth(depth), Kind::Given}; }
    /// A summary as records, one per depth that holds nodes (none when it holds none).
    /// Inline: the session's library (built alone for the sanitizer trees) makes them.
    static std::vector<TreeRecord> summary(const WorkSummary& summary) {
        std::vector<TreeRecord> records;
        for (std::size_t d = 0; d < summary.nodesPerDepth.size(); ++d) {
            if (summary.nodesPerDepth[d] == 0) continue;
            TreeRecord r{atDepth(static_cast<int>(d)), Kind::Summary};
            r.event.cell = static_cast<std::int32_t>(summary.kind);
            r.event.line = static_cast<std::int16_t>(summary.line);
            r.event.aux = static_cast<std::int64_t>(summary.nodesPerDepth[d]);
            r.event.value = records.empty() ? 1 : 0;
            records.push_back(r);
        }
        return records;
    }

private:
    static Event atDepth(int depth) {
        Event e;
        e.depth = static_cast<std::int16_t>(depth);
        return e;
    }
};

}  // namespace pw
