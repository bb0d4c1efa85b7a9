#pragma once
/// One entry of the log that a traced run hands to the search-tree view: an event of the
/// search, or a node counted at a depth (`StepTracer::onNode`). The worker appends them
/// to the session's mailbox; the GUI thread takes the whole log at each tick.
#include "core/event.h"

namespace pw::ui {

struct TreeRecord {
    Event event;          ///< the event; for a node record only `event.depth` is used
    bool isNode = false;  ///< a node was counted at `event.depth` (decisions from the root)
};

}  // namespace pw::ui
