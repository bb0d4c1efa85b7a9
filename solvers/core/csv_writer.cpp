#include "csv_writer.h"

namespace pw::csv {

namespace {

bool needsQuotes(std::string_view text) {
    if (text.find_first_of(",\"\r\n;") != std::string_view::npos) return true;
    return !text.empty() && (text.front() == ' ' || text.back() == ' ');
}

template <class Fields>
std::string join(const Fields& fields) {
    std::string out;
    bool first = true;
    for (std::string_view f : fields) {
        if (!first) out += ',';
        first = false;
        out += field(f);
    }
    out += kRecordEnd;
    return out;
}

}  // namespace

std::string field(std::string_view text) {
    if (!needsQuotes(text)) return std::string(text);
    std::string quoted;
    quoted.reserve(text.size() + 2);
    quoted += '"';
    for (char c : text) {
        if (c == '"') quoted += '"';
        quoted += c;
    }
    quoted += '"';
    return quoted;
}

std::string record(const std::vector<std::string>& fields) { return join(fields); }

std::string record(std::initializer_list<std::string_view> fields) { return join(fields); }

}  // namespace pw::csv
