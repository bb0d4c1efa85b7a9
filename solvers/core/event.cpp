#include "event.h"

namespace pw {

std::string_view toString(EventKind kind) {
    switch (kind) {
    case EventKind::Try: return "try";
    case EventKind::Place: return "place";
    case EventKind::Remove: return "remove";
    case EventKind::Reject: return "reject";
    case EventKind::Cut: return "cut";
    case EventKind::Solution: return "solution";
    case EventKind::Bound: return "bound";
    case EventKind::Done: return "done";
    }
    return "?";
}

}  // namespace pw
