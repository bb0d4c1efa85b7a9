#include "lockstep_launch.h"

#include <QObject>
#include <QTimer>

#include "all_puzzles.h"
#include "lockstep_dock.h"
#include "lockstep_view.h"

namespace pw::ui {

QString readLockstepVersions(const QString& value, QString* puzzle, QStringList* ids) {
    const QStringList parts = value.split(QLatin1Char(','));
    if (parts.size() != 2)
        return QObject::tr("--lockstep expects two versions of one puzzle, such as queens.v1,queens.v2, not '%1'")
            .arg(value);
    for (const QString& id : parts) {
        const AlgorithmInfo* a = builtinRegistry().algorithm(id.trimmed().toStdString());
        const QString of = a ? QString::fromStdString(a->puzzle) : QString();
        if (!a || (!puzzle->isEmpty() && of != *puzzle))
            return QObject::tr("unknown algorithm '%1' for this puzzle").arg(id);
        *puzzle = of;
        ids->append(id.trimmed());
    }
    return {};
}

bool startLockstep(MainWindow* window, const QStringList& ids, int events, std::function<void()> done,
                   QString* error) {
    const AlgorithmInfo* first = builtinRegistry().algorithm(ids.value(0).toStdString());
    const AlgorithmInfo* second = builtinRegistry().algorithm(ids.value(1).toStdString());
    if (!first || !second) {
        *error = QObject::tr("--lockstep expects two versions of one puzzle, such as queens.v1,queens.v2, not '%1'")
                     .arg(ids.join(QLatin1Char(',')));
        return false;
    }
    LockstepDock* dock = LockstepDock::of(window);
    if (!dock->openWith(*first, *second, error)) return false;
    LockstepPair* pair = &dock->view()->pair();
    // Held at their first events, then the rest in one step of each gate.
    QObject::connect(
        pair, &LockstepPair::changed, dock,
        [pair, events, done] {
            if (events <= 1) {
                done();
                return;
            }
            QObject::connect(pair, &LockstepPair::changed, pair, done, Qt::SingleShotConnection);
            pair->step(events - 1);
        },
        Qt::SingleShotConnection);
    return true;
}

}  // namespace pw::ui
