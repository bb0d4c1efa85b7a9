#pragma once
/// The colours of the comparison charts in the boards' three schemes (BoardPalette):
/// light, dark (a dark desktop) and high contrast (View › High contrast), so that a dark
/// desktop does not get white charts beside its dark boards. Paper (the charts' PDF)
/// takes the light scheme, or high contrast when it is on.
///
/// The series: four colours that stay apart for the colour blind (CIEDE2000 ≥ 20 between
/// any two under the Machado 2009 simulations of protanopia, deuteranopia and
/// tritanopia, as the boards' states; tests/ui/colour_blind_test.cpp) and read on the
/// chart's background (WCAG contrast ≥ 3 for graphics). A fifth line and those after it
/// take the colours again with a dashed pen, then a dotted one: no two lines alike.
#include <QColor>
#include <QPen>

#include <array>

#include "boards/board_palette.h"

QT_BEGIN_NAMESPACE
class QChart;
class QWidget;
QT_END_NAMESPACE

namespace pw::ui {

struct ChartPalette {
    static constexpr int kSeriesColours = 4;

    BoardPalette::Scheme scheme = BoardPalette::Scheme::Light;
    QColor background;  ///< the chart and its plot area
    QColor text;        ///< titles, legends, axis labels and titles
    QColor grid;
    QColor axisLine;
    std::array<QColor, kSeriesColours> series;
    double lineWidth = 2;

    /// The colour of series `index` (bars: a set; lines: a version), cycling.
    QColor seriesColour(int index) const;
    /// The pen of line `index`: its colour, solid for the first four, then dashed, dotted.
    QPen linePen(int index) const;

    static const ChartPalette& forScheme(BoardPalette::Scheme scheme);
    /// The scheme a widget's charts show: BoardPalette::of's.
    static const ChartPalette& of(const QWidget& widget);
    /// For paper: light, or high contrast when chosen.
    static const ChartPalette& forPaper();
};

/// Colours `chart`'s background, title, legend and every axis it has now.
void applyChartPalette(QChart* chart, const ChartPalette& palette);

}  // namespace pw::ui
