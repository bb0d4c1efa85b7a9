// Every counter of every registered version reaches the screen worded, in English as in
// French: the registry names a counter by a key ("bound_cuts", the name puzzle-bench
// writes in its reports), and each translation words every key ("bound cuts", "coupes
// par la borne"). A new version's counter without a wording in either file fails here.
#include <QLabel>
#include <QTranslator>

#include <gtest/gtest.h>

#include <map>

#include "all_puzzles.h"
#include "own/puzzle_rules.h"
#include "panels/counters_panel.h"
#include "text/registry_text.h"
#include "window/language.h"

namespace pw::ui {
namespace {

class CounterNames : public ::testing::TestWithParam<const char*> {
protected:
    void TearDown() override { installLanguage(QStringLiteral("en")); }
};

TEST_P(CounterNames, EveryCounterOfEveryVersionIsWorded) {
    const QString language = QString::fromLatin1(GetParam());
    QTranslator own;
    ASSERT_TRUE(own.load(QStringLiteral(":/i18n/puzzle-workbench_") + language)) << GetParam();
    installLanguage(language);
    int checked = 0;
    for (const PuzzleInfo& p : builtinRegistry().puzzles())
        for (const AlgorithmInfo* a : builtinRegistry().algorithmsOf(p.id)) {
            for (const std::string& key : a->counterNames) {
                const std::string where = a->id + " counter " + key + " in " + GetParam();
                // Worded on purpose in this language's file, not shown as its key.
                const QString worded = own.translate("Counters", key.c_str());
                EXPECT_FALSE(worded.isEmpty()) << where << ": no wording in the translation";
                EXPECT_FALSE(worded.contains(QLatin1Char('_'))) << where << ": " << worded.toStdString();
                EXPECT_EQ(counterName(key), worded) << where;
                ++checked;
            }
            // The counters panel shows them so: its line names every counter, no key.
            RunView run;
            run.algorithm = a;
            run.done = true;
            CountersPanel panel;
            panel.showRun(run, false);
            QString shown;
            for (const QLabel* l : panel.findChildren<QLabel*>()) shown += l->text() + QLatin1Char('\n');
            for (const std::string& key : a->counterNames) {
                EXPECT_TRUE(shown.contains(counterName(key))) << a->id << " " << key << " in " << GetParam();
                if (key.find('_') != std::string::npos) {
                    EXPECT_FALSE(shown.contains(QString::fromStdString(key))) << a->id << " shows the key " << key;
                }
            }
        }
    EXPECT_GT(checked, 50);  // five puzzles, every version with one to five counters
}

// One word, one meaning: no two counters share a name in a language, the four every run
// has (nodes, checks, solutions, prunes: the counters panel's titles) and every puzzle's
// own, a file version's `invalid_solutions` included. « Coupes » once named both the
// prunes and the magic square's cuts.
TEST_P(CounterNames, NoTwoCountersShareAWord) {
    const QString language = QString::fromLatin1(GetParam());
    installLanguage(language);
    std::map<QString, std::string> meaning;  // a word, folded, and the counter it names
    auto name = [&](const QString& word, const std::string& counter) {
        const QString folded = word.toCaseFolded().trimmed();
        const auto [at, fresh] = meaning.emplace(folded, counter);
        EXPECT_TRUE(fresh || at->second == counter)
            << GetParam() << ": \"" << word.toStdString() << "\" names both " << at->second << " and " << counter;
    };
    CountersPanel panel;
    using Box = CountersPanel::Box;
    const std::pair<Box, const char*> fixed[] = {
        {Box::Nodes, "nodes"}, {Box::Checks, "checks"}, {Box::Solutions, "solutions"}, {Box::Prunes, "prunes"}};
    for (const auto& [box, counter] : fixed) {
        const QLabel* title = panel.figureBox(box)->findChild<QLabel*>();
        ASSERT_NE(title, nullptr);
        name(title->text(), counter);
        if (box == Box::Prunes) {
            EXPECT_EQ(title->text(), language == QStringLiteral("fr") ? QStringLiteral("Élagages") : QStringLiteral("Prunes"));
        }
    }
    for (const AlgorithmInfo& a : builtinRegistry().algorithms())
        for (const std::string& key : a.counterNames) name(counterName(key), key);
    for (const PuzzleInfo& p : builtinRegistry().puzzles())
        if (const own::PuzzleRules* rules = own::rulesFor(p.id))
            for (const std::string& key : rules->counterNames) name(counterName(key), key);
    EXPECT_GT(meaning.size(), 20u);
}

INSTANTIATE_TEST_SUITE_P(Languages, CounterNames, ::testing::Values("en", "fr"),
                         [](const ::testing::TestParamInfo<const char*>& info) { return std::string(info.param); });

}  // namespace
}  // namespace pw::ui
