#include "mutate.h"

#include <array>

namespace pw::fuzz {

namespace {

/// Numbers and bytes that break hand-written readers.
constexpr std::array<const char*, 14> kTroublesome = {
    "99999999999999999999", "-2147483648", "2147483647", "4294967296", "-1", "0", "1e9",
    "\xEF\xBB\xBF", "\xC3\xA9", "\r", "\t", "#", "/", "k=",
};

/// The characters the formats are made of, so that a mutation often stays almost valid.
constexpr const char* kFormatCharacters = "0123456789ABCDEFGabcdefg.#Qq|-+/,() \t\r\nkx";

}  // namespace

std::string Mutator::next(const std::vector<std::string>& seeds) {
    switch (below(40)) {
    case 0: return {};
    case 1: {  // noise
        std::string noise(below(300), '\0');
        for (char& ch : noise) ch = static_cast<char>(below(256));
        return noise;
    }
    case 2: {  // a seed repeated many times: long, but well under the size cap
        const std::string& seed = seeds[below(seeds.size())];
        std::string out;
        const std::size_t times = 2 + below(200);
        for (std::size_t i = 0; i < times; ++i) out += seed + (below(2) ? "\n" : "");
        return out;
    }
    default: break;
    }
    std::string text = seeds[below(seeds.size())];
    const std::size_t rounds = 1 + below(4);
    for (std::size_t i = 0; i < rounds; ++i) mutate(text, seeds);
    return text;
}

void Mutator::mutate(std::string& text, const std::vector<std::string>& seeds) {
    const std::size_t at = below(text.size() + 1);
    switch (below(12)) {
    case 0:  // truncated
        text.resize(at);
        break;
    case 1: {  // a slice duplicated in place
        const std::size_t length = below(text.size() - at + 1);
        text.insert(at, text.substr(at, length));
        break;
    }
    case 2: {  // a slice deleted
        text.erase(at, below(text.size() - at + 1));
        break;
    }
    case 3:  // a stray byte
        text.insert(at, 1, static_cast<char>(below(256)));
        break;
    case 4:  // a byte replaced by a character of the formats
        if (!text.empty()) text[below(text.size())] = kFormatCharacters[below(std::char_traits<char>::length(kFormatCharacters))];
        break;
    case 5:  // a troublesome number or byte sequence
        text.insert(at, kTroublesome[below(kTroublesome.size())]);
        break;
    case 6: {  // a line repeated (wrong number of rows)
        const std::size_t start = text.rfind('\n', at == 0 ? 0 : at - 1);
        const std::size_t from = start == std::string::npos ? 0 : start + 1;
        const std::size_t end = text.find('\n', from);
        const std::string line = text.substr(from, end == std::string::npos ? std::string::npos : end - from + 1);
        text.insert(from, line.empty() || line.back() == '\n' ? line : line + "\n");
        break;
    }
    case 7: {  // a line dropped
        const std::size_t end = text.find('\n', at);
        text.erase(at, end == std::string::npos ? std::string::npos : end - at + 1);
        break;
    }
    case 8:  // line ends changed
        for (std::size_t i = text.find('\n'); i != std::string::npos; i = text.find('\n', i + 2)) {
            text.insert(i, 1, '\r');
            if (below(3) == 0) break;
        }
        break;
    case 9: {  // spliced with another seed
        const std::string& other = seeds[below(seeds.size())];
        text = text.substr(0, at) + other.substr(below(other.size() + 1));
        break;
    }
    case 10:  // a row made longer or shorter by a few cells
        text.insert(at, std::string(1 + below(5), kFormatCharacters[below(12)]));
        break;
    default:  // blanks around and inside
        text.insert(at, below(2) ? " " : "\t");
        break;
    }
}

}  // namespace pw::fuzz
