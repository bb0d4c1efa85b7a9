#include "join_work.h"

#include <algorithm>

#include "join_strips.h"

namespace pw::queens {

JoinWork makeJoinWork(int n) {
    JoinWork work;
    work.plans = makeJoinPlans(n, &work.skippedStarts);
    work.sharedStrips = n % 2 == 0;
    for (std::uint32_t p = 0; p < work.plans.size(); ++p) {
        const JoinPlan& plan = work.plans[p];
        const std::uint32_t splits = RowSplits{plan.freeRows, plan.left.count()}.count();
        if (!work.sharedStrips) {
            work.tasks.push_back({p, 0, splits});
            continue;
        }
        for (std::uint32_t first = 0; first < splits; first += kSplitsPerTask)
            work.tasks.push_back({p, first, std::min(splits, first + kSplitsPerTask)});
    }
    return work;
}

}  // namespace pw::queens
