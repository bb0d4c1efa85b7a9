#include "board_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QPointer>
#include <QStandardPaths>

#include "file_writer.h"

namespace pw::ui {

BoardStore::BoardStore(QString directory, std::function<QByteArray(const QString&)> envelope, QObject* parent)
    : QObject(parent), directory_(std::move(directory)), envelope_(std::move(envelope)) {
    timer_.setSingleShot(true);
    timer_.setInterval(kDelayMs);
    connect(&timer_, &QTimer::timeout, this, &BoardStore::writeChanged);
    // The writer reports from its own thread: the message crosses to this one queued,
    // and is dropped if the store is gone by then.
    QPointer<BoardStore> self(this);
    writer_ = std::make_unique<FileWriter>([self](const QString& path, const QString& error) {
        const QString message = tr("The board could not be kept in %1: %2").arg(QDir::toNativeSeparators(path), error);
        if (BoardStore* store = self.data())
            QMetaObject::invokeMethod(
                store, [self, message] { if (self) emit self->writeFailed(message); }, Qt::QueuedConnection);
    });
}

BoardStore::~BoardStore() = default;  // the writer writes what is pending, then stops

QString BoardStore::defaultDirectory() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/boards");
}

QString BoardStore::pathOf(const QString& puzzleId) const { return directory_ + QLatin1Char('/') + puzzleId + QStringLiteral(".json"); }

BoardStore::Loaded BoardStore::load(const QString& puzzleId, const QString& puzzleTitle) {
    Loaded loaded;
    QFile file(pathOf(puzzleId));
    if (!file.exists()) return loaded;
    QString why;
    KeptBoardRead read;
    if (file.size() > kMaxKeptBoardBytes) {
        read.problem = KeptBoardProblem::TooLarge;
    } else if (!file.open(QIODevice::ReadOnly)) {
        why = file.errorString();
    } else {
        read = decodeKeptBoard(file.read(kMaxKeptBoardBytes + 1), puzzleId);
        file.close();
    }
    switch (read.problem) {
    case KeptBoardProblem::None: break;
    case KeptBoardProblem::TooLarge: why = tr("the file is too large to be a board"); break;
    case KeptBoardProblem::NotJson: why = tr("the file is damaged"); break;
    case KeptBoardProblem::BadEnvelope: why = tr("the file is not a kept board of this puzzle"); break;
    case KeptBoardProblem::FutureFormat:
        why = tr("the file was written by a newer version of Puzzle Workbench (format %1)").arg(read.format);
        break;
    }
    if (why.isEmpty() && read.board) {
        loaded.board = std::move(read.board);
        written_[puzzleId] = QByteArray();  // unknown bytes: the first change writes anew
        return loaded;
    }
    const QString aside = setAside(puzzleId);
    loaded.problem = aside.isEmpty()
                         ? tr("The %1 board kept from last time could not be restored: %2. A new board is shown.")
                               .arg(puzzleTitle, why)
                         : tr("The %1 board kept from last time could not be restored: %2. It was set aside as %3, "
                              "and a new board is shown.")
                               .arg(puzzleTitle, why, QDir::toNativeSeparators(aside));
    return loaded;
}

QString BoardStore::setAside(const QString& puzzleId) {
    const QString path = pathOf(puzzleId);
    if (!QFile::exists(path)) return {};
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = path + QStringLiteral(".set-aside-") + stamp;
    for (int i = 2; QFile::exists(aside); ++i) aside = path + QStringLiteral(".set-aside-%1-%2").arg(stamp).arg(i);
    if (QFile::rename(path, aside)) return aside;
    QFile::remove(path);
    return {};
}

void BoardStore::changed(const QString& puzzleId) {
    changed_.insert(puzzleId);
    // Throttled, not postponed: a stream of changes does not keep pushing the write back.
    if (!timer_.isActive()) timer_.start();
}

void BoardStore::writeChanged() {
    if (changed_.empty()) return;
    if (!QDir().mkpath(directory_)) {
        emit writeFailed(tr("The boards cannot be kept: the folder %1 cannot be made.").arg(QDir::toNativeSeparators(directory_)));
        changed_.clear();
        return;
    }
    for (const QString& id : changed_) {
        QByteArray bytes = envelope_(id);
        if (bytes.isEmpty()) continue;
        QByteArray& last = written_[id];
        if (bytes == last) continue;  // a status change that changed nothing kept
        last = bytes;
        writer_->write(pathOf(id), std::move(bytes));
    }
    changed_.clear();
}

void BoardStore::writeNow() {
    timer_.stop();
    writeChanged();
    writer_->flush();
}

}  // namespace pw::ui
