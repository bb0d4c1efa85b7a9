#include "grid_board_view.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

#include "board_palette.h"

namespace pw::ui {

GridBoardView::GridBoardView(QWidget* parent) : BoardView(parent) {}

BoardGeometry GridBoardView::geometry() const { return BoardGeometry(size(), rows_, cols_, marginCells()); }

void GridBoardView::setGridSize(int rows, int cols) {
    rows_ = std::max(1, rows);
    cols_ = std::max(1, cols);
    cursorR_ = cursorC_ = 0;
    overlay_ = Overlay::None;
    overlayCells_.clear();
    update();
}

void GridBoardView::setCursor(int r, int c) {
    cursorR_ = std::clamp(r, 0, rows_ - 1);
    cursorC_ = std::clamp(c, 0, cols_ - 1);
    update();
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
    const BoardGeometry g = geometry();
    paintBoard(p, g);
    if (hasFocus() && overlay_ == Overlay::None) {
        p.setPen(QPen(BoardPalette::standard().cursor, std::max(2.0, g.cell * 0.06)));
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

}  // namespace pw::ui
