#include "presentation_controller.h"

#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QDockWidget>
#include <QLayout>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSplitter>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "charts/comparison_chart.h"
#include "code_panel_fit.h"
#include "panels/control_panel.h"
#include "panels/pseudocode_view.h"
#include "text/relative_font.h"

namespace pw::ui {

namespace {

/// Narrower than this, a projector's window puts the puzzle list away in presentation mode.
constexpr int kNarrowWidth = 1200;

}  // namespace

PresentationController::PresentationController(Layout layout, QObject* parent)
    : QObject(parent), layout_(layout),
      codeFit_(new CodePanelFit({layout_.pseudocode, layout_.codePanel, layout_.boardRow, layout_.boardColumn, layout_.boards,
                                 sideFrame(), layout_.side->parentWidget()},
                                this)) {
    connect(layout_.treeDock, &QDockWidget::visibilityChanged, this, [this] {
        arrange();
        refitColumnsLater();
    });
}

void PresentationController::addViewActions(QMenu* view) {
    view->addAction(tr("Zoom &in"), QKeySequence::ZoomIn, this, [this] { setZoom(zoom_ * 1.15); });
    view->addAction(tr("Zoom &out"), QKeySequence::ZoomOut, this, [this] { setZoom(zoom_ / 1.15); });
    view->addAction(tr("&Normal size"), QKeySequence(Qt::CTRL | Qt::Key_0), this, [this] { setZoom(1.0); });
    presentationAction_ = view->addAction(tr("&Presentation mode"));
    presentationAction_->setCheckable(true);
    presentationAction_->setShortcut(QKeySequence(Qt::Key_F9));
    presentationAction_->setToolTip(tr("Large type for a projector"));
    connect(presentationAction_, &QAction::toggled, this, &PresentationController::togglePresentation);
    QAction* fullScreen = view->addAction(tr("&Full screen"));
    fullScreen->setCheckable(true);
    fullScreen->setShortcut(QKeySequence::FullScreen);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) {
        on ? layout_.window->showFullScreen() : layout_.window->showNormal();
    });
}

void PresentationController::setZoom(double factor) {
    zoom_ = std::clamp(factor, 0.6, 3.0);
    // The size before any zoom, taken once: a window rebuilt for a language change
    // must not compound the zoom already applied to the application font.
    static const double basePoints = QApplication::font().pointSizeF();
    QFont f = QApplication::font();
    f.setPointSizeF(basePoints * zoom_ * presentationScale());
    QApplication::setFont(f);
    appliedScale_ = presentationScale();
    refreshRelativeFonts(layout_.window);
    fitPuzzleList();
    layout_.chart->refreshFonts();
    layout_.pseudocode->followApplicationFont();
    // Once the new type has reached every widget, the columns take their widths.
    refitColumnsLater();
}

void PresentationController::setPresentation(bool on) {
    if (presentationAction_) presentationAction_->setChecked(on);
    else togglePresentation(on);
}

double PresentationController::presentationScale() const {
    // Large type in proportion to the screen: 1.6 times the normal size on a window
    // 1,000 pixels high, less on a 720-pixel projector, more on a 1080-pixel one.
    if (!presentation_) return 1.0;
    return 1.6 * std::clamp(layout_.window->height() / 1000.0, 0.8, 1.1);
}

void PresentationController::windowResized() {
    if (!presentation_) return;
    if ((layout_.window->width() < kNarrowWidth) != narrow_) {
        arrange();
        refitColumnsLater();
    }
    if (std::abs(presentationScale() - appliedScale_) > 0.05) setZoom(zoom_);
}

void PresentationController::refitColumnsLater() {
    if (presentation_) QTimer::singleShot(0, this, &PresentationController::fitColumns);
}

void PresentationController::togglePresentation(bool on) {
    presentation_ = on;
    layout_.controls->setPresentation(on);
    ComparisonChart* chart = layout_.chart;
    chart->setHintShown(!on);
    chart->setPagedWithBoard(on);
    // The charts' tab bar goes up into the menu bar's empty corner: the board's page then
    // costs the board no height at all.
    QMenuBar* menuBar = layout_.window->menuBar();
    if (on) menuBar->setCornerWidget(chart->takePageBar(), Qt::TopRightCorner);
    else if (menuBar->cornerWidget(Qt::TopRightCorner)) {
        menuBar->setCornerWidget(nullptr, Qt::TopRightCorner);
        chart->restorePageBar();
    }
    // On a projector the panels give way to the board and the code: the pseudo-code
    // moves beside the board over its whole height, the chart's hint goes until there is
    // a chart, the charts take turns with the board behind their tab bar (no row of
    // charts cuts the board), the puzzle list narrows to icons with their names, and the
    // side panel takes what its compact controls need.
    layout_.side->parentWidget()->setMinimumWidth(on ? 0 : layout_.sideWidth);
    // The window stays the size of the projector: a content whose minimum grows for a
    // moment (a bar of buttons flowing onto more lines as its width settles) does not
    // make the window grow past the screen. Out of presentation mode, the window keeps
    // room for every widget's minimum, as usual.
    layout_.window->layout()->setSizeConstraint(on ? QLayout::SetNoConstraint : QLayout::SetDefaultConstraint);
    if (on) layout_.window->setMinimumSize(0, 0);
    arrange();
    setZoom(zoom_);
    emit presentationChanged(on);
}

void PresentationController::setFocused(bool focused) {
    focused_ = focused;
    arrange();
    refitColumnsLater();
}

