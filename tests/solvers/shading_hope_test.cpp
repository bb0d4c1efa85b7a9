// shading.v2's events carry the "hope" in `aux` on every event of a cell (the board shows
// it live while stepping); v1 has no hope and carries 0.
#include <gtest/gtest.h>

#include <vector>

#include "all_puzzles.h"
#include "shading/algorithms.h"

namespace pw {
namespace {

struct RecordingTracer : StepTracer {
    std::vector<Event> events;
    void onEvent(const Event& e, std::span<const int>) override { events.push_back(e); }
};

std::vector<Event> trace(const char* id, int n, int k) {
    Result<Instance> instance = builtinRegistry().puzzle("shading")->makeInstance({.size = n, .k = k});
    EXPECT_TRUE(instance.ok());
    RecordingTracer tracer;
    SolutionSink sink;
    SearchContext ctx(sink, {}, nullptr, &tracer);
    runAlgorithm(*builtinRegistry().algorithm(id), *instance, {Mode::First, 1, false}, ctx);
    return tracer.events;
}

TEST(ShadingHopeEvents, V2CarriesTheHopeOnEveryEventOfACell) {
    const std::vector<Event> events = trace("shading.v2", 4, 3);
    ASSERT_FALSE(events.empty());
    // The first event: cell 0 tried, nothing decided, best 0: 16 − 0 − 1 − 0 = 15.
    EXPECT_EQ(events.front().kind, EventKind::Try);
    EXPECT_EQ(events.front().cell, 0);
    EXPECT_EQ(events.front().aux, 15);
    // A Try, the Place of a shaded cell and a Cut or white Place after it see the same
    // whites, hence the same hope (until a new best lowers it at a leaf).
    bool sawCut = false;
    for (std::size_t i = 0; i + 1 < events.size(); ++i) {
        const Event& e = events[i];
        if (e.kind == EventKind::Cut) {
            sawCut = true;
            EXPECT_LE(e.aux, 0);
        }
        const Event& next = events[i + 1];
        if (e.kind == EventKind::Try && next.cell == e.cell && next.kind != EventKind::Bound) {
            EXPECT_EQ(next.aux, e.aux) << "event " << i;
        }
    }
    EXPECT_TRUE(sawCut);
}

TEST(ShadingHopeEvents, V1CarriesNoHope) {
    for (const Event& e : trace("shading.v1", 4, 3))
        if (e.kind == EventKind::Try || e.kind == EventKind::Place) {
            EXPECT_EQ(e.aux, 0);
        }
}

}  // namespace
}  // namespace pw
