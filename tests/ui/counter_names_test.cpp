// Every counter of every registered version reaches the screen worded, in English as in
// French: the registry names a counter by a key ("bound_cuts", the name puzzle-bench
// writes in its reports), and each translation words every key ("bound cuts", "coupes
// par la borne"). A new version's counter without a wording in either file fails here.
#include <QLabel>
#include <QTranslator>

#include <gtest/gtest.h>

#include "all_puzzles.h"
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

INSTANTIATE_TEST_SUITE_P(Languages, CounterNames, ::testing::Values("en", "fr"),
                         [](const ::testing::TestParamInfo<const char*>& info) { return std::string(info.param); });

}  // namespace
}  // namespace pw::ui
