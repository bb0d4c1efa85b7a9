// The call a message about a student's code quotes, cut from the file's line at the column
// GCC's std::source_location gives (the call's opening parenthesis).
#include <gtest/gtest.h>

#include "own/call_excerpt.h"

namespace pw::own {
namespace {

TEST(OwnVersion, CallExcerptIsTheCallAsWritten) {
    const std::vector<std::string> lines = {
        "    q.place(8, 5);",                        // 1: column 12
        "        if (ok) board.q->place(r, c + 1);",  // 2: an object reached through a link
        "    m.place(r, c,",                         // 3: the arguments go on below
        "    solve(q, f(1), 2);",                    // 4: a call with calls inside
        "    x = (1 + 2);",                          // 5: a parenthesis that is no call
    };
    EXPECT_EQ(callExcerpt(lines, 1, 12), "q.place(8, 5)");
    EXPECT_EQ(callExcerpt(lines, 2, 31), "board.q->place(r, c + 1)");
    EXPECT_EQ(callExcerpt(lines, 3, 12), "m.place(r, c,\u2026");
    EXPECT_EQ(callExcerpt(lines, 4, 10), "solve(q, f(1), 2)");
    EXPECT_EQ(callExcerpt(lines, 5, 9), "");
    // Places that hold no call: another file's line, a column off the line or not on "(".
    EXPECT_EQ(callExcerpt(lines, 0, 12), "");
    EXPECT_EQ(callExcerpt(lines, 6, 12), "");
    EXPECT_EQ(callExcerpt(lines, 1, 40), "");
    EXPECT_EQ(callExcerpt(lines, 1, 5), "");
}

}  // namespace
}  // namespace pw::own
