#pragma once
/// Where every puzzle's board is kept between sessions: one envelope a puzzle
/// (kept_board.h) in <AppData>/boards/<puzzle>.json. The window tells the store when a
/// board changed; the store writes it about a second later on its writer's thread,
/// throttled rather than postponed, so a board edited without a pause is still written
/// every second and a kill loses at most the last second or two. A file that cannot be
/// restored (damaged, of a future format) is set aside under a new name with a sentence
/// saying so, and the other boards still come back. The store names no puzzle: the
/// window gives it the ids and the envelopes.
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include "model/kept_board.h"

namespace pw::ui {

class FileWriter;

class BoardStore final : public QObject {
    Q_OBJECT
public:
    /// How long after a change its board is written.
    static constexpr int kDelayMs = 1000;

    /// `envelope(puzzleId)` builds the bytes of a board when the store writes it.
    BoardStore(QString directory, std::function<QByteArray(const QString& puzzleId)> envelope,
               QObject* parent = nullptr);
    ~BoardStore() override;

    /// <AppData>/boards: QStandardPaths::AppDataLocation, the user's data of this program.
    static QString defaultDirectory();
    QString directory() const { return directory_; }
    QString pathOf(const QString& puzzleId) const;

    /// What was kept of a puzzle's board: nothing (no file), a board, or a sentence for
    /// the user when the file could not be restored (it was set aside).
    struct Loaded {
        std::optional<KeptBoard> board;
        QString problem;
    };
    Loaded load(const QString& puzzleId, const QString& puzzleTitle);
    /// Renames the puzzle's file out of the way (its name gets ".set-aside-<time>") and
    /// returns the new name, or an empty string when there was nothing to move or the
    /// rename failed (then the file is removed, so that it cannot come back).
    QString setAside(const QString& puzzleId);

    /// The board of `puzzleId` changed: it is written within kDelayMs.
    void changed(const QString& puzzleId);
    /// Writes every changed board now and waits until the files are on disk.
    void writeNow();

signals:
    /// A kept board could not be written (a full disk, a read-only folder): the reason.
    void writeFailed(const QString& message);

private:
    void writeChanged();

    QString directory_;
    std::function<QByteArray(const QString&)> envelope_;
    std::set<QString> changed_;
    std::map<QString, QByteArray> written_;  ///< the bytes last handed to the writer, per puzzle
    QTimer timer_;
    std::unique_ptr<FileWriter> writer_;
};

}  // namespace pw::ui
