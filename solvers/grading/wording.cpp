#include "wording.h"

#include <cmath>
#include <cstdio>
#include <string_view>
#include <unordered_map>

#include "core/registry.h"  // PW_TEXT

namespace pw::grading {

namespace {

/// The French of the "Grading" texts, as the French .ts has them (entities undecoded).
struct TableEntry {
    const char* english;
    const char* french;
};
constexpr TableEntry kFrench[] = {
#include "grading_fr.inc"
    {nullptr, nullptr},
};

const std::unordered_map<std::string, std::string>& frenchTable() {
    static const std::unordered_map<std::string, std::string> table = [] {
        std::unordered_map<std::string, std::string> t;
        for (const TableEntry& e : kFrench)
            if (e.english) t.emplace(decodeEntities(e.english), decodeEntities(e.french));
        return t;
    }();
    return table;
}

/// The decimal digits of `value` with `decimals` decimals, '.' between ("2.50").
std::string fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, std::isfinite(value) ? value : 0.0);
    return buffer;
}

void appendUtf8(std::string& out, unsigned long code) {
    if (code == 0 || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return;
    if (code < 0x80) {
        out += static_cast<char>(code);
    } else if (code < 0x800) {
        out += static_cast<char>(0xC0 | (code >> 6));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += static_cast<char>(0xE0 | (code >> 12));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (code >> 18));
        out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    }
}

}  // namespace

std::string fillPlaceholders(const std::string& pattern, std::initializer_list<std::string> args) {
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        if (pattern[i] == '%' && next >= '1' && next <= '9' && static_cast<std::size_t>(next - '1') < args.size()) {
            out += *(args.begin() + (next - '1'));
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

std::string decodeEntities(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '&') {
            out += text[i];
            continue;
        }
        const std::size_t end = text.find(';', i);
        if (end == std::string::npos || end - i > 10) {
            out += text[i];
            continue;
        }
        const std::string_view name(text.data() + i + 1, end - i - 1);
        if (name == "amp") out += '&';
        else if (name == "lt") out += '<';
        else if (name == "gt") out += '>';
        else if (name == "quot") out += '"';
        else if (name == "apos") out += '\'';
        else if (name.size() > 1 && name[0] == '#') {
            const bool hex = name[1] == 'x' || name[1] == 'X';
            const std::string digits(name.substr(hex ? 2 : 1));
            char* stop = nullptr;
            const unsigned long code = std::strtoul(digits.c_str(), &stop, hex ? 16 : 10);
            if (digits.empty() || *stop != '\0') {
                out += text[i];
                continue;
            }
            appendUtf8(out, code);
        } else {
            out += text[i];
            continue;
        }
        i = end;
    }
    return out;
}

std::string Wording::text(const char* english, std::initializer_list<std::string> args) const {
    return fillPlaceholders(translate_ ? translate_(english) : std::string(english), args);
}

std::string Wording::count(std::uint64_t value) const {
    const std::string digits = std::to_string(value);
    const std::string group = language_ == "fr" ? "\xE2\x80\xAF" : ",";  // U+202F, as Qt's French locale
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += group;
        out += digits[i];
    }
    return out;
}

std::string Wording::decimal(double value, int decimals) const {
    std::string out = fixed(value, decimals);
    if (language_ == "fr")
        for (char& c : out)
            if (c == '.') c = ',';
    return out;
}

std::string Wording::points(double value) const {
    std::string out = fixed(value, 2);
    while (out.back() == '0') out.pop_back();
    if (out.back() == '.') out.pop_back();
    if (out == "-0") out = "0";
    if (language_ == "fr")
        for (char& c : out)
            if (c == '.') c = ',';
    return out;
}

std::string Wording::duration(double ms) const {
    if (ms < 0) return "—";
    if (ms < 1) return text(PW_TEXT("Grading", "%1 ms"), {decimal(ms, 3)});
    if (ms < 1000) return text(PW_TEXT("Grading", "%1 ms"), {decimal(ms, 1)});
    if (ms < 120000) return text(PW_TEXT("Grading", "%1 s"), {decimal(ms / 1000, 2)});
    return text(PW_TEXT("Grading", "%1 min"), {decimal(ms / 60000, 1)});
}

Wording compiledWording(const std::string& language) {
    if (language != "fr") return Wording("en", nullptr);
    return Wording("fr", [](const char* english) {
        const auto& table = frenchTable();
        const auto it = table.find(english);
        return it == table.end() ? std::string(english) : it->second;
    });
}

}  // namespace pw::grading
