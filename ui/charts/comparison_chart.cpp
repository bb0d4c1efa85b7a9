#include "comparison_chart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>
#include <QResizeEvent>
#include <QTabBar>
#include <QVBoxLayout>
#include <QLegendMarker>
#include <QLineSeries>
#include <QCategoryAxis>
#include <QLocale>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

#include "boards/board_theme.h"
#include "chart_font.h"
#include "chart_palette.h"
#include "log_scale.h"
#include "depth_profile_chart.h"
#include "text/registry_text.h"

namespace pw::ui {

namespace {

void styleAxis(QAbstractAxis* axis) {
    axis->setLabelsFont(chartFont(0.85));
    axis->setTitleFont(chartFont(0.9, true));
}

QChart* makeChart(const QString& title) {
    auto* chart = new QChart;
    chart->setTitle(title);
    // The linear axes write their numbers as the language does: 365 596, 0,5.
    chart->setLocale(QLocale());
    chart->setLocalizeNumbers(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    return chart;
}

void resetChart(QChart* chart) {
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

// A category is as narrow as its bars, and a line's legend entry as short: a stopped
// version is marked with an asterisk, explained in the axis title (a legend of five
// "v1 (stopped)" does not fit a chart of a projector's half width).
QString categoryLabel(const RunView& run) {
    QString label = shortVersionLabel(*run.algorithm);
    if (run.done && !run.completed) label += QStringLiteral("*");
    else if (run.started && !run.done) label += QStringLiteral("…");
    return label;
}

bool anyStopped(const std::vector<RunView>& runs) {
    return std::any_of(runs.begin(), runs.end(), [](const RunView& r) { return r.done && !r.completed; });
}

/// A third figure of the bar chart, drawn only when some version has it (a file
/// version's start: its program and sandbox, kept out of its search's time).
struct ThirdBar {
    QString name;
    double (*value)(const RunView&) = nullptr;
};

/// A bar chart of two figures per version on one logarithmic scale. A log scale cannot
/// show zero: a zero is drawn at the scale's floor, a decade below the smallest value.
void fillBars(QChart* chart, const std::vector<RunView>& runs, const QString& nameA, const QString& nameB,
              double (*a)(const RunView&), double (*b)(const RunView&), const QString& axisTitle,
              const ChartPalette& colours, const ThirdBar& third = {}) {
    resetChart(chart);
    auto* setA = new QBarSet(nameA);
    auto* setB = new QBarSet(nameB);
    setA->setColor(colours.seriesColour(0));
    setB->setColor(colours.seriesColour(1));
    setA->setBorderColor(colours.background);
    setB->setBorderColor(colours.background);
    const bool withThird =
        third.value && std::any_of(runs.begin(), runs.end(), [&](const RunView& r) { return r.started && third.value(r) > 0; });
    QBarSet* setC = withThird ? new QBarSet(third.name) : nullptr;
    if (setC) {
        setC->setColor(colours.seriesColour(2));
        setC->setBorderColor(colours.background);
    }
    QStringList categories;
    LogScale scale;
    for (const RunView& run : runs) {
        if (!run.started) continue;
        scale.include(a(run));
        scale.include(b(run));
        if (setC) scale.include(third.value(run));
    }
    for (const RunView& run : runs) {
        if (!run.started) continue;
        categories << categoryLabel(run);
        *setA << scale.position(a(run));
        *setB << scale.position(b(run));
        if (setC) *setC << scale.position(third.value(run));
    }
    auto* series = new QBarSeries;
    series->append(setA);
    series->append(setB);
    if (setC) series->append(setC);
    series->setLabelsVisible(false);
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    // A file's name is wider than its bars: the names are written aslant, where the
    // axis elides none ("queens…" would not tell two students' files apart).
    if (std::any_of(categories.begin(), categories.end(), [](const QString& c) { return c.size() > 4; })) {
        x->setLabelsAngle(-90);
        x->setTruncateLabels(false);
    }
    x->setTitleText(anyStopped(runs) ? ComparisonChart::tr("version (* stopped)") : ComparisonChart::tr("version"));
    QCategoryAxis* y = scale.makeAxis(axisTitle, LogScale::labelsThatFit(chart->size().height(), chartFont(0.85)));
    styleAxis(x);
    styleAxis(y);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    applyChartPalette(chart, colours);
}

}  // namespace

ComparisonChart::ComparisonChart(QWidget* parent) : QWidget(parent) {
    auto* outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    stack_ = new QStackedWidget(this);
    outer->addWidget(stack_);
    auto* hint = new QLabel(tr("Compare versions (F8) runs every version on this board, one after the other, "
                               "and draws their time, their work, their solutions over time and their nodes per "
                               "depth here."),
                            stack_);
    hint->setWordWrap(true);
    hint->setAlignment(Qt::AlignCenter);
    hint->setForegroundRole(QPalette::PlaceholderText);
    stack_->addWidget(hint);
    auto* page = new QWidget(stack_);
    column_ = new QVBoxLayout(page);
    QVBoxLayout* column = column_;
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    pages_ = new QTabBar(page);
    pages_->setExpanding(false);
    pages_->setDocumentMode(true);
    pages_->hide();
    column->addWidget(pages_);
    charts_ = new QWidget(page);
    column->addWidget(charts_, 1);
    auto* layout = new QHBoxLayout(charts_);
    layout->setContentsMargins(0, 0, 0, 0);
    stack_->addWidget(page);
    connect(pages_, &QTabBar::currentChanged, this, [this](int tab) {
        page_ = tab - (pagedWithBoard_ && !runs_.empty() ? 1 : 0);  // the board's tab is page -1
        pointedChart_ = -1;  // the user turned the page
        relayout();
    });
    auto makeView = [this](const QString& title) {
        auto* view = new QChartView(makeChart(title), charts_);
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumSize(200, 220);  // four charts side by side leave room for the tree dock
        return view;
    };
    timeView_ = makeView(tr("Time"));
    workView_ = makeView(tr("Work"));
    timelineView_ = makeView(tr("Solutions found over time"));
    layout->addWidget(timeView_, 2);
    layout->addWidget(workView_, 2);
    layout->addWidget(timelineView_, 3);
    depthView_ = new DepthProfileChart(charts_);
    layout->addWidget(depthView_, 3);
    for (QWidget* view : views()) view->setMinimumSize(160, 180);
    // View › High contrast redraws the charts as it redraws the boards; a dark desktop
    // comes as a palette change (changeEvent).
    connect(&BoardTheme::instance(), &BoardTheme::changed, this, [this] { showRuns(runs_); });
    refreshFonts();
    clear();
}

void ComparisonChart::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) showRuns(runs_);
}

void ComparisonChart::drawIn(const ChartPalette* colours) {
    colours_ = colours;
    showRuns(runs_);
}

void ComparisonChart::refreshFonts() {
    for (QChartView* view : {timeView_, workView_, timelineView_}) {
        view->chart()->setTitleFont(chartFont(1.0, true));
        view->chart()->legend()->setFont(chartFont(0.85));
    }
    depthView_->refreshFonts();
    showRuns(runs_);
}

std::array<QWidget*, 4> ComparisonChart::views() const { return {timeView_, workView_, timelineView_, depthView_}; }

void ComparisonChart::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    relayout();
    // The log axes name as many powers of ten as the new height holds.
    if (event->size().height() != event->oldSize().height() && !runs_.empty()) showRuns(runs_);
}