void PresentationController::arrange() {
    const bool treeShown = !layout_.treeDock->isHidden();
    const bool crowded = presentation_ && treeShown && !focused_;  // board, controls and tree side by side
    // A 4:3 projector (1024 pixels across) has no width to spare in large type: the
    // puzzle list and a share of the code's width go to the board.
    const bool narrow = presentation_ && layout_.window->width() < kNarrowWidth;
    sideFrame()->setVisible(!focused_);
    layout_.puzzleList->setVisible(!focused_ && !crowded && !narrow);
    // Beside the tree, the board's editing options are put away: the class watches a search.
    // On a 4:3 projector so are the comparison and the solution browser, which leave the
    // code its lines under the controls that drive the search.
    layout_.options->setVisible(!crowded);
    layout_.controls->setComparisonShown(!(crowded && narrow));
    layout_.solutions->setVisible(!(crowded && narrow));
    // The code panel: in a lesson's step, under the step's text (the room the text leaves,
    // the board the rest); on a projector beside the board, but beside the board and the
    // tree on a 4:3 one (the board takes its column's width): under the controls there,
    // as out of presentation mode.
    using Place = CodePanelFit::Place;
    const Place place = focused_ ? Place::Lesson : presentation_ && !(crowded && narrow) ? Place::BoardRow : Place::Side;
    const bool optionsAside = presentation_ && !crowded && !focused_;
    if (optionsAside != optionsAside_) {
        optionsAside_ = optionsAside;
        if (optionsAside) {
            layout_.boardColumn->removeWidget(layout_.options);
            layout_.side->insertWidget(1, layout_.options);  // under the controls
        } else {
            layout_.side->removeWidget(layout_.options);
            layout_.boardColumn->insertWidget(0, layout_.options);
        }
    }
    PseudocodeView* code = layout_.pseudocode;
    code->setFitToContent(place != Place::Side);
    if (place != codePlace_) {
        // Out of where it is...
        switch (codePlace_) {
        case Place::Side:
            layout_.side->removeWidget(layout_.codePanel);
            // The controls keep their height when the code leaves the side panel: the room
            // below them stays empty rather than stretching their boxes.
            layout_.side->addStretch(1);
            break;
        case Place::BoardRow: layout_.boardRow->removeWidget(layout_.codePanel); break;
        case Place::Lesson: layout_.lessonAside->removeWidget(layout_.codePanel); break;
        }
        // ...and into where it goes.
        switch (place) {
        case Place::Side:
            delete layout_.side->takeAt(layout_.side->count() - 1);  // the stretch
            layout_.side->addWidget(layout_.codePanel, 1);
            break;
        case Place::BoardRow: layout_.boardRow->addWidget(layout_.codePanel); break;  // as wide as it asks (CodePanelFit)
        case Place::Lesson: layout_.lessonAside->addWidget(layout_.codePanel); break;
        }
        codePlace_ = place;
    }
    narrow_ = narrow;
    codeFit_->setArrangement({presentation_, place, narrow, treeShown});
}

QWidget* PresentationController::sideFrame() const {
    // The side panel's widget sits in the viewport of the frame that scrolls it.
    return layout_.columns->widget(layout_.columns->count() - 1);
}

void PresentationController::fitColumns() {
    // The list takes its width, the side panel what its controls need at this type size
    // (no button squeezed), the board and the code share the rest.
    const QList<int> sizes = layout_.columns->sizes();
    const int total = std::accumulate(sizes.begin(), sizes.end(), 0);
    const int list = layout_.puzzleList->isHidden() ? 0 : layout_.puzzleList->minimumWidth();
    const int side = sideFrame()->minimumSizeHint().width();
    layout_.columns->setSizes({list, std::max(0, total - list - side), side});
    codeFit_->fitLater();
}

void PresentationController::fitPuzzleList() {
    QListWidget* puzzleList = layout_.puzzleList;
    if (!presentation_) {
        puzzleList->setViewMode(QListView::ListMode);
        puzzleList->setGridSize(QSize());
        puzzleList->setWordWrap(false);
        puzzleList->setIconSize(QSize(40, 40));
        // The list keeps room for its longest name at any type size.
        puzzleList->setMinimumWidth(puzzleList->sizeHintForColumn(0) + puzzleList->frameWidth() * 2 + 8);
        puzzleList->setMaximumWidth(QWIDGETSIZE_MAX);
        return;
    }
    const QFontMetrics fm(QApplication::font(puzzleList));  // the list's own font may not have followed yet
    const QSize icon(48, 48);
    int word = icon.width();
    for (int i = 0; i < puzzleList->count(); ++i)
        for (const QString& w : puzzleList->item(i)->text().split(QLatin1Char(' ')))
            word = std::max(word, fm.horizontalAdvance(w));
    // Names wrap between words, on two lines at most (every name has at most three words).
    const QSize grid(word + 16, icon.height() + 2 * fm.lineSpacing() + 14);
    puzzleList->setViewMode(QListView::IconMode);
    puzzleList->setFlow(QListView::TopToBottom);
    puzzleList->setWrapping(false);
    puzzleList->setMovement(QListView::Static);
    puzzleList->setWordWrap(true);
    puzzleList->setIconSize(icon);
    puzzleList->setGridSize(grid);
    const int width = grid.width() + puzzleList->frameWidth() * 2 + 4;
    puzzleList->setMinimumWidth(width);
    puzzleList->setMaximumWidth(width);
}

}  // namespace pw::ui
