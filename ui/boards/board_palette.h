#pragma once
/// The colours every board uses for the same meanings (a conflict is the same red on
/// every puzzle), chosen to read on a projector, in three schemes: light, dark (taken when
/// the desktop's palette is dark) and high contrast (View › High contrast: black on white,
/// strong lines, for the back of the room).
///
/// No state is told by its hue alone: a conflict also gets a cross-hatch or a ✗, a solved
/// or correct state a ✓ (board_marks.h). And the state colours stay apart for the colour
/// blind: a dark red against a light teal differs in lightness and along the blue–yellow
/// axis that protanopes and deuteranopes keep (tests/ui/colour_blind_test.cpp measures
/// CIEDE2000 ≥ 20 between the states of every board under the Machado 2009 simulations).
#include <QColor>

class QWidget;

namespace pw::ui {

struct BoardPalette {
    enum class Scheme { Light, Dark, HighContrast };

    Scheme scheme = Scheme::Light;
    QColor lightSquare, darkSquare;  ///< the chessboard
    QColor cellBackground;           ///< an empty cell
    QColor givenBackground;          ///< a cell the puzzle gives
    QColor gridLine;
    QColor attacked;                 ///< hatching of attacked squares
    QColor piece;                    ///< a queen
    QColor givenInk;                 ///< numbers and digits the puzzle gives
    QColor userInk;                  ///< numbers and digits the user typed
    QColor labelText;                ///< coordinates and captions around a board
    QColor conflict;                 ///< in conflict, refused, wrong: with a ✗ or a hatch
    QColor solved;                   ///< solved, correct: with a ✓
    QColor rejected;                 ///< a traced step refused (translucent)
    QColor justPlaced;               ///< a traced step placed or tried (translucent)
    QColor cursor;
    QColor highlight;
    QColor halo;                     ///< under strokes drawn over dark and light cells alike
    /// Two partial boards being joined (queens.v6), translucent over their columns: the
    /// first blue, the second orange (apart on the blue–yellow axis every eye keeps).
    QColor joinedFirst, joinedSecond;
    double lineScale = 1.0;          ///< how much heavier lines are drawn (high contrast)

    bool isDark() const { return scheme == Scheme::Dark; }
    bool isHighContrast() const { return scheme == Scheme::HighContrast; }
    /// Black or white, whichever reads better on `fill`.
    static QColor inkOn(const QColor& fill);

    static const BoardPalette& light();
    static const BoardPalette& dark();
    static const BoardPalette& highContrast();
    /// The scheme a board shows: high contrast when chosen (BoardTheme), else dark when
    /// the widget's own palette is dark, else light.
    static const BoardPalette& of(const QWidget& widget);
    static const BoardPalette& forScheme(Scheme scheme);
};

}  // namespace pw::ui