void ComparisonChart::relayout() {
    // A chart reads when its title, legend and axis labels do: about 48 characters of
    // its type across (the time chart's legend, "to the first solution ■ in all", five
    // categories "v1*" under their bars, and the French titles and axes, the longest:
    // "Solutions trouvées au fil du temps", "temps écoulé, ms (log ; * arrêtées)"; the
    // depth chart's numbers under sixty depths). The narrowest chart has 2/10 of the width
    // when the four are side by side, 1/2 when two are: fewer charts a page at a time
    // rather than elided labels.
    const int readable = QFontMetrics(chartFont(1.0)).averageCharWidth() * 48;
    perPage_ = width() >= 5 * readable ? 4 : width() >= 2 * readable ? 2 : 1;
    if (pointedChart_ >= 0) page_ = pointedChart_ / perPage_;  // its page, however many a page holds now
    const std::array<QWidget*, 4> all = views();
    const bool empty = runs_.empty();
    const bool boardTab = pagedWithBoard_ && !empty;
    const int first = boardTab ? 1 : 0;  // the tab of the first page of charts
    const int chartPages = 4 / perPage_;
    const int tabs = empty || (perPage_ == 4 && !boardTab) ? 0 : first + chartPages;
    const int page = std::clamp(page_, boardTab ? -1 : 0, chartPages - 1);
    {
        const QSignalBlocker quiet(pages_);
        const int shape = perPage_ * 2 + (boardTab ? 1 : 0);  // the tabs' number alone may not change
        if (shape != tabsShape_) {
            tabsShape_ = shape;
            while (pages_->count() > 0) pages_->removeTab(0);
            if (boardTab) pages_->addTab(tr("Board"));
            for (int i = first; i < tabs; ++i) pages_->addTab(QString());
        }
        if (tabs > 0) pages_->setCurrentIndex(first + page);
    }
    // The charts' short names (the timeline's changes with the puzzle): the tabs fit the
    // menu bar's corner in presentation mode.
    const bool scores = !empty && runs_.front().algorithm && runs_.front().algorithm->timelineCounter >= 0;
    const std::array<QString, 4> shortNames = {tr("Time"), tr("Work"), scores ? tr("Best score") : tr("Solutions found"),
                                               tr("Depth", "the tab of the chart of nodes per depth")};
    QStringList tabTexts;
    for (int p = 0; p + first < tabs; ++p) {
        QStringList names;
        for (int i = p * perPage_; i < (p + 1) * perPage_; ++i) names << shortNames[static_cast<std::size_t>(i)];
        pages_->setTabText(first + p, names.join(QStringLiteral(" · ")));
        tabTexts << pages_->tabText(first + p);
    }
    // A menu bar places its corner widget again only when it is shown or hidden: new tabs
    // there go through a hide and a show.
    if (const QString key = tabTexts.join(QLatin1Char('|')) + QString::number(tabs); key != tabsKey_) {
        tabsKey_ = key;
        if (barOutside_ && tabs > 0) pages_->hide();
    }
    pages_->setVisible(tabs > 0);
    for (int i = 0; i < 4; ++i)
        all[static_cast<std::size_t>(i)]->setVisible(perPage_ == 4 || i / perPage_ == std::max(page, 0));
    // Until there is something to chart, the hint takes one line and the board the rest;
    // on the board's tab, the tab bar alone stays, or nothing when it is placed elsewhere.
    const bool boardPage = boardTab && page < 0;
    charts_->setVisible(!boardPage);
    setVisible((!empty || hintShown_) && !(boardPage && barOutside_));
    setMaximumHeight(empty ? fontMetrics().height() * 4 : boardPage ? pages_->sizeHint().height() : QWIDGETSIZE_MAX);
    if (showsBoardPage() != boardShown_) {
        boardShown_ = showsBoardPage();
        emit boardPageChanged(boardShown_);
    }
}

