// puzzle-bench grades a folder of students' files in one command: one row per file, the
// built-in versions beside them, how each file ended in English, and a failing exit
// status when one did not compile or reported a wrong solution.
#include <sstream>

#include "bench_own_versions.h"
#include "bench_report.h"
#include "own/best_builtin.h"
#include "own/sandbox.h"
#include "own_version_support.h"

namespace pw::own {
namespace {

TEST(OwnVersion, BenchGradesAFolderOfFiles) {
    test::Scratch scratch;
    std::ifstream example(test::example("queens_v2.cpp"));
    std::stringstream text;
    text << example.rdbuf();
    scratch.write("alice.cpp", text.str());
    scratch.write("bob.cpp", "#include <puzzle_workbench/queens.h>\nvoid search(pw::Queens& q) {\n    q.solution()\n}\n");
    scratch.write("notes.txt", "not a version");
    Result<bench::BenchOptions> options =
        bench::parseBenchOptions({"queens", "--size", "6", "--algo", scratch.path() + "/,queens.v2", "--format", "csv"});
    ASSERT_TRUE(options.ok()) << options.error();
    Registry registry = builtinRegistry();
    Result<bench::OwnVersions> own = bench::addOwnVersions(options.value(), registry);
    ASSERT_TRUE(own.ok()) << own.error();
    EXPECT_EQ(options->algorithms, (std::vector<std::string>{scratch.path() + "/alice.cpp", scratch.path() + "/bob.cpp",
                                                             "queens.v2"}));
    Result<std::vector<bench::BenchRow>> rows = bench::runBench(registry, *options);
    ASSERT_TRUE(rows.ok()) << rows.error();
    bench::describeOwnRows(rows.value(), *own, registry, *options);
    ASSERT_EQ(rows->size(), 3u);
    EXPECT_EQ((*rows)[0].stats.solutions, 4u);  // OEIS A000170 for N = 6
    // Set against the newest built-in version, whichever it is today.
    const AlgorithmInfo* best = own::bestBuiltin(registry, "queens");
    ASSERT_NE(best, nullptr);
    EXPECT_EQ((*rows)[0].message, "v" + std::to_string(best->version) + " finds 4, yours 4");
    EXPECT_FALSE((*rows)[1].completed);
    EXPECT_EQ((*rows)[1].message.rfind(scratch.path() + "/bob.cpp:3:", 0), 0u) << (*rows)[1].message;
    EXPECT_NE((*rows)[1].message.find("did not compile"), std::string::npos);
    EXPECT_TRUE(bench::ownVersionFailed(*rows));
    std::ostringstream csv;
    bench::printRows(csv, *rows, bench::Format::Csv);
    EXPECT_NE(csv.str().find(",classes,invalid_solutions,message\r\n"), std::string::npos);
    EXPECT_NE(csv.str().find("alice.cpp,0,6,6,1,all,passed,4,"), std::string::npos) << csv.str();
    EXPECT_NE(csv.str().find("bob.cpp,0,6,6,1,all,did not compile,0,"), std::string::npos) << csv.str();
    // Without bob, nothing failed.
    rows.value().erase(rows.value().begin() + 1);
    EXPECT_FALSE(bench::ownVersionFailed(*rows));
}

// Where bubblewrap cannot start, puzzle-bench runs no file unless told --no-sandbox.
TEST(OwnVersion, BenchRefusesToRunFilesUnsandboxedUnlessTold) {
    SandboxStatus broken;
    broken.installed = true;
    broken.detail = "bwrap: No permissions to create new namespace";
    overrideSandboxStatus(broken);
    struct Restore {
        ~Restore() { overrideSandboxStatus(std::nullopt); }
    } restore;
    const std::string file = test::example("queens_v2.cpp");
    Result<bench::BenchOptions> options = bench::parseBenchOptions({"queens", "--algo", file});
    ASSERT_TRUE(options.ok());
    Registry registry = builtinRegistry();
    Result<bench::OwnVersions> refused = bench::addOwnVersions(options.value(), registry);
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().find("No permissions to create new namespace"), std::string::npos) << refused.error();
    EXPECT_NE(refused.error().find("--no-sandbox"), std::string::npos) << refused.error();
    EXPECT_EQ(registry.algorithm(file), nullptr);
    options = bench::parseBenchOptions({"queens", "--algo", file, "--no-sandbox"});
    ASSERT_TRUE(options.ok());
    EXPECT_TRUE(options->noSandbox);
}

}  // namespace
}  // namespace pw::own
