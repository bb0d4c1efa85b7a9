#include "queens_notices.h"

#include <algorithm>
#include <iterator>

#include "queens/model.h"
#include "text/number_text.h"

namespace pw::ui {

namespace {

// Bytes in the largest unit that keeps a figure of at least 1, with one decimal.
QString formatBytes(std::int64_t bytes) {
    double value = static_cast<double>(std::max<std::int64_t>(0, bytes));
    const char* units[] = {QT_TRANSLATE_NOOP("QueensNotices", "%1 bytes"), QT_TRANSLATE_NOOP("QueensNotices", "%1 KiB"),
                           QT_TRANSLATE_NOOP("QueensNotices", "%1 MiB"), QT_TRANSLATE_NOOP("QueensNotices", "%1 GiB"),
                           QT_TRANSLATE_NOOP("QueensNotices", "%1 TiB"), QT_TRANSLATE_NOOP("QueensNotices", "%1 PiB")};
    std::size_t unit = 0;
    while (value >= 1024.0 && unit + 1 < std::size(units)) {
        value /= 1024.0;
        ++unit;
    }
    return QueensNotices::tr(units[unit]).arg(formatDecimal(value, unit == 0 ? 0 : 1));
}

}  // namespace

QString QueensNotices::text(const Notice& notice) {
    using queens::NoticeCode;
    const auto v = [&](std::size_t i) { return notice.values[i]; };
    switch (static_cast<NoticeCode>(notice.code)) {
    case NoticeCode::None:
    case NoticeCode::End: return {};
    case NoticeCode::JoinMemory:
        return tr("Not counted: joining half boards of the %1 queens on %n thread(s) would need %2 of memory for "
                  "its strips and half boards, and this machine has %3.",
                  nullptr, static_cast<int>(std::max<std::int64_t>(1, v(3))))
            .arg(v(0))
            .arg(formatBytes(v(1)), formatBytes(v(2)));
    }
    return {};
}

}  // namespace pw::ui
