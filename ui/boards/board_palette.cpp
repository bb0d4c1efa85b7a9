#include "board_palette.h"

#include <QWidget>

#include <cmath>

#include "board_theme.h"

namespace pw::ui {

namespace {

BoardPalette makeLight() {
    BoardPalette p;
    p.scheme = BoardPalette::Scheme::Light;
    p.lightSquare = QColor(0xF0, 0xD9, 0xB5);
    p.darkSquare = QColor(0xB5, 0x88, 0x63);
    p.cellBackground = QColor(0xFD, 0xFD, 0xF8);
    p.givenBackground = QColor(0xE4, 0xE8, 0xF0);
    p.gridLine = QColor(0x33, 0x33, 0x33);
    p.attacked = QColor(0x30, 0x50, 0x90, 0xA0);
    p.piece = QColor(0x1E, 0x1E, 0x28);
    p.givenInk = QColor(0x1E, 0x1E, 0x28);
    p.userInk = QColor(0x1A, 0x4F, 0xA0);
    p.labelText = QColor(0x26, 0x2B, 0x33);
    // A dark red against a light teal: apart in lightness and on the blue–yellow axis,
    // where the old #D32F2F and #2E9D48 were the same brown to a deuteranope.
    p.conflict = QColor(0xB3, 0x26, 0x1E);
    p.solved = QColor(0x11, 0xA8, 0x8C);
    p.rejected = QColor(0xB3, 0x26, 0x1E, 0xB0);
    p.justPlaced = QColor(0x4B, 0x3F, 0xD0, 0x90);
    p.cursor = QColor(0x4B, 0x3F, 0xD0);
    p.highlight = QColor(0xFF, 0xE0, 0x82, 0x90);
    p.halo = QColor(0xFF, 0xFF, 0xFF, 0xE0);
    p.joinedFirst = QColor(0x1E, 0x78, 0xE8, 0x70);
    p.joinedSecond = QColor(0xFB, 0x8C, 0x00, 0x58);
    return p;
}

BoardPalette makeDark() {
    BoardPalette p;
    p.scheme = BoardPalette::Scheme::Dark;
    // A chessboard stays a chessboard, only dimmer; the cells go dark and the ink light.
    p.lightSquare = QColor(0xC4, 0xAE, 0x8C);
    p.darkSquare = QColor(0x8A, 0x68, 0x4C);
    p.cellBackground = QColor(0x24, 0x27, 0x2C);
    p.givenBackground = QColor(0x36, 0x3B, 0x45);
    p.gridLine = QColor(0xB8, 0xBC, 0xC4);
    p.attacked = QColor(0x20, 0x30, 0x60, 0xB0);
    p.piece = QColor(0x16, 0x16, 0x1E);
    p.givenInk = QColor(0xF2, 0xF2, 0xF2);
    p.userInk = QColor(0x9C, 0xC4, 0xFF);
    p.labelText = QColor(0xE0, 0xE2, 0xE6);
    p.conflict = QColor(0xFF, 0x6E, 0x5A);
    p.solved = QColor(0x3F, 0xD9, 0xB8);
    p.rejected = QColor(0xFF, 0x6E, 0x5A, 0x60);
    p.justPlaced = QColor(0x6A, 0x5C, 0xFF, 0x90);
    p.cursor = QColor(0x6A, 0x5C, 0xFF);
    p.highlight = QColor(0xFF, 0xD0, 0x50, 0x60);
    p.halo = QColor(0x10, 0x10, 0x14, 0xE0);
    p.joinedFirst = QColor(0x3A, 0x8E, 0xFF, 0x68);
    p.joinedSecond = QColor(0xFF, 0xA0, 0x20, 0x68);
    return p;
}

BoardPalette makeHighContrast() {
    BoardPalette p;
    p.scheme = BoardPalette::Scheme::HighContrast;
    // Black on white; the two states keep their hues, darkened until they read on white
    // from the back of the room, and keep their marks.
    p.lightSquare = QColor(0xFF, 0xFF, 0xFF);
    p.darkSquare = QColor(0xA8, 0xA8, 0xA8);
    p.cellBackground = QColor(0xFF, 0xFF, 0xFF);
    p.givenBackground = QColor(0xDC, 0xDC, 0xDC);
    p.gridLine = QColor(0x00, 0x00, 0x00);
    p.attacked = QColor(0x00, 0x00, 0x00, 0xC0);
    p.piece = QColor(0x00, 0x00, 0x00);
    p.givenInk = QColor(0x00, 0x00, 0x00);
    p.userInk = QColor(0x00, 0x00, 0x00);
    p.labelText = QColor(0x00, 0x00, 0x00);
    p.conflict = QColor(0xA0, 0x00, 0x00);
    p.solved = QColor(0x00, 0xA0, 0x80);
    p.rejected = QColor(0xA0, 0x00, 0x00, 0xC0);
    p.justPlaced = QColor(0x30, 0x20, 0xD0, 0xA0);
    p.cursor = QColor(0x30, 0x20, 0xD0);
    p.highlight = QColor(0xFF, 0xE0, 0x00, 0xA0);
    p.halo = QColor(0xFF, 0xFF, 0xFF);
    p.joinedFirst = QColor(0x00, 0x40, 0xFF, 0x80);
    p.joinedSecond = QColor(0xFF, 0x80, 0x00, 0xA0);
    p.lineScale = 2.0;
    return p;
}

}  // namespace

QColor BoardPalette::inkOn(const QColor& fill) {
    // Relative luminance (WCAG): black text past the point where it contrasts more.
    auto linear = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const double y = 0.2126 * linear(fill.redF()) + 0.7152 * linear(fill.greenF()) + 0.0722 * linear(fill.blueF());
    return y > 0.179 ? QColor(Qt::black) : QColor(Qt::white);
}

const BoardPalette& BoardPalette::light() {
    static const BoardPalette p = makeLight();
    return p;
}

const BoardPalette& BoardPalette::dark() {
    static const BoardPalette p = makeDark();
    return p;
}

const BoardPalette& BoardPalette::highContrast() {
    static const BoardPalette p = makeHighContrast();
    return p;
}

const BoardPalette& BoardPalette::forScheme(Scheme scheme) {
    switch (scheme) {
    case Scheme::Dark: return dark();
    case Scheme::HighContrast: return highContrast();
    case Scheme::Light: break;
    }
    return light();
}

const BoardPalette& BoardPalette::of(const QWidget& widget) {
    if (BoardTheme::instance().highContrast()) return highContrast();
    // The widget's palette follows the desktop's (or the application's): a dark window
    // behind the board asks for a dark board.
    return widget.palette().color(QPalette::Window).lightnessF() < 0.5 ? dark() : light();
}

}  // namespace pw::ui
