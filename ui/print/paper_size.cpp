#include "paper_size.h"

#include <algorithm>
#include <array>

namespace pw::ui {

QPageSize::PageSizeId defaultPaperSize(const QLocale& locale) {
    // The territories whose printers are sold with Letter paper (CLDR's paperSize data).
    static constexpr std::array kLetter = {
        QLocale::UnitedStates, QLocale::Canada,    QLocale::Mexico,     QLocale::Philippines, QLocale::Chile,
        QLocale::Colombia,     QLocale::Venezuela, QLocale::CostaRica,  QLocale::Guatemala,   QLocale::Panama,
        QLocale::PuertoRico,   QLocale::ElSalvador, QLocale::Nicaragua, QLocale::Belize,
    };
    const bool letter = std::find(kLetter.begin(), kLetter.end(), locale.territory()) != kLetter.end();
    return letter ? QPageSize::Letter : QPageSize::A4;
}

}  // namespace pw::ui
