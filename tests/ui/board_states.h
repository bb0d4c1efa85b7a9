#pragma once
/// Each board drawn in the states that differ by colour (conflict against solved, a
/// refused step against a placed one, a line that sums right against one that cannot),
/// for the colour-blindness tests: what each state adds to a place of the board, and the
/// board drawn without it there.
#include <QImage>
#include <QRect>
#include <QString>

#include <functional>
#include <vector>

namespace pw::test {

/// One state of a board as rendered: the probe is where the state shows, the reference
/// the same board without it (null: the probe's whole area is the state's colour).
struct StateShot {
    QString name;
    QImage image;
    QImage reference;
    QRect probe;
};

/// Two states a reader must tell apart.
struct StatePair {
    QString board;
    StateShot a, b;
};

/// The pairs of every board, drawn at 420×420 in the scheme the application's palette
/// and the high-contrast switch give.
std::vector<StatePair> boardStatePairs();

}  // namespace pw::test
