// The comparison's exports: the four charts as one PNG picture, and its figures as CSV
// (comparison_chart.cpp draws and lays out the charts).
#include "comparison_chart.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QPainter>
#include <QPixmap>

#include <algorithm>
#include <array>

#include "chart_palette.h"
#include "depth_profile_chart.h"
#include "io/atomic_write.h"
#include "print/page_output.h"
#include "print/paper_size.h"

namespace pw::ui {

QSize ComparisonChart::exportSize() const {
    // Each chart drawn at the size it would have with the four side by side, whatever
    // page the window shows.
    const int unit = std::max(width() / 10, 160);
    return {unit * 10, std::max(height(), 320)};
}

void ComparisonChart::renderChart(QPainter& painter, int index, const QRectF& target) {
    // Drawn at the target's size (its own layout, not a scaled copy of the screen's).
    QChart* chart = static_cast<QChartView*>(views()[static_cast<std::size_t>(index)])->chart();
    const QSizeF shown = chart->size();
    chart->resize(target.size());
    chart->scene()->render(&painter, target, QRectF(QPointF(0, 0), target.size()));
    chart->resize(shown);
}

void ComparisonChart::paintSideBySide(QPainter& painter, QSize size) {
    const std::array<int, 4> widths = {2, 2, 3, 3};  // the layout's stretch factors
    const int unit = size.width() / 10;
    painter.setRenderHint(QPainter::Antialiasing);
    int x = 0;
    for (int i = 0; i < 4; ++i) {
        renderChart(painter, i, QRectF(x, 0, unit * widths[static_cast<std::size_t>(i)], size.height()));
        x += unit * widths[static_cast<std::size_t>(i)];
    }
}

bool ComparisonChart::savePng(const QString& path, QString* error) {
    const QSize size = exportSize();
    QPixmap picture(size);
    picture.fill(colours().background);  // the picture as the window shows the charts
    QPainter painter(&picture);
    paintSideBySide(painter, size);
    painter.end();
    return writePngAtomically(path, picture.toImage(), error);
}

bool ComparisonChart::savePdf(const QString& path, QString* error) {
    // A landscape page of the locale's paper, two charts by two, measured in the
    // screen's pixels: the charts' fonts, sized for the screen, come out as there.
    const double dpi = logicalDpiY();
    const QSize page = QPageSize(defaultPaperSize()).sizePixels(qRound(dpi)).transposed();
    // Paper takes the light scheme (or high contrast), whatever the desktop's.
    drawIn(&ChartPalette::forPaper());
    struct Back {
        ComparisonChart* chart;
        ~Back() { chart->drawIn(nullptr); }
    } back{this};
    return writeDrawingPdf(path, page, dpi, tr("Comparison of the versions"), [&](QPainter& painter) {
        painter.fillRect(QRect(QPoint(0, 0), page), ChartPalette::forPaper().background);
        painter.setRenderHint(QPainter::Antialiasing);
        const double margin = dpi * 0.5, gap = dpi * 0.15;
        const QRectF area = QRectF(QPointF(0, 0), QSizeF(page)).adjusted(margin, margin, -margin, -margin);
        const double w = (area.width() - gap) / 2, h = (area.height() - gap) / 2;
        for (int i = 0; i < 4; ++i)
            renderChart(painter, i, QRectF(area.left() + (i % 2) * (w + gap), area.top() + (i / 2) * (h + gap), w, h));
    }, error);
}

QString ComparisonChart::csv() const {
    QString out = QStringLiteral("algorithm,version,completed,solutions,nodes,checks,prunes,first_ms,elapsed_ms\n");
    for (const RunView& r : runs_) {
        if (!r.started || !r.algorithm) continue;
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9\n")
                   .arg(QString::fromStdString(r.algorithm->id))
                   .arg(r.algorithm->version)
                   .arg(r.completed ? QStringLiteral("true") : QStringLiteral("false"))
                   .arg(r.solutions)
                   .arg(r.stats.nodes)
                   .arg(r.stats.checks)
                   .arg(r.stats.prunes)
                   .arg(r.firstMs >= 0 ? QString::number(r.firstMs, 'f', 3) : QString())
                   .arg(QString::number(r.elapsedMs, 'f', 3));
    }
    return out + QLatin1Char('\n') + depthView_->csv();
}

}  // namespace pw::ui
