#include "grading_text.h"

#include <QLocale>

#include "text/parse_error_text.h"

namespace pw::ui {

namespace {

using grading::AssignmentError;
using grading::AssignmentErrorKind;

QString quoted(const std::string& s) { return AssignmentErrorText::tr("'%1'").arg(QString::fromStdString(s)); }
QString listed(const std::string& s) { return QString::fromStdString(s); }

QString what(const AssignmentError& e) {
    using K = AssignmentErrorKind;
    switch (e.kind) {
    case K::None:
    case K::End: return {};
    case K::TooLarge:
        return AssignmentErrorText::tr("the text is %1 bytes long, more than the %2 bytes an assignment may have")
            .arg(e.values[0])
            .arg(e.values[1]);
    case K::NotUtf8: return AssignmentErrorText::tr("these bytes are not UTF-8 text");
    case K::NoBoards:
        return AssignmentErrorText::tr("the assignment has no board: each board starts with a line [board]");
    case K::TooManyBoards: return AssignmentErrorText::tr("an assignment has at most %1 boards").arg(e.values[0]);
    case K::UnsupportedFormat:
        return AssignmentErrorText::tr("format %1 is not known to this version of the program, which reads format %2")
            .arg(quoted(e.found), listed(e.expected));
    case K::BadLine:
        return AssignmentErrorText::tr("%1 is not a line of an assignment: write key: value, [board], or # a comment")
            .arg(quoted(e.found));
    case K::UnknownSection:
        return AssignmentErrorText::tr("unknown section [%1]: an assignment has only [board] sections")
            .arg(QString::fromStdString(e.found));
    case K::StrayIndent:
        return AssignmentErrorText::tr("an indented line continues the value of the key above it, and there is none "
                                       "(a blank line ends a value)");
    case K::UnknownKey:
        return AssignmentErrorText::tr("unknown key %1 (the keys here: %2)").arg(quoted(e.found), listed(e.expected));
    case K::DuplicateKey:
        return AssignmentErrorText::tr("the key %1 is given twice (first on line %2)").arg(quoted(e.found)).arg(e.values[0]);
    case K::MissingKey:
        if (e.expected == "limit")
            return AssignmentErrorText::tr("the key 'limit' is missing: every board needs a time limit, in the header "
                                           "or its own (limit: 20 x v2)");
        if (e.expected.find(',') != std::string::npos)
            return AssignmentErrorText::tr("a board needs one of the keys %1").arg(listed(e.expected));
        return AssignmentErrorText::tr("the key %1 is missing").arg(quoted(e.expected));
    case K::BadValue:
        return AssignmentErrorText::tr("%1 is not a value of this key: %2").arg(quoted(e.found), listed(e.expected));
    case K::UnknownPuzzle:
        return AssignmentErrorText::tr("unknown puzzle %1 (the puzzles: %2)").arg(quoted(e.found), listed(e.expected));
    case K::UnknownVersion:
        return AssignmentErrorText::tr("unknown version %1 (this puzzle's built-in versions: %2)")
            .arg(quoted(e.found), listed(e.expected));
    case K::BoardSize:
        return AssignmentErrorText::tr("a board of size %1: this puzzle's sizes go from %2 to %3")
            .arg(e.values[0])
            .arg(e.values[1])
            .arg(e.values[2]);
    case K::BadSize:
        if (e.values[2] != 0)
            return AssignmentErrorText::tr("this puzzle has no board of %1×%2 with k = %3")
                .arg(e.values[0])
                .arg(e.values[1])
                .arg(e.values[2]);
        return AssignmentErrorText::tr("this puzzle has no board of %1×%2").arg(e.values[0]).arg(e.values[1]);
    case K::TooManyInstances:
        return AssignmentErrorText::tr("the board holds %1 puzzles, more than the %2 a board may hold")
            .arg(e.values[0])
            .arg(e.values[1]);
    case K::TwoSources:
        return AssignmentErrorText::tr("a board comes from one of size, board and file: %1 follows the one on line %2")
            .arg(quoted(e.found))
            .arg(e.values[0]);
    case K::BadBoard:
        return AssignmentErrorText::tr("the board written here is not one of this puzzle: %1").arg(parseErrorText(e.board));
    case K::FileUnreadable:
        if (e.line > 0) return AssignmentErrorText::tr("cannot read the file %1").arg(quoted(e.found));
        return AssignmentErrorText::tr("cannot read the assignment");
    case K::BadBoardFile:
        return AssignmentErrorText::tr("the file %1 is not one of this puzzle: %2")
            .arg(quoted(e.found), parseErrorText(e.board));
    }
    return {};
}

}  // namespace

grading::Wording windowWording() {
    const bool french = QLocale().language() == QLocale::French;
    return grading::Wording(french ? "fr" : "en", [](const char* english) {
        return QCoreApplication::translate("Grading", english).toStdString();
    });
}

QString assignmentErrorText(const AssignmentError& error, const QString& fileName) {
    QString where = fileName;
    if (error.line > 0 && error.column > 0)
        where = AssignmentErrorText::tr("%1, line %2, column %3").arg(fileName).arg(error.line).arg(error.column);
    else if (error.line > 0)
        where = AssignmentErrorText::tr("%1, line %2").arg(fileName).arg(error.line);
    return AssignmentErrorText::tr("%1: %2").arg(where, what(error));
}

}  // namespace pw::ui
