#pragma once
/// RFC 4180 CSV: the one writer of every CSV the program writes (puzzle-bench's rows and
/// profiles, the comparison chart's export, a gradebook), so that any spreadsheet reads
/// each record as the same fields.
///
/// Fields are separated by commas and each record ends with CRLF. A field is enclosed in
/// double quotes, its own quotes doubled, when it holds a comma, a double quote, a CR or
/// a LF (RFC 4180, section 2), and also when it holds a semicolon, the separator a
/// spreadsheet set to a French or German locale splits on, or begins or ends with a
/// space, which some readers trim: RFC 4180 allows quotes around any field, and a quoted
/// field reads back whole in every one of them. Bytes are written as given (UTF-8 text
/// stays UTF-8).
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace pw::csv {

/// The end of every record.
inline constexpr std::string_view kRecordEnd = "\r\n";

/// One field as it is written: quoted when it must be.
std::string field(std::string_view text);

/// One record: the fields, each through `field`, joined by commas and ended by CRLF.
std::string record(const std::vector<std::string>& fields);
std::string record(std::initializer_list<std::string_view> fields);

}  // namespace pw::csv
