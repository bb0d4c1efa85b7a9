#include "counters_panel.h"

#include <QVBoxLayout>
#include <QLabel>
#include <QProgressBar>

#include <array>

#include "boards/flow_layout.h"
#include "text/registry_text.h"
#include "text/relative_font.h"

namespace pw::ui {

CountersPanel::CountersPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    // The figures flow onto as many lines as the width needs: big numbers in large type
    // are never squeezed.
    auto* figures = new QWidget(this);
    auto* flow = new FlowLayout(figures, 12);
    nodes_ = addFigure(flow, tr("Nodes"));
    checks_ = addFigure(flow, tr("Checks"));
    solutions_ = addFigure(flow, tr("Solutions"));
    // Stats::prunes: "Prunes", never "Cuts", the word of a puzzle's own counter (the
    // magic square's `cuts`, its m.cut()) and of the tree's cut nodes.
    prunes_ = addFigure(flow, tr("Prunes"));
    elapsed_ = addFigure(flow, tr("Elapsed"));
    rate_ = addFigure(flow, tr("Nodes per second"));
    first_ = addFigure(flow, tr("First solution"));
    layout->addWidget(figures);
    busy_ = new QProgressBar(this);
    busy_->setTextVisible(false);
    busy_->setMaximumHeight(10);
    layout->addWidget(busy_);
    extra_ = new QLabel(this);
    extra_->setWordWrap(true);
    layout->addWidget(extra_);
    clear();
}

QLabel* CountersPanel::addFigure(FlowLayout* flow, const QString& name) {
    auto* figure = new QWidget(this);
    auto* column = new QVBoxLayout(figure);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    auto* title = new QLabel(name, figure);
    setRelativeFont(title, 0.85);
    title->setForegroundRole(QPalette::PlaceholderText);
    auto* value = new QLabel(figure);
    setRelativeFont(value, 1.25, true);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Room for a nine-digit count, so that the figures do not jump as they grow.
    value->setMinimumWidth(value->fontMetrics().horizontalAdvance(QStringLiteral("999 999 999")));
    column->addWidget(title);
    column->addWidget(value);
    flow->addWidget(figure);
    return value;
}

QLabel* CountersPanel::valueOf(Box box) const {
    const std::array<QLabel*, 7> values = {nodes_, checks_, solutions_, prunes_, elapsed_, rate_, first_};
    return values[static_cast<std::size_t>(box)];
}

QWidget* CountersPanel::figureBox(Box box) const { return valueOf(box)->parentWidget(); }

QWidget* CountersPanel::extraLine() const { return extra_; }

void CountersPanel::clear() {
    for (QLabel* l : {nodes_, checks_, solutions_, prunes_, elapsed_, rate_, first_}) l->setText(QStringLiteral("—"));
    extra_->clear();
    busy_->setRange(0, 1);
    busy_->setValue(0);
}

void CountersPanel::showRun(const RunView& run, bool running) {
    nodes_->setText(formatCount(run.stats.nodes));
    checks_->setText(formatCount(run.stats.checks));
    solutions_->setText(formatCount(run.solutions));
    prunes_->setText(formatCount(run.stats.prunes));
    elapsed_->setText(formatDuration(run.elapsedMs));
    rate_->setText(run.elapsedMs > 0 ? formatCount(static_cast<std::uint64_t>(run.stats.nodes / (run.elapsedMs / 1000)))
                                     : QStringLiteral("—"));
    first_->setText(formatDuration(run.firstMs));
    QStringList extras;
    if (run.algorithm)
        for (std::size_t i = 0; i < run.algorithm->counterNames.size(); ++i)
            if (run.extraValid >> i & 1u)
                extras << tr("%1: %2", "a counter's name and value")
                              .arg(counterName(run.algorithm->counterNames[i]),
                                   formatCount(run.stats.extra[i]));
    QString text = extras.join(QStringLiteral("   "));
    if (!run.completed && run.done) text = tr("Stopped before the end.") + QStringLiteral("   ") + text;
    if (const QString notice = noticeText(run); !notice.isEmpty()) text += QStringLiteral("   ") + notice;
    extra_->setText(text);
    if (running) busy_->setRange(0, 0);  // an indeterminate bar: the size of a search is unknown
    else {
        busy_->setRange(0, 1);
        busy_->setValue(run.done ? 1 : 0);
    }
}

QString CountersPanel::noticeText(const RunView& run) const {
    const QString notice = noticeWording_ && run.notice ? noticeWording_(run.algorithm, run.notice) : QString();
    return notice.isEmpty() ? QString::fromStdString(run.message) : notice;
}

}  // namespace pw::ui
