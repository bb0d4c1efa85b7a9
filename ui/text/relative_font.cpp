#include "relative_font.h"

#include <QApplication>

namespace pw::ui {

namespace {
const char* const kScale = "pwFontScale";
const char* const kBold = "pwFontBold";

void apply(QWidget* widget) {
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * widget->property(kScale).toDouble());
    font.setBold(widget->property(kBold).toBool());
    widget->setFont(font);
}
}  // namespace

void setRelativeFont(QWidget* widget, double scale, bool bold) {
    widget->setProperty(kScale, scale);
    widget->setProperty(kBold, bold);
    apply(widget);
}

void refreshRelativeFonts(QWidget* root) {
    for (QWidget* w : root->findChildren<QWidget*>())
        if (w->property(kScale).isValid()) apply(w);
}

}  // namespace pw::ui
