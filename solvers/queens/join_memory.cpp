#include "join_memory.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <vector>

#include "join_plan.h"
#include "join_strips.h"
#include "model.h"
#include "strip_table.h"

namespace pw::queens {

namespace {

constexpr std::uint64_t kBytesPerPlacement = 3 * sizeof(std::uint64_t);
constexpr std::uint64_t kTableOverhead = 64 * 1024;  // a block's chunk tables, vectors' headers
constexpr std::uint64_t kLeavesPerPoll = std::uint64_t{1} << 16;

struct StripCount {
    std::uint64_t placements = 0, largestGroup = 0;
};

// The placements of a strip of these columns' shape (offsets from the first) on the N
// rows of an empty board: at least those of any plan, whose rows are fewer and some of
// whose squares are blocked. Counted once per shape; a count stops (and the estimate
// with it) once `over(placements so far)` or `stop()` says so.
class ShapeCounts {
public:
    ShapeCounts(int n, const std::function<bool(std::uint64_t)>& over, const std::function<bool()>& stop)
        : n_(n), over_(over), stop_(stop) {}

    /// False when the count stopped early.
    bool count(const std::vector<int>& columns, StripCount& out) {
        std::vector<int> shape;
        for (int c : columns) shape.push_back(c - columns.front());
        for (const auto& [known, counted] : known_)
            if (known == shape) {
                out = counted;
                return true;
            }
        JoinPlan empty;
        empty.n = n_;
        empty.freeRows = n_ == 32 ? ~0u : (1u << n_) - 1u;
        const RowRanks ranks(empty.freeRows);
        std::vector<std::uint32_t> perGroup(ranks.count(static_cast<int>(shape.size())), 0);
        StripCount counted;
        const bool complete = searchStrip(empty, shape, [](int, int, int, bool) {}, [&](std::span<const int> rows) {
            std::uint32_t mask = 0;
            for (int r : rows) mask |= 1u << r;
            ++counted.placements;
            counted.largestGroup = std::max<std::uint64_t>(counted.largestGroup, ++perGroup[ranks.rank(mask)]);
            if (counted.placements % kLeavesPerPoll != 0) return true;
            return !(over_ && over_(counted.placements)) && !(stop_ && stop_());
        });
        out = counted;
        if (complete) known_.emplace_back(shape, counted);
        return complete;
    }

private:
    int n_;
    const std::function<bool(std::uint64_t)>& over_;
    const std::function<bool()>& stop_;
    std::vector<std::pair<std::vector<int>, StripCount>> known_;
};

std::uint64_t tableBytes(const JoinPlan& plan, const std::vector<int>& columns, const StripCount& s) {
    const std::uint64_t groups = RowRanks::binomial(plan.freeRowCount(), static_cast<int>(columns.size()));
    return (s.placements + 16) * kBytesPerPlacement + (groups + 1) * sizeof(std::uint32_t);
}

// Half boards of one side on one row split, at most.
std::uint64_t halfBound(const HalfColumns& side, const StripCount& a, const StripCount& b) {
    const int count = side.count();
    const std::uint64_t shares = RowRanks::binomial(count, static_cast<int>(side.stripA.size()));
    std::uint64_t permutations = 1;
    for (int k = 2; k <= count && permutations < (std::uint64_t{1} << 40); ++k) permutations *= static_cast<std::uint64_t>(k);
    return std::min(permutations, shares * a.largestGroup * b.largestGroup);
}

}  // namespace

JoinMemory estimateJoinMemory(int n, unsigned threads, std::uint64_t limit, const std::function<bool()>& stop) {
    JoinMemory memory;
    memory.stripsPerThread = n % 2 == 1;
    threads = std::max(1u, threads);
    // A count past the limit stops there: its placements so far already need more.
    const std::uint64_t copies = memory.stripsPerThread ? threads : 1u;
    const std::function<bool(std::uint64_t)> over = [&](std::uint64_t placements) {
        return placements * kBytesPerPlacement * copies > limit;
    };
    ShapeCounts shapes(n, over, stop);
    for (const JoinPlan& plan : makeJoinPlans(n)) {
        std::array<StripCount, 4> s;
        const std::array<const std::vector<int>*, 4> strips{&plan.left.stripA, &plan.left.stripB, &plan.right.stripA,
                                                            &plan.right.stripB};
        std::uint64_t tables = 0;
        for (std::size_t i = 0; i < strips.size(); ++i) {
            const bool complete = shapes.count(*strips[i], s[i]);
            tables += tableBytes(plan, *strips[i], s[i]);
            if (!complete) {
                memory.complete = false;
                memory.stripBytes = std::max(memory.stripBytes, tables);
                return memory;
            }
        }
        memory.stripBytes = std::max(memory.stripBytes, tables);
        const std::uint64_t lefts = halfBound(plan.left, s[0], s[1]), rights = halfBound(plan.right, s[2], s[3]);
        // Lefts, rights, the lefts sorted by long diagonals and packed (three lists, the
        // whole of them in each); a buffer grows by half its size.
        const std::uint64_t keys = 4 * lefts + rights;
        memory.bufferBytes = std::max(memory.bufferBytes, keys * sizeof(std::uint64_t) * 3 / 2 + kTableOverhead);
    }
    return memory;
}

std::uint64_t joinMemoryFloor(int n) {
    // The widest strip of the first plan: the start blocks at most two rows of a column
    // per queen besides its own row.
    const std::vector<JoinPlan> plans = makeJoinPlans(n);
    std::uint64_t floor = 0;
    const JoinPlan& plan = plans.front();
    for (const std::vector<int>* strip : {&plan.left.stripA, &plan.left.stripB, &plan.right.stripA, &plan.right.stripB}) {
        const int free = plan.freeRowCount() - 2 * plan.startQueens();
        std::uint64_t placements = 1;
        for (int k = 0; k < static_cast<int>(strip->size()); ++k)
            placements *= static_cast<std::uint64_t>(std::max(0, free - 3 * k));
        floor += placements * kBytesPerPlacement;
    }
    return floor;
}

std::uint64_t machineMemoryBytes() {
    const long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGE_SIZE);
    std::uint64_t bytes = pages > 0 && pageSize > 0 ? static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(pageSize)
                                                    : ~std::uint64_t{0};
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
        bytes = std::min<std::uint64_t>(bytes, limit.rlim_cur);
    return bytes;
}

Notice joinMemoryNotice(int n, unsigned threads, std::uint64_t available, const std::function<bool()>& stop) {
    const auto refuse = [&](std::uint64_t needed) {
        return notice(NoticeCode::JoinMemory, {n, static_cast<std::int64_t>(std::min<std::uint64_t>(needed, std::uint64_t{1} << 62)),
                                               static_cast<std::int64_t>(std::min<std::uint64_t>(available, std::uint64_t{1} << 62)),
                                               std::max(1u, threads)});
    };
    if (const std::uint64_t floor = joinMemoryFloor(n); floor > available) return refuse(floor);
    const JoinMemory memory = estimateJoinMemory(n, threads, available, stop);
    const std::uint64_t needed = memory.total(std::max(1u, threads));
    if (needed > available) return refuse(needed);
    return {};
}

}  // namespace pw::queens
