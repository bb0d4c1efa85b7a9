// The report of AddressSanitizer and UBSan read into a ToolFinding. The forms read are
// those of GCC's libsanitizer (Debian's libasan8, libubsan1):
//
//   FILE:LINE:COLUMN: runtime error: index 8 out of bounds for type 'int [8]'
//       #0 0x55f5 in solve /work/student.cpp:13
//
//   ==12==ERROR: AddressSanitizer: heap-use-after-free on address 0x6030 at pc ...
//   WRITE of size 4 at 0x6030 thread T0
//       #0 0x55e3 in solve /work/student.cpp:6
//   0x6030 is located 0 bytes inside of 32-byte region [0x6030,0x6050)
//   freed by thread T0 here:
//       #0 0x7fb1 in operator delete[](void*) ...
//       #1 0x55e3 in search(pw::Queens&) /work/student.cpp:16
//
// Whichever error comes first is the finding; the lines that follow it add what they
// say (the access, the block, the stacks of its free and its allocation).
#include <algorithm>

#include "report_text.h"
#include "tool_report.h"

namespace pw::own {

namespace {

using report::Frame;

/// A frame line "#N 0xADDR in FUNCTION FILE:LINE[:COLUMN]" (or without a place).
std::optional<Frame> frameOf(std::string_view line) {
    const std::string_view t = report::trimmed(line);
    if (!report::startsWith(t, "#") || t.size() < 2 || t[1] < '0' || t[1] > '9') return std::nullopt;
    Frame frame;
    const std::optional<std::string_view> in = report::after(t, " in ");
    if (!in) return frame;
    const std::size_t space = in->rfind(' ');
    if (space != std::string_view::npos && report::readLocation(in->substr(space + 1), frame)) {
        frame.function = std::string(in->substr(0, space));
        return frame;
    }
    frame.function = std::string(*in);
    return frame;
}

/// The frames from line `at` on, while they are frames; `at` ends past them.
std::vector<Frame> stackAt(const std::vector<std::string_view>& lines, std::size_t& at) {
    std::vector<Frame> frames;
    while (at < lines.size()) {
        std::optional<Frame> frame = frameOf(lines[at]);
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

void placeAt(ToolFinding& finding, const Frame& frame) {
    finding.file = frame.file;
    finding.line = frame.line;
    finding.column = frame.column;
    finding.function = frame.function;
}

// ---- UBSan ----

void readUbsanMessage(ToolFinding& f, std::string_view m) {
    using report::after;
    using report::startsWith;
    auto typeOf = [](std::string_view text) {
        const std::optional<std::string_view> t = after(text, "type ");
        const std::optional<std::string_view> q = t ? report::quoted(*t) : std::nullopt;
        return q ? std::string(*q) : std::string();
    };
    if (startsWith(m, "index ")) {
        std::size_t used = 0;
        const std::int64_t index = report::numberAt(m.substr(6), 0, &used);
        const std::string type = typeOf(m);
        if (used > 0 && m.find("out of bounds") != std::string_view::npos) {
            f.kind = FindingKind::IndexOutOfBounds;
            f.index = index;
            f.type = type;
            // 'int [8]', 'int [8][8]': the array indexed is the first bound's.
            const std::size_t open = type.find('[');
            if (open != std::string::npos) f.count = report::numberAt(std::string_view(type).substr(open + 1), -1);
            return;
        }
    }
    if (const auto rest = after(m, "signed integer overflow: ")) {
        f.kind = FindingKind::IntegerOverflow;
        const std::size_t cannot = rest->find(" cannot be represented");
        f.operands = std::string(rest->substr(0, cannot));
        f.type = typeOf(*rest);
        return;
    }
    if (const auto rest = after(m, "negation of "); rest && startsWith(m, "negation of ")) {
        f.kind = FindingKind::IntegerOverflow;
        f.operands = report::joined({"-(", rest->substr(0, rest->find(" cannot")), ")"});
        f.type = typeOf(*rest);
        return;
    }
    if (startsWith(m, "division of ")) {
        f.kind = FindingKind::IntegerOverflow;
        std::string operands(m.substr(12, m.find(" cannot") == std::string_view::npos ? std::string_view::npos
                                                                                     : m.find(" cannot") - 12));
        const std::size_t by = operands.find(" by ");
        if (by != std::string::npos) operands.replace(by, 4, " / ");
        f.operands = operands;
        f.type = typeOf(m);
        return;
    }
    if (startsWith(m, "division by zero")) {
        f.kind = FindingKind::DivisionByZero;
        return;
    }
    if (startsWith(m, "shift exponent ") || startsWith(m, "left shift of ")) {
        f.kind = FindingKind::BadShift;
        f.type = typeOf(m);
        return;
    }
    if (m.find("null pointer") != std::string_view::npos) {
        f.kind = FindingKind::NullPointer;
        f.access = startsWith(m, "store to") ? Access::Write : startsWith(m, "load of") ? Access::Read : Access::Unknown;
        return;
    }
    if (startsWith(m, "execution reached the end of a value-returning function")) {
        f.kind = FindingKind::MissingReturn;
        return;
    }
    f.kind = FindingKind::Other;
}

ToolFinding readUbsan(const std::vector<std::string_view>& lines, std::size_t at, std::string_view source) {
    ToolFinding f;
    f.tool = CheckTool::Sanitizers;
    const std::string_view header = lines[at];
    const std::size_t mark = header.find(": runtime error: ");
    f.message = std::string(header.substr(mark + 2));
    readUbsanMessage(f, header.substr(mark + 17));
    Frame place;
    std::size_t next = at + 1;
    // Two lines of memory dump may come between (a misaligned or invalid load).
    while (next < lines.size() && next < at + 4 && !frameOf(lines[next])) ++next;
    const std::vector<Frame> stack = stackAt(lines, next);
    if (report::readLocation(header.substr(0, mark), place) && place.file == source) {
        placeAt(f, place);
        if (!stack.empty()) f.function = stack.front().function;
    } else if (const Frame* frame = firstIn(stack, source)) {
        placeAt(f, *frame);
    }
    return f;
}

// ---- AddressSanitizer ----

struct AsanKind {
    std::string_view name;
    FindingKind kind;
    Region region;
};

constexpr AsanKind kAsanKinds[] = {
    {"heap-buffer-overflow", FindingKind::BufferOverflow, Region::Heap},
    {"container-overflow", FindingKind::BufferOverflow, Region::Heap},
    {"stack-buffer-overflow", FindingKind::BufferOverflow, Region::Stack},
    {"stack-buffer-underflow", FindingKind::BufferOverflow, Region::Stack},
    {"dynamic-stack-buffer-overflow", FindingKind::BufferOverflow, Region::Stack},
    {"global-buffer-overflow", FindingKind::BufferOverflow, Region::Global},
    {"intra-object-overflow", FindingKind::BufferOverflow, Region::Unknown},
    {"heap-use-after-free", FindingKind::UseAfterFree, Region::Heap},
    {"stack-use-after-scope", FindingKind::UseAfterScope, Region::Stack},
    {"stack-use-after-return", FindingKind::UseAfterScope, Region::Stack},
    {"attempting double-free", FindingKind::DoubleFree, Region::Heap},
    {"alloc-dealloc-mismatch", FindingKind::BadFree, Region::Heap},
    {"new-delete-type-mismatch", FindingKind::BadFree, Region::Heap},
    {"attempting free on address which was not malloc()-ed", FindingKind::BadFree, Region::Unknown},
    {"SEGV on unknown address", FindingKind::BadAddress, Region::Unknown},
    {"stack-overflow", FindingKind::StackOverflow, Region::Stack},
    {"requested allocation size", FindingKind::OutOfMemory, Region::Heap},
    {"allocation-size-too-big", FindingKind::OutOfMemory, Region::Heap},
    {"out of memory", FindingKind::OutOfMemory, Region::Heap},
    {"out-of-memory", FindingKind::OutOfMemory, Region::Heap},
    {"rss-limit-exceeded", FindingKind::OutOfMemory, Region::Heap},
    {"hard rss limit exhausted", FindingKind::OutOfMemory, Region::Heap},
    {"calloc parameters overflow", FindingKind::OutOfMemory, Region::Heap},
    {"FPE on unknown address", FindingKind::DivisionByZero, Region::Unknown},
};

/// "[32, 64) 'rows' (line 6) <== Memory access at offset 64 overflows this variable"
void readStackObject(ToolFinding& f, std::string_view line, std::int64_t accessOffset) {
    const std::string_view t = report::trimmed(line);
    if (!report::startsWith(t, "[") || t.find("<== Memory access") == std::string_view::npos) return;
    constexpr std::int64_t kNone = -1;
    const std::int64_t begin = report::numberAt(t.substr(1), kNone);
    const std::optional<std::string_view> rest = report::after(t, ", ");
    const std::int64_t end = rest ? report::numberAt(*rest, kNone) : kNone;
    if (const std::optional<std::string_view> name = report::quoted(t)) f.variable = std::string(*name);
    if (const std::optional<std::string_view> declared = report::after(t, "(line "))
        f.otherLine = static_cast<int>(std::clamp<std::int64_t>(report::numberAt(*declared, 0), 0, 1 << 30));
    if (begin >= 0 && end >= begin) {
        f.bytes = static_cast<std::uint64_t>(end - begin);
        f.offset = t.find("underflows") != std::string_view::npos ? accessOffset - begin : accessOffset - end;
    }
}

/// "0x.. is located 4 bytes to the right of 32-byte region [..)", "... of global
/// variable 'rows' defined in 'file:3:12' (0x..) of size 32"
void readLocatedLine(ToolFinding& f, std::string_view line, std::string_view source) {
    const std::optional<std::string_view> located = report::after(line, " is located ");
    if (!located) return;
    const std::int64_t distance = report::numberAt(*located, -1);
    const bool right = located->find("to the right of") != std::string_view::npos;
    const bool left = located->find("to the left of") != std::string_view::npos;
    if (distance >= 0 && (right || left)) f.offset = right ? distance : -distance;
    if (const auto region = report::after(*located, " of ")) {
        if (const std::int64_t bytes = report::numberAt(*region, -1); bytes >= 0) f.bytes = static_cast<std::uint64_t>(bytes);
    }
    if (const auto global = report::after(*located, "global variable ")) {
        if (const auto name = report::quoted(*global)) f.variable = std::string(*name);
        if (const auto defined = report::after(*global, " defined in ")) {
            Frame where;
            if (const auto place = report::quoted(*defined); place && report::readLocation(*place, where) && where.file == source)
                f.otherLine = where.line;
        }
        if (const auto size = report::after(*located, ") of size "))
            f.bytes = static_cast<std::uint64_t>(std::max<std::int64_t>(0, report::numberAt(*size, 0)));
    }
}

ToolFinding readAsan(const std::vector<std::string_view>& lines, std::size_t at, std::string_view source) {
    ToolFinding f;
    f.tool = CheckTool::Sanitizers;
    const std::string_view what = *report::after(lines[at], "ERROR: AddressSanitizer: ");
    f.message = report::joined({"AddressSanitizer: ", what});
    f.kind = FindingKind::Other;
    for (const AsanKind& k : kAsanKinds)
        if (report::startsWith(what, k.name)) {
            f.kind = k.kind;
            f.region = k.region;
            break;
        }
    if (f.kind == FindingKind::BadAddress) {
        const std::optional<std::string_view> address = report::after(what, "address ");
        if (address && report::hexAt(*address, 4096) < 4096) f.kind = FindingKind::NullPointer;
    }
    std::vector<Frame> main, freed, allocated;
    std::int64_t stackOffset = 0;
    bool inFrameObjects = false;
    for (std::size_t i = at + 1; i < lines.size();) {
        const std::string_view line = lines[i];
        if (report::startsWith(line, "SUMMARY:") || line.find("ERROR: AddressSanitizer") != std::string_view::npos) break;
        if (frameOf(line)) {
            std::vector<Frame> stack = stackAt(lines, i);
            if (main.empty()) main = std::move(stack);
            continue;
        }
        if (report::startsWith(line, "READ of size ") || report::startsWith(line, "WRITE of size ")) {
            f.access = line[0] == 'R' ? Access::Read : Access::Write;
            f.accessBytes = static_cast<int>(std::clamp<std::int64_t>(report::numberAt(line.substr(line[0] == 'R' ? 13 : 14), 0), 0, 1 << 20));
        } else if (line.find("The signal is caused by a READ") != std::string_view::npos) {
            f.access = Access::Read;
        } else if (line.find("The signal is caused by a WRITE") != std::string_view::npos) {
            f.access = Access::Write;
        } else if (line.find("Hint: address points to the zero page") != std::string_view::npos) {
            f.kind = FindingKind::NullPointer;
        } else if (line.find("freed by thread") != std::string_view::npos && line.find("previously") == std::string_view::npos) {
            ++i;
            freed = stackAt(lines, i);
            continue;
        } else if (line.find("allocated by thread") != std::string_view::npos) {
            ++i;
            allocated = stackAt(lines, i);
            continue;
        } else if (const auto offset = report::after(line, "is located in stack of thread")) {
            if (const auto value = report::after(*offset, "at offset "))
                stackOffset = report::numberAt(*value, 0);
            inFrameObjects = true;
        } else if (inFrameObjects) {
            readStackObject(f, line, stackOffset);
        } else {
            readLocatedLine(f, line, source);
        }
        ++i;
    }
    if (const Frame* frame = firstIn(main, source)) placeAt(f, *frame);
    if (f.kind == FindingKind::UseAfterFree || f.kind == FindingKind::DoubleFree) {
        if (const Frame* frame = firstIn(freed, source)) f.otherLine = frame->line;
    } else if (f.region == Region::Heap && f.otherLine == 0) {
        if (const Frame* frame = firstIn(allocated, source)) f.otherLine = frame->line;
    }
    return f;
}

}  // namespace

std::optional<ToolFinding> readSanitizerReport(std::string_view text, std::string_view sourcePath) {
    const std::vector<std::string_view> lines = report::lines(text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].find(": runtime error: ") != std::string_view::npos) return readUbsan(lines, i, sourcePath);
        if (lines[i].find("ERROR: AddressSanitizer: ") != std::string_view::npos) return readAsan(lines, i, sourcePath);
    }
    return std::nullopt;
}

}  // namespace pw::own
