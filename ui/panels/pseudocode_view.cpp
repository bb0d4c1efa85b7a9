#include "pseudocode_view.h"

#include <QApplication>
#include <QFontDatabase>
#include <QPainter>
#include <QRegularExpression>

#include "boards/board_marks.h"
#include "text/registry_text.h"

namespace pw::ui {

PseudocodeView::PseudocodeView(QWidget* parent) : QListWidget(parent) {
    followApplicationFont();
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setWordWrap(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // the lines wrap at the view's width
    setToolTip(tr("The algorithm of the chosen version; in step and play modes the line of the current event is lit."));
}

void PseudocodeView::followApplicationFont() {
    // A fixed-width face, a little under the application's type (a line of code is
    // long): zoom and presentation mode make the code readable from the back of a room.
    QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    f.setPointSizeF(QApplication::font().pointSizeF() * 0.8);
    setFont(f);
    for (int i = 0; i < count(); ++i) {  // the lit line keeps its weight
        QFont line = f;
        line.setBold(item(i)->font().bold());
        item(i)->setFont(line);
    }
    fitHeight();
}

void PseudocodeView::showAlgorithm(const AlgorithmInfo* algorithm) {
    clear();
    if (!algorithm) {
        fitHeight();
        return;
    }
    // A version of the user's own shows its file, numbered as the compiler numbers it;
    // its lines are the user's, never translated, only made narrower (see compactLine).
    if (!algorithm->file.empty()) {
        const auto width = static_cast<int>(QString::number(algorithm->pseudocode.size()).size());
        for (std::size_t i = 0; i < algorithm->pseudocode.size(); ++i)
            addItem(QStringLiteral("%1 %2").arg(static_cast<int>(i + 1), width).arg(compactLine(algorithm->pseudocode[i])));
    } else {
        for (const std::string& line : algorithm->pseudocode) addItem(registryText(line));
    }
    fitHeight();
}

QString PseudocodeView::compactLine(const std::string& line) {
    // A line of a student's file in a column beside the board: its indentation halved
    // (a tab as four spaces) and the runs of spaces inside it (comments aligned on the
    // right) made one, so that fewer lines wrap; the code itself is as written.
    QString text = QString::fromStdString(line);
    text.replace(QLatin1Char('\t'), QStringLiteral("    "));
    qsizetype indent = 0;
    while (indent < text.size() && text[indent] == QLatin1Char(' ')) ++indent;
    QString body = text.mid(indent);
    static const QRegularExpression spaces(QStringLiteral(" {2,}"));
    body.replace(spaces, QStringLiteral(" "));
    return QString((indent + 1) / 2, QLatin1Char(' ')) + body;
}

void PseudocodeView::setFitToContent(bool on) {
    fitToContent_ = on;
    if (!on) setMaximumHeight(QWIDGETSIZE_MAX);
    fitHeight();
}

void PseudocodeView::resizeEvent(QResizeEvent* event) {
    QListWidget::resizeEvent(event);
    fitHeight();  // the lines wrap again at the new width
}

void PseudocodeView::fitHeight() {
    if (!fitToContent_) return;
    // The rows as laid out at this width, wrapped lines included.
    doItemsLayout();
    int height = 2 * frameWidth();
    if (count() > 0) {
        const QRect first = visualItemRect(item(0)), last = visualItemRect(item(count() - 1));
        height += last.bottom() - first.top() + 1 + 2 * spacing();
    }
    if (height != maximumHeight()) setMaximumHeight(height);
}

QIcon PseudocodeView::lineMark(bool rejected) const {
    // ▶ on the current line, ✗ when its event was a refusal: the line's tint is not the
    // only sign of it.
    const int side = std::max(8, fontMetrics().height() - 2);
    QPixmap pixmap(side * devicePixelRatio(), side * devicePixelRatio());
    pixmap.setDevicePixelRatio(devicePixelRatio());
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF box(0, 0, side, side);
    if (rejected) {
        p.setPen(QPen(QColor(0xB3, 0x26, 0x1E), side * 0.16, Qt::SolidLine, Qt::RoundCap));
        p.drawPath(marks::crossPath(box));
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x26, 0x2B, 0x33));
        p.drawPolygon(QPolygonF({QPointF(side * 0.25, side * 0.18), QPointF(side * 0.85, side * 0.5), QPointF(side * 0.25, side * 0.82)}));
    }
    return QIcon(pixmap);
}

void PseudocodeView::highlightLine(int line, bool rejected) {
    for (int i = 0; i < count(); ++i) {
        QListWidgetItem* it = item(i);
        const bool lit = i == line;
        it->setBackground(lit ? (rejected ? QColor(0xF8, 0xC9, 0xC4) : QColor(0xFF, 0xE0, 0x82)) : QBrush());
        // Dark ink on the light tint, whatever the palette's text colour (a dark desktop).
        it->setForeground(lit ? QBrush(QColor(0x1E, 0x1E, 0x28)) : QBrush());
        it->setIcon(lit ? lineMark(rejected) : QIcon());
        it->setData(Qt::AccessibleDescriptionRole, lit ? (rejected ? tr("current line, refused") : tr("current line")) : QVariant());
        QFont f = font();
        f.setBold(lit);
        it->setFont(f);
    }
    if (line >= 0 && line < count()) scrollToItem(item(line));
}

}  // namespace pw::ui
