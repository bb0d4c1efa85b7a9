#include "diagnostics.h"

#include <charconv>
#include <regex>

namespace pw::own {

namespace {

int number(const std::string& text) {
    int value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

Severity severityOf(const std::string& word) {
    if (word == "warning") return Severity::Warning;
    if (word == "note") return Severity::Note;
    return Severity::Error;
}

std::string renamed(std::string path, const Renames& renames) {
    for (const auto& [inside, shown] : renames)
        if (path.compare(0, inside.size(), inside) == 0) return shown + path.substr(inside.size());
    return path;
}

}  // namespace

std::vector<Diagnostic> parseDiagnostics(std::string_view output, const Renames& renames,
                                         const std::string& linkedFile) {
    static const std::regex located(R"(^(.+?):(\d+):(?:(\d+):)? (fatal error|error|warning|note): (.*)$)");
    static const std::regex linker(R"((undefined reference to|multiple definition of) (.*)$)");
    std::vector<Diagnostic> out;
    std::size_t start = 0;
    while (start < output.size()) {
        std::size_t end = output.find('\n', start);
        if (end == std::string_view::npos) end = output.size();
        const std::string line(output.substr(start, end - start));
        start = end + 1;
        std::smatch m;
        if (std::regex_match(line, m, located)) {
            out.push_back({renamed(m[1].str(), renames), number(m[2].str()), m[3].matched ? number(m[3].str()) : 0,
                           severityOf(m[4].str()), m[5].str()});
        } else if (std::regex_search(line, m, linker)) {
            out.push_back({linkedFile, 0, 0, Severity::Error, m[1].str() + " " + m[2].str()});
        }
    }
    return out;
}

LinkProblem linkProblem(std::string_view output) {
    // g++ names the missing function with its parameter: search(pw::Queens&).
    static const std::regex noSearch(R"(undefined reference to .search\(pw::)");
    static const std::regex ownMain(R"(multiple definition of .main.)");
    const std::string text(output);
    if (std::regex_search(text, ownMain)) return LinkProblem::OwnMain;
    if (std::regex_search(text, noSearch)) return LinkProblem::NoSearch;
    return LinkProblem::None;
}

}  // namespace pw::own
