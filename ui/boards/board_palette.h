#pragma once
/// The colours every board uses for the same meanings (a conflict is the same red on
/// every puzzle), chosen to read on a projector.
#include <QColor>

namespace pw::ui {

struct BoardPalette {
    QColor lightSquare{0xF0, 0xD9, 0xB5};
    QColor darkSquare{0xB5, 0x88, 0x63};
    QColor cellBackground{0xFD, 0xFD, 0xF8};
    QColor givenBackground{0xE4, 0xE8, 0xF0};
    QColor gridLine{0x33, 0x33, 0x33};
    QColor attacked{0x30, 0x50, 0x90, 0xA0};
    QColor piece{0x1E, 0x1E, 0x28};
    QColor conflict{0xD3, 0x2F, 0x2F};
    QColor solved{0x2E, 0x9D, 0x48};
    QColor rejected{0xE5, 0x39, 0x35, 0xB0};
    QColor justPlaced{0x42, 0x8B, 0xE8, 0x90};
    QColor cursor{0x1E, 0x88, 0xE5};
    QColor highlight{0xFF, 0xE0, 0x82, 0x90};
    /// Two partial boards being joined (queens.v6): the first's columns, the second's.
    QColor joinedFirst{0x1E, 0x78, 0xE8, 0x70};
    QColor joinedSecond{0xFB, 0x8C, 0x00, 0x58};

    static const BoardPalette& standard() {
        static const BoardPalette palette;
        return palette;
    }
};

}  // namespace pw::ui
