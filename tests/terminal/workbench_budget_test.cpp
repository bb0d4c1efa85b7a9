// puzzle-workbench --pdf and --screenshot always end: the run they wait for has a time
// budget (--budget, 10 s by default), and a version that cannot finish on the board
// within it (issue 34: a user who once chose shading.v1, whose 9×9 grid takes hours) is
// stopped, the files written saying so, and the message names a version that finishes.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>

#include "all_puzzles.h"
#include "terminal_child.h"

namespace pw::test {
namespace {

using namespace std::chrono_literals;

#ifdef PW_WORKBENCH_PROGRAM  // (a tree without the GUI skips the tests that read files)
std::string head(const std::string& path, std::size_t bytes) {
    std::ifstream in(path, std::ios::binary);
    std::string text(bytes, '\0');
    in.read(text.data(), static_cast<std::streamsize>(bytes));
    text.resize(static_cast<std::size_t>(in.gcount()));
    return text;
}
#endif

TEST(Terminal, PdfOfARememberedVersionThatCannotFinishEndsWithinItsBudget) {
#ifndef PW_WORKBENCH_PROGRAM
    GTEST_SKIP() << "built without the GUI";
#else
    TempDir home;
    const std::vector<std::string> environment = {"QT_QPA_PLATFORM=offscreen", "HOME=" + home.path(),
                                                  "XDG_CONFIG_HOME=" + home.path() + "/config",
                                                  "XDG_DATA_HOME=" + home.path() + "/data",
                                                  "XDG_RUNTIME_DIR=" + home.path()};
    // Once, the user chose shading.v1 in the window: the choice is kept with the board.
    {
        Child chose({PW_WORKBENCH_PROGRAM, "--lang", "en", "--puzzle", "shading", "--algo", "shading.v1",
                     "--screenshot", home.path() + "/chose.png"},
                    environment, false);
        ASSERT_EQ(chose.finish(120s), 0) << chose.output();
    }
    // Then the manual's PDF example, with no version named, and a budget of 1 s.
    const std::string pdf = home.path() + "/F.pdf", png = home.path() + "/F.png";
    Child run({PW_WORKBENCH_PROGRAM, "--lang", "en", "--puzzle", "shading", "--run", "first", "--budget", "1", "--pdf",
               pdf, "--screenshot", png},
              environment, false);
    ASSERT_EQ(run.finish(120s), 0) << run.output();  // never the 9×9 grid by brute force
    EXPECT_EQ(head(pdf, 5), "%PDF-");
    EXPECT_EQ(head(png, 4), "\x89PNG");
    const std::string& said = run.output();
    std::smatch m;
    ASSERT_TRUE(std::regex_search(said, m,
                                  std::regex("shading\\.v1 was stopped by the budget of 1\\.00 s before it finished on "
                                             "this board; (shading\\.v[0-9]+) finishes on it in ")))
        << said;
    // The version named is one of the registry's, another than v1, and finishes: it was
    // found by running it, not written in advance.
    const AlgorithmInfo* named = builtinRegistry().algorithm(m[1].str());
    ASSERT_NE(named, nullptr) << m[1];
    EXPECT_EQ(named->puzzle, "shading");
    EXPECT_GT(named->version, 1);
    EXPECT_NE(said.find("(--algo " + m[1].str()), std::string::npos) << said;
#endif
}

}  // namespace
}  // namespace pw::test
