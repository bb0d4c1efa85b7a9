#pragma once
/// The language the gradebook and the feedback pages are written in. Their sentences are
/// written in English where they are used, as PW_TEXT("Grading", "..."), which lupdate
/// reads into the translations (translations/*.ts) like the registry's texts; a Wording
/// gives each in the reader's language: the GUI's through QCoreApplication::translate,
/// puzzle-bench's from a table that the build makes out of the French .ts (so the
/// French is written once, and scripts/check-translations keeps it complete). Numbers
/// and durations are written as the language writes them (15,720 and 15 720; 2.5 and 2,5).
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

namespace pw::grading {

/// The pieces appended one after the other: GCC 12 warns falsely (-Wrestrict) about
/// `"literal" + std::string` at -O3.
template <class... Pieces>
std::string concat(const Pieces&... pieces) {
    std::string out;
    (out.append(std::string_view(pieces)), ...);
    return out;
}

class Wording {
public:
    /// Gives a PW_TEXT("Grading", ...) text in the language; nullptr: as written (English).
    using Translate = std::function<std::string(const char* english)>;

    Wording(std::string language, Translate translate) : language_(std::move(language)), translate_(std::move(translate)) {}

    /// "en", "fr": the page's `lang`, and how numbers are written.
    const std::string& language() const { return language_; }
    /// A text in the language, its %1, %2... replaced by `args` in order.
    std::string text(const char* english, std::initializer_list<std::string> args = {}) const;
    std::string count(std::uint64_t value) const;
    /// `decimals` decimals: 2.50.
    std::string decimal(double value, int decimals) const;
    /// At most two decimals, the trailing zeros dropped: 2.5, 3 (points and grades).
    std::string points(double value) const;
    /// "850 µs", "3.1 ms", "2.50 s", "2.0 min".
    std::string duration(double ms) const;

private:
    std::string language_;
    Translate translate_;
};

/// The wordings compiled in (puzzle-bench's): English as written, or French (`fr`) from
/// the table built from the French .ts; any other code gives English.
Wording compiledWording(const std::string& language);

/// %1..%9 of `pattern` replaced by `args` in order (a %N past them left as it is).
std::string fillPlaceholders(const std::string& pattern, std::initializer_list<std::string> args);

/// The XML entities of a .ts text decoded: &amp; &lt; &gt; &quot; &apos; &#NN; &#xNN;.
std::string decodeEntities(const std::string& text);

}  // namespace pw::grading
