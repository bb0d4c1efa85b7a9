#include "run_timing.h"

#include <algorithm>

namespace pw::grading {

double median(std::vector<double> values) {
    if (values.empty()) return -1;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double limitMs(const TimeLimit& limit, double referenceMedianMs) {
    return std::max(limit.multiple * std::max(referenceMedianMs, 0.0), limit.leastSeconds * 1000);
}

double fileRunMs(double wallMs, const own::RunReport&) { return wallMs; }

}  // namespace pw::grading
