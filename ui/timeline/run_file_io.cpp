#include "run_file_io.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "all_puzzles.h"
#include "io/atomic_write.h"
#include "text/number_text.h"
#include "text/parse_error_text.h"

namespace pw::ui {

bool saveRunFile(const QString& path, const RecordedRun& run, QString* error) {
    const std::string bytes = writeRunFile(run, builtinRegistry());
    QString reason;
    if (writeFileAtomically(path, QByteArray::fromStdString(bytes), &reason)) return true;
    if (error) *error = RunFileText::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
    return false;
}

std::optional<RecordedRun> openRunFile(const QString& path, QString* error) {
    QFile f(path);
    if (f.size() > static_cast<qint64>(kMaxRunFileBytes)) {
        RunFileError tooLarge;
        tooLarge.kind = RunFileErrorKind::TooLarge;
        tooLarge.values = {f.size(), static_cast<std::int64_t>(kMaxRunFileBytes), 0};
        if (error) *error = runFileErrorText(tooLarge, path);
        return std::nullopt;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) *error = RunFileText::tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = f.read(static_cast<qint64>(kMaxRunFileBytes) + 1);
    RunFileResult read = readRunFile(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                                     builtinRegistry());
    if (!read) {
        if (error) *error = runFileErrorText(read.error(), path);
        return std::nullopt;
    }
    return std::move(read).value();
}

QString runFileErrorText(const RunFileError& e, const QString& path) {
    const QString file = QDir::toNativeSeparators(path);
    const QString found = QString::fromUtf8(e.found.data(), static_cast<qsizetype>(e.found.size()));
    QString what;
    switch (e.kind) {
    case RunFileErrorKind::None:
    case RunFileErrorKind::End: what = RunFileText::tr("it cannot be read"); break;
    case RunFileErrorKind::TooLarge:
        what = RunFileText::tr("it holds %1 bytes, more than the %2 a run file may hold")
                   .arg(formatCount(static_cast<std::uint64_t>(e.values[0])), formatCount(static_cast<std::uint64_t>(e.values[1])));
        break;
    case RunFileErrorKind::NotARunFile: what = RunFileText::tr("it is not a run saved by Puzzle Workbench"); break;
    case RunFileErrorKind::NewerFormat:
        what = RunFileText::tr("it was saved in format %1 by a newer version of the program, which reads up to format %2")
                   .arg(e.values[0])
                   .arg(e.values[1]);
        break;
    case RunFileErrorKind::BadSection: what = RunFileText::tr("a section's line is damaged: « %1 »").arg(found); break;
    case RunFileErrorKind::Truncated: what = RunFileText::tr("the file ends too soon: it was cut short"); break;
    case RunFileErrorKind::MissingSection: what = RunFileText::tr("the section « %1 » is missing").arg(found); break;
    case RunFileErrorKind::RepeatedSection: what = RunFileText::tr("the section « %1 » comes twice").arg(found); break;
    case RunFileErrorKind::BadValue:
        what = found.isEmpty() ? RunFileText::tr("a value is damaged") : RunFileText::tr("« %1 » is not a value it may hold").arg(found);
        break;
    case RunFileErrorKind::OutOfRange:
        what = RunFileText::tr("%1 is outside %2 to %3").arg(e.values[0]).arg(e.values[1]).arg(e.values[2]);
        break;
    case RunFileErrorKind::UnknownPuzzle: what = RunFileText::tr("it is a run of « %1 », a puzzle this program does not have").arg(found); break;
    case RunFileErrorKind::UnknownVersion:
        what = RunFileText::tr("it is a run of « %1 », a version this program does not have").arg(found);
        break;
    case RunFileErrorKind::BadBoard: what = RunFileText::tr("its board does not read: %1").arg(parseErrorText(e.board)); break;
    case RunFileErrorKind::TooMany:
        what = RunFileText::tr("it holds %1 where %2 at most are read")
                   .arg(formatCount(static_cast<std::uint64_t>(e.values[0])), formatCount(static_cast<std::uint64_t>(e.values[1])));
        break;
    }
    if (e.kind == RunFileErrorKind::TooLarge || e.kind == RunFileErrorKind::NotARunFile)
        return RunFileText::tr("%1: %2.").arg(file, what);
    const QString section = QString::fromStdString(e.section);
    if (section.isEmpty())
        return RunFileText::tr("%1, byte %2: %3.").arg(file, formatCount(e.offset), what);
    return RunFileText::tr("%1, byte %2 (section « %3 »): %4.").arg(file, formatCount(e.offset), section, what);
}

QByteArray stateJson(const RecordedMoment& moment, std::uint64_t events, const std::vector<std::string>& counterNames) {
    QJsonObject counters;
    counters.insert(QStringLiteral("nodes"), static_cast<qint64>(moment.counters.nodes));
    counters.insert(QStringLiteral("checks"), static_cast<qint64>(moment.counters.checks));
    counters.insert(QStringLiteral("solutions"), static_cast<qint64>(moment.counters.solutions));
    counters.insert(QStringLiteral("prunes"), static_cast<qint64>(moment.counters.prunes));
    for (std::size_t i = 0; i < counterNames.size() && i < Stats::kExtraCount; ++i)
        counters.insert(QString::fromStdString(counterNames[i]), static_cast<qint64>(moment.counters.extra[i]));
    QJsonArray board;
    for (int v : moment.state) board.append(v);
    QJsonObject root;
    root.insert(QStringLiteral("event"), static_cast<qint64>(moment.index + 1));
    root.insert(QStringLiteral("events"), static_cast<qint64>(events));
    static const char* const kKinds[] = {"try", "place", "remove", "reject", "cut", "solution", "bound", "done"};
    root.insert(QStringLiteral("kind"), QString::fromLatin1(kKinds[static_cast<int>(moment.event.kind) & 7]));
    root.insert(QStringLiteral("line"), moment.event.line < 0 ? QJsonValue() : QJsonValue(moment.event.line + 1));
    root.insert(QStringLiteral("counters"), counters);
    root.insert(QStringLiteral("board"), board);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

}  // namespace pw::ui
