#include "own_version_text.h"

#include <QFileInfo>

#include <algorithm>
#include <csignal>

#include "all_puzzles.h"
#include "own/file_version.h"
#include "own/protocol.h"
#include "own/signal_names.h"
#include "own/source_check.h"
#include "puzzle_workbench/runtime.h"
#include "text/number_text.h"
#include "text/registry_text.h"

namespace pw::ui {

namespace {

QString at(const QString& file, int line, int column = 0) {
    QString place = file;
    if (line > 0) place += QLatin1Char(':') + QString::number(line);
    if (column > 0) place += QLatin1Char(':') + QString::number(column);
    return place;
}

// The parameter of `search` for the header a file includes, as the puzzles' table has it.
QString searchSignature(const std::string& puzzle) {
    const PuzzleInfo* info = builtinRegistry().puzzle(puzzle);
    if (!info || info->ownSearchParameter.empty()) return QStringLiteral("void search(…)");
    return QStringLiteral("void search(pw::%1)").arg(QString::fromStdString(info->ownSearchParameter));
}

}  // namespace

QString OwnVersionText::signal(int sig) {
    const QString name = QString::fromStdString(own::signalName(sig));
    switch (sig) {
    case SIGSEGV: return tr("%1 (segmentation fault: memory it may not touch, or a recursion too deep)").arg(name);
    case SIGABRT: return tr("%1 (abort)").arg(name);
    case SIGFPE: return tr("%1 (arithmetic error: a division by zero?)").arg(name);
    case SIGILL: return tr("%1 (illegal instruction)").arg(name);
    case SIGBUS: return tr("%1 (bus error)").arg(name);
    case SIGKILL: return tr("%1 (killed)").arg(name);
    case SIGSYS: return tr("%1 (a system call the sandbox refuses)").arg(name);
    default: return name;
    }
}

QString OwnVersionText::diagnostic(const own::Diagnostic& d) {
    const QString place = at(QString::fromStdString(d.file), d.line, d.column);
    const QString message = QString::fromStdString(d.message);
    switch (d.severity) {
    case own::Severity::Error: return tr("%1: error: %2").arg(place, message);
    case own::Severity::Warning: return tr("%1: warning: %2").arg(place, message);
    case own::Severity::Note: return tr("%1: note: %2").arg(place, message);
    }
    return message;
}

QString OwnVersionText::compileProblem(const own::FileVersion& version, const own::CompileReport& c) {
    using O = own::CompileOutcome;
    using P = own::SourceProblem;
    const QString file = QString::fromStdString(version.path());
    const QString name = QFileInfo(file).fileName();
    switch (c.outcome) {
    case O::Compiled: return {};
    case O::SourceProblem:
        switch (c.source.problem) {
        case P::Unreadable: return tr("%1 cannot be read.").arg(file);
        case P::Empty: return tr("%1 is empty: write a search function in it (see the examples).").arg(name);
        case P::Binary:
            return tr("%1 is not a text file: line %2, column %3 holds a byte that is not text.")
                .arg(name)
                .arg(c.source.line)
                .arg(c.source.column);
        case P::TooLarge:
            return tr("%1 is %2 bytes long; a version may have %3 at most.")
                .arg(name, formatCount(static_cast<std::uint64_t>(c.source.figure)), formatCount(own::kMaxSourceBytes));
        case P::NoPuzzleHeader: {
            // The headers as the puzzles' table lists them: the first whole, then the others.
            QStringList others;
            const std::vector<std::string>& ids = own::headerPuzzles();
            for (std::size_t i = 1; i < ids.size(); ++i) others << QString::fromStdString(ids[i]) + QStringLiteral(".h");
            const QString first = ids.empty() ? QString() : QString::fromStdString(ids.front());
            return tr("%1 includes no puzzle header: its first line should be #include <puzzle_workbench/%2.h> (or %3).")
                .arg(name, first, others.join(QStringLiteral(", ")));
        }
        case P::None: break;
        }
        return {};
    case O::WrongPuzzle:
        return tr("%1, line %2, includes the header of another puzzle (%3.h).")
            .arg(name)
            .arg(c.source.includeLine)
            .arg(QString::fromStdString(c.source.puzzle));
    case O::CompilerMissing:
        return tr("No C++ compiler is installed: install the Debian package g++ (sudo apt install g++).");
    case O::RuntimeMissing:
        return tr("The puzzle headers and the runtime library are not installed next to the program.");
    case O::SandboxUnavailable: return tr("The sandbox (bubblewrap) cannot start on this computer.");
    case O::Failed: {
        const auto errors = std::count_if(c.diagnostics.begin(), c.diagnostics.end(),
                                          [](const own::Diagnostic& d) { return d.severity == own::Severity::Error; });
        if (const own::Diagnostic* e = c.firstError())
            return tr("%1 did not compile (%n error(s)); the first: %2", nullptr, static_cast<int>(errors))
                .arg(name, diagnostic(*e));
        return tr("%1 did not compile.").arg(name);
    }
    case O::NoSearch:
        return tr("%1 defines no %2: that function is the version.").arg(name, searchSignature(c.source.puzzle));
    case O::OwnMain:
        return tr("%1, line %2, defines main: the workbench supplies it; remove it.").arg(name).arg(c.source.mainLine);
    case O::OutOfTime: return tr("The compiler ran out of time or memory on %1.").arg(name);
    }
    return {};
}

QString OwnVersionText::runEnd(const own::RunReport& r) {
    using E = own::RunEnd;
    using M = own::Misuse;
    // The square as the board and the tree show it, counted from 1; the call as the file
    // writes it, counted from 0 ("q.place(8, 5)": row 9, column 6).
    const QString square = tr("row %1, column %2").arg(r.figures[0] + 1).arg(r.figures[1] + 1);
    const QString call = QString::fromStdString(r.call);
    // "line 5 of your file: q.place(8, 5): ", never "Line 5" alone, which reads as a row.
    const QString line = r.line <= 0    ? QString()
                         : call.isEmpty() ? tr("line %1 of your file: ").arg(r.line)
                                          : tr("line %1 of your file: %2: ").arg(r.line).arg(call);
    switch (r.end) {
    case E::Finished:
        if (r.invalid == 0) return {};
        // The invalid ones are the count the sentence agrees with ("1 … is", "3 … are").
        return tr("%n of %1 reported solutions are not solutions.", nullptr, static_cast<int>(r.invalid))
            .arg(formatCount(r.reported));
    case E::Stopped: return {};
    case E::Crashed: return tr("Your version crashed: %1.").arg(signal(r.signal));
    case E::UncaughtException:
        return r.text.empty() ? tr("Your version ended by an exception nobody caught.")
                              : tr("Your version ended by an exception nobody caught: %1").arg(QString::fromStdString(r.text));
    case E::OutOfMemory:
        if (r.nullAllocation)
            return tr("Your version ran out of memory: it may use %1 MiB; an allocation gave it a null pointer, which "
                      "it then used.")
                .arg(static_cast<qulonglong>(r.limits.memoryBytes >> 20));
        return tr("Your version ran out of memory: it may use %1 MiB.").arg(static_cast<qulonglong>(r.limits.memoryBytes >> 20));
    case E::CpuLimit:
        return tr("Your version ran out of time: it may use %1 seconds of processor time.")
            .arg(static_cast<qulonglong>(r.limits.cpuSeconds));
    case E::FileSizeLimit:
        return tr("Your version wrote a file larger than %1 MiB.").arg(static_cast<qulonglong>(r.limits.fileBytes >> 20));
    case E::Misuse:
        switch (static_cast<M>(r.misuse)) {
        case M::OffBoard:
            return line + tr("%1 is off the board (your calls count rows and columns from 0, the board from 1).")
                              .arg(square);
        case M::Occupied: return line + tr("%1 is taken already: take it back first.").arg(square);
        case M::Empty: return line + tr("there is nothing to take back at %1.").arg(square);
        case M::Given: return line + tr("%1 holds a number of the puzzle itself.").arg(square);
        case M::BadNumber: return line + tr("%1 is not between 1 and %2.").arg(r.figures[0]).arg(r.figures[1]);
        case M::TooLarge: return tr("This board is larger than the puzzle's header holds.");
        }
        return line + tr("a call the board cannot carry out.");
    case E::ExitedEarly: return tr("Your version ended before its search returned (exit status %1).").arg(r.exitStatus);
    case E::ProtocolError: return tr("Your version sent what the workbench cannot read (did it write to descriptor 3?).");
    case E::OtherPuzzle: return tr("This program was written for another puzzle.");
    case E::BoardTooLarge: return tr("This board is larger than the puzzle's header holds.");
    case E::NotStarted: return tr("Your version could not start: %1").arg(QString::fromStdString(r.text));
    case E::Forbidden: return forbidden(r);
    case E::ToolError: return tr("A check of your version found an error.");
    }
    return {};
}

QString OwnVersionText::forbidden(const own::RunReport& r) {
    using F = own::wire::Forbidden;
    const QString path = QString::fromStdString(r.text);
    switch (static_cast<F>(r.forbidden)) {
    case F::Process: return tr("Your version tried to start a new process (fork): a version runs alone.");
    case F::Exec: return tr("Your version tried to run another program (exec): a version runs alone.");
    case F::Thread:
        return tr("Your version started more than %1 threads at once: a version may run %1.").arg(r.figures[0]);
    case F::Socket: return tr("Your version tried to open a connection (socket): a version has no network.");
    case F::File:
        return r.forbiddenWrite
                   ? tr("Your version tried to write %1: a version may write files only in its private /tmp.").arg(path)
                   : tr("Your version tried to open %1: a version sees only /usr and its private /tmp.").arg(path);
    case F::Call:
        return r.figures[0] < 0 ? tr("Your version made a call the sandbox refuses (a new process, another program or "
                                     "a connection).")
                                : tr("Your version made a system call the sandbox refuses (number %1).").arg(r.figures[0]);
    }
    return tr("Your version did what the sandbox refuses.");
}

QString OwnVersionText::notice(const own::FileVersion& version, const Notice& n) {
    if (n.code == static_cast<int>(own::OwnNotice::CompileProblem)) return compileProblem(version, version.lastCompile());
    if (n.code == static_cast<int>(own::OwnNotice::BoardTooLarge))
        return tr("This board is %1×%2; the puzzle's header holds %3×%4 at most.")
            .arg(n.values[0])
            .arg(n.values[1])
            .arg(n.values[2])
            .arg(n.values[3]);
    return runEnd(version.lastRun());
}

QString OwnVersionText::comparison(const own::Comparison& c) {
    if (c.counter >= 0) {
        const AlgorithmInfo* builtin = builtinRegistry().algorithm(c.builtinId);
        const QString counter = builtin && static_cast<std::size_t>(c.counter) < builtin->counterNames.size()
                                    ? counterName(builtin->counterNames[static_cast<std::size_t>(c.counter)])
                                    : QString();
        return tr("v%1's %2: %3, yours: %4.")
            .arg(c.builtinVersion)
            .arg(counter, formatCount(c.builtinValue), formatCount(c.yourValue));
    }
    return tr("v%1 finds %2, yours %3.").arg(c.builtinVersion).arg(formatCount(c.builtinValue), formatCount(c.yourValue));
}

}  // namespace pw::ui
