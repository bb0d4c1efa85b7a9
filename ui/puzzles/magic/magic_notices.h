#pragma once
/// The magic square's notices (solvers/magic/model.h, NoticeCode) in the user's language.
#include <QCoreApplication>
#include <QString>

#include "core/notice.h"

namespace pw::ui {

class MagicNotices {
    Q_DECLARE_TR_FUNCTIONS(MagicNotices)
public:
    /// One or two sentences; empty for an empty notice.
    static QString text(const Notice& notice);
};

}  // namespace pw::ui
