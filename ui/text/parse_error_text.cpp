#include "parse_error_text.h"

#include <QStringList>

#include <vector>

#include "number_text.h"

namespace pw::ui {

namespace {

/// The text's bytes as they can be shown: a control or non-ASCII byte as \xNN (a single
/// byte of a UTF-8 character means nothing on its own).
QString shown(const std::string& bytes) {
    QString out;
    for (const char ch : bytes) {
        const auto u = static_cast<unsigned char>(ch);
        if (u >= 0x20 && u < 0x7F) out += QLatin1Char(ch);
        else out += QStringLiteral("\\x") + QString::number(u, 16).toUpper().rightJustified(2, QLatin1Char('0'));
    }
    return out;
}

/// "1 2 3 . 0": the characters a format allows, spaced for reading.
QString spaced(const std::string& chars) {
    QStringList out;
    for (const char ch : chars) out << shown(std::string(1, ch));
    return out.join(QLatin1Char(' '));
}

QString quoted(const std::string& bytes) { return ParseErrorText::tr("'%1'").arg(shown(bytes)); }

/// "16, 81 or 256".
QString alternatives(const std::vector<std::int64_t>& values) {
    QString out;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const QString v = QString::number(values[i]);
        if (i == 0) out = v;
        else if (i + 1 == values.size()) out = ParseErrorText::tr("%1 or %2").arg(out, v);
        else out = ParseErrorText::tr("%1, %2").arg(out, v);
    }
    return out;
}

QString unitName(std::int64_t kind, std::int64_t index) {
    switch (static_cast<ParseUnit>(kind)) {
    case ParseUnit::Row: return ParseErrorText::tr("row %1").arg(index);
    case ParseUnit::Column: return ParseErrorText::tr("column %1").arg(index);
    case ParseUnit::Box: return ParseErrorText::tr("box %1").arg(index);
    case ParseUnit::Grid: return ParseErrorText::tr("the square");
    }
    return QString::number(index);
}

QString what(const ParseError& e) {
    const auto v = [&](std::size_t i) { return e.values[i]; };
    switch (e.kind) {
    case ParseErrorKind::None:
    case ParseErrorKind::End: return {};
    case ParseErrorKind::TooLarge:
        return ParseErrorText::tr("The text is %1 bytes long, more than the %2 bytes that are read.").arg(v(0)).arg(v(1));
    case ParseErrorKind::NoBoard:
        if (e.expected.empty()) return ParseErrorText::tr("The text holds no board.");
        return ParseErrorText::tr("The text holds no board: write rows of %1.").arg(spaced(e.expected));
    case ParseErrorKind::BadCharacter:
        if (e.found.empty()) return ParseErrorText::tr("The text ends where one of %1 was expected.").arg(spaced(e.expected));
        return ParseErrorText::tr("%1 is not allowed here: one of %2 was expected.").arg(quoted(e.found), spaced(e.expected));
    case ParseErrorKind::NotANumber:
        if (e.expected.empty()) return ParseErrorText::tr("%1 is not a number.").arg(quoted(e.found));
        return ParseErrorText::tr("%1 is neither a number nor %2.").arg(quoted(e.found), quoted(e.expected));
    case ParseErrorKind::NumberTooLarge: return ParseErrorText::tr("%1 is too large: at most %2.").arg(quoted(e.found)).arg(v(0));
    case ParseErrorKind::OutOfRange:
        return ParseErrorText::tr("%1 is out of the range %2 to %3.")
            .arg(e.found.empty() ? QString::number(v(0)) : quoted(e.found))
            .arg(v(1))
            .arg(v(2));
    case ParseErrorKind::WrongLength: {
        std::vector<std::int64_t> allowed;
        for (std::size_t i = 1; i < e.values.size() && e.values[i] != 0; ++i) allowed.push_back(e.values[i]);
        return ParseErrorText::tr("%n character(s) where %1 are expected.", nullptr, numerus(v(0)))
            .arg(alternatives(allowed));
    }
    case ParseErrorKind::RaggedRow:
        return ParseErrorText::tr("Row %1 of the grid has %2 cell(s) where %3 are expected.", nullptr, numerus(v(1)))
            .arg(v(0))
            .arg(v(1))
            .arg(v(2));
    case ParseErrorKind::NotSquare:
        return ParseErrorText::tr("%1 of %2: a square has as many rows as columns.", "rows of cells")
            .arg(ParseErrorText::tr("%n row(s)", nullptr, numerus(v(0))), ParseErrorText::tr("%n cell(s)", nullptr, numerus(v(1))));
    case ParseErrorKind::SizeOutOfRange:
        return ParseErrorText::tr("A board of %1×%2: its sides must be between %3 and %4.").arg(v(0)).arg(v(1)).arg(v(2)).arg(v(3));
    case ParseErrorKind::Duplicate:
        return ParseErrorText::tr("%1 is given twice in %2.").arg(quoted(e.found), unitName(v(1), v(2)));
    case ParseErrorKind::SeveralBoards:
        return ParseErrorText::tr("The text holds %1 board(s); one is expected.", nullptr, numerus(v(0))).arg(v(0));
    case ParseErrorKind::BadSetting:
        return ParseErrorText::tr("%1 is not a setting: %2 was expected.").arg(quoted(e.found), shown(e.expected));
    }
    return {};
}

}  // namespace

QString parseErrorText(const ParseError& error) {
    QString where;
    if (error.line > 0 && error.column > 0) where = ParseErrorText::tr("Line %1, column %2").arg(error.line).arg(error.column);
    else if (error.line > 0) where = ParseErrorText::tr("Line %1").arg(error.line);
    const QString text = what(error);
    return where.isEmpty() ? text : ParseErrorText::tr("%1: %2").arg(where, text);
}

}  // namespace pw::ui
