#include "atomic_write.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QSaveFile>

namespace pw::ui {

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    QSaveFile file(path);
    // Unbuffered, and every write's count checked: Qt 6.4 takes a short write (the disk
    // full halfway through a buffer) for a success, and commit() would then put a
    // truncated file in place of the old one. The next write of the rest fails with the
    // system's reason.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        if (error) *error = file.errorString();
        return false;
    }
    for (qint64 done = 0; done < bytes.size();) {
        const qint64 written = file.write(bytes.constData() + done, bytes.size() - done);
        if (written <= 0) {
            if (error) *error = file.errorString();
            file.cancelWriting();
            return false;
        }
        done += written;
    }
    // commit() flushes, syncs and renames; on any failure the temporary file is removed.
    if (!file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

bool writePngAtomically(const QString& path, const QImage& picture, QString* error) {
    QBuffer bytes;
    bytes.open(QIODevice::WriteOnly);
    if (!picture.save(&bytes, "PNG")) {
        if (error) *error = QCoreApplication::translate("Files", "the picture could not be encoded");
        return false;
    }
    return writeFileAtomically(path, bytes.data(), error);
}

}  // namespace pw::ui
