#pragma once
/// Where lessons come from: the five built into the program (resources/lessons/<id>.txt,
/// compiled in, their ids the puzzles' own) and the teacher's own files. Both are read
/// by the same reader (lessons/lesson_reader.h); here the samples a lesson names are
/// checked against the ones the boards ship, and a failure is worded with its file and line.
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

#include "lesson.h"

namespace pw::ui {

/// A lesson read, or why not (one sentence naming the file and the line).
struct LessonLoad {
    std::optional<lessons::Lesson> lesson;
    QString error;
    QString name;  ///< the built-in lesson's id, or the file's name
    /// Where the files a lesson names (its replayed runs) are: the lesson file's folder,
    /// or the built-in lessons' resources.
    QString folder = {};
};

/// The ids of the built-in lessons, in the puzzle list's order.
QStringList builtinLessonIds();
/// A built-in lesson by id ("queens").
LessonLoad loadBuiltinLesson(const QString& id);
/// A lesson file: its size capped before it is read.
LessonLoad loadLessonFile(const QString& path);
/// A lesson's text; `name` names it in an error.
LessonLoad loadLessonText(const QByteArray& text, const QString& name);

/// The language of the program's texts now: "fr" or "en".
std::string currentLanguage();
/// The lesson's title in the current language.
QString lessonTitle(const lessons::Lesson& lesson);

}  // namespace pw::ui
