// The readers of a checked run's reports (solvers/own/tool_report.h), on reports that
// GCC 12's sanitizers and Valgrind 3.19 wrote for small programs (shortened: the shadow
// bytes and the C library's frames left out), and the expressions taken from the line.
#include <gtest/gtest.h>

#include "own/tool_report.h"

namespace pw::own {
namespace {

constexpr const char* kSource = "/work/kinds.cpp";

TEST(CheckedRun, ReadsAddressSanitizerReports) {
    const auto heap = readSanitizerReport(R"(=================================================================
==20719==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x603000000060 at pc 0x5605caf9d616 bp 0x7ffc2ac22f10 sp 0x7ffc2ac22f08
WRITE of size 4 at 0x603000000060 thread T0
    #0 0x5605caf9d615 in main /work/kinds.cpp:9
    #1 0x7f3811245249 in __libc_start_call_main ../sysdeps/nptl/libc_start_call_main.h:58

0x603000000060 is located 0 bytes to the right of 32-byte region [0x603000000040,0x603000000060)
allocated by thread T0 here:
    #0 0x7f38114b9628 in operator new[](unsigned long) ../../../../src/libsanitizer/asan/asan_new_delete.cpp:98
    #1 0x5605caf9d591 in main /work/kinds.cpp:7

SUMMARY: AddressSanitizer: heap-buffer-overflow /work/kinds.cpp:9 in main
)", kSource);
    ASSERT_TRUE(heap.has_value());
    EXPECT_EQ(heap->kind, FindingKind::BufferOverflow);
    EXPECT_EQ(heap->region, Region::Heap);
    EXPECT_EQ(heap->access, Access::Write);
    EXPECT_EQ(heap->accessBytes, 4);
    EXPECT_EQ(heap->line, 9);
    EXPECT_EQ(heap->function, "main");
    EXPECT_EQ(heap->bytes, 32u);
    EXPECT_EQ(heap->offset, 0);
    EXPECT_EQ(heap->otherLine, 7);  // allocated there

    const auto stack = readSanitizerReport(R"(==20850==ERROR: AddressSanitizer: stack-buffer-overflow on address 0x7ffef9e605a0 at pc 0x56014943d4ec bp 0x7ffef9e60540 sp 0x7ffef9e60538
WRITE of size 4 at 0x7ffef9e605a0 thread T0
    #0 0x56014943d4eb in main /work/kinds.cpp:6

Address 0x7ffef9e605a0 is located in stack of thread T0 at offset 64 in frame
    #0 0x56014943d258 in main /work/kinds.cpp:4

    [32, 64) 'local' (line 5) <== Memory access at offset 64 overflows this variable
SUMMARY: AddressSanitizer: stack-buffer-overflow /work/kinds.cpp:6 in main
)", kSource);
    ASSERT_TRUE(stack.has_value());
    EXPECT_EQ(stack->kind, FindingKind::BufferOverflow);
    EXPECT_EQ(stack->region, Region::Stack);
    EXPECT_EQ(stack->line, 6);
    EXPECT_EQ(stack->variable, "local");
    EXPECT_EQ(stack->otherLine, 5);
    EXPECT_EQ(stack->bytes, 32u);
    EXPECT_EQ(stack->offset, 0);

    const auto twice = readSanitizerReport(R"(==20732==ERROR: AddressSanitizer: attempting double-free on 0x603000000040 in thread T0:
    #0 0x7f976f4ba038 in operator delete[](void*) ../../../../src/libsanitizer/asan/asan_new_delete.cpp:155
    #1 0x5647c2c25806 in main /work/kinds.cpp:13

0x603000000040 is located 0 bytes inside of 32-byte region [0x603000000040,0x603000000060)
freed by thread T0 here:
    #0 0x7f976f4ba038 in operator delete[](void*) ../../../../src/libsanitizer/asan/asan_new_delete.cpp:155
    #1 0x5647c2c257fe in main /work/kinds.cpp:12

previously allocated by thread T0 here:
    #0 0x7f976f4b9628 in operator new[](unsigned long) ../../../../src/libsanitizer/asan/asan_new_delete.cpp:98
    #1 0x5647c2c257ee in main /work/kinds.cpp:11
)", kSource);
    ASSERT_TRUE(twice.has_value());
    EXPECT_EQ(twice->kind, FindingKind::DoubleFree);
    EXPECT_EQ(twice->line, 13);
    EXPECT_EQ(twice->otherLine, 12);  // the first delete, not the allocation

    const auto deep = readSanitizerReport(R"(AddressSanitizer:DEADLYSIGNAL
=================================================================
==20735==ERROR: AddressSanitizer: stack-overflow on address 0x7ffd1c688ff8 (pc 0x55aeaf97a371 bp 0x7ffd1c689190 sp 0x7ffd1c689000 T0)
    #0 0x55aeaf97a371 in deep(int) /work/kinds.cpp:5
    #1 0x55aeaf97a375 in deep(int) /work/kinds.cpp:5
)", kSource);
    ASSERT_TRUE(deep.has_value());
    EXPECT_EQ(deep->kind, FindingKind::StackOverflow);
    EXPECT_EQ(deep->line, 5);
    EXPECT_EQ(deep->function, "deep(int)");

    const auto mismatch = readSanitizerReport(
        "==20755==ERROR: AddressSanitizer: alloc-dealloc-mismatch (operator new [] vs operator delete) on 0x603000000040\n"
        "    #0 0x7fd2338ba3c8 in operator delete(void*, unsigned long) ../../../../src/libsanitizer/asan/asan_new_delete.cpp:164\n"
        "    #1 0x5612715ae82c in main /work/kinds.cpp:16\n",
        kSource);
    ASSERT_TRUE(mismatch.has_value());
    EXPECT_EQ(mismatch->kind, FindingKind::BadFree);
    EXPECT_EQ(mismatch->line, 16);

    const auto wild = readSanitizerReport(R"(==2==ERROR: AddressSanitizer: SEGV on unknown address 0x602000ff0000 (pc 0x559d3e29d70d bp 0x7ffc7ec44350 sp 0x7ffc7ec44100 T0)
==2==The signal is caused by a READ memory access.
    #0 0x559d3e29d70d in solve /work/kinds.cpp:8
)", kSource);
    ASSERT_TRUE(wild.has_value());
    EXPECT_EQ(wild->kind, FindingKind::BadAddress);
    EXPECT_EQ(wild->access, Access::Read);
    // A frame outside the file only: no line, the function kept.
    const auto elsewhere = readSanitizerReport("==2==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000000 (pc 1)\n"
                                               "    #0 0x1 in memcpy /usr/lib/libc.so.6:3\n",
                                               kSource);
    ASSERT_TRUE(elsewhere.has_value());
    EXPECT_EQ(elsewhere->kind, FindingKind::NullPointer);
    EXPECT_EQ(elsewhere->line, 0);
    EXPECT_TRUE(elsewhere->file.empty());
}

TEST(CheckedRun, ReadsUbsanReports) {
    const auto division = readSanitizerReport("/work/kinds.cpp:14:59: runtime error: division by zero\n"
                                              "    #0 0x55a9ba739860 in main /work/kinds.cpp:14\n",
                                              kSource);
    ASSERT_TRUE(division.has_value());
    EXPECT_EQ(division->kind, FindingKind::DivisionByZero);
    EXPECT_EQ(division->line, 14);
    EXPECT_EQ(division->column, 59);
    const auto missing = readSanitizerReport(
        "/work/kinds.cpp:6:5: runtime error: execution reached the end of a value-returning function without "
        "returning a value\n    #0 0x55a87837f405 in noReturn(int) /work/kinds.cpp:6\n",
        kSource);
    ASSERT_TRUE(missing.has_value());
    EXPECT_EQ(missing->kind, FindingKind::MissingReturn);
    EXPECT_EQ(missing->function, "noReturn(int)");
    const auto negated = readSanitizerReport(
        "/work/kinds.cpp:3:10: runtime error: negation of -2147483648 cannot be represented in type 'int'; cast to an "
        "unsigned type to negate this value to itself\n",
        kSource);
    ASSERT_TRUE(negated.has_value());
    EXPECT_EQ(negated->kind, FindingKind::IntegerOverflow);
    EXPECT_EQ(negated->operands, "-(-2147483648)");
    EXPECT_EQ(negated->type, "int");
    const auto load = readSanitizerReport("/work/kinds.cpp:7:8: runtime error: load of null pointer of type 'int'\n", kSource);
    ASSERT_TRUE(load.has_value());
    EXPECT_EQ(load->kind, FindingKind::NullPointer);
    EXPECT_EQ(load->access, Access::Read);
    // What the program printed before the report is skipped; a report of another file
    // is placed by its first frame in the student's.
    const auto printed = readSanitizerReport("hello\n12 3\n/pw/include/puzzle_workbench/queens.h:40:9: runtime error: "
                                             "index 32 out of bounds for type 'int [32]'\n"
                                             "    #0 0x1 in pw::Queens::place /pw/include/puzzle_workbench/queens.h:40\n"
                                             "    #1 0x2 in search(pw::Queens&) /work/kinds.cpp:11\n",
                                             kSource);
    ASSERT_TRUE(printed.has_value());
    EXPECT_EQ(printed->kind, FindingKind::IndexOutOfBounds);
    EXPECT_EQ(printed->line, 11);
    EXPECT_EQ(printed->column, 0);
    EXPECT_EQ(printed->count, 32);
    EXPECT_FALSE(readSanitizerReport("nothing to see\n", kSource).has_value());
    EXPECT_FALSE(readSanitizerReport("", kSource).has_value());
}

TEST(CheckedRun, ReadsMemcheckReports) {
    const auto overflow = readMemcheckReport(R"(==20866== Invalid write of size 4
==20866==    at 0x1091E7: main (/work/kinds.cpp:8)
==20866==  Address 0x4d71ca0 is 0 bytes after a block of size 32 alloc'd
==20866==    at 0x484320F: operator new[](unsigned long) (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==20866==    by 0x1091E0: main (/work/kinds.cpp:7)
==20866== 
==20866== Conditional jump or move depends on uninitialised value(s)
==20866==    at 0x4AD6027: __vfprintf_internal (stdio-common/./stdio-common/vfprintf-process-arg.c:58)
)", kSource);
    ASSERT_TRUE(overflow.has_value());
    EXPECT_EQ(overflow->tool, CheckTool::Memcheck);
    EXPECT_EQ(overflow->kind, FindingKind::BufferOverflow);
    EXPECT_EQ(overflow->access, Access::Write);
    EXPECT_EQ(overflow->line, 8);
    EXPECT_EQ(overflow->bytes, 32u);
    EXPECT_EQ(overflow->otherLine, 7);

    const auto freed = readMemcheckReport(R"(==20941== Invalid read of size 4
==20941==    at 0x109224: main (/work/kinds.cpp:9)
==20941==  Address 0x4d71c88 is 8 bytes inside a block of size 32 free'd
==20941==    at 0x484575B: operator delete[](void*) (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==20941==    by 0x109220: main (/work/kinds.cpp:8)
==20941==  Block was alloc'd at
==20941==    at 0x484320F: operator new[](unsigned long) (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==20941==    by 0x109215: main (/work/kinds.cpp:7)
)", kSource);
    ASSERT_TRUE(freed.has_value());
    EXPECT_EQ(freed->kind, FindingKind::UseAfterFree);
    EXPECT_EQ(freed->line, 9);
    EXPECT_EQ(freed->otherLine, 8);  // the delete, not the allocation

    const auto null = readMemcheckReport(R"(==3== Invalid write of size 4
==3==    at 0x10A7B3: solve(pw::Queens&, int) (/work/kinds.cpp:8)
==3==  Address 0xc is not stack'd, malloc'd or (recently) free'd
==3== 
==3== Process terminating with default action of signal 11 (SIGSEGV)
)", kSource);
    ASSERT_TRUE(null.has_value());
    EXPECT_EQ(null->kind, FindingKind::NullPointer);
    EXPECT_EQ(null->line, 8);

    const auto heapOrigin = readMemcheckReport(R"(==2== Conditional jump or move depends on uninitialised value(s)
==2==    at 0x10AD53: solve(pw::Queens&, int) (/work/kinds.cpp:15)
==2==  Uninitialised value was created by a heap allocation
==2==    at 0x484320F: operator new[](unsigned long) (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==2==    by 0x1091E0: main (/work/kinds.cpp:6)
)", kSource);
    ASSERT_TRUE(heapOrigin.has_value());
    EXPECT_EQ(heapOrigin->kind, FindingKind::Uninitialised);
    EXPECT_EQ(heapOrigin->region, Region::Heap);
    EXPECT_EQ(heapOrigin->line, 15);
    EXPECT_EQ(heapOrigin->otherLine, 6);
    EXPECT_FALSE(readMemcheckReport("==2== \n==2== \n", kSource).has_value());
}

TEST(CheckedRun, TakesTheExpressionFromTheLine) {
    auto complete = [](ToolFinding f, const std::string& line, int at = 1) {
        std::vector<std::string> lines(static_cast<std::size_t>(at), "");
        lines.back() = line;
        f.line = at;
        completeFromSource(f, lines);
        return f;
    };
    ToolFinding index;
    index.kind = FindingKind::IndexOutOfBounds;
    index.index = 8;
    index.column = 26;
    ToolFinding written = complete(index, "    grid[r][c + 1] += 2;  // a[1] in a comment");
    EXPECT_EQ(written.expression, "grid[r][8]");
    EXPECT_EQ(written.access, Access::Write);
    written = complete(index, R"(    printf("[%d]", rows[c + 1]);)");
    EXPECT_EQ(written.expression, "rows[8]");
    EXPECT_EQ(written.access, Access::Read);
    EXPECT_EQ(complete(index, "    if (board.rows[i] == 3) ++n;").expression, "board.rows[8]");
    EXPECT_EQ(complete(index, "    ++count[v];").access, Access::Write);

    ToolFinding overflow;
    overflow.kind = FindingKind::IntegerOverflow;
    overflow.operands = "2147483647 + 1";
    EXPECT_EQ(complete(overflow, "    total += weight(q, c) ;").expression, "total += weight(q, c)");
    EXPECT_EQ(complete(overflow, "    for (int i = 0; ; i++) {").expression, "i++");
    overflow.operands = "46341 * 46341";
    EXPECT_EQ(complete(overflow, "    long x = (a + 1) * b;").expression, "(a + 1) * b");
    EXPECT_EQ(complete(overflow, "    int y = *p * n;").expression, "*p * n");

    ToolFinding null;
    null.kind = FindingKind::NullPointer;
    EXPECT_EQ(complete(null, "    p->next = q;").expression, "p->next");
    EXPECT_EQ(complete(null, "    *counts = 1;").expression, "*counts");
    EXPECT_EQ(complete(null, "    a[i] = b[i];").expression, "");  // two: none

    ToolFinding unset;
    unset.kind = FindingKind::Uninitialised;
    const std::vector<std::string> lines = {"void f(int n) {", "    int best, count = 0;", "    bool seen[8];",
                                            "    for (int i = 0; i < n; ++i) count += i;",
                                            "    if (best > count && seen[2]) g(count);"};
    unset.line = 5;
    unset.otherLine = 1;
    ToolFinding both = unset;
    completeFromSource(both, lines);
    EXPECT_EQ(both.variable, "");  // best and seen: two candidates, none named
    std::vector<std::string> one = lines;
    one[4] = "    if (best > count) g(count);";
    completeFromSource(unset, one);
    EXPECT_EQ(unset.variable, "best");
    EXPECT_EQ(unset.otherLine, 2);
    // Lines out of the file, a line of a megabyte: no answer, no crash.
    ToolFinding far = index;
    far.line = 99;
    completeFromSource(far, lines);
    EXPECT_EQ(far.expression, "");
    EXPECT_EQ(complete(index, std::string(1 << 20, '[')).expression, "");
}

}  // namespace
}  // namespace pw::own
