#pragma once
/// Colour as the colour blind see it, for the tests of the boards' palette: the
/// simulations of Machado, Oliveira and Fernandes (2009, "A Physiologically-based Model
/// for Simulation of Color Vision Deficiency"), at severity 1.0 (dichromacy: protanopia,
/// deuteranopia, tritanopia), applied to linear RGB as the paper does; and the CIEDE2000
/// difference between two colours (Sharma, Wu and Dalal's formulation), in CIELAB under D65.
#include <QColor>
#include <QImage>
#include <QRect>

namespace pw::test {

enum class Vision { Normal, Protanopia, Deuteranopia, Tritanopia };
const char* visionName(Vision vision);

/// `colour` as seen with `vision`.
QColor simulate(const QColor& colour, Vision vision);
/// Every pixel of `image` as seen with `vision` (ARGB32).
QImage simulate(const QImage& image, Vision vision);

struct Lab {
    double L, a, b;
};
Lab toLab(const QColor& colour);
double ciede2000(const Lab& x, const Lab& y);
double ciede2000(const QColor& x, const QColor& y);

/// The colour a state puts in `probe`: the most common colour among the pixels of
/// `state` that differ from `reference` there (what the state added), or among all of the
/// probe's when none does or there is no reference.
QColor stateColour(const QImage& state, const QImage& reference, const QRect& probe);

}  // namespace pw::test
