// MainWindow: menus and their actions, files, zoom and presentation, settings.
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QBoxLayout>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QTimer>
#include <QTextBrowser>
#include <QUndoGroup>
#include <QDialog>
#include <QDialogButtonBox>
#include <QResizeEvent>
#include <QDockWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "main_window.h"
#include "panels/control_panel.h"
#include "panels/counters_panel.h"
#include "panels/pseudocode_view.h"
#include "samples_menu.h"
#include "session/solve_session.h"
#include "text/registry_text.h"
#include "text/relative_font.h"

namespace pw::ui {

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open puzzle…"), QKeySequence::Open, this, &MainWindow::openFile);
    // A sample replaces the board like a file does: Save / Discard / Cancel first.
    file->addMenu(buildSamplesMenu(this, [this](const QString& puzzleId, const QString& text) { openSample(puzzleId, text); }));
    file->addAction(tr("&Save puzzle…"), QKeySequence::Save, this, &MainWindow::saveFile);
    file->addAction(tr("Save puzzle &as…"), QKeySequence::SaveAs, this, &MainWindow::saveFileAs);
    file->addSeparator();
    file->addAction(tr("Export chart as &PNG…"), QKeySequence(Qt::CTRL | Qt::Key_E), this, &MainWindow::exportChart);
    file->addAction(tr("Export results as &CSV…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this,
                    &MainWindow::exportCsv);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = undoGroup_->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = undoGroup_->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("&Clear the board"), QKeySequence(Qt::CTRL | Qt::Key_Backspace), this, [this] {
        session_->stop();
        if (BoardView* b = board()) {
            b->clearOverlay();
            b->clearBoard();
        }
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("Zoom &in"), QKeySequence::ZoomIn, this, [this] { setZoom(zoom_ * 1.15); });
    view->addAction(tr("Zoom &out"), QKeySequence::ZoomOut, this, [this] { setZoom(zoom_ / 1.15); });
    view->addAction(tr("&Normal size"), QKeySequence(Qt::CTRL | Qt::Key_0), this, [this] { setZoom(1.0); });
    presentationAction_ = view->addAction(tr("&Presentation mode"));
    presentationAction_->setCheckable(true);
    presentationAction_->setShortcut(QKeySequence(Qt::Key_F9));
    presentationAction_->setToolTip(tr("Large type for a projector"));
    connect(presentationAction_, &QAction::toggled, this, &MainWindow::togglePresentation);
    QAction* fullScreen = view->addAction(tr("&Full screen"));
    fullScreen->setCheckable(true);
    fullScreen->setShortcut(QKeySequence::FullScreen);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });
    view->addAction(treeDock_->toggleViewAction());
    view->addSeparator();
    QMenu* language = view->addMenu(tr("&Language"));
    languageGroup_ = new QActionGroup(this);
    const QString current = QSettings().value(QStringLiteral("language")).toString();
    const std::pair<QString, QString> languages[] = {
        {QString(), tr("System language")}, {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("fr"), QStringLiteral("Français")}};
    for (const auto& [code, name] : languages) {
        QAction* a = language->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setData(code);
        languageGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] { emit languageChangeRequested(code); });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("The &versions explained"), QKeySequence::HelpContents, this, &MainWindow::showVersionsHelp);
    help->addAction(tr("&About Puzzle Workbench"), this, &MainWindow::showAbout);
}

