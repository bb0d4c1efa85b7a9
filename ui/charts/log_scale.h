#pragma once
/// A logarithmic scale for the comparison charts, drawn on a linear axis: a value v sits
/// at log10(v) − low, and a QCategoryAxis names the powers of ten "10³" (QLogValueAxis of
/// Qt 6.4 only formats its labels with printf, which writes "1e+03" in every language).
#include <QString>

QT_BEGIN_NAMESPACE
class QCategoryAxis;
QT_END_NAMESPACE

namespace pw::ui {

class LogScale {
public:
    /// The decades around the positive values seen by `include`: one decade below the
    /// smallest (zeros are drawn there) and up to the decade above 1.5 × the largest.
    void include(double value);
    int lowExponent() const;
    int highExponent() const;
    /// The smallest value drawn: a zero or a value below it is drawn here.
    double floor() const;
    /// Where `value` sits on the linear axis: log10(value) − lowExponent(), at least 0.
    double position(double value) const;
    /// The axis range, 0 .. highExponent() − lowExponent().
    double span() const { return highExponent() - lowExponent(); }
    /// A new axis over the span whose labels are the powers of ten, with a grid line at each.
    QCategoryAxis* makeAxis(const QString& title) const;
    /// "10³", "10⁻²", "1", "10": the label of a power of ten.
    static QString powerLabel(int exponent);

private:
    double lo_ = 1, hi_ = 10;
    bool empty_ = true;
};

}  // namespace pw::ui
