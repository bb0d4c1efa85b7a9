#include "queens_board_view.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

#include "board_geometry.h"
#include "board_palette.h"
#include "queens/model.h"

namespace pw::ui {

namespace {

/// Undoable placement or removal of one queen.
class ToggleQueenCommand final : public QUndoCommand {
public:
    ToggleQueenCommand(QueensBoardView* view, int square) : view_(view), square_(square) {
        const int n = view->boardSize();
        setText(QueensBoardView::tr("queen on %1%2").arg(QChar('a' + square % n)).arg(n - square / n));
    }
    void redo() override { flip(); }
    void undo() override { flip(); }

private:
    void flip() {
        std::vector<int> q = view_->queens();
        auto it = std::lower_bound(q.begin(), q.end(), square_);
        if (it != q.end() && *it == square_) q.erase(it);
        else q.insert(it, square_);
        view_->setQueens(std::move(q));
    }
    QueensBoardView* view_;
    int square_;
};

/// Undoable replacement of the whole position (clear, open).
class SetQueensCommand final : public QUndoCommand {
public:
    SetQueensCommand(QueensBoardView* view, std::vector<int> after, const QString& text)
        : view_(view), before_(view->queens()), after_(std::move(after)) {
        setText(text);
    }
    void redo() override { view_->setQueens(after_); }
    void undo() override { view_->setQueens(before_); }

private:
    QueensBoardView* view_;
    std::vector<int> before_, after_;
};

}  // namespace

QueensBoardView::QueensBoardView(QWidget* parent) : BoardView(parent) {}

Instance QueensBoardView::instance() const {
    Instance instance;
    instance.rows = instance.cols = n_;
    return instance;
}

void QueensBoardView::resetBoard(const SizeRequest& size) {
    n_ = std::clamp(size.size ? size.size : 8, minimumBoardSize(), maximumBoardSize());
    queens_.clear();
    cursor_ = 0;
    undoStack_.clear();
    clearOverlay();
    update();
    emit statusChanged();
}

void QueensBoardView::setQueens(std::vector<int> squares) {
    queens_ = std::move(squares);
    std::sort(queens_.begin(), queens_.end());
    overlay_ = Overlay::None;
    update();
    emit statusChanged();
}

void QueensBoardView::toggleSquare(int square) {
    if (square < 0 || square >= n_ * n_) return;
    undoStack_.push(new ToggleQueenCommand(this, square));
}

void QueensBoardView::clearBoard() {
    if (!queens_.empty()) undoStack_.push(new SetQueensCommand(this, {}, tr("clear the board")));
}

void QueensBoardView::showFrame(const Event& event, std::span<const int> state) {
    overlay_ = Overlay::Frame;
    overlayRows_.assign(state.begin(), state.end());
    frameEvent_ = event;
    update();
    emit statusChanged();
}

void QueensBoardView::showSolution(std::span<const int> cells) {
    overlay_ = Overlay::Solution;
    overlayRows_.assign(cells.begin(), cells.end());
    update();
    emit statusChanged();
}

void QueensBoardView::clearOverlay() {
    overlay_ = Overlay::None;
    update();
    emit statusChanged();
}

QString QueensBoardView::toText() const {
    return QString::fromStdString(queens::formatPosition(n_, queens_));
}

bool QueensBoardView::fromText(const QString& text, QString* error) {
    Result<queens::Position> position = queens::parsePosition(text.toStdString());
    if (!position) {
        if (error) *error = QString::fromStdString(position.error());
        return false;
    }
    if (position->n < minimumBoardSize() || position->n > maximumBoardSize()) {
        if (error) *error = tr("The board shows 4 to 20 queens; this position has %1.").arg(position->n);
        return false;
    }
    resetBoard({.size = position->n});
    undoStack_.push(new SetQueensCommand(this, position->queens, tr("open a position")));
    return true;
}

QString QueensBoardView::statusText() const {
    if (overlay_ == Overlay::Solution) return tr("A solution of the %1 queens.").arg(n_);
    if (overlay_ == Overlay::Frame) {
        const auto placed = std::count_if(overlayRows_.begin(), overlayRows_.end(), [](int r) { return r >= 0; });
        return tr("Search: %1 of %2 columns hold a queen.").arg(placed).arg(n_);
    }
    const int conflicts = static_cast<int>(queens::conflictingQueens(n_, queens_).size());
    if (queens::isSolved(n_, queens_)) return tr("Solved! %1 queens, none attacks another.").arg(n_);
    return tr("%1 of %2 queens placed, %3 in conflict.").arg(queens_.size()).arg(n_).arg(conflicts);
}

void QueensBoardView::drawQueen(QPainter& p, const QRectF& sq, const QColor& color) const {
    // A crown drawn as a path, so it needs no chess font on the machine.
    const double s = sq.width();
    const QPointF o = sq.topLeft();
    auto at = [&](double x, double y) { return o + QPointF(x * s, y * s); };
    QPainterPath crown;
    crown.moveTo(at(0.22, 0.74));
    crown.lineTo(at(0.16, 0.34));
    crown.lineTo(at(0.34, 0.56));
    crown.lineTo(at(0.50, 0.26));
    crown.lineTo(at(0.66, 0.56));
    crown.lineTo(at(0.84, 0.34));
    crown.lineTo(at(0.78, 0.74));
    crown.closeSubpath();
    QPainterPath base;
    base.addRoundedRect(QRectF(at(0.22, 0.77), at(0.78, 0.86)), s * 0.02, s * 0.02);
    p.setPen(QPen(color.darker(220), std::max(1.0, s * 0.03)));
    p.setBrush(color);
    p.drawPath(crown);
    p.drawPath(base);
    for (QPointF tip : {at(0.16, 0.31), at(0.50, 0.23), at(0.84, 0.31)}) p.drawEllipse(tip, s * 0.05, s * 0.05);
}

void QueensBoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardGeometry g(size(), n_, n_);
    const BoardPalette& pal = BoardPalette::standard();

