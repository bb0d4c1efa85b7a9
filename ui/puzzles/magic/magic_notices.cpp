#include "magic_notices.h"

#include <algorithm>

#include "magic/model.h"
#include "text/number_text.h"

namespace pw::ui {

QString MagicNotices::text(const Notice& notice) {
    using magic::NoticeCode;
    const auto v = [&](std::size_t i) { return notice.values[i]; };
    const auto count = [&](std::size_t i) { return formatCount(static_cast<std::uint64_t>(std::max<std::int64_t>(0, v(i)))); };
    // A cell of order n, as "row r, column c" from 1.
    const auto row = [&](std::size_t cell, std::size_t order) { return v(order) > 0 ? v(cell) / v(order) + 1 : 0; };
    const auto column = [&](std::size_t cell, std::size_t order) { return v(order) > 0 ? v(cell) % v(order) + 1 : 0; };
    switch (static_cast<NoticeCode>(notice.code)) {
    case NoticeCode::None:
    case NoticeCode::End: return {};
    case NoticeCode::OrderTooSmall: return tr("A magic square has order %2 or more, not %1.").arg(v(0)).arg(v(1));
    case NoticeCode::OrderTooLarge: return tr("Orders above %2 are not supported, and this square has order %1.").arg(v(0)).arg(v(1));
    case NoticeCode::CellCount:
        return tr("A square of order %1 has %2 cell(s), not %3.", nullptr, numerus(v(0) * v(0)))
            .arg(v(0))
            .arg(v(0) * v(0))
            .arg(v(1));
    case NoticeCode::NumberOutOfRange:
        return tr("The number %1 (row %2, column %3) is not between 1 and %4.")
            .arg(v(0)).arg(row(1, 3)).arg(column(1, 3)).arg(v(2));
    case NoticeCode::NumberTwice:
        return tr("The number %1 is given twice (row %2, column %3).").arg(v(0)).arg(row(1, 2)).arg(column(1, 2));
    case NoticeCode::NotSquare: return tr("A magic square has as many rows as columns, not %1×%2.").arg(v(0)).arg(v(1));
    case NoticeCode::MaskOrder:
        return tr("This version keeps the numbers in a 64-bit mask: order %2 at most, not %1.").arg(v(0)).arg(v(1));
    case NoticeCode::StoppedTasks:
        return tr("Stopped after %1 task(s) of %2 (a task is the values of %3 of the fill order).", nullptr, numerus(v(0)))
            .arg(count(0), count(1), tr("the first %n cell(s)", nullptr, static_cast<int>(v(2))));
    case NoticeCode::StoppedSearchedTasks:
        return tr("Stopped after %1 task(s) of %2 (a task is the values of %3).", nullptr, numerus(v(0)))
            .arg(count(0), count(1), tr("the first %n searched cell(s)", nullptr, static_cast<int>(v(2))));
    case NoticeCode::GivensNoSymmetry:
        return tr("Cells are given: symmetry does not apply, so this is the search of v4, on one thread.");
    }
    return {};
}

}  // namespace pw::ui
