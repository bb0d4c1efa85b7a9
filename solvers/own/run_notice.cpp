// How a run of a file version ended, as the notice its RunResult carries: the codes of
// OwnNotice with their figures, which the front ends word (ui/own/own_version_text,
// puzzle-bench).
#include "child_run.h"

namespace pw::own {

Notice noticeOf(const RunReport& r) {
    auto make = [](OwnNotice code, std::initializer_list<std::int64_t> values = {}) { return notice(code, values); };
    switch (r.end) {
    case RunEnd::Finished:
        return r.invalid ? make(OwnNotice::InvalidSolutions, {static_cast<std::int64_t>(r.invalid),
                                                              static_cast<std::int64_t>(r.reported)})
                         : Notice{};
    case RunEnd::Stopped: return {};
    case RunEnd::Crashed: return make(OwnNotice::Crashed, {r.signal});
    case RunEnd::UncaughtException: return make(OwnNotice::UncaughtException);
    case RunEnd::OutOfMemory:
        return make(OwnNotice::OutOfMemory, {static_cast<std::int64_t>(r.limits.memoryBytes >> 20), r.nullAllocation ? 1 : 0});
    case RunEnd::CpuLimit: return make(OwnNotice::CpuLimit, {static_cast<std::int64_t>(r.limits.cpuSeconds)});
    case RunEnd::FileSizeLimit:
        return make(OwnNotice::FileSizeLimit, {static_cast<std::int64_t>(r.limits.fileBytes >> 20)});
    case RunEnd::Misuse: return make(OwnNotice::Misuse, {r.misuse, r.figures[0], r.figures[1], r.line});
    case RunEnd::ExitedEarly: return make(OwnNotice::ExitedEarly, {r.exitStatus});
    case RunEnd::ProtocolError: return make(OwnNotice::ProtocolError);
    case RunEnd::OtherPuzzle: return make(OwnNotice::OtherPuzzle, {r.otherPuzzle});
    case RunEnd::BoardTooLarge: return make(OwnNotice::BoardTooLarge);
    case RunEnd::NotStarted: return make(OwnNotice::NotStarted);
    case RunEnd::Forbidden: return make(OwnNotice::Forbidden, {r.forbidden, r.figures[0], r.forbiddenWrite ? 1 : 0});
    case RunEnd::ToolError: return make(OwnNotice::ToolError);
    }
    return {};
}

}  // namespace pw::own
