#include "log_scale.h"

#include <QCategoryAxis>

#include <algorithm>
#include <cmath>

#include "text/number_text.h"

namespace pw::ui {

void LogScale::include(double value) {
    if (!(value > 0)) return;
    lo_ = empty_ ? value : std::min(lo_, value);
    hi_ = empty_ ? value : std::max(hi_, value);
    empty_ = false;
}

int LogScale::lowExponent() const { return static_cast<int>(std::floor(std::log10(lo_))) - 1; }

int LogScale::highExponent() const {
    return std::max(lowExponent() + 1, static_cast<int>(std::ceil(std::log10(hi_ * 1.5))));
}

double LogScale::floor() const { return std::pow(10.0, lowExponent()); }

double LogScale::position(double value) const {
    return value > 0 ? std::clamp(std::log10(value) - lowExponent(), 0.0, span()) : 0.0;
}

QString LogScale::powerLabel(int exponent) { return formatPower(10, exponent); }

QCategoryAxis* LogScale::makeAxis(const QString& title) const {
    auto* axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(0);
    // Many decades would crowd the labels: every second or third one is named then.
    const int decades = highExponent() - lowExponent();
    const int step = decades > 12 ? 3 : (decades > 7 ? 2 : 1);
    for (int e = lowExponent(); e <= highExponent(); ++e)
        if ((e - lowExponent()) % step == 0) axis->append(powerLabel(e), e - lowExponent());
    axis->setRange(0, span());
    axis->setTitleText(title);
    return axis;
}

}  // namespace pw::ui
