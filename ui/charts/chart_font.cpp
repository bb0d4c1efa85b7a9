#include "chart_font.h"

#include <QApplication>

namespace pw::ui {

QFont chartFont(double scale, bool bold) {
    QFont f = QApplication::font();
    f.setPointSizeF(f.pointSizeF() * scale);
    f.setBold(bold);
    return f;
}

}  // namespace pw::ui
