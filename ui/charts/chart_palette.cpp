#include "chart_palette.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>

#include "boards/board_theme.h"

namespace pw::ui {

namespace {

ChartPalette makeLight() {
    ChartPalette p;
    p.scheme = BoardPalette::Scheme::Light;
    p.background = QColor(0xFF, 0xFF, 0xFF);
    p.text = BoardPalette::light().labelText;
    p.grid = QColor(0xE0, 0xE0, 0xE0);
    p.axisLine = QColor(0x80, 0x80, 0x80);
    // Navy, vermilion, teal, violet: apart in lightness as much as in hue, which is
    // what a dichromat keeps (ΔE00 ≥ 22.9 for every pair and vision).
    p.series = {QColor(0x08, 0x37, 0x5C), QColor(0xBC, 0x2A, 0x00), QColor(0x32, 0x83, 0x6E), QColor(0x9B, 0x61, 0xBE)};
    return p;
}

ChartPalette makeDark() {
    ChartPalette p;
    p.scheme = BoardPalette::Scheme::Dark;
    p.background = BoardPalette::dark().cellBackground;
    p.text = BoardPalette::dark().labelText;
    p.grid = QColor(0x3A, 0x3F, 0x47);
    p.axisLine = QColor(0x8A, 0x90, 0x99);
    // Blue, orange, mint, pink (ΔE00 ≥ 23.2, contrast ≥ 4 on the background).
    p.series = {QColor(0x2F, 0x80, 0xFF), QColor(0xE0, 0x5A, 0x10), QColor(0x74, 0xFF, 0x95), QColor(0xE9, 0xBB, 0xDC)};
    return p;
}

ChartPalette makeHighContrast() {
    ChartPalette p;
    p.scheme = BoardPalette::Scheme::HighContrast;
    p.background = QColor(0xFF, 0xFF, 0xFF);
    p.text = QColor(0x00, 0x00, 0x00);
    p.grid = QColor(0xA0, 0xA0, 0xA0);
    p.axisLine = QColor(0x00, 0x00, 0x00);
    // Contrast ≥ 4.5 on white, ΔE00 ≥ 25.9; lines as heavy again as the boards' are.
    p.series = {QColor(0x00, 0x0F, 0x60), QColor(0xAC, 0x00, 0x00), QColor(0x08, 0x7F, 0x6F), QColor(0x8E, 0x00, 0xF0)};
    p.lineWidth = 2 * BoardPalette::highContrast().lineScale;
    return p;
}

}  // namespace

QColor ChartPalette::seriesColour(int index) const {
    return series[static_cast<std::size_t>(((index % kSeriesColours) + kSeriesColours) % kSeriesColours)];
}

QPen ChartPalette::linePen(int index) const {
    static constexpr Qt::PenStyle kStyles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    QPen pen(seriesColour(index), lineWidth);
    pen.setStyle(kStyles[(index / kSeriesColours) % 4]);
    return pen;
}

const ChartPalette& ChartPalette::forScheme(BoardPalette::Scheme scheme) {
    static const ChartPalette light = makeLight(), dark = makeDark(), high = makeHighContrast();
    switch (scheme) {
    case BoardPalette::Scheme::Dark: return dark;
    case BoardPalette::Scheme::HighContrast: return high;
    case BoardPalette::Scheme::Light: break;
    }
    return light;
}

const ChartPalette& ChartPalette::of(const QWidget& widget) { return forScheme(BoardPalette::of(widget).scheme); }

const ChartPalette& ChartPalette::forPaper() {
    return forScheme(BoardTheme::instance().highContrast() ? BoardPalette::Scheme::HighContrast
                                                           : BoardPalette::Scheme::Light);
}

void applyChartPalette(QChart* chart, const ChartPalette& palette) {
    chart->setBackgroundBrush(palette.background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(palette.text);
    chart->legend()->setLabelColor(palette.text);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsColor(palette.text);
        axis->setTitleBrush(palette.text);
        axis->setGridLineColor(palette.grid);
        axis->setMinorGridLineColor(palette.grid);
        axis->setLinePenColor(palette.axisLine);
    }
}

}  // namespace pw::ui
