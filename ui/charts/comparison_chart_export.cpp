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

#include "depth_profile_chart.h"
#include "io/atomic_write.h"

namespace pw::ui {

bool ComparisonChart::savePng(const QString& path, QString* error) {
    // Each chart drawn at the size it would have with the four side by side, whatever
    // page the window shows.
    const std::array<QWidget*, 4> all = views();
    const int height = std::max(this->height(), 320);
    const std::array<int, 4> widths = {2, 2, 3, 3};  // the layout's stretch factors
    const int unit = std::max(width() / 10, 160);
    QPixmap picture(unit * 10, height);
    picture.fill(palette().color(QPalette::Window));
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    int x = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        auto* view = static_cast<QChartView*>(all[i]);
        const QRectF target(x, 0, unit * widths[i], height);
        QChart* chart = view->chart();
        const QSizeF shown = chart->size();
        chart->resize(target.size());
        chart->scene()->render(&painter, target, QRectF(QPointF(0, 0), target.size()));
        chart->resize(shown);
        x += unit * widths[i];
    }
    painter.end();
    return writePngAtomically(path, picture.toImage(), error);
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
