#pragma once
/// "Check my version" in the user's language: the first error a checked run found, in
/// one sentence with its line and the variable where one is known ("Line 14: reads
/// `rows[8]`, past the end of an array of 8."), or why there is none. The solvers give
/// it as data (own/checked_run.h, own/tool_report.h); puzzle-bench has its English of
/// its own (app/bench/bench_check.cpp).
#include <QCoreApplication>
#include <QString>

#include "own/checked_run.h"

namespace pw::own {
class FileVersion;
}

namespace pw::ui {

class CheckedRunText {
    Q_DECLARE_TR_FUNCTIONS(CheckedRunText)

public:
    /// The finding, after "Line N: " when its line is known, ending with a full stop.
    static QString finding(const own::ToolFinding& finding, const own::RunLimits& limits);
    /// The check's outcome: the finding, "No error found" with the run's counters, or
    /// why the check could not say.
    static QString report(const own::FileVersion& version, const own::CheckReport& report);
    /// While it runs.
    static QString checking(const QString& file);

private:
    static QString body(const own::ToolFinding& finding, const own::RunLimits& limits);
    static QString overflow(const own::ToolFinding& finding);
    static QString unset(const own::ToolFinding& finding);
};

}  // namespace pw::ui
