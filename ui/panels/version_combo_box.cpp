#include "version_combo_box.h"

#include <QAbstractItemView>
#include <QStyleOptionComboBox>
#include <QStylePainter>

#include <algorithm>

namespace pw::ui {

namespace {
// The short form of "v4 — title": the part before the dash.
QString shortLabel(const QString& label) { return label.section(QStringLiteral(" — "), 0, 0); }
}  // namespace

VersionComboBox::VersionComboBox(QWidget* parent) : QComboBox(parent) {}

void VersionComboBox::setCompact(bool compact) {
    compact_ = compact;
    updateGeometry();
    update();
}

QString VersionComboBox::displayText() const { return compact_ ? shortLabel(currentText()) : currentText(); }

int VersionComboBox::popupWidth() const {
    const int frame = 2 * view()->frameWidth() + 8;
    return std::max(width(), view()->sizeHintForColumn(0) + frame);
}

QSize VersionComboBox::compactHint() const {
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    int text = 0;
    for (int i = 0; i < count(); ++i) text = std::max(text, fontMetrics().horizontalAdvance(shortLabel(itemText(i))));
    const QSize content(text + 4, fontMetrics().height());
    return style()->sizeFromContents(QStyle::CT_ComboBox, &opt, content, this);
}

QSize VersionComboBox::sizeHint() const { return compact_ ? compactHint() : QComboBox::sizeHint(); }

QSize VersionComboBox::minimumSizeHint() const { return compact_ ? compactHint() : QComboBox::minimumSizeHint(); }

void VersionComboBox::showPopup() {
    view()->setMinimumWidth(popupWidth());
    QComboBox::showPopup();
}

void VersionComboBox::paintEvent(QPaintEvent* event) {
    if (!compact_) {
        QComboBox::paintEvent(event);
        return;
    }
    QStylePainter painter(this);
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    opt.currentText = displayText();
    painter.drawComplexControl(QStyle::CC_ComboBox, opt);
    painter.drawControl(QStyle::CE_ComboBoxLabel, opt);
}

}  // namespace pw::ui
