// The merge of a student's file with a built-in version (puzzle-bench --merge A,FILE.cpp,
// the tree panel's Merge with): a file declares no decision space, so the trees
// themselves are checked, and the lesson's examples, which rewrite queens.v1 and v2,
// merge as the versions they rewrite do.
#include "own_version_support.h"

#include "tree/merge_run.h"

namespace pw::own {
namespace {

MergeResult merged(const AlgorithmInfo& first, const AlgorithmInfo& second, const Instance& board) {
    MergeRequest request;
    request.first = &first;
    request.second = &second;
    request.instance = board;
    return mergeRuns(request);
}

TEST(MergedTree, StudentsFilesMergeAsTheVersionsTheyRewrite) {
    auto v1 = test::compiled(test::example("queens_v1.cpp"));
    auto v2 = test::compiled(test::example("queens_v2.cpp"));
    ASSERT_TRUE(v1->compiled()) << v1->lastCompile().output;
    ASSERT_TRUE(v2->compiled()) << v2->lastCompile().output;
    const AlgorithmInfo fileV1 = v1->algorithm(), fileV2 = v2->algorithm();
    EXPECT_TRUE(fileV1.decisionSpace.empty());
    const Instance five = test::sized("queens", {.size = 5});
    const Registry& r = builtinRegistry();
    const MergeResult builtin = merged(*r.algorithm("queens.v1"), *r.algorithm("queens.v2"), five);
    ASSERT_EQ(builtin.mismatch, MergeMismatch::None);
    for (const MergeResult& m : {merged(*r.algorithm("queens.v1"), fileV2, five), merged(fileV1, *r.algorithm("queens.v2"), five),
                                 merged(fileV1, fileV2, five)}) {
        ASSERT_EQ(m.mismatch, MergeMismatch::None);
        EXPECT_TRUE(m.completed);
        EXPECT_EQ(m.counts.both, builtin.counts.both);
        EXPECT_EQ(m.counts.onlyFirst, builtin.counts.onlyFirst);
        EXPECT_EQ(m.counts.onlySecond, 0u);
    }
    // A file that decides otherwise is told apart by its tree: v3's bitmask order is the
    // same as the file's, but queens.v4 starts from given queens.
    const MergeResult apart = merged(fileV2, *r.algorithm("queens.v4"), five);
    EXPECT_NE(apart.mismatch, MergeMismatch::None);
}

}  // namespace
}  // namespace pw::own
