#include "quoted_text.h"

#include <string_view>

namespace pw::lessons {

const std::vector<std::string>& figureNames() {
    static const std::vector<std::string> names = {"nodes", "checks", "solutions", "prunes", "time", "first"};
    return names;
}

WrittenFigure readWrittenFigure(std::string_view s) {
    WrittenFigure f;
    if (const std::size_t at = s.find('@'); at != std::string_view::npos) {
        f.version = std::string(s.substr(at + 1));
        s = s.substr(0, at);
    }
    if (s.substr(0, 8) == "counter:") {
        f.counter = true;
        s.remove_prefix(8);
    }
    f.name = std::string(s);
    return f;
}

Result<QuotedDraft, LessonError> readQuotedText(const Span& first, const std::vector<Span>& more) {
    QuotedDraft draft;
    std::string words;
    const auto flushWords = [&] {
        if (words.empty()) return;
        draft.pieces.push_back({TextPiece::Kind::Words, std::move(words), {}, {}});
        words.clear();
    };
    std::vector<const Span*> spans;
    if (!first.text.empty()) spans.push_back(&first);
    for (const Span& s : more) spans.push_back(&s);
    for (std::size_t n = 0; n < spans.size(); ++n) {
        const Span& span = *spans[n];
        if (n > 0) words += ' ';
        const std::string_view t = span.text;
        for (std::size_t i = 0; i < t.size(); ++i) {
            const char c = t[i];
            if (c == '}' && i + 1 < t.size() && t[i + 1] == '}') {
                words += '}';
                ++i;
                continue;
            }
            if (c != '{') {
                words += c;
                continue;
            }
            if (i + 1 < t.size() && t[i + 1] == '{') {
                words += '{';
                ++i;
                continue;
            }
            const int column = span.column + columnAt(t, i) - 1;
            const std::size_t close = t.find('}', i);
            const std::string_view inside = close == std::string_view::npos ? t.substr(i + 1) : t.substr(i + 1, close - i - 1);
            if (close == std::string_view::npos || inside.empty() || inside.find('{') != std::string_view::npos) {
                LessonError e;
                e.kind = LessonErrorKind::BadPlaceholder;
                e.line = span.line;
                e.column = column;
                e.found = excerpt(t.substr(i));
                return e;
            }
            flushWords();
            TextPiece piece;
            if (inside.substr(0, 6) == "ratio:") {
                const std::string_view ratio = inside.substr(6);
                const std::size_t slash = ratio.find('/');
                if (slash == std::string_view::npos) {
                    LessonError e;
                    e.kind = LessonErrorKind::BadPlaceholder;
                    e.line = span.line;
                    e.column = column;
                    e.found = excerpt(t.substr(i, close - i + 1));
                    return e;
                }
                piece.kind = TextPiece::Kind::Ratio;
                draft.figures.push_back({draft.pieces.size(), false, readWrittenFigure(ratio.substr(0, slash)), span.line, column});
                draft.figures.push_back({draft.pieces.size(), true, readWrittenFigure(ratio.substr(slash + 1)), span.line, column});
            } else {
                piece.kind = TextPiece::Kind::Figure;
                draft.figures.push_back({draft.pieces.size(), false, readWrittenFigure(inside), span.line, column});
            }
            draft.pieces.push_back(std::move(piece));
            i = close;
        }
    }
    flushWords();
    return draft;
}

}  // namespace pw::lessons
