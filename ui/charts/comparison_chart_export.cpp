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
#include "core/csv_writer.h"
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
    // RFC 4180 (core/csv_writer.h): a file version's id is its path, which may hold anything.
    // The columns puzzle-bench's CSV gives the same figures (result, start_ms: a file
    // version's program started apart from its search's time).
    std::string out = csv::record({"algorithm", "version", "result", "completed", "solutions", "nodes", "checks",
                                   "prunes", "first_ms", "elapsed_ms", "start_ms"});
    const auto ms = [](double value) { return value >= 0 ? QString::number(value, 'f', 3).toStdString() : std::string(); };
    for (const RunView& r : runs_) {
        if (!r.started || !r.algorithm) continue;
        out += csv::record({r.algorithm->id, std::to_string(r.algorithm->version),
                            r.done ? own::verdictWord(r.verdict) : std::string_view(), r.completed ? "true" : "false",
                            std::to_string(r.solutions), std::to_string(r.stats.nodes), std::to_string(r.stats.checks),
                            std::to_string(r.stats.prunes), ms(r.firstMs), ms(r.elapsedMs), ms(r.startMs)});
    }
    return QString::fromStdString(out) + QStringLiteral("\r\n") + depthView_->csv();
}

}  // namespace pw::ui