void MainWindow::showVersionsHelp() {
    BoardView* b = board();
    if (!b) return;
    const PuzzleInfo* puzzle = builtinRegistry().puzzle(b->puzzleId().toStdString());
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>").arg(registryText(puzzle->title).toHtmlEscaped(),
                                                              registryText(puzzle->description).toHtmlEscaped());
    for (const AlgorithmInfo* a : builtinRegistry().algorithmsOf(puzzle->id)) {
        html += QStringLiteral("<h3>%1 <small>(%2)</small></h3><p>%3</p><pre>")
                    .arg(versionLabel(*a).toHtmlEscaped(), QString::fromStdString(a->id), registryText(a->idea).toHtmlEscaped());
        for (const std::string& line : a->pseudocode) html += registryText(line).toHtmlEscaped() + QLatin1Char('\n');
        html += QStringLiteral("</pre>");
    }
    QDialog dialog(this);
    dialog.setWindowTitle(tr("The versions explained"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* text = new QTextBrowser(&dialog);
    text->setHtml(html);
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(720, 640);
    dialog.exec();
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Puzzle Workbench"),
                       tr("<h3>Puzzle Workbench %1</h3><p>Five classic puzzles, each solved by successive versions "
                          "of its algorithm, from brute force to the best known method. Step through a search to "
                          "watch backtracking happen, and compare the versions on a live chart.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::setZoom(double factor) {
    zoom_ = std::clamp(factor, 0.6, 3.0);
    // The size before any zoom, taken once: a window rebuilt for a language change
    // must not compound the zoom already applied to the application font.
    static const double basePoints = QApplication::font().pointSizeF();
    QFont f = QApplication::font();
    f.setPointSizeF(basePoints * zoom_ * presentationScale());
    QApplication::setFont(f);
    appliedScale_ = presentationScale();
    refreshRelativeFonts(this);
    fitPuzzleList();
    chart_->refreshFonts();
    // Once the new type has reached every widget, the columns take their widths.
    if (presentation_) QTimer::singleShot(0, this, &MainWindow::fitColumns);
}

void MainWindow::setPresentation(bool on) { presentationAction_->setChecked(on); }

double MainWindow::presentationScale() const {
    // Large type in proportion to the screen: 1.6 times the normal size on a window
    // 1,000 pixels high, less on a 720-pixel projector, more on a 1080-pixel one.
    if (!presentation_) return 1.0;
    return 1.6 * std::clamp(height() / 1000.0, 0.8, 1.1);
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    if (presentation_ && std::abs(presentationScale() - appliedScale_) > 0.05) setZoom(zoom_);
}

void MainWindow::togglePresentation(bool on) {
    presentation_ = on;
    controls_->setPresentation(on);
    chart_->setHintShown(!on);
    chart_->setPagedWithBoard(on);
    // The charts' tab bar goes up into the menu bar's empty corner: the board's page then
    // costs the board no height at all.
    if (on) menuBar()->setCornerWidget(chart_->takePageBar(), Qt::TopRightCorner);
    else if (menuBar()->cornerWidget(Qt::TopRightCorner)) {
        menuBar()->setCornerWidget(nullptr, Qt::TopRightCorner);
        chart_->restorePageBar();
    }
    // On a projector the panels give way to the board and the code: the pseudo-code
    // moves beside the board over its whole height (with room for lines of about 26
    // characters), the chart's hint goes until there is a chart, the charts take turns
    // with the board behind their tab bar (no row of charts cuts the board), and the
    // puzzle list narrows to icons with their names.
    pseudocode_->setMinimumWidth(on ? pseudocode_->fontMetrics().horizontalAdvance(QString(26, QLatin1Char('m'))) : 0);
    if (on) {
        sideLayout_->removeWidget(codePanel_);
        boardRow_->addWidget(codePanel_, 2);
    } else {
        boardRow_->removeWidget(codePanel_);
        sideLayout_->addWidget(codePanel_, 1);
    }
    setZoom(zoom_);
}

void MainWindow::fitColumns() {
    // The list takes its width, the side panel what its controls need at this type size
    // (no button squeezed), the board and the code share the rest.
    const QList<int> sizes = mainSplitter_->sizes();
    const int total = std::accumulate(sizes.begin(), sizes.end(), 0);
    const int list = puzzleList_->minimumWidth();
    const int side = sideLayout_->parentWidget()->minimumSizeHint().width();
    mainSplitter_->setSizes({list, std::max(0, total - list - side), side});
}

void MainWindow::fitPuzzleList() {
    if (!presentation_) {
        puzzleList_->setViewMode(QListView::ListMode);
        puzzleList_->setGridSize(QSize());
        puzzleList_->setWordWrap(false);
        puzzleList_->setIconSize(QSize(40, 40));
        // The list keeps room for its longest name at any type size.
        puzzleList_->setMinimumWidth(puzzleList_->sizeHintForColumn(0) + puzzleList_->frameWidth() * 2 + 8);
        puzzleList_->setMaximumWidth(QWIDGETSIZE_MAX);
        return;
    }
    const QFontMetrics fm(QApplication::font(puzzleList_));  // the list's own font may not have followed yet
    const QSize icon(48, 48);
    int word = icon.width();
    for (int i = 0; i < puzzleList_->count(); ++i)
        for (const QString& w : puzzleList_->item(i)->text().split(QLatin1Char(' ')))
            word = std::max(word, fm.horizontalAdvance(w));
    // Names wrap between words, on two lines at most (every name has at most three words).
    const QSize grid(word + 16, icon.height() + 2 * fm.lineSpacing() + 14);
    puzzleList_->setViewMode(QListView::IconMode);
    puzzleList_->setFlow(QListView::TopToBottom);
    puzzleList_->setWrapping(false);
    puzzleList_->setMovement(QListView::Static);
    puzzleList_->setWordWrap(true);
    puzzleList_->setIconSize(icon);
    puzzleList_->setGridSize(grid);
    const int width = grid.width() + puzzleList_->frameWidth() * 2 + 4;
    puzzleList_->setMinimumWidth(width);
    puzzleList_->setMaximumWidth(width);
}

void MainWindow::readSettings() {
    QSettings s;
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray())) resize(1500, 950);
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    mainSplitter_->restoreState(s.value(QStringLiteral("window/mainSplitter")).toByteArray());
    centreSplitter_->restoreState(s.value(QStringLiteral("window/centreSplitter")).toByteArray());
    controls_->setSpeedPosition(s.value(QStringLiteral("speed"), controls_->speedPosition()).toInt());
    setZoom(s.value(QStringLiteral("view/zoom"), 1.0).toDouble());
    presentationAction_->setChecked(s.value(QStringLiteral("view/presentation"), false).toBool());
    // No puzzle kept (a first start): the first of the list.
    if (!selectPuzzle(s.value(QStringLiteral("puzzle")).toString()) && puzzleList_->count() > 0)
        puzzleList_->setCurrentRow(0);
    // A board kept from last time has its size already; only a new one takes the size
    // chosen last for its puzzle.
    if (BoardView* b = board(); b && !restoredBoards_.count(b->puzzleId())) {
        const int size = s.value(QStringLiteral("size/") + b->puzzleId(), b->boardSize()).toInt();
        setBoardSize(size);
    }
}

void MainWindow::writeSettings() const {
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("window/mainSplitter"), mainSplitter_->saveState());
    s.setValue(QStringLiteral("window/centreSplitter"), centreSplitter_->saveState());
    s.setValue(QStringLiteral("speed"), controls_->speedPosition());
    s.setValue(QStringLiteral("view/zoom"), zoom_);
    s.setValue(QStringLiteral("view/presentation"), presentation_);
    if (BoardView* b = board()) {
        s.setValue(QStringLiteral("puzzle"), b->puzzleId());
        s.setValue(QStringLiteral("size/") + b->puzzleId(), b->boardSize());
    }
}

}  // namespace pw::ui
