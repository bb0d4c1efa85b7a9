#include "depth_profile_chart.h"

#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QCategoryAxis>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

#include "chart_font.h"
#include "chart_palette.h"
#include "core/csv_writer.h"
#include "log_scale.h"
#include "text/registry_text.h"

namespace pw::ui {

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
    chart()->setTitleFont(chartFont(1.0, true));
    chart()->legend()->setFont(chartFont(0.85));
    showRuns(runs_, colours_);
}

void DepthProfileChart::showRuns(const std::vector<RunView>& runs, const ChartPalette* colours) {
    runs_ = runs;
    colours_ = colours;
    const ChartPalette& palette = colours ? *colours : ChartPalette::of(*this);
    setBackgroundBrush(palette.background);
    QChart* c = chart();
    c->removeAllSeries();
    for (QAbstractAxis* axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    // The scale first, so that each point can be placed on it; powers of ten are
    // labelled "10⁸" as on the other charts.
    LogScale scale;
    scale.startAt(0);
    for (const RunView& run : runs)
        if (run.algorithm)
            for (std::uint64_t nodes : run.nodesPerDepth)
                if (nodes > 0) scale.include(static_cast<double>(nodes));
    auto* x = new QValueAxis;
    const bool anyStopped =
        std::any_of(runs.begin(), runs.end(), [](const RunView& r) { return r.done && !r.completed; });
    x->setTitleText(anyStopped ? tr("depth (decisions; * stopped)") : tr("depth (decisions made)"));
    x->setLabelFormat(QStringLiteral("%d"));
    QCategoryAxis* y = scale.makeAxis(tr("nodes (log)"), LogScale::labelsThatFit(c->size().height(), chartFont(0.85)));
    for (QAbstractAxis* axis : {static_cast<QAbstractAxis*>(x), static_cast<QAbstractAxis*>(y)}) {
        axis->setLabelsFont(chartFont(0.85));
        axis->setTitleFont(chartFont(0.9, true));
    }
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    int deepest = 1;
    lines_ = 0;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const RunView& run = runs[i];
        if (!run.algorithm || run.nodesPerDepth.empty()) continue;
        auto* series = new QLineSeries;
        series->setPen(palette.linePen(static_cast<int>(i)));  // a version's colour on every chart
        // As short as the other charts' entries: a stopped version is starred.
        series->setName(shortVersionLabel(*run.algorithm) +
                        (run.done && !run.completed ? QStringLiteral("*") : QString()));
        // A logarithm has no zero: a depth with no node breaks the line there.
        QList<QPointF> points;
        for (std::size_t d = 0; d < run.nodesPerDepth.size(); ++d) {
            const auto nodes = static_cast<double>(run.nodesPerDepth[d]);
            if (nodes <= 0) continue;
            points << QPointF(static_cast<double>(d), scale.position(nodes));
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
    applyChartPalette(c, palette);
}

QString DepthProfileChart::csv() const {
    // RFC 4180 (core/csv_writer.h): a file version's id is its path, which may hold anything.
    std::string out = csv::record({"algorithm", "depth", "nodes"});
    for (const RunView& run : runs_) {
        if (!run.algorithm) continue;
        for (std::size_t d = 0; d < run.nodesPerDepth.size(); ++d)
            out += csv::record({run.algorithm->id, std::to_string(d), std::to_string(run.nodesPerDepth[d])});
    }
    return QString::fromStdString(out);
}

}  // namespace pw::ui