void ComparisonChart::setPagedWithBoard(bool on) {
    pagedWithBoard_ = on;
    if (!on) page_ = std::max(page_, 0);
    relayout();
}

QTabBar* ComparisonChart::takePageBar() {
    column_->removeWidget(pages_);
    barOutside_ = true;
    relayout();
    return pages_;
}

void ComparisonChart::restorePageBar() {
    column_->insertWidget(0, pages_);
    barOutside_ = false;
    relayout();
}

void ComparisonChart::setPage(int page) {
    page_ = pagedWithBoard_ ? std::max(page, -1) : std::max(page, 0);
    pointedChart_ = -1;
    relayout();
}

void ComparisonChart::showChart(int index) {
    pointedChart_ = std::clamp(index, 0, 3);
    relayout();
}

void ComparisonChart::setHintShown(bool shown) {
    hintShown_ = shown;
    showRuns(runs_);
}

void ComparisonChart::clear() {
    showRuns({});
}

void ComparisonChart::showRuns(const std::vector<RunView>& runs) {
    runs_ = runs;
    for (QChartView* view : {timeView_, workView_, timelineView_}) view->setBackgroundBrush(colours().background);
    stack_->setCurrentIndex(runs.empty() ? 0 : 1);
    rebuildBars(runs);
    rebuildTimeline(runs);
    depthView_->showRuns(runs, &colours());
    relayout();
}

