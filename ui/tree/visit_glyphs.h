#pragma once
/// The glyphs of a merged tree (tree/merged_tree.h) beside Gist's: what only one of the two
/// versions visits is drawn by shape, not by colour alone, so that it reads in black and
/// white and to every eye:
/// - a *ghost* (a subtree only the first version visits: what the second's idea cut) is a
///   hollow triangle, dashed and hatched, with its count;
/// - a subtree only the second visits is the same triangle upside down, solid and
///   cross-hatched;
/// - a folded subtree that both visit and that holds ghosts shows a ghost's outline behind
///   its triangle and the ghosts' count under it, "+ 37,449".
#include <QPointF>
#include <QString>

#include "tree_palette.h"

class QPainter;

namespace pw::ui {

/// The size of a triangle at a zoom: half its base, its height below the apex's level, and
/// the apex's rise above the node's centre.
struct TriangleSize {
    double half, height, rise;
    double room = 0;  ///< the width a caption under it may take without meeting a neighbour's
};

/// A subtree one version alone visits, holding `count` nodes, its apex at `c`.
void paintGhost(QPainter& p, QPointF c, const TriangleSize& size, const QString& count, const TreePalette& palette);
void paintSecondOnly(QPainter& p, QPointF c, const TriangleSize& size, const QString& count, const TreePalette& palette);
/// Behind a folded subtree both visit: the ghosts it holds, their count under its triangle.
void paintGhostsBehind(QPainter& p, QPointF c, const TriangleSize& size, const QString& count, const TreePalette& palette);

}  // namespace pw::ui
