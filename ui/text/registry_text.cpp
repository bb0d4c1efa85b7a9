#include "registry_text.h"

#include "core/registry.h"

namespace pw::ui {

QString versionLabel(const AlgorithmInfo& algorithm) {
    // A version of the user's own is named by its file.
    if (!algorithm.file.empty())
        return QCoreApplication::translate("Algorithms", "mine: %1").arg(QString::fromStdString(algorithm.title));
    return QCoreApplication::translate("Algorithms", "v%1 — %2")
        .arg(algorithm.version)
        .arg(registryText(algorithm.title));
}

QString shortVersionLabel(const AlgorithmInfo& algorithm) {
    if (algorithm.file.empty()) return QStringLiteral("v%1").arg(algorithm.version);
    return QCoreApplication::translate("Algorithms", "mine", "a version of the user's own, where room is short");
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

}  // namespace pw::ui
