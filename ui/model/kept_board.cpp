#include "model/kept_board.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace pw::ui {

QByteArray encodeKeptBoard(const KeptBoard& board) {
    QJsonObject o{{QStringLiteral("format"), kKeptBoardFormat},
                  {QStringLiteral("puzzle"), board.puzzle},
                  {QStringLiteral("text"), board.text}};
    if (!board.algorithm.isEmpty()) o.insert(QStringLiteral("algorithm"), board.algorithm);
    if (!board.state.isEmpty()) o.insert(QStringLiteral("state"), board.state);
    if (!board.file.isEmpty()) {
        o.insert(QStringLiteral("file"), board.file);
        o.insert(QStringLiteral("fileDigest"), QString::fromLatin1(board.fileDigest));
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

KeptBoardRead decodeKeptBoard(const QByteArray& bytes, const QString& puzzle) {
    KeptBoardRead read;
    if (bytes.size() > kMaxKeptBoardBytes) {
        read.problem = KeptBoardProblem::TooLarge;
        return read;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        read.problem = KeptBoardProblem::NotJson;
        return read;
    }
    const QJsonObject o = document.object();
    // The format first: a newer file may have changed anything else.
    const QJsonValue format = o.value(QStringLiteral("format"));
    const double number = format.toDouble(0);
    if (!format.isDouble() || !(number >= 1) || number != std::floor(number)) {
        read.problem = KeptBoardProblem::BadEnvelope;
        return read;
    }
    read.format = number > 1e9 ? 1'000'000'000 : static_cast<int>(number);
    if (read.format > kKeptBoardFormat) {
        read.problem = KeptBoardProblem::FutureFormat;
        return read;
    }
    const QJsonValue id = o.value(QStringLiteral("puzzle")), text = o.value(QStringLiteral("text"));
    const QJsonValue algorithm = o.value(QStringLiteral("algorithm")), state = o.value(QStringLiteral("state"));
    const QJsonValue file = o.value(QStringLiteral("file")), digest = o.value(QStringLiteral("fileDigest"));
    const bool shapeOk = id.isString() && id.toString() == puzzle && text.isString() &&
                         (algorithm.isUndefined() || algorithm.isString()) && (state.isUndefined() || state.isObject()) &&
                         (file.isUndefined() || file.isString()) && (digest.isUndefined() || digest.isString());
    if (!shapeOk) {
        read.problem = KeptBoardProblem::BadEnvelope;
        return read;
    }
    KeptBoard board;
    board.puzzle = id.toString();
    board.text = text.toString();
    board.algorithm = algorithm.toString();
    board.state = state.toObject();
    board.file = file.toString();
    // A digest says what the board's file held: without a file it means nothing (a
    // damaged "file" key), and it is dropped, as the writer leaves it out.
    if (!board.file.isEmpty()) board.fileDigest = digest.toString().toLatin1();
    read.board = std::move(board);
    return read;
}

QByteArray textDigest(const QString& text) {
    return QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex();
}

}  // namespace pw::ui
