#pragma once
/// The shape of each version's search in a comparison: nodes visited at each depth
/// (decisions from the root) on a logarithmic axis, one line per version. Where one
/// version's line drops below another's is where its idea cuts the tree: the 8 queens'
/// v2 leaves v1's 8^d at the second queen, the magic square's v2 bends 9^d into
/// 9!/(9−d)!.
#include <QChartView>

#include <vector>

#include "session/solve_session.h"

namespace pw::ui {

struct ChartPalette;

class DepthProfileChart final : public QChartView {
    Q_OBJECT
public:
    explicit DepthProfileChart(QWidget* parent = nullptr);

    /// Draws the finished runs' profiles (a run still going has none yet) in `colours`
    /// (the comparison's: ChartPalette), or the widget's scheme when none is given.
    void showRuns(const std::vector<RunView>& runs, const ChartPalette* colours = nullptr);
    void refreshFonts();
    /// Number of versions drawn (tests check one line per profiled version).
    int lineCount() const { return lines_; }
    /// `algorithm,depth,nodes` lines, one per version and depth.
    QString csv() const;

private:
    std::vector<RunView> runs_;
    const ChartPalette* colours_ = nullptr;  ///< as last given to showRuns
    int lines_ = 0;
};

}  // namespace pw::ui
