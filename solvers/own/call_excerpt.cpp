#include "call_excerpt.h"

#include <cctype>

namespace pw::own {

namespace {

bool identifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The start of the identifier ending just before `end` (end itself when there is none).
std::size_t identifierStart(const std::string& text, std::size_t end) {
    while (end > 0 && identifierChar(text[end - 1])) --end;
    return end;
}

// The longest excerpt kept: a call with a long argument list is cut, with "…".
constexpr std::size_t kLongest = 80;

}  // namespace

std::string callExcerpt(const std::vector<std::string>& lines, int line, int column) {
    if (line < 1 || static_cast<std::size_t>(line) > lines.size() || column < 1) return {};
    const std::string& text = lines[static_cast<std::size_t>(line) - 1];
    const auto open = static_cast<std::size_t>(column) - 1;
    if (open >= text.size() || text[open] != '(') return {};
    // Back over the callee's name, then over `object.` or `object->` links.
    std::size_t start = identifierStart(text, open);
    if (start == open) return {};
    for (;;) {
        std::size_t link = start;
        if (link >= 1 && text[link - 1] == '.') link -= 1;
        else if (link >= 2 && text[link - 1] == '>' && text[link - 2] == '-') link -= 2;
        else break;
        const std::size_t object = identifierStart(text, link);
        if (object == link) break;
        start = object;
    }
    // Forward to the matching parenthesis on the same line.
    int depth = 0;
    std::size_t end = open;
    for (; end < text.size(); ++end) {
        if (text[end] == '(') ++depth;
        else if (text[end] == ')' && --depth == 0) break;
    }
    std::string call = end < text.size() ? text.substr(start, end + 1 - start) : text.substr(start) + "\u2026";
    if (call.size() > kLongest) {
        // Cut on a character's first byte, never inside a UTF-8 sequence.
        std::size_t cut = kLongest;
        while (cut > 0 && (static_cast<unsigned char>(call[cut]) & 0xC0) == 0x80) --cut;
        call = call.substr(0, cut) + "\u2026";
    }
    return call;
}

}  // namespace pw::own
