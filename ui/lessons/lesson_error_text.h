#pragma once
/// The lesson reader's LessonError (lessons/lesson_error.h) in the user's language, with
/// the file and where in it: "lesson.txt, line 12: unknown version queens.v9 (this
/// puzzle has v1, v2, v3, v4, v5)".
#include <QCoreApplication>
#include <QString>

#include "lesson_error.h"

namespace pw::ui {

/// `fileName` names the lesson (a file's name, or a built-in lesson's id).
QString lessonErrorText(const lessons::LessonError& error, const QString& fileName);
/// A board written in the lesson that its puzzle's board refuses: the line of its
/// `board` key, and the board's own sentence (where in the board, and why).
QString lessonBoardErrorText(int line, const QString& boardError, const QString& fileName);

/// Holds the translation context "LessonErrorText" of the sentences.
class LessonErrorText {
    Q_DECLARE_TR_FUNCTIONS(LessonErrorText)
};

}  // namespace pw::ui
