#pragma once
/// The code panel's share of a projector's screen, computed from its lines and the face
/// they are in (a font with taller lines, such as Noto, asks for more than DejaVu), so that
/// the class reads the code from afar whatever fonts the classroom's PC has:
/// - wherever it is, at least `kLeastLines` whole lines, wherever the run's lit line
///   scrolls it (the view's least height);
/// - beside the board, a share of the board's row that leaves the board its square: 2/5
///   of it, 1/3 beside the search tree, 1/4 on a 4:3 projector, and about 26 characters
///   (22 on a 4:3 projector) at least. Alone beside the board on a 16:9 screen the code is
///   read whole: when its lines do not fit the height at that width, it widens, up to half
///   the row, and its type comes down from 0.8 of the application's towards 0.7, never to
///   more of the screen than the board has; past that it keeps its type and scrolls;
/// - under the controls (a 4:3 projector beside the tree), its type comes down as far
///   as 0.7 to keep its lines in the height the side panel's frame leaves it; lines too
///   long for that (a pseudo-code's sentences) show at the usual type in that height.
/// Out of presentation mode and in a lesson's step (whose text sizes both) the code takes
/// the room it is given at the usual type.
///
/// It fits the code again when the room changes (the board's row, the code panel's height
/// beside the board, the side panel's frame's height, the code's width under the controls)
/// and when the lines or their face change; never because of its own fit, nor while a
/// run's status and counters change under the board at every step.
#include <QObject>

class QBoxLayout;
class QWidget;

namespace pw::ui {

class PseudocodeView;

class CodePanelFit final : public QObject {
    Q_OBJECT
public:
    static constexpr int kLeastLines = 8;

    /// Where the code panel is.
    enum class Place { Side, BoardRow, Lesson };
    struct Parts {
        PseudocodeView* code;
        QWidget* codePanel;       ///< the code and its title
        QBoxLayout* boardRow;     ///< the board's column and, beside the board, the code panel
        QBoxLayout* boardColumn;  ///< the board, its status and counters
        QWidget* boards;          ///< the board's widget in its column
        QWidget* sideFrame;       ///< the frame that scrolls the side panel
        QWidget* sidePanel;       ///< the side panel: the controls and, under them, the code panel
    };
    /// How the screen is arranged: presentation mode, the code's place, a 4:3 projector's
    /// narrow width, the search tree shown.
    struct Arrangement {
        bool presentation = false;
        Place place = Place::Side;
        bool narrow = false;
        bool treeShown = false;
        friend bool operator==(const Arrangement&, const Arrangement&) = default;
    };

    CodePanelFit(Parts parts, QObject* parent);

    void setArrangement(Arrangement arrangement);
    /// Fits the code once the layouts have settled.
    void fitLater();
    void fit();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Beside the board: sets the type and the width, and answers the width.
    int fitBesideTheBoard();
    /// Under the controls: sets the type, and answers the room the view has in the frame.
    int fitUnderTheControls();
    /// The board's height in the board's column when the column is `width` wide: the
    /// column's height less what its status and counters take, wrapped at that width.
    int boardHeightAt(int width) const;
    /// The room for the view beside the board: the code panel's height under its title.
    int roomBesideTheBoard() const;

    Parts parts_;
    Arrangement arrangement_;
    bool pending_ = false;
};

}  // namespace pw::ui
