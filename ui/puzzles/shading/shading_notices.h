#pragma once
/// The shading grid's notices (solvers/shading/model.h, NoticeCode) in the user's language.
#include <QCoreApplication>
#include <QString>

#include "core/notice.h"

namespace pw::ui {

class ShadingNotices {
    Q_DECLARE_TR_FUNCTIONS(ShadingNotices)
public:
    /// One sentence; empty for an empty notice.
    static QString text(const Notice& notice);
};

}  // namespace pw::ui
