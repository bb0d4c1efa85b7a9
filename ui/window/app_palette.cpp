#include "app_palette.h"

#include <QApplication>
#include <QStyle>

namespace pw::ui {

QPalette darkDesktopPalette() {
    QPalette dark = QApplication::palette();
    const QColor text(0xE8, 0xE8, 0xE8), faint(0x80, 0x84, 0x8A);
    dark.setColor(QPalette::Window, QColor(0x2A, 0x2D, 0x32));
    dark.setColor(QPalette::WindowText, text);
    dark.setColor(QPalette::Base, QColor(0x1E, 0x20, 0x24));
    dark.setColor(QPalette::AlternateBase, QColor(0x2A, 0x2D, 0x32));
    dark.setColor(QPalette::Text, text);
    dark.setColor(QPalette::Button, QColor(0x36, 0x3A, 0x40));
    dark.setColor(QPalette::ButtonText, text);
    dark.setColor(QPalette::BrightText, QColor(0xFF, 0x6E, 0x5A));
    dark.setColor(QPalette::Light, QColor(0x4A, 0x4F, 0x57));
    dark.setColor(QPalette::Midlight, QColor(0x40, 0x44, 0x4B));
    dark.setColor(QPalette::Mid, QColor(0x30, 0x33, 0x38));
    dark.setColor(QPalette::Dark, QColor(0x18, 0x1A, 0x1D));
    dark.setColor(QPalette::Shadow, QColor(0x0C, 0x0D, 0x0F));
    dark.setColor(QPalette::Highlight, QColor(0x3D, 0x6F, 0xB8));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::Link, QColor(0x8A, 0xB4, 0xF8));
    dark.setColor(QPalette::LinkVisited, QColor(0xC5, 0x8A, 0xF9));
    dark.setColor(QPalette::ToolTipBase, QColor(0x36, 0x3A, 0x40));
    dark.setColor(QPalette::ToolTipText, text);
    dark.setColor(QPalette::PlaceholderText, QColor(0x90, 0x94, 0x9A));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::ButtonText, QPalette::Text})
        dark.setColor(QPalette::Disabled, role, faint);
    return dark;
}

void applyPaletteChoice(const QString& choice) {
    if (choice == QLatin1String("dark")) QApplication::setPalette(darkDesktopPalette());
    else if (choice == QLatin1String("light")) QApplication::setPalette(QApplication::style()->standardPalette());
}

}  // namespace pw::ui
