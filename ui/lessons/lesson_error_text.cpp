#include "lesson_error_text.h"

namespace pw::ui {

namespace {

using lessons::LessonError;
using lessons::LessonErrorKind;

QString quoted(const std::string& s) { return LessonErrorText::tr("'%1'").arg(QString::fromStdString(s)); }
QString listed(const std::string& s) { return QString::fromStdString(s); }

QString what(const LessonError& e) {
    switch (e.kind) {
    case LessonErrorKind::None:
    case LessonErrorKind::End: return {};
    case LessonErrorKind::TooLarge:
        return LessonErrorText::tr("the text is %1 bytes long, more than the %2 bytes a lesson may have")
            .arg(e.values[0])
            .arg(e.values[1]);
    case LessonErrorKind::NotUtf8: return LessonErrorText::tr("these bytes are not UTF-8 text");
    case LessonErrorKind::NoSteps: return LessonErrorText::tr("the lesson has no step: each step starts with a line [step]");
    case LessonErrorKind::TooManySteps: return LessonErrorText::tr("a lesson has at most %1 steps").arg(e.values[0]);
    case LessonErrorKind::UnsupportedFormat:
        return LessonErrorText::tr("format %1 is not known to this version of the program, which reads format %2")
            .arg(quoted(e.found), listed(e.expected));
    case LessonErrorKind::BadLine:
        return LessonErrorText::tr("%1 is not a line of a lesson: write key: value, [step], or # a comment")
            .arg(quoted(e.found));
    case LessonErrorKind::UnknownSection:
        return LessonErrorText::tr("unknown section [%1]: a lesson has only [step] sections").arg(QString::fromStdString(e.found));
    case LessonErrorKind::StrayIndent:
        return LessonErrorText::tr("an indented line continues the value of the key above it, and there is none "
                                   "(a blank line ends a value)");
    case LessonErrorKind::UnknownKey:
        return LessonErrorText::tr("unknown key %1 (the keys here: %2)").arg(quoted(e.found), listed(e.expected));
    case LessonErrorKind::DuplicateKey:
        return LessonErrorText::tr("the key %1 is given twice (first on line %2)").arg(quoted(e.found)).arg(e.values[0]);
    case LessonErrorKind::MissingKey: return LessonErrorText::tr("the key %1 is missing").arg(quoted(e.expected));
    case LessonErrorKind::BadValue:
        return LessonErrorText::tr("%1 is not a value of this key: %2").arg(quoted(e.found), listed(e.expected));
    case LessonErrorKind::UnknownPuzzle:
        return LessonErrorText::tr("unknown puzzle %1 (the puzzles: %2)").arg(quoted(e.found), listed(e.expected));
    case LessonErrorKind::UnknownVersion:
        return LessonErrorText::tr("unknown version %1 (this puzzle has %2)").arg(QString::fromStdString(e.found), listed(e.expected));
    case LessonErrorKind::BadBoard:  // worded by lessonBoardErrorText, which has the board's own sentence
        return LessonErrorText::tr("the board written under this line is not one of this puzzle");
    case LessonErrorKind::BoardSize:
        return LessonErrorText::tr("a board of size %1: this puzzle's sizes go from %2 to %3")
            .arg(e.values[0])
            .arg(e.values[1])
            .arg(e.values[2]);
    case LessonErrorKind::BadPlaceholder:
        return LessonErrorText::tr("%1 is not a figure: write {checks}, {time@v1}, {counter:NAME} or "
                                   "{ratio:checks@v1/checks@v2}, and {{ for a brace")
            .arg(quoted(e.found));
    case LessonErrorKind::UnknownFigure:
        return LessonErrorText::tr("unknown figure %1 (the figures: %2)").arg(quoted(e.found), listed(e.expected));
    case LessonErrorKind::UnknownCounter:
        return LessonErrorText::tr("unknown counter %1 (this version counts: %2)").arg(quoted(e.found), listed(e.expected));
    case LessonErrorKind::FigureNotRun:
        return LessonErrorText::tr("the text quotes a figure of %1, which this step does not run "
                                   "(a step quotes the version it runs, or any version when it compares them)")
            .arg(QString::fromStdString(e.found));
    case LessonErrorKind::UnknownSample:
        return LessonErrorText::tr("unknown sample %1 (this puzzle's samples: %2)").arg(quoted(e.found), listed(e.expected));
    }
    return {};
}

}  // namespace

QString lessonBoardErrorText(int line, const QString& boardError, const QString& fileName) {
    return LessonErrorText::tr("%1, line %2: the board written under this line is not one of this puzzle. %3")
        .arg(fileName)
        .arg(line)
        .arg(boardError);
}

QString lessonErrorText(const LessonError& error, const QString& fileName) {
    QString where = fileName;
    if (error.line > 0 && error.column > 0)
        where = LessonErrorText::tr("%1, line %2, column %3").arg(fileName).arg(error.line).arg(error.column);
    else if (error.line > 0)
        where = LessonErrorText::tr("%1, line %2").arg(fileName).arg(error.line);
    return LessonErrorText::tr("%1: %2").arg(where, what(error));
}

}  // namespace pw::ui
