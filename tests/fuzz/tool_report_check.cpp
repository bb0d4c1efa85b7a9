// The readers of a checked run's reports (own/tool_report.h) as a fuzzed reader: the
// sanitizers' and Valgrind's reports are untrusted (the student's program writes to the
// same descriptor if it likes). Any bytes give a finding placed inside the file or
// none; the expression and the variable then taken from the same bytes, read as the
// student's source, stay short and come from it.
#include <algorithm>

#include "own/tool_report.h"
#include "readers.h"

namespace pw::fuzz {

namespace {

constexpr std::string_view kSource = "/work/student.cpp";

std::vector<std::string> linesOf(std::string_view text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        lines.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

std::string checkFinding(const own::ToolFinding& f, const std::vector<std::string>& lines, const char* who) {
    const std::string where = std::string(who) + ": ";
    if (f.line < 0 || f.column < 0 || f.otherLine < 0) return where + "a negative line or column";
    if (f.line > 0 && f.file != kSource) return where + "a line outside the student's file";
    if (f.file.empty() != (f.line == 0)) return where + "a file without a line, or a line without a file";
    own::ToolFinding completed = f;
    own::completeFromSource(completed, lines);
    if (completed.expression.size() > 4096 || completed.variable.size() > 4096) return where + "an expression too long";
    if (completed.line >= 1 && static_cast<std::size_t>(completed.line) <= lines.size() && !completed.variable.empty() &&
        completed.kind == own::FindingKind::Uninitialised &&
        lines[static_cast<std::size_t>(completed.otherLine - 1)].find(completed.variable) == std::string::npos)
        return where + "a variable not on its declaration's line";
    return {};
}

std::string checkToolReport(std::string_view text, bool* accepted) {
    const std::vector<std::string> lines = linesOf(text.substr(0, 1 << 16));
    const std::optional<own::ToolFinding> sanitizers = own::readSanitizerReport(text, kSource);
    const std::optional<own::ToolFinding> memcheck = own::readMemcheckReport(text, kSource);
    *accepted = sanitizers.has_value();
    if (sanitizers)
        if (std::string bad = checkFinding(*sanitizers, lines, "sanitizers"); !bad.empty()) return bad;
    if (memcheck)
        if (std::string bad = checkFinding(*memcheck, lines, "memcheck"); !bad.empty()) return bad;
    return {};
}

std::vector<std::string> toolReportSeeds() {
    return {
        "==2==ERROR: AddressSanitizer: SEGV on unknown address 0x00000000000c (pc 0x1 bp 0x2 sp 0x3 T0)\n"
        "==2==The signal is caused by a WRITE memory access.\n==2==Hint: address points to the zero page.\n"
        "    #0 0x559d3e29d70d in solve /work/student.cpp:8\n    #1 0x1 in main (/work/program-sanitized+0x8897)\n"
        "        if (c == 2 && r == 1) counts[c] = r;\n",
        "/work/student.cpp:4:26: runtime error: index 8 out of bounds for type 'int [8]'\n"
        "    #0 0x563a3027e73a in solve /work/student.cpp:4\nSUMMARY: UndefinedBehaviorSanitizer\n"
        "    if (c == 7) next = rows[c + 1];\n",
        "/work/student.cpp:2:9: runtime error: signed integer overflow: 100000000 * 100 cannot be represented in "
        "type 'int'\nstatic int score(int a, int b) { int s = a * b; return s; }\n",
        "==1==ERROR: AddressSanitizer: heap-use-after-free on address 0x6030 at pc 0x1 bp 0x2 sp 0x3\n"
        "READ of size 4 at 0x6030 thread T0\n    #0 0x55e3 in search(pw::Queens&) /work/student.cpp:3\n"
        "0x6030 is located 0 bytes inside of 32-byte region [0x6030,0x6050)\nfreed by thread T0 here:\n"
        "    #0 0x7fb1 in operator delete[](void*) x.cpp:1\n    #1 0x55e3 in search(pw::Queens&) /work/student.cpp:2\n"
        "    if (rows[0] >= 0) q.place(rows[0], 0);\n",
        "==2==ERROR: AddressSanitizer: stack-buffer-overflow on address 0x7f at pc 0x5 bp 0x7 sp 0x7\n"
        "WRITE of size 4 at 0x7f thread T0\n    #0 0x5601 in main /work/student.cpp:1\n"
        "Address 0x7f is located in stack of thread T0 at offset 64 in frame\n    #0 0x5601 in main /work/student.cpp:1\n"
        "    [32, 64) 'local' (line 1) <== Memory access at offset 64 overflows this variable\n",
        "==2== Conditional jump or move depends on uninitialised value(s)\n"
        "==2==    at 0x10AD53: solve(pw::Queens&, int) (/work/student.cpp:5)\n"
        "==2==  Uninitialised value was created by a stack allocation\n"
        "==2==    at 0x10A7B3: solve(pw::Queens&, int) (/work/student.cpp:1)\n"
        "    int placed;\n    if (placed > 3) ++found;\n",
        "==3== Invalid read of size 4\n==3==    at 0x1: main (/work/student.cpp:2)\n"
        "==3==  Address 0x4d is 8 bytes inside a block of size 32 free'd\n==3==    by 0x2: main (/work/student.cpp:1)\n",
    };
}

}  // namespace

const Reader& toolReportReader() {
    static const Reader reader{"tool_report", checkToolReport, toolReportSeeds};
    return reader;
}

}  // namespace pw::fuzz
