#pragma once
/// A reader's ParseError (solvers/core/parse_error.h) in the user's language: where it
/// is ("Line 3, column 40") and what the format expected there. The kinds are shared by
/// every puzzle and what a format allows comes as data, so nothing here names a puzzle.
#include <QCoreApplication>
#include <QString>

#include "core/parse_error.h"

namespace pw::ui {

/// The error as one sentence, translated.
QString parseErrorText(const ParseError& error);

/// Holds the translation context "ParseErrorText" of the sentences.
class ParseErrorText {
    Q_DECLARE_TR_FUNCTIONS(ParseErrorText)
};

}  // namespace pw::ui
