// Counts meet their nouns through Qt's numerus forms, in French and in English, for 0, 1
// and 2: French takes the singular for 0 and 1 ("0 nœud", "1 nœud", "2 nœuds"), English
// only for 1 ("0 nodes", "1 node", "2 nodes"). The search tree's counts, a summary node,
// the boards' and the notices' counts are read in both languages.
#include <gtest/gtest.h>

#include "core/parse_error.h"
#include "lightsout/model.h"
#include "magic/model.h"
#include "puzzles/lightsout/lightsout_board_view.h"
#include "puzzles/lightsout/lightsout_notices.h"
#include "puzzles/magic/magic_notices.h"
#include "puzzles/shading/shading_notices.h"
#include "shading/model.h"
#include "text/number_text.h"
#include "text/parse_error_text.h"
#include "tree/tree_text.h"
#include "window/language.h"

namespace pw::ui {
namespace {

/// Installs a language for one test and English again after it.
class PluralForms : public ::testing::Test {
protected:
    void TearDown() override { installLanguage(QStringLiteral("en")); }
    void use(const char* language) { ASSERT_EQ(installLanguage(QString::fromLatin1(language)), QString::fromLatin1(language)); }
};

// A tree of `k` solutions, `k` dead ends and `k` cuts, each a child of the root.
QString treeCounts(int k) {
    TreeBuilder builder;
    for (int i = 0; i < k; ++i) {
        builder.apply(TreeRecord::node(1));
        builder.apply({Event{EventKind::Solution}, TreeRecord::Kind::Event});
        builder.apply(TreeRecord::node(1));  // closed by the next one: a dead end
        builder.apply(TreeRecord::node(1));
        builder.apply({Event{EventKind::Cut}, TreeRecord::Kind::Event});
    }
    builder.apply({Event{EventKind::Done}, TreeRecord::Kind::Event});
    return treeCountsText(builder);
}

QString summarised(std::uint64_t nodes) {
    TreeBuilder builder;
    builder.apply(TreeRecord::summary({SummaryKind::TableBeforeSearch, 0, {0, nodes}}));
    return treeCountsText(builder);
}

Notice noticeOf(int code, std::initializer_list<std::int64_t> values) {
    Notice n{code, {}};
    std::size_t i = 0;
    for (std::int64_t v : values) n.values[i++] = v;
    return n;
}

QString lightsStatus(const char* board) {
    LightsOutBoardView view;
    QString error;
    EXPECT_TRUE(view.fromText(QString::fromLatin1(board), &error)) << error.toStdString();
    return view.statusText();
}

TEST_F(PluralForms, FrenchTakesTheSingularForZeroAndOne) {
    use("fr");
    EXPECT_EQ(nodeCountText(0), QStringLiteral("0 nœud"));
    EXPECT_EQ(nodeCountText(1), QStringLiteral("1 nœud"));
    EXPECT_EQ(nodeCountText(2), QStringLiteral("2 nœuds"));
    EXPECT_EQ(nodeCountText(7191), formatCount(7191) + QStringLiteral(" nœuds"));
    EXPECT_EQ(nodeCountText(5'000'000'001), formatCount(5'000'000'001) + QStringLiteral(" nœuds"));
    EXPECT_EQ(treeCounts(0), QStringLiteral("0 nœud · 0 solution · 0 impasse · 0 coupe"));
    EXPECT_EQ(treeCounts(1), QStringLiteral("3 nœuds · 1 solution · 1 impasse · 1 coupe"));
    EXPECT_EQ(treeCounts(2), QStringLiteral("6 nœuds · 2 solutions · 2 impasses · 2 coupes"));
    EXPECT_TRUE(summarised(1).contains(QStringLiteral("Dont 1 résumé (triangle violet), non dessiné un à un")));
    EXPECT_TRUE(summarised(2).contains(QStringLiteral("Dont 2 résumés (triangle violet), non dessinés un à un")));
    // A summary node's description: its count and its depths.
    const TreeBuilder::Summary one{SummaryKind::TableBeforeSearch, 0, 1, {0, 1}}, two{SummaryKind::TableBeforeSearch, 0, 2, {0, 1, 1}};
    EXPECT_TRUE(summaryDescription(one).startsWith(QStringLiteral("Résumé — une table remplie avant la recherche")));
    EXPECT_TRUE(summaryDescription(one).contains(QStringLiteral("1 nœud à la profondeur 1.")));
    EXPECT_TRUE(summaryDescription(two).contains(QStringLiteral("2 nœuds aux profondeurs 1 à 2.")));

    const auto stopped = [](int shaded) {
        return ShadingNotices::text(noticeOf(static_cast<int>(shading::NoticeCode::StoppedBeforeProof), {shaded}));
    };
    EXPECT_TRUE(stopped(0).endsWith(QStringLiteral("avec 0 case noircie.")));
    EXPECT_TRUE(stopped(1).endsWith(QStringLiteral("avec 1 case noircie.")));
    EXPECT_TRUE(stopped(2).endsWith(QStringLiteral("avec 2 cases noircies.")));
    EXPECT_EQ(lightsStatus("100/000/000"), QStringLiteral("1 lumière allumée, 0 appui fait."));
    EXPECT_EQ(lightsStatus("110/000/000"), QStringLiteral("2 lumières allumées, 0 appui fait."));
    const auto rows = [](int count) {
        ParseError e;
        e.kind = ParseErrorKind::NotSquare;
        e.values = {count, 2};
        return parseErrorText(e);
    };
    EXPECT_TRUE(rows(1).startsWith(QStringLiteral("1 ligne de 2 cases")));
    EXPECT_TRUE(rows(2).startsWith(QStringLiteral("2 lignes de 2 cases")));
}

TEST_F(PluralForms, EnglishTakesTheSingularForOneOnly) {
    use("en");
    EXPECT_EQ(nodeCountText(0), QStringLiteral("0 nodes"));
    EXPECT_EQ(nodeCountText(1), QStringLiteral("1 node"));
    EXPECT_EQ(nodeCountText(2), QStringLiteral("2 nodes"));
    EXPECT_EQ(treeCounts(0), QStringLiteral("0 nodes · 0 solutions · 0 dead ends · 0 cuts"));
    EXPECT_EQ(treeCounts(1), QStringLiteral("3 nodes · 1 solution · 1 dead end · 1 cut"));
    EXPECT_EQ(treeCounts(2), QStringLiteral("6 nodes · 2 solutions · 2 dead ends · 2 cuts"));
    EXPECT_TRUE(summarised(1).contains(QStringLiteral("1 of them summarised")));

    const auto notSolvable = [](int lit) {
        return LightsOutNotices::text(noticeOf(static_cast<int>(lightsout::NoticeCode::NotSolvable), {4, lit}));
    };
    EXPECT_TRUE(notSolvable(1).contains(QStringLiteral("1 of them is lit")));
    EXPECT_TRUE(notSolvable(3).contains(QStringLiteral("3 of them are lit")));
    const auto stopped = [](int shaded) {
        return ShadingNotices::text(noticeOf(static_cast<int>(shading::NoticeCode::StoppedBeforeProof), {shaded}));
    };
    EXPECT_TRUE(stopped(0).endsWith(QStringLiteral("with 0 shaded cells.")));
    EXPECT_TRUE(stopped(1).endsWith(QStringLiteral("with 1 shaded cell.")));
    EXPECT_TRUE(stopped(2).endsWith(QStringLiteral("with 2 shaded cells.")));
    EXPECT_EQ(lightsStatus("100/000/000"), QStringLiteral("1 light on, 0 presses made."));
    EXPECT_EQ(lightsStatus("110/000/000"), QStringLiteral("2 lights on, 0 presses made."));
    const auto tasks = [](int done) {
        return MagicNotices::text(noticeOf(static_cast<int>(magic::NoticeCode::StoppedTasks), {done, 12, 1}));
    };
    EXPECT_TRUE(tasks(1).startsWith(QStringLiteral("Stopped after 1 task of 12 (a task is the values of the first cell ")));
    EXPECT_TRUE(tasks(2).startsWith(QStringLiteral("Stopped after 2 tasks of 12")));
}

}  // namespace
}  // namespace pw::ui
