#include "lesson_entries.h"

#include <charconv>
#include <cmath>

namespace pw::lessons {

LessonError error(LessonErrorKind kind, int line, int column, std::string found, std::string expected) {
    LessonError e;
    e.kind = kind;
    e.line = line;
    e.column = column;
    e.found = std::move(found);
    e.expected = std::move(expected);
    return e;
}

LessonError badValue(const Span& value, std::string expected) {
    return error(LessonErrorKind::BadValue, value.line, value.column, excerpt(value.text), std::move(expected));
}

std::string joined(const std::vector<std::string>& words, std::string_view separator) {
    std::string out;
    for (const std::string& w : words) {
        if (!out.empty()) out += separator;
        out += w;
    }
    return out;
}

std::vector<std::string> wordsOf(std::string_view s) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
        if (i > start) out.emplace_back(s.substr(start, i - start));
    }
    return out;
}

std::optional<long long> integer(std::string_view s) {
    long long v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return v;
}

std::optional<double> decimal(std::string_view s) {
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, std::chars_format::fixed);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
    return v;
}

std::optional<LessonError> Keys::check() {
    for (const Entry& e : section_.entries) {
        const bool known = allowed_.count(e.key) && (!e.hasLanguage || translated_.count(e.key));
        if (!known) {
            std::vector<std::string> keys(allowed_.begin(), allowed_.end());
            return error(LessonErrorKind::UnknownKey, e.line, e.keyColumn,
                         excerpt(e.hasLanguage ? e.key + "." + e.language : e.key), joined(keys, ", "));
        }
        const std::string id = e.key + "." + e.language;
        if (const auto it = byKey_.find(id); it != byKey_.end()) {
            LessonError err = error(LessonErrorKind::DuplicateKey, e.line, e.keyColumn, excerpt(e.key));
            err.values[0] = it->second->line;
            return err;
        }
        byKey_[id] = &e;
    }
    return std::nullopt;
}

const Entry* Keys::find(const std::string& key) const {
    const auto it = byKey_.find(key + ".en");
    return it == byKey_.end() ? nullptr : it->second;
}

std::vector<const Entry*> Keys::all(const std::string& key) const {
    std::vector<const Entry*> out;
    for (const auto& [id, e] : byKey_)
        if (e->key == key) out.push_back(e);
    return out;
}

std::optional<LessonError> singleLine(const Entry& e) {
    if (e.more.empty()) return std::nullopt;
    return error(LessonErrorKind::StrayIndent, e.more.front().line, 1);
}

std::string wholeValue(const Entry& e) {
    std::string out = e.value.text;
    for (const Span& s : e.more) out += (out.empty() ? "" : " ") + s.text;
    return out;
}

}  // namespace pw::lessons
