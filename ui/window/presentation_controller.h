#pragma once
/// How the window shows itself: the zoom of its type, full screen, and presentation mode
/// for a projector, where the type grows with the window's height, the puzzle list
/// narrows to icons, the pseudo-code moves beside the board over its whole height, and a
/// comparison's charts take turns with the board behind a tab bar in the menu bar's
/// corner. It moves the window's widgets but builds none: the window gives it its layout.
#include <QObject>

class QAction;
class QBoxLayout;
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
        QWidget* codePanel;     ///< the pseudo-code and its title
        PseudocodeView* pseudocode;
        ComparisonChart* chart;
        ControlPanel* controls;
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

private:
    void togglePresentation(bool on);
    /// The puzzle list's shape: a list of names, or in presentation mode icons with their
    /// names wrapped under them, in a narrow column that takes the longest word.
    void fitPuzzleList();
    void fitColumns();
    /// How much larger the type is in presentation mode at this window's height.
    double presentationScale() const;

    Layout layout_;
    QAction* presentationAction_ = nullptr;
    double zoom_ = 1.0;
    bool presentation_ = false;
    double appliedScale_ = 1.0;  ///< the presentation scale of the type in force
};

}  // namespace pw::ui
