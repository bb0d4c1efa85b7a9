#include "quoted_figures.h"

#include <cmath>

#include "text/number_text.h"

namespace pw::ui {

using lessons::Figure;
using lessons::FigureRef;
using lessons::TextPiece;

std::optional<double> figureValue(const FigureRef& figure, const RunView& run) {
    switch (figure.figure) {
    case Figure::Nodes: return static_cast<double>(run.stats.nodes);
    case Figure::Checks: return static_cast<double>(run.stats.checks);
    case Figure::Solutions: return static_cast<double>(run.solutions);
    case Figure::Prunes: return static_cast<double>(run.stats.prunes);
    case Figure::Time: return run.elapsedMs;
    case Figure::First:
        if (run.firstMs < 0) return std::nullopt;
        return run.firstMs;
    case Figure::Counter: {
        const auto i = static_cast<std::size_t>(figure.counter);
        if (figure.counter < 0 || i >= run.stats.extra.size() || !(run.extraValid >> i & 1u)) return std::nullopt;
        return static_cast<double>(run.stats.extra[i]);
    }
    }
    return std::nullopt;
}

QString figureText(const FigureRef& figure, const RunView& run) {
    const std::optional<double> value = figureValue(figure, run);
    if (!value) return QStringLiteral("—");
    if (figure.figure == Figure::Time || figure.figure == Figure::First) return formatDuration(*value);
    if (figure.figure == Figure::Counter) return formatCount(static_cast<std::uint64_t>(run.stats.extra[static_cast<std::size_t>(figure.counter)]));
    return formatCount(static_cast<std::uint64_t>(*value));
}

QString ratioText(double ratio) {
    if (!std::isfinite(ratio)) return QStringLiteral("—");
    if (ratio >= 100) return formatCount(static_cast<std::uint64_t>(std::llround(ratio)));
    return formatDecimal(ratio, 1);
}

QString filledText(const lessons::QuotedText& text, const RunLookup& runOf) {
    QString html;
    const QString pending = QStringLiteral("<b>…</b>");
    for (const TextPiece& piece : text) {
        switch (piece.kind) {
        case TextPiece::Kind::Words: html += QString::fromStdString(piece.words).toHtmlEscaped(); break;
        case TextPiece::Kind::Figure: {
            const RunView* run = runOf(piece.figure.version);
            html += run ? QStringLiteral("<b>%1</b>").arg(figureText(piece.figure, *run)) : pending;
            break;
        }
        case TextPiece::Kind::Ratio: {
            const RunView* a = runOf(piece.figure.version);
            const RunView* b = runOf(piece.divisor.version);
            if (!a || !b) {
                html += pending;
                break;
            }
            const std::optional<double> x = figureValue(piece.figure, *a), y = figureValue(piece.divisor, *b);
            html += QStringLiteral("<b>%1</b>").arg(x && y && *y > 0 ? ratioText(*x / *y) : QStringLiteral("—"));
            break;
        }
        }
    }
    return html;
}

}  // namespace pw::ui
