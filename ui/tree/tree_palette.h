#pragma once
/// The colours of the search tree in the boards' three schemes (BoardPalette): light,
/// dark (a dark desktop) and high contrast (View › High contrast, black on white with
/// heavier lines). The node kinds keep their hues in each (a solution teal or green,
/// a dead end red, a branch blue), matched to the boards' states, and the kinds that
/// share a shape (the folded subtrees' triangles: failed, with a solution, counted only,
/// a summary) stay apart for the colour blind: CIEDE2000 ≥ 20 under the Machado 2009
/// simulations (tests/ui/colour_blind_test.cpp). A cut and a dead end share a colour's
/// neighbourhood, and a cut is struck through.
#include <QColor>

#include "boards/board_palette.h"

class QWidget;

namespace pw::ui {

struct TreePalette {
    BoardPalette::Scheme scheme = BoardPalette::Scheme::Light;
    QColor background;     ///< the canvas
    QColor branch;         ///< a node with children
    QColor deadEnd;        ///< a closed node without one, a folded subtree without a solution
    QColor cut;            ///< a node cut by a bound (struck through in `cutStrike`)
    QColor cutStrike;
    QColor solution;
    QColor open;           ///< a node not closed yet
    QColor counted;        ///< a folded subtree counted only (no node of it traced)
    QColor summary;        ///< untraced work summarised (a table filled first)
    QColor summaryText;    ///< its caption
    QColor given;          ///< a decision taken as given
    QColor path;           ///< the current path's edges, outlines and names
    QColor current;        ///< the ring around the node the search is at
    QColor edge;
    QColor outline;        ///< a node's outline off the path
    QColor selected;
    QColor labelHalo;      ///< under a name, translucent
    QColor rulerBackground, rulerHeading, rulerText, rulerFaint;  ///< the depth ruler
    /// A merged tree's subtrees one version alone visits, told apart by shape (a hollow
    /// dashed triangle for the first's ghosts, one upside down for the second's), these
    /// colours only helping.
    QColor ghost, secondOnly;
    double lineScale = 1.0;

    static const TreePalette& forScheme(BoardPalette::Scheme scheme);
    /// The scheme the tree shows: BoardPalette::of's (high contrast when chosen, dark
    /// on a dark palette).
    static const TreePalette& of(const QWidget& widget);
    /// For paper (the tree's PDF): light, or high contrast when chosen.
    static const TreePalette& forPaper();
};

}  // namespace pw::ui
