#pragma once
/// The file a board belongs to, if any, and whether the board still says what that
/// file holds. Each puzzle's board has one; the window's title names the current
/// board's file and marks it modified ([*]), and opening another file over a modified
/// one asks first. A board of no file (untitled) is never "modified": it is kept
/// between sessions anyway (board_store.h).
#include <QByteArray>
#include <QString>

namespace pw::ui {

struct DocumentState {
    QString path;            ///< empty: untitled
    QByteArray savedDigest;  ///< textDigest (kept_board.h) of the board's text as the file holds it

    bool isNamed() const { return !path.isEmpty(); }
    /// True when the board's text `current` differs from what its file holds.
    bool isModified(const QString& current) const;
    /// The file's name without its folder, for the title and the questions.
    QString fileName() const;
};

}  // namespace pw::ui
