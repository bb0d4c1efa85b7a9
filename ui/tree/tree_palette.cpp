#include "tree_palette.h"

#include "boards/board_theme.h"

namespace pw::ui {

namespace {

TreePalette makeLight() {
    TreePalette p;
    p.scheme = BoardPalette::Scheme::Light;
    p.background = QColor(0xFF, 0xFF, 0xFF);
    p.branch = QColor(0x1E, 0x60, 0xC8);
    // The boards' conflict red and solved teal (the old #D32F2F and #2E9D48 were 6.4
    // apart for a deuteranope); a counted subtree pale grey, lighter than the teal.
    p.deadEnd = BoardPalette::light().conflict;
    p.cut = QColor(0xF0, 0x8C, 0x00);
    p.cutStrike = QColor(0xFF, 0xFF, 0xFF);
    p.solution = BoardPalette::light().solved;
    p.open = QColor(0xFF, 0xFF, 0xFF);
    p.counted = QColor(0xE4, 0xE4, 0xE4);
    p.summary = QColor(0x7E, 0x57, 0xC2);
    p.summaryText = p.summary.darker(130);
    p.given = QColor(0xBB, 0xDE, 0xFB);
    p.path = QColor(0x21, 0x21, 0x21);
    p.current = QColor(0xFF, 0xC1, 0x07);
    p.edge = QColor(0x78, 0x78, 0x78);
    p.outline = p.edge.darker(140);
    p.selected = QColor(0x8E, 0x24, 0xAA);
    p.labelHalo = QColor(0xFF, 0xFF, 0xFF, 215);
    p.rulerBackground = QColor(0xF4, 0xF4, 0xF4);
    p.rulerHeading = QColor(0xE0, 0xE0, 0xE0);
    p.rulerText = QColor(0x21, 0x21, 0x21);
    p.rulerFaint = QColor(0x75, 0x75, 0x75);
    p.ghost = QColor(0x6E, 0x6E, 0x6E);
    p.secondOnly = QColor(0x0B, 0x7A, 0x66);
    return p;
}

TreePalette makeDark() {
    TreePalette p;
    p.scheme = BoardPalette::Scheme::Dark;
    p.background = BoardPalette::dark().cellBackground;
    p.branch = QColor(0x5B, 0x9B, 0xFF);
    p.deadEnd = BoardPalette::dark().conflict;
    p.cut = QColor(0xFF, 0xA7, 0x26);
    p.cutStrike = p.background;
    p.solution = BoardPalette::dark().solved;
    p.open = QColor(0x4A, 0x50, 0x5A);
    p.counted = QColor(0x40, 0x40, 0x48);
    p.summary = QColor(0x95, 0x75, 0xCD);
    p.summaryText = p.summary.lighter(135);
    p.given = QColor(0x2B, 0x4A, 0x6B);
    p.path = QColor(0xEE, 0xEE, 0xEE);
    p.current = QColor(0xFF, 0xC1, 0x07);
    p.edge = QColor(0x80, 0x86, 0x90);
    p.outline = QColor(0xA8, 0xAE, 0xB6);
    p.selected = QColor(0xD0, 0x8C, 0xFF);
    p.labelHalo = QColor(0x24, 0x27, 0x2C, 215);
    p.rulerBackground = QColor(0x2C, 0x30, 0x36);
    p.rulerHeading = QColor(0x36, 0x3B, 0x45);
    p.rulerText = BoardPalette::dark().labelText;
    p.rulerFaint = QColor(0x9A, 0xA0, 0xA8);
    p.ghost = QColor(0xB0, 0xB6, 0xBE);
    p.secondOnly = QColor(0x4F, 0xD1, 0xB5);
    return p;
}

TreePalette makeHighContrast() {
    TreePalette p;
    p.scheme = BoardPalette::Scheme::HighContrast;
    p.background = QColor(0xFF, 0xFF, 0xFF);
    p.branch = QColor(0x00, 0x40, 0xC0);
    p.deadEnd = BoardPalette::highContrast().conflict;
    p.cut = QColor(0xC0, 0x50, 0x00);
    p.cutStrike = QColor(0xFF, 0xFF, 0xFF);
    p.solution = BoardPalette::highContrast().solved;
    p.open = QColor(0xFF, 0xFF, 0xFF);
    p.counted = QColor(0xE4, 0xE4, 0xE4);
    p.summary = QColor(0x50, 0x20, 0xA0);
    p.summaryText = p.summary;
    p.given = QColor(0xC0, 0xD8, 0xFF);
    p.path = QColor(0x00, 0x00, 0x00);
    p.current = QColor(0xD0, 0x80, 0x00);
    p.edge = QColor(0x40, 0x40, 0x40);
    p.outline = QColor(0x00, 0x00, 0x00);
    p.selected = QColor(0x80, 0x00, 0x80);
    p.labelHalo = QColor(0xFF, 0xFF, 0xFF, 235);
    p.rulerBackground = QColor(0xFF, 0xFF, 0xFF);
    p.rulerHeading = QColor(0xDC, 0xDC, 0xDC);
    p.rulerText = QColor(0x00, 0x00, 0x00);
    p.rulerFaint = QColor(0x50, 0x50, 0x50);
    p.ghost = QColor(0x40, 0x40, 0x40);
    p.secondOnly = QColor(0x00, 0x60, 0x50);
    p.lineScale = BoardPalette::highContrast().lineScale;
    return p;
}

}  // namespace

const TreePalette& TreePalette::forScheme(BoardPalette::Scheme scheme) {
    static const TreePalette light = makeLight(), dark = makeDark(), high = makeHighContrast();
    switch (scheme) {
    case BoardPalette::Scheme::Dark: return dark;
    case BoardPalette::Scheme::HighContrast: return high;
    case BoardPalette::Scheme::Light: break;
    }
    return light;
}

const TreePalette& TreePalette::of(const QWidget& widget) { return forScheme(BoardPalette::of(widget).scheme); }

const TreePalette& TreePalette::forPaper() {
    return forScheme(BoardTheme::instance().highContrast() ? BoardPalette::Scheme::HighContrast
                                                           : BoardPalette::Scheme::Light);
}

}  // namespace pw::ui
