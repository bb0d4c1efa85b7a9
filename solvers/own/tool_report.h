#pragma once
/// What a checked run's tool found, as data: the first error the sanitizers
/// (AddressSanitizer and UBSan) or Valgrind's memcheck reported, read from their
/// report. The front ends word it in one sentence ("line 14: reads `rows[8]`, past the
/// end of an array of 8"); nothing here is a sentence.
///
/// The report is untrusted text: the student's program writes to the same descriptor
/// if it likes. The readers answer any bytes with a finding or nothing, read at most
/// kMaxToolReport bytes, and are fuzzed (tests/fuzz/).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw::own {

enum class FindingKind : std::uint8_t {
    NullPointer,      ///< an access through a null pointer (an address in the zero page)
    BadAddress,       ///< an access to an address the program was never given (a wild pointer)
    IndexOutOfBounds, ///< an array of known size indexed past its end or before its start: index, count
    BufferOverflow,   ///< an access past the end (or before the start) of a block or a variable: bytes, where
    UseAfterFree,     ///< otherLine: where it was freed
    UseAfterScope,    ///< a local variable used after its block ended (through a pointer or a reference)
    DoubleFree,       ///< otherLine: where it was freed first
    BadFree,          ///< delete of what new did not give, or delete for new[] (and the other way)
    StackOverflow,    ///< a recursion too deep
    IntegerOverflow,  ///< type, operands: the arithmetic of signed integers past their range
    DivisionByZero,
    BadShift,         ///< a shift by a negative count or past the type's width: operands, type
    MissingReturn,    ///< a function that returns a value reached its end without `return`
    Uninitialised,    ///< a value never set, used (a condition, an address, a call): otherLine, variable
    OutOfMemory,      ///< the tool's own memory limit (an allocation past it)
    Other,            ///< the tool's words in `message`
};

enum class Access : std::uint8_t { Unknown, Read, Write };

/// Which tool found it (and which of the checked builds ran).
enum class CheckTool : std::uint8_t { Sanitizers, Memcheck };

/// Where the memory of a BufferOverflow or an Uninitialised value lies.
enum class Region : std::uint8_t { Unknown, Heap, Stack, Global };

struct ToolFinding {
    FindingKind kind = FindingKind::Other;
    Access access = Access::Unknown;
    CheckTool tool = CheckTool::Sanitizers;
    Region region = Region::Unknown;
    /// The place in the student's file: the innermost frame of the report in it (the
    /// error may lie in a library function the file called). `file` is empty when no
    /// frame is in the file; line and column are from 1, 0 when unknown.
    std::string file;
    int line = 0;
    int column = 0;
    std::string function;  ///< the function of that frame, as the tool named it
    /// The other line of the story, in the same file: where the memory was freed
    /// (UseAfterFree, DoubleFree), allocated (a heap BufferOverflow), declared (a
    /// variable's), or where the value never set was made (Uninitialised); 0 unknown.
    int otherLine = 0;
    std::int64_t index = 0;    ///< IndexOutOfBounds: the index used
    std::int64_t count = -1;   ///< the array's elements, -1 when unknown
    std::uint64_t bytes = 0;   ///< the block's or the variable's bytes (0: unknown)
    int accessBytes = 0;       ///< bytes read or written by the access (0: unknown)
    std::int64_t offset = 0;   ///< BufferOverflow: bytes past the end (>= 0) or before the start (< 0)
    std::string variable;      ///< a variable's name: the array, the variable never set
    std::string type;          ///< IntegerOverflow, BadShift: the type ("int")
    std::string operands;      ///< IntegerOverflow, BadShift: the values ("100000 * 100000")
    /// The source text of what went wrong, taken from the file's line (`rows[8]` with
    /// the index the run used, `a * b`, `p[3]`); empty when it cannot be told.
    std::string expression;
    std::string message;       ///< the tool's own first line, for Other and for the record
};

/// The first error of a report of AddressSanitizer and UBSan (the form GCC's
/// libsanitizer writes), with frames matched against `sourcePath` (the file as the
/// compiler saw it); nothing when the text holds none.
std::optional<ToolFinding> readSanitizerReport(std::string_view report, std::string_view sourcePath);

/// The first error of a report of Valgrind's memcheck (its text form, run with
/// --fullpath-after= so that frames carry whole paths).
std::optional<ToolFinding> readMemcheckReport(std::string_view report, std::string_view sourcePath);

/// Fills `expression`, `variable`, the access and the declaration's line from the
/// student's file (`lines`, from line 1 at index 0), where the tool gave a line: the
/// array indexed, the operation that overflowed, the pointer dereferenced, the
/// variable never set. Heuristic and bounded: it reads the line and, for a variable,
/// the lines above it up to the function's start; it leaves what it cannot tell empty.
void completeFromSource(ToolFinding& finding, const std::vector<std::string>& lines);

}  // namespace pw::own
