#pragma once
/// What a version of the user's own tells, in the user's language: why a file did not
/// become a program (with its file and line), how a run ended (the signal of a crash,
/// the limit reached, the line of a call the board refused, the solutions that are not
/// ones), and what the best built-in version finds on the same board. The solvers give
/// it all as data (solvers/own/); puzzle-bench has its English of its own.
#include <QCoreApplication>
#include <QString>

#include <optional>

#include "core/notice.h"
#include "own/best_builtin.h"
#include "own/child_run.h"
#include "own/compile.h"

namespace pw::own {
class FileVersion;
}

namespace pw::ui {

class OwnVersionText {
    Q_DECLARE_TR_FUNCTIONS(OwnVersionText)

public:
    /// Why the file's last compile gave no program; empty when it gave one.
    static QString compileProblem(const own::FileVersion& version, const own::CompileReport& report);
    /// How the last run ended, when that is worth a sentence (not a finished run with
    /// only right solutions, not a stop).
    static QString runEnd(const own::RunReport& report);
    /// What the sandbox refused (RunEnd::Forbidden): a process, a program, a thread past
    /// the limit, a connection, a file outside the private /tmp.
    static QString forbidden(const own::RunReport& report);
    /// A file version's notice (OwnNotice), with the version's reports for the details
    /// the notice does not carry (an exception's text, the compiler's first error).
    static QString notice(const own::FileVersion& version, const Notice& notice);
    /// "v5 finds 92, yours 91".
    static QString comparison(const own::Comparison& comparison);
    /// The name a signal goes by and what it means ("SIGSEGV (segmentation fault…)").
    static QString signal(int signal);
    /// One line of the compiler's messages: "file:line:column: message".
    static QString diagnostic(const own::Diagnostic& diagnostic);
};

}  // namespace pw::ui
