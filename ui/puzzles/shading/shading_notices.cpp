#include "shading_notices.h"

#include "shading/model.h"

namespace pw::ui {

QString ShadingNotices::text(const Notice& notice) {
    using shading::NoticeCode;
    const auto v = [&](std::size_t i) { return notice.values[i]; };
    switch (static_cast<NoticeCode>(notice.code)) {
    case NoticeCode::None:
    case NoticeCode::End: return {};
    case NoticeCode::SideOutOfRange:
        return tr("The grid's sides must be between %3 and %4, not %1×%2.").arg(v(0)).arg(v(1)).arg(v(2)).arg(v(3));
    case NoticeCode::KOutOfRange:
        return tr("The forbidden run length k must be between %2 and %3, not %1.").arg(v(0)).arg(v(1)).arg(v(2));
    case NoticeCode::KLargerThanGrid:
        return tr("k = %1 is larger than the %2×%3 grid: no run of %1 fits, so every cell could be shaded.")
            .arg(v(0)).arg(v(1)).arg(v(2));
    case NoticeCode::StoppedBeforeProof:
        return tr("Stopped before the maximum was proven: the grid shown is the best found, with %n shaded cell(s).",
                  nullptr, static_cast<int>(v(0)));
    }
    return {};
}

}  // namespace pw::ui
