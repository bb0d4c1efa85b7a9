#pragma once
/// The comparison of versions on one board: two bar charts on logarithmic axes (time:
/// to the first solution and in all; work: checks and nodes), and a line chart of the
/// solutions found against elapsed time, one line per version, redrawn at every tick
/// of the session so the lines grow while the runs stream.
#include <array>
#include <QWidget>

#include <vector>

#include "session/solve_session.h"

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QPainter;
class QRectF;
class QStackedWidget;
class QTabBar;
class QVBoxLayout;
QT_END_NAMESPACE

namespace pw::ui {

struct ChartPalette;
class DepthProfileChart;

class ComparisonChart final : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonChart(QWidget* parent = nullptr);

    void showRuns(const std::vector<RunView>& runs);
    void clear();
    /// Takes the application's type size again (zoom, presentation mode).
    void refreshFonts();
    /// Whether the hint shows before any comparison; without it the chart takes no room
    /// until there is something to draw (presentation mode, where the board needs it).
    void setHintShown(bool shown);
    /// Presentation mode: the board and the charts take turns in the same room, one tab
    /// of the tab bar showing the board (the charts folded to their tab bar), the others
    /// the pages of charts (the board hidden, `boardPageChanged(false)`). On a projector
    /// the board and the pseudo-code need the whole height; a row of charts under them
    /// would cut the board.
    void setPagedWithBoard(bool on);
    /// Whether the board's tab is the current one (always true when not paged with it).
    bool showsBoardPage() const { return !pagedWithBoard_ || runs_.empty() || page_ < 0; }
    /// The tab bar, for the window to place elsewhere (presentation mode: the menu bar's
    /// corner, where it costs the board no height); `restorePageBar` takes it back.
    QTabBar* takePageBar();
    void restorePageBar();
    /// Turns to the first page of charts (a comparison starts) or, with -1, to the board.
    void setPage(int page);
    /// The chart `index` (time, work, solutions over time, depth), for a lesson to point
    /// at, and the turn to the page that shows it.
    QWidget* chartWidget(int index) const { return views()[static_cast<std::size_t>(index)]; }
    /// The page stays the one that shows it as the charts a page change with the width,
    /// until a page is chosen.
    void showChart(int index);
    /// Number of versions drawn as bars (tests check one bar per version).
    int barCount() const { return barCount_; }

    /// Saves the four charts side by side as one PNG picture (all four, even when the
    /// window shows them a page at a time), through QSaveFile: the whole picture or the
    /// old file untouched; false with the reason in `error`.
    bool savePng(const QString& path, QString* error = nullptr);
    /// The four charts two by two on a landscape page (A4 or Letter, the locale's), a
    /// vector PDF written through QSaveFile; false with one sentence in `error`.
    bool savePdf(const QString& path, QString* error = nullptr);
    /// Charts shown side by side: 4 when they all read at this width, else fewer, with
    /// a tab bar to turn the pages (a projector's 1280×720 in large type).
    int chartsPerPage() const { return perPage_; }
    DepthProfileChart* depthChart() const { return depthView_; }
    /// The figures of the last comparison, one line per version, with a header; then,
    /// after a blank line, the nodes per depth.
    QString csv() const;

    /// The colours the charts are drawn in now: the window's scheme (ChartPalette::of),
    /// or paper's while the PDF is drawn.
    const ChartPalette& colours() const;

signals:
    /// Paged with the board: the board's tab was chosen (true) or a page of charts (false).
    void boardPageChanged(bool boardShown);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// The four chart widgets, in their order on screen.
    std::array<QWidget*, 4> views() const;
    /// The exports' picture: the four charts side by side at their stretch factors.
    QSize exportSize() const;
    void paintSideBySide(QPainter& painter, QSize size);
    /// Chart `index` (in the order of `views`) drawn into `target`.
    void renderChart(QPainter& painter, int index, const QRectF& target);
    /// Chooses how many charts fit side by side and shows the current page.
    void relayout();
    void rebuildBars(const std::vector<RunView>& runs);
    /// Redraws the charts in `colours` (paper), or with nullptr in the window's scheme.
    void drawIn(const ChartPalette* colours);
    void rebuildTimeline(const std::vector<RunView>& runs);

    QStackedWidget* stack_;
    QChartView* timeView_;
    QChartView* workView_;
    QChartView* timelineView_;
    DepthProfileChart* depthView_;  ///< nodes per depth, in depth_profile_chart.cpp
    QTabBar* pages_;
    QWidget* charts_;  ///< the four charts' row, under the tab bar
    QVBoxLayout* column_;  ///< the tab bar over the charts' row
    bool barOutside_ = false;  ///< the tab bar is placed by the window (takePageBar)
    QString tabsKey_;  ///< the tabs' texts, to notice a change
    int perPage_ = 4;
    int tabsShape_ = 8;  ///< charts per page and the board's tab, as the tabs were made for
    bool pagedWithBoard_ = false;
    int page_ = 0;  ///< the page of charts shown, -1 for the board's tab (paged with it)
    int pointedChart_ = -1;  ///< the chart whose page stays shown (showChart), or -1
    bool boardShown_ = true;  ///< as last said by boardPageChanged
    std::vector<RunView> runs_;
    const ChartPalette* colours_ = nullptr;  ///< set for paper; nullptr: the window's scheme
    int barCount_ = 0;
    bool hintShown_ = true;
};

}  // namespace pw::ui
