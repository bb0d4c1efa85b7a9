#pragma once
/// How the window shows itself: the zoom of its type, full screen, and presentation mode
/// for a projector, where the type grows with the window's height, the puzzle list
/// narrows to icons, the pseudo-code moves beside the board over its whole height (back
/// under the controls while the search tree takes the right of the screen), and a
/// comparison's charts take turns with the board behind a tab bar in the menu bar's
/// corner. The window keeps the projector's size: its content never makes it grow. It
/// moves the window's widgets but builds none: the window gives it its layout.
#include <QObject>

#include "code_panel_fit.h"

class QAction;
class QBoxLayout;
class QDockWidget;
class QListWidget;
class QMainWindow;
class QMenu;
class QSplitter;
class QWidget;

namespace pw::ui {

class ComparisonChart;
class ControlPanel;
class PseudocodeView;

class PresentationController final : public QObject {
    Q_OBJECT
public:

    /// The parts of the window's layout that presentation mode moves or reshapes.
    struct Layout {
        QMainWindow* window;
        QListWidget* puzzleList;
        QSplitter* columns;     ///< the puzzle list, the centre, the side panel
        QBoxLayout* side;       ///< the side panel: controls, solutions, and the code panel normally
        QBoxLayout* boardRow;   ///< the board, and the code panel in presentation mode
        QBoxLayout* boardColumn;  ///< the puzzle's options, the board, its status and counters
        QWidget* options;       ///< the puzzle's options, above the board or under the controls
        QWidget* solutions;     ///< the solution browser and its title, under the controls
        QWidget* boards;        ///< the board (the stack of the puzzles' boards), in the board column
        QWidget* codePanel;     ///< the pseudo-code and its title
        QBoxLayout* lessonAside;  ///< under a lesson step's text, where the code goes in a step
        PseudocodeView* pseudocode;
        ComparisonChart* chart;
        ControlPanel* controls;
        QDockWidget* treeDock;
        int sideWidth;          ///< the side panel's least width out of presentation mode
    };

    PresentationController(Layout layout, QObject* parent);

    /// Zoom in, out, normal size, presentation mode, full screen.
    void addViewActions(QMenu* view);

    double zoom() const { return zoom_; }
    void setZoom(double factor);
    bool isPresentation() const { return presentation_; }
    /// Large type for a projector (View › Presentation mode).
    void setPresentation(bool on);
    /// The window's size changed: in presentation mode the type follows its height.
    void windowResized();
    /// In presentation mode: the side panel as wide as its controls need, the rest to the
    /// board, once the sizes of a change have reached the layouts (after a run, whose
    /// counts may widen the controls).
    void refitColumnsLater();
    /// A lesson's step shows the board alone with what it is about: the puzzle list and
    /// the side panel put away (`focused`), or everything back.
    void setFocused(bool focused);
    /// Puts the panels where they go now. In presentation mode the pseudo-code is beside
    /// the board and the puzzle's options under the controls, leaving the board the
    /// height. With the tree shown as well, the options are put away and the puzzle list
    /// makes way for the tree; on a 16:9 projector the code stays beside the board (whose
    /// square leaves width to spare there); on a 4:3 one, whose board takes the whole
    /// width of its column, it goes under the version's and the run's controls, and the
    /// comparison and the solution browser are put away as well: the class watches a
    /// search. On a narrow projector (4:3) the list makes way for the board.
    void arrange();
    /// The share of the window's width the search tree takes when it is shown.
    double treeShare() const { return !presentation_ ? 0.4 : focused_ ? 0.33 : 0.25; }

signals:
    /// Presentation mode was turned on or off (panels outside the layout follow it).
    void presentationChanged(bool on);

private:
    void togglePresentation(bool on);
    /// The puzzle list's shape: a list of names, or in presentation mode icons with their
    /// names wrapped under them, in a narrow column that takes the longest word.
    void fitPuzzleList();
    void fitColumns();
    /// What the columns' splitter holds for the side panel: the frame that scrolls it.
    QWidget* sideFrame() const;
    /// How much larger the type is in presentation mode at this window's height.
    double presentationScale() const;

    Layout layout_;
    QAction* presentationAction_ = nullptr;
    double zoom_ = 1.0;
    bool presentation_ = false;
    /// Where the code panel is: under the controls, beside the board, under a lesson's text.
    CodePanelFit::Place codePlace_ = CodePanelFit::Place::Side;
    CodePanelFit* codeFit_;  ///< the code panel's share of the screen
    bool optionsAside_ = false;  ///< the puzzle's options are under the controls
    bool focused_ = false;     ///< a lesson's step: no puzzle list, no side panel
    bool narrow_ = false;      ///< arranged for a window narrower than a 16:9 projector's
    double appliedScale_ = 1.0;  ///< the presentation scale of the type in force
};

}  // namespace pw::ui
