#pragma once
/// The sudoku's notices (solvers/sudoku/model.h, NoticeCode) in the user's language.
#include <QCoreApplication>
#include <QString>

#include "core/notice.h"

namespace pw::ui {

class SudokuNotices {
    Q_DECLARE_TR_FUNCTIONS(SudokuNotices)
public:
    /// One sentence; empty for an empty notice.
    static QString text(const Notice& notice);
};

}  // namespace pw::ui
