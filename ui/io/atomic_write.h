#pragma once
/// Writes a whole file or nothing: the bytes go to a temporary file beside the target,
/// which replaces it only once everything is written and flushed (QSaveFile). A full
/// disk, a crash or a kill mid-write leaves the old file as it was. Every file the
/// program writes goes through here (Save, the kept boards, the CSV and PNG exports, the
/// screenshot).
#include <QByteArray>
#include <QString>

QT_BEGIN_NAMESPACE
class QImage;
QT_END_NAMESPACE

namespace pw::ui {

/// False, with the system's reason in `error`, when the file could not be written.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);

/// The picture encoded as PNG in memory, then written the same way: the whole picture or
/// the old file untouched. False with the reason in `error` (the encoding's or the system's).
bool writePngAtomically(const QString& path, const QImage& picture, QString* error);

}  // namespace pw::ui
