#pragma once
/// Grading's texts in the window's language: the Wording the pages and the gradebook are
/// written with (their "Grading" texts translated by tr()), and an assignment's error
/// with its file and where in it: "queens-assignment.txt, line 12, column 8: 'fast' is
/// not a value of this key: N x VERSION".
#include <QCoreApplication>
#include <QString>

#include "assignment_error.h"
#include "wording.h"

namespace pw::ui {

/// The wording of the language in effect (the window's).
grading::Wording windowWording();

/// `fileName` names the assignment.
QString assignmentErrorText(const grading::AssignmentError& error, const QString& fileName);

/// Holds the translation context "AssignmentErrorText" of the sentences.
class AssignmentErrorText {
    Q_DECLARE_TR_FUNCTIONS(AssignmentErrorText)
};

}  // namespace pw::ui
