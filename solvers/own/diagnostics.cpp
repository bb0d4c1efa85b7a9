#include "diagnostics.h"

#include <cctype>
#include <charconv>

// Hand-written rather than std::regex: the lines are simple, and GCC 12 warns falsely
// (-Wmaybe-uninitialized) inside <regex> in the sanitizer trees, where warnings are errors.
namespace pw::own {

namespace {

int number(std::string_view text) {
    int value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

bool allDigits(std::string_view text) {
    if (text.empty()) return false;
    for (char c : text)
        if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    return true;
}

std::string renamed(std::string path, const Renames& renames) {
    for (const auto& [inside, shown] : renames)
        if (path.compare(0, inside.size(), inside) == 0) return shown + path.substr(inside.size());
    return path;
}

/// "file:line[:column]: severity: message", the compiler's plain form, or false.
bool readLocated(std::string_view line, const Renames& renames, Diagnostic& out) {
    static const std::pair<std::string_view, Severity> kMarks[] = {{": fatal error: ", Severity::Error},
                                                                   {": error: ", Severity::Error},
                                                                   {": warning: ", Severity::Warning},
                                                                   {": note: ", Severity::Note}};
    std::size_t at = std::string_view::npos;
    std::size_t markSize = 0;
    for (const auto& [mark, severity] : kMarks) {
        const std::size_t found = line.find(mark);
        if (found != std::string_view::npos && found < at) {
            at = found;
            markSize = mark.size();
            out.severity = severity;
        }
    }
    if (at == std::string_view::npos) return false;
    // The place, read from its right: a column, a line, then the file.
    std::string_view place = line.substr(0, at);
    std::size_t colon = place.rfind(':');
    if (colon == std::string_view::npos || !allDigits(place.substr(colon + 1))) return false;
    int first = number(place.substr(colon + 1));
    place = place.substr(0, colon);
    colon = place.rfind(':');
    if (colon != std::string_view::npos && allDigits(place.substr(colon + 1))) {
        out.line = number(place.substr(colon + 1));
        out.column = first;
        place = place.substr(0, colon);
    } else {
        out.line = first;
        out.column = 0;
    }
    if (place.empty()) return false;
    out.file = renamed(std::string(place), renames);
    out.message = std::string(line.substr(at + markSize));
    return true;
}

/// After `phrase` in `text`, the quoted name that follows (` ' ‘ ’ stripped), or empty.
std::string_view quotedAfter(std::string_view text, std::string_view phrase) {
    const std::size_t at = text.find(phrase);
    if (at == std::string_view::npos) return {};
    std::string_view rest = text.substr(at + phrase.size());
    for (std::string_view quote : {"`", "'", "\u2018"})
        if (rest.substr(0, quote.size()) == quote) rest.remove_prefix(quote.size());
    return rest;
}

}  // namespace

std::vector<Diagnostic> parseDiagnostics(std::string_view output, const Renames& renames,
                                         const std::string& linkedFile) {
    std::vector<Diagnostic> out;
    std::size_t start = 0;
    while (start < output.size()) {
        std::size_t end = output.find('\n', start);
        if (end == std::string_view::npos) end = output.size();
        const std::string_view line = output.substr(start, end - start);
        start = end + 1;
        Diagnostic d;
        if (readLocated(line, renames, d)) {
            out.push_back(std::move(d));
            continue;
        }
        for (std::string_view phrase : {"undefined reference to ", "multiple definition of "}) {
            const std::size_t at = line.find(phrase);
            if (at != std::string_view::npos) {
                out.push_back({linkedFile, 0, 0, Severity::Error, std::string(line.substr(at))});
                break;
            }
        }
    }
    return out;
}

LinkProblem linkProblem(std::string_view output) {
    // g++ names the missing function with its parameter: search(pw::Queens&).
    const std::string_view main = quotedAfter(output, "multiple definition of ");
    if (main.substr(0, 4) == "main" && (main.size() == 4 || !(std::isalnum(static_cast<unsigned char>(main[4])) ||
                                                                main[4] == '_' || main[4] == ':')))
        return LinkProblem::OwnMain;
    std::size_t at = 0;
    while ((at = output.find("undefined reference to ", at)) != std::string_view::npos) {
        if (quotedAfter(output.substr(at), "undefined reference to ").substr(0, 11) == "search(pw::")
            return LinkProblem::NoSearch;
        ++at;
    }
    return LinkProblem::None;
}

}  // namespace pw::own
