#include "pseudocode_view.h"

#include <QApplication>
#include <QFontDatabase>
#include <QPainter>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QStyleOptionViewItem>

#include <algorithm>
#include <numeric>

#include "boards/board_marks.h"
#include "panels/wrapped_row_delegate.h"
#include "text/registry_text.h"

namespace pw::ui {

PseudocodeView::PseudocodeView(QWidget* parent) : QListWidget(parent) {
    new WrappedRowDelegate(this);  // rows as high as their lines wrapped at the painted width
    followApplicationFont();
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setWordWrap(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // the lines wrap at the view's width
    setToolTip(tr("The algorithm of the chosen version; in step and play modes the line of the current event is lit."));
}

QFont PseudocodeView::faceAt(double scale) {
    QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    f.setPointSizeF(QApplication::font().pointSizeF() * scale);
    return f;
}

void PseudocodeView::setFontScale(double scale) {
    if (scale == scale_) return;
    scale_ = scale;
    followApplicationFont();
}

void PseudocodeView::followApplicationFont() {
    // A fixed-width face, a little under the application's type (a line of code is
    // long): zoom and presentation mode make the code readable from the back of a room.
    const QFont f = faceAt(scale_);
    setFont(f);
    for (int i = 0; i < count(); ++i) {  // the lit line keeps its weight
        QFont line = f;
        line.setBold(item(i)->font().bold());
        item(i)->setFont(line);
    }
    scheduleDelayedItemsLayout();  // each row's height in the new face
    fitHeight();
    emit linesChanged();
}

void PseudocodeView::showAlgorithm(const AlgorithmInfo* algorithm) {
    clear();
    if (!algorithm) {
        fitHeight();
        emit linesChanged();
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
    emit linesChanged();
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
    fitHeight();
}

void PseudocodeView::setHeightCap(int cap) {
    heightCap_ = cap;
    fitHeight();
}

void PseudocodeView::resizeEvent(QResizeEvent* event) {
    QListWidget::resizeEvent(event);
    fitHeight();  // the lines wrap again at the new width
}

void PseudocodeView::fitHeight() {
    // The rows at this width, wrapped lines included, measured as heightForLines measures
    // them (any line lit): the view keeps its height while the lit line moves.
    const int height = std::min(fitToContent_ ? heightOfAll(width(), scale_) : QWIDGETSIZE_MAX, heightCap_);
    if (height != maximumHeight()) setMaximumHeight(height);
}

std::vector<int> PseudocodeView::rowHeights(int textWidth, const QFont& face) const {
    // As the list lays its rows out (no spacing between them): the style's size of each
    // item at the viewport's width, words wrapped, as QStyledItemDelegate::sizeHint gives.
    QStyleOptionViewItem plain;
    initViewItemOption(&plain);
    plain.rect = QRect(0, 0, std::max(1, textWidth), QWIDGETSIZE_MAX);
    plain.features |= QStyleOptionViewItem::WrapText | QStyleOptionViewItem::HasDisplay;
    plain.features &= ~QStyleOptionViewItem::HasDecoration;
    plain.font = face;
    plain.fontMetrics = QFontMetrics(face);
    QStyleOptionViewItem lit = plain;
    lit.font.setBold(true);
    lit.fontMetrics = QFontMetrics(lit.font);
    lit.features |= QStyleOptionViewItem::HasDecoration;
    lit.icon = lineMark(false);
    lit.decorationSize = lit.icon.actualSize(plain.decorationSize);
    std::vector<int> heights;
    heights.reserve(static_cast<std::size_t>(count()));
    for (int i = 0; i < count(); ++i) {
        plain.text = lit.text = item(i)->text();
        heights.push_back(std::max(style()->sizeFromContents(QStyle::CT_ItemViewItem, &plain, QSize(), this).height(),
                                   style()->sizeFromContents(QStyle::CT_ItemViewItem, &lit, QSize(), this).height()));
    }
    return heights;
}

int PseudocodeView::textWidth(int width, bool scrollBar) const {
    return width - 2 * frameWidth() - (scrollBar ? style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this) : 0);
}

int PseudocodeView::heightForLines(int lines, double scale, int textWidth) const {
    const std::vector<int> rows = rowHeights(textWidth, faceAt(scale));
    const auto n = std::min(rows.size(), static_cast<std::size_t>(std::max(0, lines)));
    int tallest = 0, run = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        run += rows[i] - (i >= n ? rows[i - n] : 0);
        tallest = std::max(tallest, run);
    }
    return tallest + 2 * frameWidth();
}

int PseudocodeView::heightOfAll(int width, double scale) const {
    // No scroll bar when every line shows: the text takes the width inside the frame.
    const std::vector<int> rows = rowHeights(textWidth(width, false), faceAt(scale));
    return std::accumulate(rows.begin(), rows.end(), 2 * frameWidth());
}

int PseudocodeView::widthToShowAll(int height, int least, int most, double scale) const {
    // The lines' height only falls as the width grows: the least width that is enough
    // is found by halving, a few dozen layouts of the lines.
    const auto fits = [&](int width) { return heightOfAll(width, scale) <= height; };
    if (most <= least || !fits(most)) return std::max(least, most);
    if (fits(least)) return least;
    int lo = least, hi = most;  // lo does not fit, hi does
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (fits(mid) ? hi : lo) = mid;
    }
    return hi;
}

void PseudocodeView::setPreferredWidth(int width) {
    if (width == preferredWidth_) return;
    preferredWidth_ = width;
    updateGeometry();
}

QSize PseudocodeView::sizeHint() const {
    QSize hint = QListWidget::sizeHint();
    if (preferredWidth_ >= 0) hint.setWidth(preferredWidth_);
    return hint;
}

int PseudocodeView::widthOfCharacters(int characters, double scale) const {
    return QFontMetrics(faceAt(scale)).horizontalAdvance(QString(characters, QLatin1Char('m'))) + 2 * frameWidth();
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
