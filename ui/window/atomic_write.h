#pragma once
/// Writes a whole file or nothing: the bytes go to a temporary file beside the target,
/// which replaces it only once everything is written and flushed (QSaveFile). A full
/// disk, a crash or a kill mid-write leaves the old file as it was. Every file the
/// program writes goes through here (Save, the kept boards, the CSV export) or through
/// QSaveFile directly (the PNG export, the screenshot).
#include <QByteArray>
#include <QString>

namespace pw::ui {

/// False, with the system's reason in `error`, when the file could not be written.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);

}  // namespace pw::ui
