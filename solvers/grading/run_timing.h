#pragma once
/// The times of grading, kept apart from the rest so that what is timed is said once:
/// the median of a board's runs, a limit from the reference version's median, and the
/// time of one run of a file.
#include <vector>

#include "assignment.h"
#include "own/child_run.h"

namespace pw::grading {

/// The middle of the values (the mean of the two middle ones for an even count); -1 for none.
double median(std::vector<double> values);

/// The limit on a board: the multiple of the reference's median time, never below the
/// least limit.
double limitMs(const TimeLimit& limit, double referenceMedianMs);

/// The time a file's run took, in milliseconds, from the wall time of the whole run
/// (what `runAlgorithm` took) and what the run reported: the wall time, the program's
/// start in the sandbox included. The least limit keeps boards too small to time from
/// being judged by that start.
double fileRunMs(double wallMs, const own::RunReport& report);

/// How long past the limit a run may go before it is stopped: the program must start
/// first. A run that ends past the limit is out of time all the same.
constexpr double kStartAllowanceMs = 1000;

}  // namespace pw::grading
