// The report of Valgrind's memcheck read into a ToolFinding: its text form, run with -q
// (errors only) and --fullpath-after= (whole paths in frames):
//
//   ==2== Conditional jump or move depends on uninitialised value(s)
//   ==2==    at 0x10AD53: solve(pw::Queens&, int) (/work/student.cpp:15)
//   ==2==    by 0x10A8E7: search(pw::Queens&) (/work/student.cpp:18)
//   ==2==  Uninitialised value was created by a stack allocation
//   ==2==    at 0x10A7B3: solve(pw::Queens&, int) (/work/student.cpp:5)
//
// The checked run calls on memcheck for values never set (which AddressSanitizer does
// not see), but every error of its list is read, in case the program's first error is
// another one.
#include <algorithm>

#include "report_text.h"
#include "tool_report.h"

namespace pw::own {

namespace {

using report::Frame;

/// The line without Valgrind's "==PID== " prefix.
std::string_view unprefixed(std::string_view line) {
    if (!report::startsWith(line, "==")) return line;
    const std::size_t close = line.find("==", 2);
    if (close == std::string_view::npos) return line;
    line.remove_prefix(close + 2);
    if (!line.empty() && line.front() == ' ') line.remove_prefix(1);
    return line;
}

/// "at 0xADDR: FUNCTION (FILE:LINE)" or "by 0xADDR: FUNCTION (in MODULE)".
std::optional<Frame> frameOf(std::string_view line) {
    const std::string_view t = report::trimmed(line);
    if (!report::startsWith(t, "at 0x") && !report::startsWith(t, "by 0x")) return std::nullopt;
    Frame frame;
    const std::optional<std::string_view> rest = report::after(t, ": ");
    if (!rest) return frame;
    const std::size_t open = rest->rfind(" (");
    if (open == std::string_view::npos || rest->back() != ')') {
        frame.function = std::string(*rest);
        return frame;
    }
    const std::string_view place = rest->substr(open + 2, rest->size() - open - 3);
    if (!report::startsWith(place, "in ")) report::readLocation(place, frame);
    frame.function = std::string(rest->substr(0, open));
    return frame;
}

std::vector<Frame> stackAt(const std::vector<std::string_view>& lines, std::size_t& at) {
    std::vector<Frame> frames;
    while (at < lines.size()) {
        std::optional<Frame> frame = frameOf(unprefixed(lines[at]));
        if (!frame) break;
        frames.push_back(std::move(*frame));
        ++at;
    }
    return frames;
}

const Frame* firstIn(const std::vector<Frame>& frames, std::string_view source) {
    for (const Frame& f : frames)
        if (f.file == source) return &f;
    return nullptr;
}

bool isHeader(std::string_view line) {
    if (line.empty() || line.front() == ' ') return false;
    for (std::string_view skip : {"Warning:", "For lists of", "For counts of", "Use --", "HEAP SUMMARY", "LEAK SUMMARY",
                                  "ERROR SUMMARY", "Memcheck,", "Copyright", "Using Valgrind", "Command:", "Parent PID"})
        if (report::startsWith(line, skip)) return false;
    return true;
}

void readHeader(ToolFinding& f, std::string_view header) {
    using report::startsWith;
    f.message = std::string(header);
    if (header.find("uninitialised") != std::string_view::npos) {
        f.kind = FindingKind::Uninitialised;
    } else if (startsWith(header, "Invalid read of size ") || startsWith(header, "Invalid write of size ")) {
        f.access = header[8] == 'r' ? Access::Read : Access::Write;
        f.accessBytes = static_cast<int>(std::clamp<std::int64_t>(
            report::numberAt(header.substr(f.access == Access::Read ? 21 : 22), 0), 0, 1 << 20));
        f.kind = FindingKind::BadAddress;  // until the address says more
    } else if (startsWith(header, "Invalid free()")) {
        f.kind = FindingKind::BadFree;
    } else if (startsWith(header, "Mismatched free()")) {
        f.kind = FindingKind::BadFree;
    } else if (startsWith(header, "Stack overflow")) {
        f.kind = FindingKind::StackOverflow;
    } else if (startsWith(header, "Process terminating")) {
        f.kind = header.find("SIGFPE") != std::string_view::npos ? FindingKind::DivisionByZero : FindingKind::BadAddress;
    } else {
        f.kind = FindingKind::Other;
    }
}

/// "Address 0x4dd9ca0 is 0 bytes after a block of size 32 alloc'd", "... inside a
/// block of size 32 free'd", "Address 0xc is not stack'd, malloc'd or (recently) free'd",
/// "Access not within mapped region at address 0x0".
void readAddressLine(ToolFinding& f, std::string_view line, bool& freedBlock) {
    const std::optional<std::string_view> address = report::after(line, "ddress 0x");
    if (!address) return;
    const std::uint64_t value = report::hexAt(report::joined({"0x", address->substr(0, 16)}), 4096);
    if (line.find("not stack'd, malloc'd") != std::string_view::npos || line.find("not within mapped region") != std::string_view::npos) {
        if (value < 4096 && f.kind != FindingKind::StackOverflow) f.kind = FindingKind::NullPointer;
        return;
    }
    const std::optional<std::string_view> is = report::after(*address, " is ");
    const std::int64_t distance = is ? report::numberAt(*is, -1) : -1;  // -1: none
    if (const auto size = report::after(line, "block of size "))
        f.bytes = static_cast<std::uint64_t>(std::max<std::int64_t>(0, report::numberAt(*size, 0)));
    if (line.find("free'd") != std::string_view::npos) {
        freedBlock = true;
        if (f.kind == FindingKind::BadAddress) f.kind = FindingKind::UseAfterFree;
        if (f.kind == FindingKind::BadFree) f.kind = FindingKind::DoubleFree;
        f.region = Region::Heap;
    } else if (distance >= 0 && line.find(" after a block") != std::string_view::npos) {
        f.kind = FindingKind::BufferOverflow;
        f.offset = distance;
        f.region = Region::Heap;
    } else if (distance >= 0 && line.find(" before a block") != std::string_view::npos) {
        f.kind = FindingKind::BufferOverflow;
        f.offset = -distance;
        f.region = Region::Heap;
    } else if (line.find("on thread") != std::string_view::npos && line.find("stack") != std::string_view::npos) {
        f.region = Region::Stack;
    }
}

}  // namespace

std::optional<ToolFinding> readMemcheckReport(std::string_view text, std::string_view sourcePath) {
    const std::vector<std::string_view> lines = report::lines(text);
    std::size_t at = 0;
    while (at < lines.size() && !isHeader(unprefixed(lines[at]))) ++at;
    if (at == lines.size()) return std::nullopt;
    ToolFinding f;
    f.tool = CheckTool::Memcheck;
    readHeader(f, unprefixed(lines[at]));
    ++at;
    std::vector<Frame> main = stackAt(lines, at);
    bool freedBlock = false;
    // The lines after the stack, to the error's end (an empty line, or the next error).
    while (at < lines.size()) {
        const std::string_view line = report::trimmed(unprefixed(lines[at]));
        if (line.empty() || isHeader(unprefixed(lines[at]))) {
            // "Process terminating..." says what the error was when nothing else did.
            if (line.empty() || !(report::startsWith(line, "Stack overflow") || report::startsWith(line, "Process terminating")))
                break;
            if (report::startsWith(line, "Stack overflow")) f.kind = FindingKind::StackOverflow;
            ++at;
            if (main.empty()) main = stackAt(lines, at);
            continue;
        }
        ++at;
        if (report::startsWith(line, "Uninitialised value was created by")) {
            f.region = line.find("heap") != std::string_view::npos ? Region::Heap
                       : line.find("stack") != std::string_view::npos ? Region::Stack
                                                                      : Region::Unknown;
            const std::vector<Frame> origin = stackAt(lines, at);
            if (const Frame* frame = firstIn(origin, sourcePath)) f.otherLine = frame->line;
            continue;
        }
        if (report::startsWith(line, "Block was alloc'd at")) {
            const std::vector<Frame> allocated = stackAt(lines, at);
            if (!freedBlock && f.otherLine == 0)
                if (const Frame* frame = firstIn(allocated, sourcePath)) f.otherLine = frame->line;
            continue;
        }
        if (line.find("ddress 0x") != std::string_view::npos) {
            readAddressLine(f, line, freedBlock);
            // The block's stack: its free (a use after free), else its allocation.
            const std::vector<Frame> block = stackAt(lines, at);
            if (const Frame* frame = firstIn(block, sourcePath)) f.otherLine = frame->line;
            continue;
        }
        if (report::startsWith(line, "Stack overflow")) f.kind = FindingKind::StackOverflow;
        if (main.empty()) main = stackAt(lines, at);
    }
    if (const Frame* frame = firstIn(main, sourcePath)) {
        f.file = frame->file;
        f.line = frame->line;
        f.function = frame->function;
    }
    return f;
}

}  // namespace pw::own
