#include "sudoku_hint_text.h"

#include <QLocale>
#include <QStringList>

#include <map>

#include "sudoku/format.h"

namespace pw::ui {

namespace {

using sudoku::Step;
using sudoku::Technique;
using sudoku::UnitRef;
using Form = SudokuHintText::Form;

QString digit(int d) { return QString(QChar::fromLatin1(sudoku::digitChar(d))); }

/// "a, b and c" / « a, b et c », in the language of the interface.
QString listed(const QStringList& items) { return QLocale().createSeparatedList(items); }

QString digits(const std::vector<int>& ds) {
    QStringList out;
    for (int d : ds) out << digit(d);
    return listed(out);
}

QString cells(const std::vector<int>& cs, int size) {
    QStringList out;
    for (int c : cs) out << SudokuHintText::cell(c, size);
    return listed(out);
}

/// An X-wing in the words of its base lines: rows (cover columns) or columns (cover rows).
QString xWingReason(const Step& s) {
    const QString d = digit(s.digits.front());
    const auto n = [&](std::size_t i) { return QString::number(s.units[i].index + 1); };
    if (s.units.front().kind == UnitRef::Row)
        return SudokuHintText::tr("In rows %2 and %3, %1 can only go in columns %4 and %5: each of these columns "
                                  "takes it from one of the two rows, so it leaves their other cells.")
            .arg(d, n(0), n(1), n(2), n(3));
    return SudokuHintText::tr("In columns %2 and %3, %1 can only go in rows %4 and %5: each of these rows takes it "
                              "from one of the two columns, so it leaves their other cells.")
        .arg(d, n(0), n(1), n(2), n(3));
}

}  // namespace

QString SudokuHintText::cell(int cell, int size) {
    return tr("r%1c%2", "a cell: row and column from 1").arg(cell / size + 1).arg(cell % size + 1);
}

QString SudokuHintText::unit(UnitRef unit, Form form) {
    const int i = unit.index + 1;
    switch (unit.kind) {
    case UnitRef::Row:
        if (form == Form::In) return tr("in row %1").arg(i);
        if (form == Form::Of) return tr("of row %1").arg(i);
        return tr("row %1").arg(i);
    case UnitRef::Column:
        if (form == Form::In) return tr("in column %1").arg(i);
        if (form == Form::Of) return tr("of column %1").arg(i);
        return tr("column %1").arg(i);
    case UnitRef::Box:
        if (form == Form::In) return tr("in box %1").arg(i);
        if (form == Form::Of) return tr("of box %1").arg(i);
        return tr("box %1").arg(i);
    }
    return {};
}

QString SudokuHintText::levelLabel(sudoku::Level level) {
    switch (level) {
    case sudoku::Level::Simple: return tr("Simple", "sudoku level: singles in a cell only");
    case sudoku::Level::Easy: return tr("Easy", "sudoku level: hidden singles");
    case sudoku::Level::Intermediate: return tr("Intermediate", "sudoku level: locked candidates and pairs");
    case sudoku::Level::Expert: return tr("Expert", "sudoku level: beyond pairs, or a guess");
    }
    return {};
}

QString SudokuHintText::rating(const sudoku::Rating& r) {
    // Short: the status is read from the back of the room, and the level's name already
    // says which techniques it needs (the New puzzle list's tooltip lists them).
    if (r.verdict != sudoku::Uniqueness::Unique || !r.hardest) return {};
    if (r.guesses > 0)
        return tr("Level: %1, score %2/99 (%n guess(es)).", nullptr, r.guesses).arg(levelLabel(r.level)).arg(r.score);
    return tr("Level: %1, score %2/99.").arg(levelLabel(r.level)).arg(r.score);
}

QString SudokuHintText::technique(Technique technique) {
    switch (technique) {
    case Technique::FullHouse: return tr("Full house");
    case Technique::NakedSingle: return tr("Naked single");
    case Technique::HiddenSingle: return tr("Hidden single");
    case Technique::Pointing: return tr("Locked candidates (pointing)");
    case Technique::Claiming: return tr("Locked candidates (claiming)");
    case Technique::NakedPair: return tr("Naked pair");
    case Technique::NakedTriple: return tr("Naked triple");
    case Technique::HiddenPair: return tr("Hidden pair");
    case Technique::HiddenTriple: return tr("Hidden triple");
    case Technique::XWing: return tr("X-wing");
    }
    return {};
}

QString SudokuHintText::reason(const Step& s, int size) {
    if (s.digits.empty() || s.cells.empty()) return {};
    const QString d = digit(s.digits.front());
    const auto u = [&](std::size_t i, Form form) { return i < s.units.size() ? unit(s.units[i], form) : QString(); };
    switch (s.technique) {
    case Technique::FullHouse:
        return tr("Only %1 is left blank %2: it takes the missing %3.").arg(cell(s.cells.front(), size), u(0, Form::In), d);
    case Technique::NakedSingle:
        return tr("%1 has a single candidate left: %2.").arg(cell(s.cells.front(), size), d);
    case Technique::HiddenSingle:
        return tr("%1 has a single place %2: %3.").arg(d, u(0, Form::In), cell(s.cells.front(), size));
    case Technique::Pointing:
    case Technique::Claiming:
        return tr("Within %1, %2 can only go %3: it leaves the rest %4.")
            .arg(u(0, Form::Noun), d, u(1, Form::In), u(1, Form::Of));
    case Technique::NakedPair:
        return tr("Within %1, the two cells %2 hold only %3 between them: these two digits leave the other cells %4.")
            .arg(u(0, Form::Noun), cells(s.cells, size), digits(s.digits), u(0, Form::Of));
    case Technique::NakedTriple:
        return tr("Within %1, the three cells %2 hold only %3 between them: these three digits leave the other "
                  "cells %4.")
            .arg(u(0, Form::Noun), cells(s.cells, size), digits(s.digits), u(0, Form::Of));
    case Technique::HiddenPair:
        return tr("Within %1, the two digits %2 can only go in the two cells %3: these cells lose their other "
                  "candidates.")
            .arg(u(0, Form::Noun), digits(s.digits), cells(s.cells, size));
    case Technique::HiddenTriple:
        return tr("Within %1, the three digits %2 can only go in the three cells %3: these cells lose their other "
                  "candidates.")
            .arg(u(0, Form::Noun), digits(s.digits), cells(s.cells, size));
    case Technique::XWing:
        return s.units.size() == 4 ? xWingReason(s) : QString();
    }
    return {};
}

QString SudokuHintText::changes(const Step& s, int size) {
    QStringList sentences;
    for (const sudoku::CellDigit& p : s.placements)
        sentences << tr("Place %1 in %2.").arg(digit(p.digit), cell(p.cell, size));
    // The eliminations grouped by digit, in increasing order of digit.
    std::map<int, std::vector<int>> byDigit;
    for (const sudoku::CellDigit& e : s.eliminations) byDigit[e.digit].push_back(e.cell);
    QStringList removals;
    for (const auto& [d, where] : byDigit) removals << tr("%1 from %2").arg(digit(d), cells(where, size));
    if (!removals.isEmpty()) sentences << tr("Remove %1.").arg(removals.join(tr("; ", "between the removals of two digits")));
    return sentences.join(QLatin1Char(' '));
}

}  // namespace pw::ui
