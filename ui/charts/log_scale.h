#pragma once
/// A logarithmic scale for the comparison charts, drawn on a linear axis: a value v sits
/// at log10(v) − low, and a QCategoryAxis names the powers of ten "10³" (QLogValueAxis of
/// Qt 6.4 only formats its labels with printf, which writes "1e+03" in every language).
#include <QString>

QT_BEGIN_NAMESPACE
class QCategoryAxis;
class QFont;
QT_END_NAMESPACE

namespace pw::ui {

class LogScale {
public:
    /// The decades around the positive values seen by `include`: one decade below the
    /// smallest (zeros are drawn there) and up to the decade above 1.5 × the largest.
    void include(double value);
    /// Starts the scale at 10^exponent whatever `include` saw (counts start at 1: no
    /// decade below it).
    void startAt(int exponent) { fixedLow_ = exponent; hasFixedLow_ = true; }
    int lowExponent() const;
    int highExponent() const;
    /// The smallest value drawn: a zero or a value below it is drawn here.
    double floor() const;
    /// Where `value` sits on the linear axis: log10(value) − lowExponent(), at least 0.
    double position(double value) const;
    /// The axis range, 0 .. highExponent() − lowExponent().
    double span() const { return highExponent() - lowExponent(); }
    /// A new axis over the span whose labels are the powers of ten, with a grid line at
    /// each; at most `maxLabels` of them are named (Qt elides labels that crowd, to "…").
    QCategoryAxis* makeAxis(const QString& title, int maxLabels = 7) const;
    /// How many labels of `font` a vertical axis of a chart `chartHeight` pixels high
    /// holds without crowding (the title, legend and margins take the rest).
    static int labelsThatFit(double chartHeight, const QFont& font);
    /// "10³", "10⁻²", "1", "10": the label of a power of ten.
    static QString powerLabel(int exponent);

private:
    double lo_ = 1, hi_ = 10;
    bool empty_ = true;
    bool hasFixedLow_ = false;
    int fixedLow_ = 0;
};

}  // namespace pw::ui
