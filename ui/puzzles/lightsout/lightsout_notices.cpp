#include "lightsout_notices.h"

#include <algorithm>

#include "lightsout/model.h"
#include "text/number_text.h"

namespace pw::ui {

QString LightsOutNotices::text(const Notice& notice) {
    using lightsout::NoticeCode;
    const auto v = [&](std::size_t i) { return notice.values[i]; };
    const auto count = [&](std::size_t i) { return formatCount(static_cast<std::uint64_t>(std::max<std::int64_t>(0, v(i)))); };
    const auto power = [&](std::size_t i) { return formatPower(2, static_cast<int>(v(i))); };
    switch (static_cast<NoticeCode>(notice.code)) {
    case NoticeCode::None:
    case NoticeCode::End: return {};
    case NoticeCode::NotSolvable:
        return tr("Not solvable: every press toggles an even number of the %1 lights of a quiet pattern, so the parity "
                  "of the lit ones among them never changes; %2 of them is (are) lit, an odd number, so they can never "
                  "all be off.", nullptr, numerus(v(1)))
            .arg(count(0), count(1));
    case NoticeCode::TooManyLights:
        return tr("This version simulates presses on boards of %2 light(s) at most, not %1: light chasing or linear "
                  "algebra solves this board.", nullptr, numerus(v(1)))
            .arg(count(0), count(1));
    case NoticeCode::TooManyFreePresses:
        return tr("Light chasing tries every set of first-row presses: %1 free presses are too many (%2 at most); "
                  "linear algebra solves this board.")
            .arg(count(0), count(1));
    case NoticeCode::FewestNotProven:
        // Quiet patterns and blocks are many here (else every solution is tried); the
        // rounds and the presses may be one.
        return tr("Fewest presses not proven: %1 quiet patterns give %2 solutions, too many to try them all. A "
                  "descent by blocks of %3 patterns (%4) found this one, with %5: a local minimum.")
            .arg(count(0), power(0), count(1), tr("%n round(s)", nullptr, numerus(v(2))),
                 tr("%n press(es)", nullptr, numerus(v(3))));
    case NoticeCode::TooManyToList:
        return tr("%1 solutions are too many to list (%2 at most).").arg(power(0), power(1));
    case NoticeCode::CountedFromNullity:
        return tr("%1 solutions counted from the dimension of the null space, not listed.").arg(power(0));
    }
    return {};
}

}  // namespace pw::ui
