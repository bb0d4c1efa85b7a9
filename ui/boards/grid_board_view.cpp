#include "grid_board_view.h"

#include <QAccessibleEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>

#include <algorithm>

#include "all_puzzles.h"
#include "board_accessible.h"
#include "board_palette.h"
#include "board_theme.h"
#include "text/registry_text.h"

namespace pw::ui {

namespace {

/// The shortest time between two announcements: a played search changes the board
/// dozens of times a second, which no one can listen to.
constexpr qint64 kAnnouncementGapMs = 400;

}  // namespace

GridBoardView::GridBoardView(PuzzleBoard* board, const BoardKind& kind, QWidget* parent)
    : BoardView(board, kind, parent) {
    installBoardAccessibility();
    connect(&BoardTheme::instance(), &BoardTheme::changed, this, qOverload<>(&QWidget::update));
    connect(this, &BoardView::statusChanged, this, &GridBoardView::scheduleAnnouncement);
}

BoardGeometry GridBoardView::geometry() const { return BoardGeometry(size(), scene_.rows, scene_.cols, marginCells()); }

const BoardPalette& GridBoardView::boardPalette() const { return BoardPalette::of(*this); }

const GridScene& GridBoardView::scene() const {
    scene_.palette = &boardPalette();
    scene_.surroundInk = surroundInk();
    scene_.surroundFill = surroundFill();
    return scene_;
}

QColor GridBoardView::surroundInk() const {
    return boardPalette().isHighContrast() ? QColor(Qt::black) : palette().color(QPalette::WindowText);
}

QColor GridBoardView::surroundFill() const {
    return boardPalette().isHighContrast() ? QColor(Qt::white) : palette().color(QPalette::Window);
}

void GridBoardView::setGridSize(int rows, int cols) {
    scene_.rows = std::max(1, rows);
    scene_.cols = std::max(1, cols);
    cursorR_ = cursorC_ = 0;
    scene_.overlay = Overlay::None;
    scene_.overlayCells.clear();
    update();
}

void GridBoardView::positionChanged() {
    followGridShape();
    clearOverlay();
    BoardView::positionChanged();
}

void GridBoardView::followGridShape() {
    const QSize shape = gridShape();
    if (shape.height() != scene_.rows || shape.width() != scene_.cols) setGridSize(shape.height(), shape.width());
}

void GridBoardView::fitGridToBoard() {
    const QSize shape = gridShape();
    setGridSize(shape.height(), shape.width());
}

void GridBoardView::setCursor(int r, int c) {
    const int oldR = cursorR_, oldC = cursorC_;
    cursorR_ = std::clamp(r, 0, scene_.rows - 1);
    cursorC_ = std::clamp(c, 0, scene_.cols - 1);
    update();
    if (cursorR_ != oldR || cursorC_ != oldC) announceCursor();
}

void GridBoardView::playCell(int r, int c) {
    if (r < 0 || c < 0 || r >= scene_.rows || c >= scene_.cols) return;
    setCursor(r, c);
    clearOverlay();
    activateCell(r, c, Qt::LeftButton, Qt::NoModifier);
}

void GridBoardView::showFrame(const Event& event, std::span<const int> state) {
    scene_.overlay = Overlay::Frame;
    scene_.overlayCells.assign(state.begin(), state.end());
    scene_.frameEvent = event;
    update();
    emit statusChanged();
}

void GridBoardView::showSolution(std::span<const int> cells) {
    scene_.overlay = Overlay::Solution;
    scene_.overlayCells.assign(cells.begin(), cells.end());
    update();
    emit statusChanged();
}

void GridBoardView::clearOverlay() {
    if (scene_.overlay == Overlay::None) return;
    scene_.overlay = Overlay::None;
    update();
    emit statusChanged();
}

bool GridBoardView::typeKey(QKeyEvent*) { return false; }

void GridBoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardPalette& pal = boardPalette();
    if (pal.isHighContrast()) p.fillRect(rect(), surroundFill());  // black on white, whatever the desktop
    const BoardGeometry g = geometry();
    paintBoard(p, g);
    if (hasFocus() && scene_.overlay == Overlay::None) {
        p.setPen(QPen(pal.cursor, std::max(2.0, g.cell * 0.06) * pal.lineScale));
        p.setBrush(Qt::NoBrush);
        p.drawRect(g.cellRect(cursorR_, cursorC_).adjusted(2, 2, -2, -2));
    }
}

void GridBoardView::mousePressEvent(QMouseEvent* event) {
    int r = 0, c = 0;
    if (!geometry().cellAt(event->position(), &r, &c)) return;
    if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton) return;
    setFocus();
    setCursor(r, c);
    clearOverlay();  // a click edits the user's own board, not the shown solution
    activateCell(r, c, event->button(), event->modifiers());
}

