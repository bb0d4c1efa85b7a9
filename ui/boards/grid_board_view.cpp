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

BoardGeometry GridBoardView::geometry() const { return BoardGeometry(size(), rows_, cols_, marginCells()); }

const BoardPalette& GridBoardView::boardPalette() const { return BoardPalette::of(*this); }

QColor GridBoardView::surroundInk() const {
    return boardPalette().isHighContrast() ? QColor(Qt::black) : palette().color(QPalette::WindowText);
}

QColor GridBoardView::surroundFill() const {
    return boardPalette().isHighContrast() ? QColor(Qt::white) : palette().color(QPalette::Window);
}

void GridBoardView::setGridSize(int rows, int cols) {
    rows_ = std::max(1, rows);
    cols_ = std::max(1, cols);
    cursorR_ = cursorC_ = 0;
    overlay_ = Overlay::None;
    overlayCells_.clear();
    update();
}

void GridBoardView::positionChanged() {
    followGridShape();
    clearOverlay();
    BoardView::positionChanged();
}

void GridBoardView::followGridShape() {
    const QSize shape = gridShape();
    if (shape.height() != rows_ || shape.width() != cols_) setGridSize(shape.height(), shape.width());
}

void GridBoardView::fitGridToBoard() {
    const QSize shape = gridShape();
    setGridSize(shape.height(), shape.width());
}

void GridBoardView::setCursor(int r, int c) {
    const int oldR = cursorR_, oldC = cursorC_;
    cursorR_ = std::clamp(r, 0, rows_ - 1);
    cursorC_ = std::clamp(c, 0, cols_ - 1);
    update();
    if (cursorR_ != oldR || cursorC_ != oldC) announceCursor();
}

void GridBoardView::playCell(int r, int c) {
    if (r < 0 || c < 0 || r >= rows_ || c >= cols_) return;
    setCursor(r, c);
    clearOverlay();
    activateCell(r, c, Qt::LeftButton, Qt::NoModifier);
}

void GridBoardView::showFrame(const Event& event, std::span<const int> state) {
    overlay_ = Overlay::Frame;
    overlayCells_.assign(state.begin(), state.end());
    frameEvent_ = event;
    update();
    emit statusChanged();
}

void GridBoardView::showSolution(std::span<const int> cells) {
    overlay_ = Overlay::Solution;
    overlayCells_.assign(cells.begin(), cells.end());
    update();
    emit statusChanged();
}

void GridBoardView::clearOverlay() {
    if (overlay_ == Overlay::None) return;
    overlay_ = Overlay::None;
    update();
    emit statusChanged();
}

bool GridBoardView::frameCell(int* r, int* c) const {
    if (overlay_ != Overlay::Frame || frameEvent_.cell < 0 || frameEvent_.cell >= rows_ * cols_) return false;
    *r = frameEvent_.cell / cols_;
    *c = frameEvent_.cell % cols_;
    return true;
}

void GridBoardView::paintOnPage(QPainter& painter, const QRectF& area) {
    if (area.width() <= 0 || area.height() <= 0) return;
    // The paint code sizes its fonts and pens from the cell, with floors in pixels meant
    // for a screen: the board is laid out in a logical area of the page's shape, its
    // longer side kPageUnits, then scaled onto the page, so the floors stay negligible
    // and the page keeps the vectors.
    constexpr double kPageUnits = 1000.0;
    const double scale = std::max(area.width(), area.height()) / kPageUnits;
    const QSize logical(std::max(1, qRound(area.width() / scale)), std::max(1, qRound(area.height() / scale)));
    painter.save();
    painter.translate(area.topLeft());
    painter.scale(scale, scale);
    painter.setClipRect(QRectF(QPointF(0, 0), QSizeF(logical)), Qt::IntersectClip);
    painter.setRenderHint(QPainter::Antialiasing);
    onPaper_ = true;
    paintBoard(painter, BoardGeometry(logical, rows_, cols_, marginCells()));
    onPaper_ = false;
    painter.restore();
}

bool GridBoardView::typeKey(QKeyEvent*) { return false; }

void GridBoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardPalette& pal = boardPalette();
    if (pal.isHighContrast()) p.fillRect(rect(), surroundFill());  // black on white, whatever the desktop
    const BoardGeometry g = geometry();
    paintBoard(p, g);
    if (hasFocus() && overlay_ == Overlay::None) {
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
    return tr("%1 board, %2 by %3").arg(title).arg(rows_).arg(cols_);
}

QString GridBoardView::accessibleHelp() const {
    return tr("The arrow keys move between the cells; Space plays the cell.");
}

QString GridBoardView::announcementText() const {
    const QString status = statusText();
    if (overlay_ != Overlay::Frame) return status;
    // An event that names no cell (a whole row chosen, a bound, the end) says its kind.
    if (frameEvent_.cell < 0) return tr("%1. %2").arg(eventKindName(frameEvent_.kind), status);
    return tr("%1: %2. %3").arg(eventKindName(frameEvent_.kind), decisionText(frameEvent_), status);
}

void GridBoardView::focusInEvent(QFocusEvent* event) {
    BoardView::focusInEvent(event);
    // After the widget's own focus event: the cell under the cursor takes the focus.
    QTimer::singleShot(0, this, &GridBoardView::announceCursor);
}

void GridBoardView::announceCursor() {
    if (!hasFocus() || !accessibilityListening()) return;
    QAccessibleEvent focus(this, QAccessible::Focus);
    focus.setChild(cursorR_ * cols_ + cursorC_);
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
    cells.reserve(rows_ * cols_);
    for (int r = 0; r < rows_; ++r)
        for (int c = 0; c < cols_; ++c) cells << cellAccessibleText(r, c);
    const QStringList notes = accessibleNotes();
    const int cellCount = rows_ * cols_;
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
