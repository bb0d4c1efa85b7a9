// puzzle-bench's CSV read back by a reader of RFC 4180 written here, as a spreadsheet
// reads it: a student's file named "Dupont, Léa.cpp" (or with a quote, a semicolon, a
// space, a line break) is one row whose fields read back whole, and the `result` column
// says how each run ended, for real files that pass, report wrong solutions, crash,
// loop, do not compile and exhaust their memory.
#include <map>
#include <optional>
#include <memory>
#include <sstream>

#include "bench_csv.h"
#include "bench_own_versions.h"
#include "bench_report.h"
#include "core/csv_writer.h"
#include "own/run_verdict.h"
#include "own_version_support.h"

namespace pw {
namespace {

/// A CSV text as RFC 4180 defines it: records ended by CRLF, fields separated by commas,
/// a field either plain (no comma, quote, CR or LF) or enclosed in quotes with its quotes
/// doubled. Anything else is refused (nullopt), so a writer that forgets a quote fails.
struct Field {
    std::string text;
    bool quoted = false;
};
using Record = std::vector<Field>;

std::optional<std::vector<Record>> readCsv(const std::string& text) {
    std::vector<Record> records;
    std::size_t i = 0;
    while (i < text.size()) {
        Record record;
        for (;;) {
            Field f;
            if (i < text.size() && text[i] == '"') {
                f.quoted = true;
                ++i;
                for (;;) {
                    if (i >= text.size()) return std::nullopt;  // no closing quote
                    if (text[i] == '"') {
                        if (i + 1 < text.size() && text[i + 1] == '"') {
                            f.text += '"';
                            i += 2;
                            continue;
                        }
                        ++i;
                        break;
                    }
                    f.text += text[i++];
                }
            } else {
                while (i < text.size() && text[i] != ',' && text[i] != '\r' && text[i] != '\n') {
                    if (text[i] == '"') return std::nullopt;  // a quote inside a plain field
                    f.text += text[i++];
                }
            }
            record.push_back(std::move(f));
            if (i < text.size() && text[i] == ',') {
                ++i;
                continue;
            }
            if (text.compare(i, 2, "\r\n") != 0) return std::nullopt;  // a record ends with CRLF
            i += 2;
            break;
        }
        records.push_back(std::move(record));
    }
    return records;
}

/// The records under the first one, each as a map from the header's names.
std::vector<std::map<std::string, std::string>> rowsOf(const std::vector<Record>& records) {
    std::vector<std::map<std::string, std::string>> rows;
    for (std::size_t r = 1; r < records.size(); ++r) {
        std::map<std::string, std::string> row;
        EXPECT_EQ(records[r].size(), records[0].size()) << "row " << r;
        for (std::size_t c = 0; c < records[r].size() && c < records[0].size(); ++c)
            row[records[0][c].text] = records[r][c].text;
        rows.push_back(std::move(row));
    }
    return rows;
}

// Every field that holds a semicolon is quoted: a spreadsheet that splits on `;` (a
// French one) still reads it as one field.
void expectNoBareSemicolon(const std::vector<Record>& records) {
    for (const Record& record : records)
        for (const Field& f : record)
            EXPECT_TRUE(f.quoted || f.text.find(';') == std::string::npos) << f.text;
}

struct Bench {
    std::string csv;
    std::unique_ptr<Registry> registry;  // the versions the rows point to
    std::vector<bench::BenchRow> rows;
};

// puzzle-bench's steps as its main() takes them, the CSV printed.
Bench runBench(std::vector<std::string> arguments) {
    Bench out;
    Result<bench::BenchOptions> options = bench::parseBenchOptions(arguments);
    EXPECT_TRUE(options.ok()) << options.error();
    if (!options) return out;
    out.registry = std::make_unique<Registry>(builtinRegistry());
    Registry& registry = *out.registry;
    Result<bench::OwnVersions> own = bench::addOwnVersions(options.value(), registry);
    EXPECT_TRUE(own.ok()) << own.error();
    if (!own) return out;
    Result<std::vector<bench::BenchRow>> rows = bench::runBench(registry, *options);
    EXPECT_TRUE(rows.ok()) << rows.error();
    if (!rows) return out;
    bench::describeOwnRows(rows.value(), *own, registry, *options);
    std::ostringstream csv;
    bench::printRows(csv, *rows, bench::Format::Csv);
    out.csv = csv.str();
    out.rows = std::move(rows).value();
    return out;
}

std::string exampleV2() {
    std::ifstream example(own::test::example("queens_v2.cpp"));
    std::stringstream text;
    text << example.rdbuf();
    return text.str();
}

std::string queensFile(const std::string& body) {
    return "#include <puzzle_workbench/queens.h>\n#include <cstddef>\n"
           "void search(pw::Queens& q) {\n" + body + "\n}\n";
}

TEST(BenchCsv, WriterQuotesWhatRfc4180Says) {
    EXPECT_EQ(csv::field("queens.v2"), "queens.v2");
    EXPECT_EQ(csv::field(""), "");
    EXPECT_EQ(csv::field("Léa"), "Léa");  // UTF-8 passes as it is
    EXPECT_EQ(csv::field("Dupont, Léa"), "\"Dupont, Léa\"");
    EXPECT_EQ(csv::field("say \"hi\""), "\"say \"\"hi\"\"\"");
    EXPECT_EQ(csv::field("two\nlines"), "\"two\nlines\"");
    EXPECT_EQ(csv::field("cr\rhere"), "\"cr\rhere\"");
    EXPECT_EQ(csv::field("a;b"), "\"a;b\"");
    EXPECT_EQ(csv::field(" padded "), "\" padded \"");
    EXPECT_EQ(csv::record({"a", "b,c", ""}), "a,\"b,c\",\r\n");
    // Whatever the bytes, a record reads back as its fields.
    const std::vector<std::string> hostile = {"", ",", "\"", "\"\"", "\r\n", "\n", "a,\"b\"\r\nc", ";", " x", "x ", "é;è"};
    const std::optional<std::vector<Record>> back = readCsv(csv::record(hostile));
    ASSERT_TRUE(back.has_value());
    ASSERT_EQ(back->size(), 1u);
    ASSERT_EQ(back->front().size(), hostile.size());
    for (std::size_t i = 0; i < hostile.size(); ++i) EXPECT_EQ(back->front()[i].text, hostile[i]) << i;
    expectNoBareSemicolon(*back);
}

TEST(BenchCsv, HostileFileNamesReadBackOneRowEach) {
    own::test::Scratch scratch;
    const std::string v2 = exampleV2();
    // Linux takes any byte but '/' and NUL in a name, the line break included.
    const std::vector<std::string> names = {"Dupont, Léa.cpp", "O\"Brien \"Jo\".cpp", "avec espace.cpp",
                                            "point;virgule.cpp", "ligne\nneuve.cpp"};
    std::vector<std::string> paths;
    for (const std::string& name : names) paths.push_back(scratch.write(name, v2));
    const Bench b = runBench({"queens", "--size", "6", "--algo", scratch.path() + "/,queens.v2", "--format", "csv"});
    const std::optional<std::vector<Record>> records = readCsv(b.csv);
    ASSERT_TRUE(records.has_value()) << b.csv;
    expectNoBareSemicolon(*records);
    const auto rows = rowsOf(*records);
    ASSERT_EQ(rows.size(), names.size() + 1) << b.csv;  // one row a file, and queens.v2
    std::vector<std::string> read;
    for (const auto& row : rows) {
        EXPECT_EQ(row.at("result"), "passed") << row.at("algorithm");
        EXPECT_EQ(row.at("solutions"), "4");  // OEIS A000170 for N = 6
        EXPECT_EQ(row.at("nodes"), "894");
        EXPECT_EQ(row.at("classes"), "1");
        EXPECT_EQ(row.at("invalid_solutions"), "0");
        read.push_back(row.at("algorithm"));
    }
    std::sort(paths.begin(), paths.end());  // puzzle-bench lists a folder in name order
    paths.push_back("queens.v2");
    EXPECT_EQ(read, paths);
    // The header names every counter once, in a column of its own.
    EXPECT_EQ(std::count_if(records->front().begin(), records->front().end(),
                            [](const Field& f) { return f.text == "invalid_solutions"; }),
              1);
}

TEST(BenchCsv, ResultColumnForEachOutcome) {
    own::test::Scratch scratch;
    scratch.write("1 passed.cpp", exampleV2());
    // Every placement of queens on the first two columns reported as a solution.
    scratch.write("2 wrong.cpp", queensFile(R"(
    int rows[6];
    for (rows[0] = 0; rows[0] < 6; ++rows[0]) for (rows[1] = 0; rows[1] < 6; ++rows[1]) {
        for (int c = 0; c < 2; ++c) q.place(rows[c], c);
        q.solution();
        for (int c = 0; c < 2; ++c) q.remove(rows[c], c);
    })"));
    scratch.write("3 finds none.cpp", queensFile("q.place(0, 0);"));
    scratch.write("4 crash.cpp", queensFile("q.place(0, 0);\n*static_cast<int* volatile>(nullptr) = 1;"));
    scratch.write("5 loop.cpp", queensFile("q.place(0, 0);\nfor (volatile unsigned i = 0;; i = i + 1) {}"));
    scratch.write("6 broken.cpp", queensFile("q.place(0, 0)"));
    scratch.write("7 memory.cpp", queensFile(R"(
    static char* volatile kept;
    kept = new char[std::size_t{1} << 40];)"));
    // The budget stops the loop; the other files end long before it.
    const Bench b = runBench({"queens", "--size", "6", "--algo", scratch.path() + "/,queens.v2", "--budget", "1",
                              "--format", "csv"});
    const std::optional<std::vector<Record>> records = readCsv(b.csv);
    ASSERT_TRUE(records.has_value()) << b.csv;
    const auto rows = rowsOf(*records);
    ASSERT_EQ(rows.size(), 8u) << b.csv;
    const std::vector<std::string> expected = {"passed",  "wrong",       "wrong",           "crashed",
                                               "out of time", "did not compile", "out of memory", "passed"};
    for (std::size_t i = 0; i < rows.size(); ++i)
        EXPECT_EQ(rows[i].at("result"), expected[i]) << rows[i].at("algorithm") << ": " << rows[i].at("message");
    // The 6 x 6 placements of queens on the first two columns, none of them a solution.
    EXPECT_EQ(rows[1].at("invalid_solutions"), "36");
    EXPECT_EQ(rows[2].at("message").find("finds 4, yours 0") != std::string::npos, true) << rows[2].at("message");
    EXPECT_TRUE(bench::ownVersionFailed(b.rows));

    // A built-in version stopped by the budget is out of time as well.
    const Bench slow = runBench({"queens", "--size", "14", "--algo", "queens.v1", "--budget", "0.2", "--format", "csv"});
    const std::optional<std::vector<Record>> slowRecords = readCsv(slow.csv);
    ASSERT_TRUE(slowRecords.has_value()) << slow.csv;
    const auto slowRows = rowsOf(*slowRecords);
    ASSERT_EQ(slowRows.size(), 1u);
    EXPECT_EQ(slowRows[0].at("result"), "out of time");
    EXPECT_EQ(slowRows[0].at("completed"), "false");
}

// The six words, each the verdict of what it names.
TEST(BenchCsv, VerdictWords) {
    using own::Verdict;
    EXPECT_EQ(own::verdictWord(Verdict::Passed), "passed");
    EXPECT_EQ(own::verdictWord(Verdict::Wrong), "wrong");
    EXPECT_EQ(own::verdictWord(Verdict::DidNotCompile), "did not compile");
    EXPECT_EQ(own::verdictWord(Verdict::Crashed), "crashed");
    EXPECT_EQ(own::verdictWord(Verdict::OutOfTime), "out of time");
    EXPECT_EQ(own::verdictWord(Verdict::OutOfMemory), "out of memory");
    RunResult finished;
    EXPECT_EQ(own::verdictOf(finished, false), Verdict::Passed);
    RunResult stopped;
    stopped.completed = false;
    EXPECT_EQ(own::verdictOf(stopped, true), Verdict::OutOfTime);
    EXPECT_EQ(own::graver(Verdict::Wrong, Verdict::Crashed), Verdict::Crashed);
}

}  // namespace
}  // namespace pw
