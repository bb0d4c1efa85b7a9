#include "depth_profile_chart.h"

#include <QApplication>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>

#include <cmath>

namespace pw::ui {

namespace {

QFont scaledFont(double scale, bool bold = false) {
    QFont f = QApplication::font();
    f.setPointSizeF(f.pointSizeF() * scale);
    f.setBold(bold);
    return f;
}

}  // namespace

DepthProfileChart::DepthProfileChart(QWidget* parent) : QChartView(new QChart, parent) {
    chart()->setTitle(tr("Nodes per depth"));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(200, 220);
    refreshFonts();
}

void DepthProfileChart::refreshFonts() {
    chart()->setTitleFont(scaledFont(1.0, true));
    chart()->legend()->setFont(scaledFont(0.85));
    showRuns(runs_);
}

void DepthProfileChart::showRuns(const std::vector<RunView>& runs) {
    runs_ = runs;
    QChart* c = chart();
    c->removeAllSeries();
    for (QAbstractAxis* axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    auto* x = new QValueAxis;
    x->setTitleText(tr("depth (decisions made)"));
    x->setLabelFormat(QStringLiteral("%d"));
    auto* y = new QLogValueAxis;
    y->setBase(10);
    y->setLabelFormat(QStringLiteral("%.3g"));
    y->setTitleText(tr("nodes (log)"));
    y->setMinorTickCount(-1);
    for (QAbstractAxis* axis : {static_cast<QAbstractAxis*>(x), static_cast<QAbstractAxis*>(y)}) {
        axis->setLabelsFont(scaledFont(0.85));
        axis->setTitleFont(scaledFont(0.9, true));
    }
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    double top = 10;
    int deepest = 1;
    lines_ = 0;
    for (const RunView& run : runs) {
        if (!run.algorithm || run.nodesPerDepth.empty()) continue;
        auto* series = new QLineSeries;
        series->setName(QStringLiteral("v%1").arg(run.algorithm->version) +
                        (run.done && !run.completed ? tr(" (stopped)") : QString()));
        // A log axis has no zero: a depth with no node breaks the line there.
        QList<QPointF> points;
        for (std::size_t d = 0; d < run.nodesPerDepth.size(); ++d) {
            const auto nodes = static_cast<double>(run.nodesPerDepth[d]);
            if (nodes <= 0) continue;
            points << QPointF(static_cast<double>(d), nodes);
            top = std::max(top, nodes);
            deepest = std::max(deepest, static_cast<int>(d));
        }
        series->replace(points);
        series->setPointsVisible(points.size() < 30);
        c->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        ++lines_;
    }
    x->setRange(0, deepest);
    x->setTickCount(std::min(deepest, 12) + 1);
    y->setRange(1, std::pow(10.0, std::ceil(std::log10(top * 1.5))));
}

QString DepthProfileChart::csv() const {
    QString out = QStringLiteral("algorithm,depth,nodes\n");
    for (const RunView& run : runs_) {
        if (!run.algorithm) continue;
        for (std::size_t d = 0; d < run.nodesPerDepth.size(); ++d)
            out += QStringLiteral("%1,%2,%3\n").arg(QString::fromStdString(run.algorithm->id)).arg(d).arg(run.nodesPerDepth[d]);
    }
    return out;
}

}  // namespace pw::ui
