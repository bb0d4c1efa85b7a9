#include "lesson_lines.h"

namespace pw::lessons {

namespace {

/// The offset of the first byte that does not start or continue a well-formed UTF-8
/// character (no overlong form, no surrogate, nothing past U+10FFFF), or npos.
std::size_t firstInvalidUtf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const auto b = static_cast<unsigned char>(s[i]);
        if (b < 0x80) {
            ++i;
            continue;
        }
        int more = 0;
        unsigned lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
        if (b >= 0xC2 && b <= 0xDF) more = 1;
        else if (b == 0xE0) more = 2, lo = 0xA0;
        else if (b >= 0xE1 && b <= 0xEC) more = 2;
        else if (b == 0xED) more = 2, hi = 0x9F;
        else if (b >= 0xEE && b <= 0xEF) more = 2;
        else if (b == 0xF0) more = 3, lo = 0x90;
        else if (b >= 0xF1 && b <= 0xF3) more = 3;
        else if (b == 0xF4) more = 3, hi = 0x8F;
        else return i;
        if (i + static_cast<std::size_t>(more) >= s.size()) return i;  // cut short by the end
        for (int k = 1; k <= more; ++k) {
            const auto c = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
            const unsigned min = k == 1 ? lo : 0x80, max = k == 1 ? hi : 0xBF;
            if (c < min || c > max) return i;
        }
        i += static_cast<std::size_t>(more) + 1;
    }
    return std::string_view::npos;
}

bool isSpace(char c) { return c == ' ' || c == '\t'; }
bool isKeyStart(char c) { return c >= 'a' && c <= 'z'; }
bool isKeyChar(char c) { return isKeyStart(c) || (c >= '0' && c <= '9') || c == '_'; }

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

LessonError errorAt(LessonErrorKind kind, int line, int column, std::string found = {}) {
    LessonError e;
    e.kind = kind;
    e.line = line;
    e.column = column;
    e.found = std::move(found);
    return e;
}

}  // namespace

int columnAt(std::string_view line, std::size_t offset) {
    int column = 1;
    for (std::size_t i = 0; i < offset && i < line.size(); ++i)
        if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++column;
    return column;
}

std::string excerpt(std::string_view text) {
    std::size_t n = std::min<std::size_t>(text.size(), 2 * kMaxParseExcerpt);
    // Never half a character: back to the start of the one the cut falls in.
    if (n < text.size())
        while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
    return std::string(text.substr(0, n));
}

Result<std::vector<Section>, LessonError> splitLesson(std::string_view text) { return splitSections(text, {}); }

Result<std::vector<Section>, LessonError> splitSections(std::string_view text, const SectionRules& rules) {
    if (text.size() > rules.maxBytes) {
        LessonError e = errorAt(LessonErrorKind::TooLarge, 0, 0);
        e.values = {static_cast<std::int64_t>(text.size()), static_cast<std::int64_t>(rules.maxBytes), 0};
        return e;
    }
    if (const std::size_t bad = firstInvalidUtf8(text); bad != std::string_view::npos) {
        const std::size_t start = text.rfind('\n', bad == 0 ? 0 : bad - 1);
        const std::size_t lineStart = start == std::string_view::npos || bad == 0 ? 0 : start + 1;
        int line = 1;
        for (std::size_t i = 0; i < lineStart; ++i) line += text[i] == '\n';
        return errorAt(LessonErrorKind::NotUtf8, line, columnAt(text.substr(lineStart), bad - lineStart));
    }
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a byte-order mark

    std::vector<Section> sections(1);
    Entry* last = nullptr;  // the entry an indented line continues
    int lineNo = 0;
    for (std::size_t pos = 0; pos <= text.size();) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        ++lineNo;
        pos = end + 1;
        if (trimmed(line).empty()) {
            last = nullptr;  // a blank line ends a value
            continue;
        }
        if (line.front() == '#') continue;  // a comment continues nothing and ends nothing
        if (isSpace(line.front())) {
            if (!last) return errorAt(LessonErrorKind::StrayIndent, lineNo, 1);
            std::size_t indent = 0;
            while (indent < line.size() && isSpace(line[indent])) ++indent;
            std::string_view rest = line.substr(indent);
            while (!rest.empty() && isSpace(rest.back())) rest.remove_suffix(1);
            last->more.push_back({std::string(rest), lineNo, columnAt(line, indent)});
            continue;
        }
        if (line.front() == '[') {
            const std::string_view t = trimmed(line);
            if (t.size() != rules.name.size() + 2 || t.back() != ']' || t.substr(1, rules.name.size()) != rules.name) {
                std::string_view name = t.substr(1);
                if (!name.empty() && name.back() == ']') name.remove_suffix(1);
                return errorAt(LessonErrorKind::UnknownSection, lineNo, 1, excerpt(name));
            }
            if (static_cast<int>(sections.size()) > rules.maxSections) {
                LessonError e = errorAt(LessonErrorKind::TooManySteps, lineNo, 1);
                e.values[0] = rules.maxSections;
                return e;
            }
            sections.push_back({lineNo, {}});
            last = nullptr;
            continue;
        }
        // key[.language]: value
        std::size_t i = 0;
        if (!isKeyStart(line[0])) return errorAt(LessonErrorKind::BadLine, lineNo, 1, excerpt(line));
        while (i < line.size() && isKeyChar(line[i])) ++i;
        Entry entry;
        entry.key = std::string(line.substr(0, i));
        entry.language = "en";
        if (i < line.size() && line[i] == '.') {
            std::size_t j = i + 1;
            while (j < line.size() && line[j] >= 'a' && line[j] <= 'z') ++j;
            if (j - i - 1 != 2) return errorAt(LessonErrorKind::BadLine, lineNo, 1, excerpt(line));
            entry.language = std::string(line.substr(i + 1, 2));
            entry.hasLanguage = true;
            i = j;
        }
        if (i >= line.size() || line[i] != ':') return errorAt(LessonErrorKind::BadLine, lineNo, 1, excerpt(line));
        ++i;
        while (i < line.size() && isSpace(line[i])) ++i;
        std::string_view value = line.substr(i);
        while (!value.empty() && isSpace(value.back())) value.remove_suffix(1);
        entry.line = lineNo;
        entry.value = {std::string(value), lineNo, columnAt(line, i)};
        sections.back().entries.push_back(std::move(entry));
        last = &sections.back().entries.back();
    }
    return sections;
}

}  // namespace pw::lessons
