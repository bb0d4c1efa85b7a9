// Every reader of outside text fed 100,000 random and mutated inputs (PW_FUZZ_INPUTS
// changes the count): no crash, no hang, no leak (the ASan + UBSan tree runs it too),
// and every answer is a board that reads back or an error placed inside the text. The
// inputs are drawn from a fixed seed, so a failure names the input that reproduces it.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <iostream>

#include "core/parse_error.h"
#include "mutate.h"
#include "readers.h"

namespace pw::fuzz {
namespace {

std::size_t inputCount() {
    if (const char* env = std::getenv("PW_FUZZ_INPUTS")) return static_cast<std::size_t>(std::strtoull(env, nullptr, 10));
    return 100'000;
}

/// The input as a C string literal, to paste into a test.
std::string literal(const std::string& text) {
    std::string out = "\"";
    for (const char ch : text) {
        const auto u = static_cast<unsigned char>(ch);
        if (ch == '"' || ch == '\\') out += std::string("\\") + ch;
        else if (u >= 0x20 && u < 0x7F) out += ch;
        else {
            static const char* hex = "0123456789abcdef";
            out += "\\x";
            out += hex[u >> 4];
            out += hex[u & 15];
        }
    }
    return out + "\"";
}

class ReaderFuzz : public ::testing::TestWithParam<const char*> {};

TEST_P(ReaderFuzz, AnyTextGetsABoardOrAnError) {
    const Reader* reader = findReader(GetParam());
    ASSERT_NE(reader, nullptr);
    const std::vector<std::string> seeds = reader->seeds();
    bool accepted = false;
    for (const std::string& seed : seeds) ASSERT_EQ(reader->check(seed, &accepted), "") << literal(seed);
    Mutator mutator(0x5EED0000u + std::hash<std::string_view>{}(reader->name));
    const std::size_t count = inputCount();
    std::size_t boards = 0, failures = 0;
    double slowestMs = 0;
    std::string slowest;
    for (std::size_t i = 0; i < count; ++i) {
        const std::string input = mutator.next(seeds);
        const auto start = std::chrono::steady_clock::now();
        const std::string problem = reader->check(input, &accepted);
        boards += accepted ? 1 : 0;
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        if (ms > slowestMs) slowestMs = ms, slowest = input;
        if (problem.empty()) continue;
        ++failures;
        ADD_FAILURE() << "input " << i << ": " << problem << "\n  input: " << literal(input);
        if (failures >= 10) break;
    }
    std::cout << "[ fuzz     ] " << reader->name << ": " << count << " inputs, " << boards << " read as boards, "
              << failures << " failures, slowest " << slowestMs << " ms (" << slowest.size() << " bytes)\n";
    // Both paths must be walked: the mutations keep some inputs valid.
    EXPECT_GT(boards, count / 100);
    EXPECT_LT(boards, count);
    // A hang would show as a slow input long before the test's timeout: one input of a
    // few kilobytes takes microseconds, under the sanitizers a few milliseconds.
    EXPECT_LT(slowestMs, 2000.0) << literal(slowest.substr(0, 200));
}

INSTANTIATE_TEST_SUITE_P(Readers, ReaderFuzz, ::testing::Values("sudoku", "queens", "magic", "lightsout", "shading", "lesson",
                                                                   "assignment", "run", "tool_report"),
                         [](const ::testing::TestParamInfo<const char*>& info) { return std::string(info.param); });

TEST(ReaderLimits, ATextPastTheCapIsRefusedUnread) {
    const std::string huge(kMaxParseInputBytes + 1, '1');
    bool accepted = true;
    for (const Reader& reader : solverReaders()) {
        EXPECT_EQ(reader.check(huge, &accepted), "") << reader.name;
        EXPECT_FALSE(accepted) << reader.name;
    }
}

}  // namespace
}  // namespace pw::fuzz
