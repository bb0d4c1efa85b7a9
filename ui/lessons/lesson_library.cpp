#include "lesson_library.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <memory>

#include "all_puzzles.h"
#include "model/board_kind.h"
#include "lesson_error_text.h"
#include "lesson_reader.h"
#include "puzzles/all_boards.h"

namespace pw::ui {

namespace {

/// The name a lesson gives a sample: its resource's file name.
QString sampleName(const BoardSample& sample) { return QFileInfo(sample.resource).fileName(); }

/// The first step naming a sample its puzzle does not ship, as a LessonError.
std::optional<lessons::LessonError> unknownSample(const lessons::Lesson& lesson) {
    for (const lessons::LessonStep& step : lesson.steps) {
        if (step.board.kind != lessons::BoardSpec::Kind::Sample) continue;
        const BoardEntry* entry = builtinBoards().find(QString::fromStdString(step.puzzle));
        QStringList names;
        if (entry)
            for (const BoardSample& s : entry->samples) names << sampleName(s);
        if (names.contains(QString::fromStdString(step.board.sample))) continue;
        lessons::LessonError e;
        e.kind = lessons::LessonErrorKind::UnknownSample;
        e.line = step.line;
        e.found = step.board.sample;
        e.expected = names.join(QStringLiteral(", ")).toStdString();
        return e;
    }
    return std::nullopt;
}

/// The first board written in the lesson that its puzzle refuses, worded; empty when
/// every one reads. Each is read as a value by the puzzle's reader, as File › Open would
/// read it.
QString badBoard(const lessons::Lesson& lesson, const QString& name) {
    for (const lessons::LessonStep& step : lesson.steps) {
        if (step.board.kind != lessons::BoardSpec::Kind::Text) continue;
        const BoardKind* kind = findBoardKind(builtinBoardKinds(), QString::fromStdString(step.puzzle));
        if (!kind) continue;
        QString error;
        if (!kind->read(QString::fromStdString(step.board.text), nullptr, &error))
            return lessonBoardErrorText(step.board.line, error, name);
    }
    return {};
}

}  // namespace

QStringList builtinLessonIds() {
    QStringList ids;
    for (const PuzzleInfo& puzzle : builtinRegistry().puzzles()) {
        const QString id = QString::fromStdString(puzzle.id);
        if (QFile::exists(QStringLiteral(":/lessons/%1.txt").arg(id))) ids << id;
    }
    return ids;
}

LessonLoad loadBuiltinLesson(const QString& id) {
    QFile f(QStringLiteral(":/lessons/%1.txt").arg(id));
    if (!f.open(QIODevice::ReadOnly)) return {std::nullopt, LessonErrorText::tr("There is no built-in lesson %1.").arg(id), id};
    LessonLoad load = loadLessonText(f.readAll(), id);
    load.folder = QStringLiteral(":/lessons");
    return load;
}

LessonLoad loadLessonFile(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    QFile f(path);
    if (f.size() > static_cast<qint64>(lessons::kMaxLessonBytes)) {
        lessons::LessonError e;
        e.kind = lessons::LessonErrorKind::TooLarge;
        e.values = {f.size(), static_cast<std::int64_t>(lessons::kMaxLessonBytes), 0};
        return {std::nullopt, lessonErrorText(e, name), name};
    }
    if (!f.open(QIODevice::ReadOnly))
        return {std::nullopt, LessonErrorText::tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), f.errorString()), name};
    LessonLoad load = loadLessonText(f.read(static_cast<qint64>(lessons::kMaxLessonBytes) + 1), name);
    load.folder = QFileInfo(path).absolutePath();
    return load;
}

LessonLoad loadLessonText(const QByteArray& text, const QString& name) {
    lessons::LessonResult read = lessons::readLesson(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!read) return {std::nullopt, lessonErrorText(read.error(), name), name};
    if (const auto bad = unknownSample(read.value())) return {std::nullopt, lessonErrorText(*bad, name), name};
    if (const QString bad = badBoard(read.value(), name); !bad.isEmpty()) return {std::nullopt, bad, name};
    return {std::move(read).value(), QString(), name};
}

std::string currentLanguage() { return QLocale().language() == QLocale::French ? "fr" : "en"; }

QString lessonTitle(const lessons::Lesson& lesson) {
    return QString::fromStdString(lessons::inLanguage(lesson.titles, currentLanguage()));
}

}  // namespace pw::ui
