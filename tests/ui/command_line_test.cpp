// The command line is read before any window exists (main.cpp reads it with a
// QCoreApplication only); these tests read it inside the test's QApplication.
#include <QStringList>

#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "puzzles/all_boards.h"
#include "window/command_line.h"

using pw::ui::CommandLine;
using pw::ui::readCommandLine;

TEST(CommandLine, HelpListsThePuzzlesOfTheRegistry) {
    const CommandLine command = readCommandLine({"puzzle-workbench", "--help"});
    ASSERT_EQ(command.action, CommandLine::Action::PrintHelp);
    for (const pw::PuzzleInfo& puzzle : pw::builtinRegistry().puzzles()) {
        if (!pw::ui::builtinBoards().find(QString::fromStdString(puzzle.id))) continue;
        EXPECT_TRUE(command.text.contains(QString::fromStdString(puzzle.id))) << puzzle.id;
    }
    EXPECT_TRUE(command.text.contains(QStringLiteral("--screenshot")));
}

TEST(CommandLine, VersionAndMistakes) {
    EXPECT_EQ(readCommandLine({"puzzle-workbench", "--version"}).action, CommandLine::Action::PrintVersion);
    for (const QStringList& wrong : {QStringList{"puzzle-workbench", "--bogus"},
                                     QStringList{"puzzle-workbench", "--puzzle", "chess"},
                                     QStringList{"puzzle-workbench", "--puzzle", "magic", "--algo", "queens.v1"},
                                     QStringList{"puzzle-workbench", "--size"},
                                     QStringList{"puzzle-workbench", "stray"},
                                     QStringList{"puzzle-workbench", "--lesson-step", "2"},
                                     QStringList{"puzzle-workbench", "--lesson", "queens", "--lesson-step", "0"},
                                     QStringList{"puzzle-workbench", "--lesson", "queens", "--run", "all"}}) {
        const CommandLine command = readCommandLine(wrong);
        EXPECT_EQ(command.action, CommandLine::Action::Fail) << wrong.join(' ').toStdString();
        EXPECT_FALSE(command.text.isEmpty());
        EXPECT_FALSE(command.text.contains(QLatin1Char('\n'))) << "one line: " << command.text.toStdString();
    }
}

TEST(CommandLine, AVersionAloneOpensItsPuzzle) {
    const pw::AlgorithmInfo& last = pw::builtinRegistry().algorithms().back();
    const CommandLine command = readCommandLine({"puzzle-workbench", "--algo", QString::fromStdString(last.id)});
    ASSERT_EQ(command.action, CommandLine::Action::Start) << command.text.toStdString();
    EXPECT_EQ(command.options.puzzle.toStdString(), last.puzzle);
}

TEST(CommandLine, ALessonAndItsStep) {
    const CommandLine command = readCommandLine({"puzzle-workbench", "--lesson", "sudoku", "--lesson-step", "3"});
    ASSERT_EQ(command.action, CommandLine::Action::Start) << command.text.toStdString();
    EXPECT_EQ(command.options.lesson, QStringLiteral("sudoku"));
    EXPECT_EQ(command.options.lessonStep, 3);
}

TEST(CommandLine, QtsOwnOptionsPassThrough) {
    const CommandLine command = readCommandLine({"puzzle-workbench", "-platform", "offscreen", "--lang=fr"});
    ASSERT_EQ(command.action, CommandLine::Action::Start) << command.text.toStdString();
    EXPECT_EQ(command.options.language, QStringLiteral("fr"));
    EXPECT_EQ(pw::ui::languageArgument({"puzzle-workbench", "--lang", "en", "--lang=fr"}), QStringLiteral("fr"));
}
