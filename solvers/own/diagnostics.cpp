#include "diagnostics.h"

#include <cctype>
#include <charconv>
#include <span>

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

/// "file:line[:column]: severity: message", the compiler's plain form, or false. The
/// severity in English, or in French where g++ speaks it (LANGUAGE=fr with Debian's
/// gcc-12-locales: "erreur fatale", "erreur", "attention", "note", as its gcc-12.mo
/// words them).
bool readLocated(std::string_view line, const Renames& renames, Diagnostic& out) {
    static const std::pair<std::string_view, Severity> kMarks[] = {
        {": fatal error: ", Severity::Error},   {": error: ", Severity::Error},
        {": warning: ", Severity::Warning},     {": note: ", Severity::Note},
        {": erreur fatale: ", Severity::Error}, {": erreur: ", Severity::Error},
        {": attention: ", Severity::Warning}};
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

/// After `phrase` in `text`, the quoted name that follows (` ' ‘ and the French « with
/// its no-break space stripped), or empty.
std::string_view quotedAfter(std::string_view text, std::string_view phrase) {
    const std::size_t at = text.find(phrase);
    if (at == std::string_view::npos) return {};
    std::string_view rest = text.substr(at + phrase.size());
    for (std::string_view quote : {"`", "'", "\u2018", "\u00ab\u00a0", "\u00ab"})
        if (rest.substr(0, quote.size()) == quote) {
            rest.remove_prefix(quote.size());
            break;
        }
    return rest;
}

// The linker's two messages about a symbol, in English and as binutils' ld.mo words
// them in French (the linker follows LANGUAGE like the compiler).
constexpr std::string_view kUndefined[] = {"undefined reference to ", "r\u00e9f\u00e9rence ind\u00e9finie vers "};
constexpr std::string_view kMultiple[] = {"multiple definition of ", "d\u00e9finitions multiples de "};

/// Where the first of `phrases` appears in `text`, with its length; npos when none does.
std::pair<std::size_t, std::size_t> findAny(std::string_view text, std::span<const std::string_view> phrases,
                                            std::size_t from = 0) {
    std::pair<std::size_t, std::size_t> best{std::string_view::npos, 0};
    for (std::string_view phrase : phrases)
        if (const std::size_t at = text.find(phrase, from); at < best.first) best = {at, phrase.size()};
    return best;
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
        for (std::span<const std::string_view> phrases : {std::span(kUndefined), std::span(kMultiple)}) {
            const std::size_t at = findAny(line, phrases).first;
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
    for (std::size_t at = 0;;) {
        const auto [found, size] = findAny(output, kMultiple, at);
        if (found == std::string_view::npos) break;
        const std::string_view main = quotedAfter(output.substr(found), output.substr(found, size));
        if (main.substr(0, 4) == "main" && (main.size() == 4 || !(std::isalnum(static_cast<unsigned char>(main[4])) ||
                                                                    main[4] == '_' || main[4] == ':')))
            return LinkProblem::OwnMain;
        at = found + 1;
    }
    for (std::size_t at = 0;;) {
        const auto [found, size] = findAny(output, kUndefined, at);
        if (found == std::string_view::npos) break;
        if (quotedAfter(output.substr(found), output.substr(found, size)).substr(0, 11) == "search(pw::")
            return LinkProblem::NoSearch;
        at = found + 1;
    }
    return LinkProblem::None;
}

}  // namespace pw::own
