#include "checked_run_text.h"

#include <QFileInfo>

#include "own/file_version.h"
#include "own_version_text.h"
#include "text/number_text.h"

namespace pw::ui {

namespace {

using own::Access;
using own::FindingKind;

/// Source text as the sentence quotes it.
QString code(const std::string& text) { return QLatin1Char('`') + QString::fromStdString(text) + QLatin1Char('`'); }

QString withExpression(const QString& sentence, const own::ToolFinding& f) {
    return f.expression.empty() ? sentence : sentence + QStringLiteral(" (%1)").arg(code(f.expression));
}

QString capitalised(QString text) {
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}

}  // namespace

QString CheckedRunText::overflow(const own::ToolFinding& f) {
    const bool before = f.offset < 0;
    const bool variable = !f.variable.empty();
    QString what;
    if (variable) {
        const QString name = code(f.variable);
        switch (f.access) {
        case Access::Read: what = before ? tr("reads before the start of %1").arg(name) : tr("reads past the end of %1").arg(name); break;
        case Access::Write: what = before ? tr("writes before the start of %1").arg(name) : tr("writes past the end of %1").arg(name); break;
        case Access::Unknown:
            what = before ? tr("uses memory before the start of %1").arg(name) : tr("uses memory past the end of %1").arg(name);
            break;
        }
        if (f.otherLine > 0) what = tr("%1, declared at line %2").arg(what).arg(f.otherLine);
        return what;
    }
    const QString bytes = formatCount(f.bytes);
    switch (f.access) {
    case Access::Read:
        what = before ? tr("reads before the start of a block of %1 bytes").arg(bytes) : tr("reads past the end of a block of %1 bytes").arg(bytes);
        break;
    case Access::Write:
        what = before ? tr("writes before the start of a block of %1 bytes").arg(bytes)
                      : tr("writes past the end of a block of %1 bytes").arg(bytes);
        break;
    case Access::Unknown:
        what = before ? tr("uses memory before the start of a block of %1 bytes").arg(bytes)
                      : tr("uses memory past the end of a block of %1 bytes").arg(bytes);
        break;
    }
    if (f.otherLine > 0) what = tr("%1, allocated at line %2").arg(what).arg(f.otherLine);
    return withExpression(what, f);
}

QString CheckedRunText::unset(const own::ToolFinding& f) {
    if (!f.variable.empty())
        return f.otherLine > 0 ? tr("uses %1, which was never given a value (declared at line %2)").arg(code(f.variable)).arg(f.otherLine)
                               : tr("uses %1, which was never given a value").arg(code(f.variable));
    if (f.region == own::Region::Heap && f.otherLine > 0)
        return tr("uses memory allocated at line %1 before giving it a value").arg(f.otherLine);
    return f.otherLine > 0 ? tr("uses a value never set (a variable of the function at line %1)").arg(f.otherLine)
                           : tr("uses a value never set");
}

QString CheckedRunText::body(const own::ToolFinding& f, const own::RunLimits& limits) {
    switch (f.kind) {
    case FindingKind::NullPointer: {
        const QString what = f.access == Access::Read    ? tr("reads through a null pointer")
                             : f.access == Access::Write ? tr("writes through a null pointer")
                                                         : tr("uses a null pointer");
        return withExpression(what, f);
    }
    case FindingKind::BadAddress: {
        const QString what = f.access == Access::Read    ? tr("reads from an address it was never given")
                             : f.access == Access::Write ? tr("writes to an address it was never given")
                                                         : tr("uses an address it was never given");
        return withExpression(what, f);
    }
    case FindingKind::IndexOutOfBounds: {
        const QString element = f.expression.empty() ? tr("index %1").arg(f.index) : code(f.expression);
        const QString count = QString::number(f.count);
        const bool write = f.access == Access::Write;
        if (f.index < 0)
            return write ? tr("writes %1, before the start of an array of %2").arg(element, count)
                         : tr("reads %1, before the start of an array of %2").arg(element, count);
        return write ? tr("writes %1, past the end of an array of %2").arg(element, count)
                     : tr("reads %1, past the end of an array of %2").arg(element, count);
    }
    case FindingKind::BufferOverflow: return overflow(f);
    case FindingKind::UseAfterFree:
        return withExpression(f.otherLine > 0 ? tr("uses memory already freed at line %1").arg(f.otherLine)
                                              : tr("uses memory already freed"),
                              f);
    case FindingKind::UseAfterScope:
        return f.variable.empty() ? tr("uses a local variable after the end of its block")
                                  : tr("uses %1 after the end of its block").arg(code(f.variable));
    case FindingKind::DoubleFree:
        return f.otherLine > 0 ? tr("frees memory already freed at line %1").arg(f.otherLine) : tr("frees memory already freed");
    case FindingKind::BadFree:
        return tr("frees memory the wrong way (`delete` for `new[]`, `delete[]` for `new`, or memory `new` did not give)");
    case FindingKind::StackOverflow: return tr("the recursion goes too deep: the stack is full");
    case FindingKind::IntegerOverflow: {
        const QString type = code(f.type.empty() ? std::string("int") : f.type);
        if (!f.expression.empty()) return tr("%1 overflow in %2").arg(type, code(f.expression));
        return f.operands.empty() ? tr("%1 overflow").arg(type) : tr("%1 overflow: %2").arg(type, QString::fromStdString(f.operands));
    }
    case FindingKind::DivisionByZero: return withExpression(tr("divides by zero"), f);
    case FindingKind::BadShift: return withExpression(tr("shifts by a negative count or past the type's width"), f);
    case FindingKind::MissingReturn:
        return f.expression.empty() ? tr("a function ends without returning its value")
                                    : tr("%1 ends without returning its value").arg(code(f.expression));
    case FindingKind::Uninitialised: return unset(f);
    case FindingKind::OutOfMemory:
        return tr("ran out of memory: it may use %1 MiB").arg(static_cast<qulonglong>(limits.memoryBytes >> 20));
    case FindingKind::Other: return tr("the checked build says: %1").arg(QString::fromStdString(f.message));
    }
    return QString::fromStdString(f.message);
}

QString CheckedRunText::finding(const own::ToolFinding& f, const own::RunLimits& limits) {
    const QString text = body(f, limits);
    // "line 8 of your file: ", as a misused call is said (OwnVersionText::runEnd): "Line 8"
    // alone reads as a row of the board.
    if (f.line > 0) return tr("line %1 of your file: %2.").arg(f.line).arg(text);
    if (!f.function.empty()) return capitalised(tr("%1 (in %2).").arg(text, code(f.function)));
    return capitalised(tr("%1.").arg(text));
}

QString CheckedRunText::checking(const QString& file) {
    return tr("Checking %1 on this board: built again with checks, then run…").arg(QFileInfo(file).fileName());
}

QString CheckedRunText::report(const own::FileVersion& version, const own::CheckReport& r) {
    using O = own::CheckOutcome;
    using M = own::MemcheckState;
    switch (r.outcome) {
    case O::Found: return finding(*r.finding, r.run.limits);
    case O::NoError: {
        QString sentence = tr("No error found: %1 nodes and %2 solutions, as in the timed run.")
                               .arg(formatCount(r.result.stats.nodes), formatCount(r.result.stats.solutions));
        switch (r.memcheck) {
        case M::NotInstalled:
            sentence += QLatin1Char(' ') + tr("Values never set were not looked for: install Valgrind (sudo apt install valgrind).");
            break;
        case M::OutOfTime: sentence += QLatin1Char(' ') + tr("The search for values never set ran out of time."); break;
        case M::Failed: sentence += QLatin1Char(' ') + tr("Valgrind could not run it."); break;
        case M::Ran:
        case M::NotNeeded: break;
        }
        return sentence;
    }
    case O::RunEnded: return OwnVersionText::runEnd(r.run);
    case O::Stopped: return tr("The check stopped before its end.");
    case O::NotCompiled: {
        const own::CompileReport compile = r.compile.outcome == own::CompileOutcome::Compiled ? version.lastCompile() : r.compile;
        const QString why = OwnVersionText::compileProblem(version, compile);
        return why.isEmpty() ? tr("The checked build did not compile.") : why;
    }
    case O::SanitizersMissing:
        return tr("The sanitizers' libraries are missing (libasan8 and libubsan1, which the package g++ brings).");
    }
    return {};
}

}  // namespace pw::ui
