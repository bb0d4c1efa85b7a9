#pragma once
/// One board kept between sessions, as the file <AppData>/boards/<puzzle>.json holds it:
/// a versioned envelope around what the board says of itself.
///
///     {"format": 1, "puzzle": "sudoku", "algorithm": "sudoku.v3",
///      "text": "<the board's toText()>", "state": {<keptState()>},
///      "file": "/home/…/tomorrow.txt", "fileDigest": "<sha-256 of the text last saved there>"}
///
/// `format` changes only when an older program could not read the new files; a newer
/// format is refused (set aside), never guessed at. Only Qt Core is used here, so the
/// sanitizer trees fuzz this reader without Qt Widgets.
#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace pw::ui {

constexpr int kKeptBoardFormat = 1;
/// A kept file larger than this is damaged: no board's text comes near it.
constexpr qint64 kMaxKeptBoardBytes = qint64{8} << 20;

struct KeptBoard {
    QString puzzle;      ///< the registry id; the file's name says it too
    QString algorithm;   ///< the version chosen for this puzzle, or empty
    QString text;        ///< the board in its puzzle's file format (BoardView::toText)
    QJsonObject state;   ///< what the format leaves out (BoardView::keptState)
    QString file;        ///< the file the board was opened from or saved to, or empty
    QByteArray fileDigest;  ///< hex SHA-256 of the text as it is in `file`

    friend bool operator==(const KeptBoard&, const KeptBoard&) = default;
};

/// Why a kept file cannot be restored.
enum class KeptBoardProblem {
    None,
    TooLarge,       ///< over kMaxKeptBoardBytes
    NotJson,        ///< not a JSON object (cut short, garbled)
    FutureFormat,   ///< written by a newer program (`format` above kKeptBoardFormat)
    BadEnvelope,    ///< a field missing or of the wrong type, or another puzzle's file
};

struct KeptBoardRead {
    std::optional<KeptBoard> board;
    KeptBoardProblem problem = KeptBoardProblem::None;
    int format = 0;  ///< the file's format when it has one (FutureFormat says which)
};

QByteArray encodeKeptBoard(const KeptBoard& board);
/// Reads an envelope of `puzzle`; any bytes give a board or a problem.
KeptBoardRead decodeKeptBoard(const QByteArray& bytes, const QString& puzzle);
/// The digest `fileDigest` holds for a text.
QByteArray textDigest(const QString& text);

}  // namespace pw::ui
