#include "registry_text.h"

#include <QLocale>

#include "core/registry.h"

namespace pw::ui {

QString versionLabel(const AlgorithmInfo& algorithm) {
    return QCoreApplication::translate("Algorithms", "v%1 — %2")
        .arg(algorithm.version)
        .arg(registryText(algorithm.title));
}

QString formatCount(std::uint64_t value) { return QLocale().toString(static_cast<qulonglong>(value)); }

QString formatDuration(double ms) {
    const QLocale locale;
    if (ms < 0) return QStringLiteral("—");
    if (ms < 1) return QCoreApplication::translate("Units", "%1 ms").arg(locale.toString(ms, 'f', 3));
    if (ms < 1000) return QCoreApplication::translate("Units", "%1 ms").arg(locale.toString(ms, 'f', 1));
    if (ms < 120000) return QCoreApplication::translate("Units", "%1 s").arg(locale.toString(ms / 1000, 'f', 2));
    return QCoreApplication::translate("Units", "%1 min").arg(locale.toString(ms / 60000, 'f', 1));
}

}  // namespace pw::ui