    std::vector<int> shown = overlay_ == Overlay::None ? queens_ : queens::solutionToSquares(overlayRows_);
    const std::vector<bool> attacked = queens::attackedSquares(n_, shown);
    const std::vector<int> conflicts = queens::conflictingQueens(n_, shown);
    const bool solved = overlay_ == Overlay::Solution || queens::isSolved(n_, shown);

    for (int r = 0; r < n_; ++r)
        for (int c = 0; c < n_; ++c) {
            const QRectF sq = g.cellRect(r, c);
            p.fillRect(sq, (r + c) % 2 ? pal.darkSquare : pal.lightSquare);
            // Hatching keeps the squares' colours readable under the shading.
            if (overlay_ == Overlay::None && attacked[static_cast<std::size_t>(r * n_ + c)] && !solved)
                p.fillRect(sq, QBrush(pal.attacked, Qt::BDiagPattern));
        }
    // Coordinates: columns 1..N above, rows 1..N on the left, as in the lesson.
    QFont font = p.font();
    font.setPixelSize(std::max(9, static_cast<int>(g.cell * 0.32)));
    p.setFont(font);
    p.setPen(palette().color(QPalette::WindowText));
    for (int i = 0; i < n_; ++i) {
        p.drawText(QRectF(g.grid.left() + i * g.cell, g.grid.top() - g.cell * 0.6, g.cell, g.cell * 0.6),
                   Qt::AlignCenter, QString::number(i + 1));
        p.drawText(QRectF(g.grid.left() - g.cell * 0.6, g.grid.top() + i * g.cell, g.cell * 0.6, g.cell),
                   Qt::AlignCenter, QString::number(i + 1));
    }

    if (overlay_ == Overlay::Frame && frameEvent_.cell >= 0) {
        const QRectF sq = g.cellRect(frameEvent_.cell / n_, frameEvent_.cell % n_);
        const bool rejected = frameEvent_.kind == EventKind::Reject;
        p.fillRect(sq, rejected ? pal.rejected : pal.justPlaced);
    }
    for (int q : shown) {
        const bool inConflict = std::find(conflicts.begin(), conflicts.end(), q) != conflicts.end();
        QColor color = solved ? pal.solved : (inConflict ? pal.conflict : pal.piece);
        if (overlay_ == Overlay::Frame && frameEvent_.kind == EventKind::Solution) color = pal.solved;
        drawQueen(p, g.cellRect(q / n_, q % n_), color);
    }
    p.setPen(QPen(pal.gridLine, 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawRect(g.grid);
    if (hasFocus() && overlay_ == Overlay::None) {
        p.setPen(QPen(pal.cursor, std::max(2.0, g.cell * 0.06)));
        p.drawRect(g.cellRect(cursor_ / n_, cursor_ % n_).adjusted(2, 2, -2, -2));
    }
}

void QueensBoardView::mousePressEvent(QMouseEvent* event) {
    const BoardGeometry g(size(), n_, n_);
    int r = 0, c = 0;
    if (event->button() != Qt::LeftButton || !g.cellAt(event->position(), &r, &c)) return;
    cursor_ = r * n_ + c;
    if (hasOverlay()) clearOverlay();
    toggleSquare(cursor_);
}

void QueensBoardView::keyPressEvent(QKeyEvent* event) {
    int r = cursor_ / n_, c = cursor_ % n_;
    switch (event->key()) {
    case Qt::Key_Left: c = std::max(0, c - 1); break;
    case Qt::Key_Right: c = std::min(n_ - 1, c + 1); break;
    case Qt::Key_Up: r = std::max(0, r - 1); break;
    case Qt::Key_Down: r = std::min(n_ - 1, r + 1); break;
    case Qt::Key_Space:
        if (hasOverlay()) clearOverlay();
        toggleSquare(cursor_);
        return;
    default: BoardView::keyPressEvent(event); return;
    }
    cursor_ = r * n_ + c;
    update();
}

}  // namespace pw::ui