void GridBoardView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Left: setCursor(cursorR_, cursorC_ - 1); return;
    case Qt::Key_Right: setCursor(cursorR_, cursorC_ + 1); return;
    case Qt::Key_Up: setCursor(cursorR_ - 1, cursorC_); return;
    case Qt::Key_Down: setCursor(cursorR_ + 1, cursorC_); return;
    case Qt::Key_Space:
        clearOverlay();
        activateCell(cursorR_, cursorC_, Qt::LeftButton, event->modifiers());
        return;
    default:
        if (typeKey(event)) return;
        BoardView::keyPressEvent(event);
    }
}

// ---- assistive technology ----

QString GridBoardView::accessibleBoardName() const {
    const PuzzleInfo* puzzle = builtinRegistry().puzzle(puzzleId().toStdString());
    const QString title = puzzle ? registryText(puzzle->title) : puzzleId();
    return tr("%1 board, %2 by %3").arg(title).arg(scene_.rows).arg(scene_.cols);
}

QString GridBoardView::accessibleHelp() const {
    return tr("The arrow keys move between the cells; Space plays the cell.");
}

QString GridBoardView::announcementText() const {
    const QString status = statusText();
    if (scene_.overlay != Overlay::Frame) return status;
    // An event that names no cell (a whole row chosen, a bound, the end) says its kind.
    if (scene_.frameEvent.cell < 0) return tr("%1. %2").arg(eventKindName(scene_.frameEvent.kind), status);
    return tr("%1: %2. %3").arg(eventKindName(scene_.frameEvent.kind), decisionText(scene_.frameEvent), status);
}

void GridBoardView::focusInEvent(QFocusEvent* event) {
    BoardView::focusInEvent(event);
    // After the widget's own focus event: the cell under the cursor takes the focus.
    QTimer::singleShot(0, this, &GridBoardView::announceCursor);
}

void GridBoardView::announceCursor() {
    if (!hasFocus() || !accessibilityListening()) return;
    QAccessibleEvent focus(this, QAccessible::Focus);
    focus.setChild(cursorR_ * scene_.cols + cursorC_);
    sendAccessibleEvent(focus);
}

void GridBoardView::scheduleAnnouncement() {
    if (announcementPending_ || !accessibilityListening()) return;
    const qint64 wait = sinceAnnouncement_.isValid() ? kAnnouncementGapMs - sinceAnnouncement_.elapsed() : 0;
    if (wait <= 0) {
        announce();
        return;
    }
    announcementPending_ = true;
    QTimer::singleShot(static_cast<int>(wait), this, [this] {
        announcementPending_ = false;
        announce();
    });
}

void GridBoardView::announce() {
    sinceAnnouncement_.restart();
    QStringList cells;
    cells.reserve(scene_.rows * scene_.cols);
    for (int r = 0; r < scene_.rows; ++r)
        for (int c = 0; c < scene_.cols; ++c) cells << cellAccessibleText(r, c);
    const QStringList notes = accessibleNotes();
    const int cellCount = scene_.rows * scene_.cols;
    if (cells.size() != spokenCells_.size() || notes.size() != spokenNotes_.size()) {
        // A new board: its cells and notes are read afresh.
        QAccessibleTableModelChangeEvent reset(this, QAccessibleTableModelChangeEvent::ModelReset);
        sendAccessibleEvent(reset);
    } else {
        for (int i = 0; i < cells.size(); ++i)
            if (cells[i] != spokenCells_[i]) {
                QAccessibleEvent changed(this, QAccessible::NameChanged);
                changed.setChild(i);
                sendAccessibleEvent(changed);
            }
        for (int i = 0; i < notes.size(); ++i)
            if (notes[i] != spokenNotes_[i]) {
                QAccessibleEvent changed(this, QAccessible::NameChanged);
                changed.setChild(cellCount + i);
                sendAccessibleEvent(changed);
            }
    }
    spokenCells_ = cells;
    spokenNotes_ = notes;
    announced_ = announcementText();
    QAccessibleEvent description(this, QAccessible::DescriptionChanged);
    sendAccessibleEvent(description);
    // The announcement child, named anew and shown: what a screen reader speaks.
    const int announcement = cellCount + static_cast<int>(notes.size());
    QAccessibleEvent named(this, QAccessible::NameChanged);
    named.setChild(announcement);
    sendAccessibleEvent(named);
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    shown.setChild(announcement);
    sendAccessibleEvent(shown);
}

}  // namespace pw::ui