const ChartPalette& ComparisonChart::colours() const { return colours_ ? *colours_ : ChartPalette::of(*this); }

void ComparisonChart::rebuildBars(const std::vector<RunView>& runs) {
    // A file version's times are its search's, from inside its program, as a built-in
    // version's are; starting the program and its sandbox is a bar of its own.
    fillBars(
        timeView_->chart(), runs, tr("to the first solution"), tr("in all"),
        [](const RunView& r) { return r.firstMs; }, [](const RunView& r) { return r.elapsedMs; },
        tr("ms (log)"), colours(), {tr("starting the program"), [](const RunView& r) { return r.startMs; }});
    fillBars(
        workView_->chart(), runs, tr("checks"), tr("nodes"),
        [](const RunView& r) { return static_cast<double>(r.stats.checks); },
        [](const RunView& r) { return static_cast<double>(r.stats.nodes); }, tr("count (log)"), colours());
    barCount_ = static_cast<int>(std::count_if(runs.begin(), runs.end(), [](const RunView& r) { return r.started; }));
}

void ComparisonChart::rebuildTimeline(const std::vector<RunView>& runs) {
    QChart* chart = timelineView_->chart();
    resetChart(chart);
    // A puzzle that optimises (its registry entry names a timeline counter) charts its best score, not a count.
    const AlgorithmInfo* first = runs.empty() ? nullptr : runs.front().algorithm;
    const int counter = first ? first->timelineCounter : -1;
    chart->setTitle(counter >= 0 ? tr("Best score over time") : tr("Solutions found over time"));
    // The time scale first, so that each point can be placed on it.
    LogScale scale;
    for (const RunView& run : runs) {
        if (!run.started || !run.algorithm) continue;
        for (const TimelinePoint& p : counter >= 0 ? run.counterTimeline : run.timeline)
            scale.include(std::max(p.elapsedMs, 1e-3));
        scale.include(run.elapsedMs);
    }
    QCategoryAxis* x = scale.makeAxis(anyStopped(runs) ? tr("elapsed time, ms (log; * stopped)") : tr("elapsed time, ms (log)"));
    auto* y = new QValueAxis;
    y->setTitleText(counter >= 0 ? counterName(first->counterNames[static_cast<std::size_t>(counter)])
                                 : tr("solutions found"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    styleAxis(x);
    styleAxis(y);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    double maxCount = 1;
    double minCount = -1;
    const ChartPalette& palette = colours();
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const RunView& run = runs[i];
        if (!run.started || !run.algorithm) continue;
        auto* series = new QLineSeries;
        series->setPen(palette.linePen(static_cast<int>(i)));  // a version's colour on every chart
        QList<QPointF> points;
        std::uint64_t previous = 0;
        const std::vector<TimelinePoint>& timeline = counter >= 0 ? run.counterTimeline : run.timeline;
        // At most about 1,500 steps per line: enough for the eye, cheap at 30 Hz.
        const std::size_t stride = std::max<std::size_t>(1, timeline.size() / 1500);
        for (std::size_t i = 0; i < timeline.size(); ++i) {
            if (i % stride != 0 && i + 1 != timeline.size()) continue;
            const TimelinePoint& p = timeline[i];
            const double t = std::max(p.elapsedMs, 1e-3);
            // A step line: the count holds until the next solution.
            if (!points.isEmpty()) points << QPointF(scale.position(t), static_cast<double>(previous));
            points << QPointF(scale.position(t), static_cast<double>(p.count));
            previous = p.count;
            maxCount = std::max(maxCount, static_cast<double>(p.count));
            minCount = minCount < 0 ? static_cast<double>(p.count) : std::min(minCount, static_cast<double>(p.count));
        }
        if (!points.isEmpty() && scale.position(run.elapsedMs) > points.back().x())
            points << QPointF(scale.position(run.elapsedMs), static_cast<double>(previous));
        series->setName(categoryLabel(run));
        series->setPointsVisible(points.size() < 40);  // a run of one or two samples is still seen
        series->replace(points);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    // A best score is read against its neighbours, a count from zero.
    const double low = counter >= 0 && minCount > 0 ? std::floor(minCount * 0.95) : 0.0;
    y->setRange(low, maxCount * 1.03 + 1);
    applyChartPalette(chart, palette);
}

}  // namespace pw::ui
