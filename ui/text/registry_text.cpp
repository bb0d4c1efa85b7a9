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
    // A file is named by its name, which tells two students' files apart; a long one
    // keeps its beginning and its end.
    constexpr qsizetype kLongest = 20;
    const QString name = QString::fromStdString(algorithm.title);
    if (name.size() <= kLongest) return name;
    return name.left(kLongest / 2 - 1) + QChar(0x2026) + name.right(kLongest / 2);
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
