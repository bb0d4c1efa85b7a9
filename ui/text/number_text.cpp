#include "number_text.h"

#include <QCoreApplication>
#include <QLocale>

namespace pw::ui {

QString formatCount(std::uint64_t value) { return QLocale().toString(static_cast<qulonglong>(value)); }

int numerus(std::uint64_t count) {
    if (count <= 1'000'000'000) return static_cast<int>(count);
    return static_cast<int>(1'000'000 + count % 1'000'000);
}

QString formatDecimal(double value, int decimals) { return QLocale().toString(value, 'f', decimals); }

QString formatDuration(double ms) {
    if (ms < 0) return QStringLiteral("—");
    if (ms < 1) return QCoreApplication::translate("Units", "%1 ms").arg(formatDecimal(ms, 3));
    if (ms < 1000) return QCoreApplication::translate("Units", "%1 ms").arg(formatDecimal(ms, 1));
    if (ms < 120000) return QCoreApplication::translate("Units", "%1 s").arg(formatDecimal(ms / 1000, 2));
    return QCoreApplication::translate("Units", "%1 min").arg(formatDecimal(ms / 60000, 1));
}

QString formatPower(int base, int exponent) {
    static const char16_t kSuperscript[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString digits;
    for (const QChar c : QString::number(exponent < 0 ? -exponent : exponent))
        digits += QChar(kSuperscript[c.digitValue()]);
    return QString::number(base) + (exponent < 0 ? QStringLiteral("⁻") : QString()) + digits;
}

}  // namespace pw::ui
