// The tutorials (docs/YOUR_VERSION.md and its French twin) as a student follows them: every
// ```cpp block compiles against the puzzle headers with the program's own compiler and
// sandbox (a FileVersion), and the figures and the version name the text quotes are the
// program's. A block that is not a whole file (no `#include <puzzle_workbench/...>`) is a
// piece of a `search` body, marked in the document by `<!-- fragment: PUZZLE -->` on the
// line before it; an unmarked piece fails here, so every block a reader copies is one
// this test has compiled.
#include <fstream>
#include <map>
#include <sstream>

#include "own/best_builtin.h"
#include "own_version_support.h"

namespace pw::own {
namespace {

struct Block {
    std::string code;
    int line = 0;          ///< of the opening fence, from 1
    std::string fragment;  ///< the puzzle of a marked fragment, empty for a whole file
};

std::string readDoc(const std::string& name) {
    std::ifstream in(std::string(PW_SOURCE_DIR) + "/docs/" + name, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<Block> cppBlocks(const std::string& markdown) {
    std::vector<Block> blocks;
    std::istringstream in(markdown);
    std::string line, previous;
    int number = 0;
    Block* open = nullptr;
    while (std::getline(in, line)) {
        ++number;
        if (open) {
            if (line == "```") open = nullptr;
            else open->code += line + "\n";
        } else if (line == "```cpp") {
            Block b;
            b.line = number;
            const std::string marker = "<!-- fragment: ";
            if (previous.rfind(marker, 0) == 0 && previous.size() > marker.size() + 4)
                b.fragment = previous.substr(marker.size(), previous.size() - marker.size() - 4);
            blocks.push_back(std::move(b));
            open = &blocks.back();
        }
        if (!line.empty()) previous = line;
    }
    return blocks;
}

// The board class of each puzzle's `search`.
const std::map<std::string, std::string> kSearch = {{"queens", "pw::Queens& q"},
                                                    {"magic", "pw::MagicSquare& m"},
                                                    {"sudoku", "pw::Sudoku& s"},
                                                    {"lightsout", "pw::LightsOut& l"},
                                                    {"shading", "pw::ShadingGrid& g"}};

// The block as a file: itself, or a marked fragment inside its puzzle's `search`.
std::string asFile(const Block& b) {
    if (b.fragment.empty()) return b.code;
    const auto search = kSearch.find(b.fragment);
    if (search == kSearch.end()) return {};
    std::string body;
    std::istringstream lines(b.code);
    for (std::string line; std::getline(lines, line);) body += "    " + line + "\n";
    return "#include <puzzle_workbench/" + b.fragment + ".h>\n\nvoid search(" + search->second + ") {\n" + body +
           "}\n";
}

class TutorialCode : public ::testing::TestWithParam<const char*> {};

TEST_P(TutorialCode, EveryCodeBlockCompiles) {
    const std::vector<Block> blocks = cppBlocks(readDoc(GetParam()));
    ASSERT_GE(blocks.size(), 7u) << GetParam();  // three queens files, a piece per other puzzle
    test::Scratch scratch;
    for (const Block& b : blocks) {
        const std::string where = std::string(GetParam()) + ":" + std::to_string(b.line);
        const bool whole = b.code.find("#include <puzzle_workbench/") != std::string::npos;
        EXPECT_TRUE(whole || !b.fragment.empty()) << where << ": neither a whole file nor a marked fragment";
        const std::string file = asFile(b);
        ASSERT_FALSE(file.empty()) << where << ": unknown puzzle " << b.fragment;
        auto version = test::compiled(scratch.write("block_" + std::to_string(b.line) + ".cpp", file));
        const CompileReport report = version->lastCompile();
        EXPECT_TRUE(report.ok()) << where << " does not compile:\n" << file << "\n" << report.output;
        // Printed as a reader copies it: no warning either.
        EXPECT_EQ(report.output.find("warning"), std::string::npos) << where << ":\n" << report.output;
    }
}

// The text's figures are those of its own blocks, run: the first version's nodes and
// checks against queens.v1's on the lesson's board, the second's against queens.v2's, and
// the best built-in version the status bar names.
TEST_P(TutorialCode, TheQueensFiguresAreTheProgramsOwn) {
    const std::string doc = readDoc(GetParam());
    const bool french = std::string(GetParam()).find(".fr.") != std::string::npos;
    // 19,173,960 or 19 173 960, as each language writes it.
    const auto written = [&](std::uint64_t n) {
        std::string digits = std::to_string(n), out;
        for (std::size_t i = 0; i < digits.size(); ++i) {
            if (i > 0 && (digits.size() - i) % 3 == 0) out += french ? ' ' : ',';
            out += digits[i];
        }
        return out;
    };
    std::vector<Block> files;
    for (const Block& b : cppBlocks(doc))
        if (b.fragment.empty() && b.code.find("puzzle_workbench/queens.h") != std::string::npos) files.push_back(b);
    ASSERT_EQ(files.size(), 3u) << GetParam() << ": the empty version, the first, the second, and none else";
    test::Scratch scratch;
    const Instance eight = test::sized("queens", {.size = 8});
    const auto run = [&](const Block& b) {
        auto version = test::compiled(scratch.write("block_" + std::to_string(b.line) + ".cpp", b.code));
        EXPECT_TRUE(version->compiled()) << version->lastCompile().output;
        return test::runEntry(version->algorithm(), eight, {Mode::Count}).result;
    };
    const RunResult empty = run(files[0]);
    EXPECT_EQ(empty.stats.solutions, 0u);
    const AlgorithmInfo* best = bestBuiltin(builtinRegistry(), "queens");
    ASSERT_NE(best, nullptr);
    // Appended one by one: GCC 12 warns falsely (-Wrestrict) about a chain of `+` at -O3.
    std::string status = french ? "La v" : "v";
    status.append(std::to_string(best->version)).append(french ? " en trouve 92, la vôtre 0." : " finds 92, yours 0.");
    EXPECT_NE(doc.find(status), std::string::npos) << GetParam() << " should quote \"" << status << "\"";

    const RunResult first = run(files[1]);
    const test::Outcome v1 = test::runBuiltin("queens.v1", eight, {Mode::Count});
    EXPECT_EQ(first.stats.solutions, 92u);  // OEIS A000170
    EXPECT_EQ(first.stats.nodes, v1.result.stats.nodes);
    for (std::uint64_t figure : {first.stats.nodes, first.stats.checks, v1.result.stats.checks})
        EXPECT_NE(doc.find(written(figure)), std::string::npos) << GetParam() << " should quote " << written(figure);

    const RunResult second = run(files[2]);
    const test::Outcome v2 = test::runBuiltin("queens.v2", eight, {Mode::Count});
    EXPECT_EQ(second.stats.nodes, v2.result.stats.nodes);
    EXPECT_EQ(second.stats.checks, v2.result.stats.checks);
    for (std::uint64_t figure : {second.stats.nodes, second.stats.checks})
        EXPECT_NE(doc.find(written(figure)), std::string::npos) << GetParam() << " should quote " << written(figure);
}

// No prefix: the tests are TutorialCode.*, as the issue names them.
INSTANTIATE_TEST_SUITE_P(, TutorialCode, ::testing::Values("YOUR_VERSION.md", "YOUR_VERSION.fr.md"),
                         [](const ::testing::TestParamInfo<const char*>& info) {
                             return std::string(info.index == 0 ? "English" : "French");
                         });

}  // namespace
}  // namespace pw::own
