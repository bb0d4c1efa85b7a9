#pragma once
/// The words of a sudoku hint: the solver library reports a step as data (technique,
/// cells, digits, units, placements, eliminations) and this words it through tr(), with
/// the names a teacher uses (« L3C5 », « la ligne 3 », « le bloc 2 », « singleton caché »).
#include <QCoreApplication>
#include <QString>

#include "sudoku/rating.h"
#include "sudoku/techniques.h"

namespace pw::ui {

/// Sentences for a hint on a grid of `size` digits (4, 9 or 16).
class SudokuHintText {
    Q_DECLARE_TR_FUNCTIONS(SudokuHintText)
public:
    /// "r3c5" / « L3C5 »: row and column from 1.
    static QString cell(int cell, int size);
    /// The technique's name, capitalised ("Naked single" / « Singleton nu »).
    static QString technique(sudoku::Technique technique);
    /// Why the step holds, one sentence.
    static QString reason(const sudoku::Step& step, int size);
    /// What the step places and removes, one sentence ("Remove 7 from r3c7 and r3c8.").
    static QString changes(const sudoku::Step& step, int size);

    /// A level of the rating, capitalised ("Intermediate" / « Intermédiaire »).
    static QString levelLabel(sudoku::Level level);
    /// The rating of a puzzle with one solution, one short sentence ("Level: Expert,
    /// score 87/99 (1 guess)."); empty for a grid without one solution.
    static QString rating(const sudoku::Rating& rating);

    /// How a unit is named in a sentence: the noun with its article ("row 3" / « la
    /// ligne 3 »), after "in" (« dans la ligne 3 », « dans le bloc 2 ») or after "of"
    /// (« de la ligne 3 », « du bloc 2 »): French articles follow the noun's gender.
    enum class Form { Noun, In, Of };
    static QString unit(sudoku::UnitRef unit, Form form);
};

}  // namespace pw::ui
