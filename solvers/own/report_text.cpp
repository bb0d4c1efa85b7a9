#include "report_text.h"

#include <cctype>
#include <charconv>

#include "child_run.h"

namespace pw::own::report {

std::vector<std::string_view> lines(std::string_view text) {
    text = text.substr(0, kMaxToolReport);
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        out.push_back(line);
        start = end + 1;
    }
    return out;
}

bool startsWith(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

std::optional<std::string_view> after(std::string_view text, std::string_view marker) {
    const std::size_t at = text.find(marker);
    if (at == std::string_view::npos) return std::nullopt;
    return text.substr(at + marker.size());
}

std::int64_t numberAt(std::string_view text, std::int64_t otherwise, std::size_t* used) {
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end == text.data()) return otherwise;
    if (used) *used = static_cast<std::size_t>(end - text.data());
    return value;
}

std::uint64_t hexAt(std::string_view text, std::uint64_t otherwise) {
    if (!startsWith(text, "0x")) return otherwise;
    text.remove_prefix(2);
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, 16);
    if (error != std::errc{} || end == text.data()) return otherwise;
    return value;
}

std::string joined(std::initializer_list<std::string_view> parts) {
    std::string out;
    for (std::string_view part : parts) out.append(part);
    return out;
}

std::optional<std::string_view> quoted(std::string_view text, char quote) {
    const std::size_t open = text.find(quote);
    if (open == std::string_view::npos) return std::nullopt;
    const std::size_t close = text.find(quote, open + 1);
    if (close == std::string_view::npos) return std::nullopt;
    return text.substr(open + 1, close - open - 1);
}

namespace {

bool allDigits(std::string_view text) {
    if (text.empty() || text.size() > 9) return false;
    for (char c : text)
        if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    return true;
}

int digits(std::string_view text) { return static_cast<int>(numberAt(text, 0)); }

}  // namespace

bool readLocation(std::string_view location, Frame& frame) {
    // Read from the right: a column perhaps, a line, then the file (which may hold ':').
    std::size_t colon = location.rfind(':');
    if (colon == std::string_view::npos || !allDigits(location.substr(colon + 1))) return false;
    int last = digits(location.substr(colon + 1));
    std::string_view rest = location.substr(0, colon);
    const std::size_t before = rest.rfind(':');
    if (before != std::string_view::npos && allDigits(rest.substr(before + 1))) {
        frame.line = digits(rest.substr(before + 1));
        frame.column = last;
        rest = rest.substr(0, before);
    } else {
        frame.line = last;
        frame.column = 0;
    }
    if (rest.empty() || frame.line <= 0) return false;
    frame.file = std::string(rest);
    return true;
}

}  // namespace pw::own::report
