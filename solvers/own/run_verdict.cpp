#include "run_verdict.h"

#include "puzzle_rules.h"

namespace pw::own {

std::string_view verdictWord(Verdict verdict) {
    switch (verdict) {
    case Verdict::Passed: return "passed";
    case Verdict::Wrong: return "wrong";
    case Verdict::OutOfTime: return "out of time";
    case Verdict::OutOfMemory: return "out of memory";
    case Verdict::Crashed: return "crashed";
    case Verdict::DidNotCompile: return "did not compile";
    }
    return "crashed";
}

Verdict verdictOf(const RunResult& result, bool stopped) {
    if (isOwnNotice(result.notice.code)) {
        switch (static_cast<OwnNotice>(result.notice.code)) {
        case OwnNotice::CompileProblem: return Verdict::DidNotCompile;
        case OwnNotice::OutOfMemory: return Verdict::OutOfMemory;
        case OwnNotice::CpuLimit: return Verdict::OutOfTime;
        case OwnNotice::InvalidSolutions: return Verdict::Wrong;
        case OwnNotice::BoardTooLarge:
        case OwnNotice::SandboxRefused:
        case OwnNotice::NotStarted:
        case OwnNotice::Crashed:
        case OwnNotice::UncaughtException:
        case OwnNotice::FileSizeLimit:
        case OwnNotice::Misuse:
        case OwnNotice::ExitedEarly:
        case OwnNotice::ProtocolError:
        case OwnNotice::OtherPuzzle:
        case OwnNotice::Forbidden:
        case OwnNotice::ToolError:
        case OwnNotice::End: return Verdict::Crashed;
        }
    }
    if (result.completed) return Verdict::Passed;
    // Not completed with no failure of its own: a stop, or a built-in version that
    // declined the board.
    return stopped ? Verdict::OutOfTime : Verdict::Crashed;
}

}  // namespace pw::own
