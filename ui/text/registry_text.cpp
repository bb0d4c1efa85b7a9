#include "registry_text.h"

#include <QLocale>

#include "core/registry.h"

namespace pw::ui {

QString versionLabel(const AlgorithmInfo& algorithm) {
    return QCoreApplication::translate("Algorithms", "v%1 — %2")
        .arg(algorithm.version)
        .arg(registryText(algorithm.title));
}

QString eventKindName(EventKind kind) {
    switch (kind) {
    case EventKind::Try: return QCoreApplication::translate("Events", "try");
    case EventKind::Place: return QCoreApplication::translate("Events", "place");
    case EventKind::Remove: return QCoreApplication::translate("Events", "take back");
    case EventKind::Reject: return QCoreApplication::translate("Events", "reject");
    case EventKind::Cut: return QCoreApplication::translate("Events", "cut");
    case EventKind::Solution: return QCoreApplication::translate("Events", "solution");
    case EventKind::Bound: return QCoreApplication::translate("Events", "new bound");
    case EventKind::Done: return QCoreApplication::translate("Events", "done");
    }
    return {};
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
