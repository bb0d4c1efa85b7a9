#include "sudoku_notices.h"

#include "sudoku/model.h"
#include "text/number_text.h"

namespace pw::ui {

QString SudokuNotices::text(const Notice& notice) {
    using sudoku::NoticeCode;
    const auto v = [&](std::size_t i) { return notice.values[i]; };
    switch (static_cast<NoticeCode>(notice.code)) {
    case NoticeCode::None:
    case NoticeCode::End: return {};
    case NoticeCode::GivensInConflict: {
        const QString digit = formatCount(static_cast<std::uint64_t>(v(0)));
        const QString unit = formatCount(static_cast<std::uint64_t>(v(2)));
        switch (v(1)) {
        case 0: return tr("The givens are in conflict: the digit %1 is twice in row %2.").arg(digit, unit);
        case 1: return tr("The givens are in conflict: the digit %1 is twice in column %2.").arg(digit, unit);
        default: return tr("The givens are in conflict: the digit %1 is twice in box %2.").arg(digit, unit);
        }
    }
    case NoticeCode::BandSolverFellBack:
        return tr("The band solvers are made for 9×9 grids: this %1×%1 grid was solved by v3's general search.")
            .arg(formatCount(static_cast<std::uint64_t>(v(0))));
    }
    return {};
}

}  // namespace pw::ui
