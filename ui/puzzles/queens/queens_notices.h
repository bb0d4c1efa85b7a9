#pragma once
/// The queens notices (solvers/queens/model.h, NoticeCode) in the user's language.
#include <QCoreApplication>
#include <QString>

#include "core/notice.h"

namespace pw::ui {

class QueensNotices {
    Q_DECLARE_TR_FUNCTIONS(QueensNotices)
public:
    /// One or two sentences; empty for an empty notice.
    static QString text(const Notice& notice);
};

}  // namespace pw::ui
