#include "counters_panel.h"

#include <QGridLayout>
#include <QLabel>
#include <QProgressBar>

#include "text/notice_text.h"
#include "text/registry_text.h"
#include "text/relative_font.h"

namespace pw::ui {

CountersPanel::CountersPanel(QWidget* parent) : QWidget(parent) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(4, 4, 4, 4);
    nodes_ = addFigure(grid, 0, 0, tr("Nodes"));
    checks_ = addFigure(grid, 0, 1, tr("Checks"));
    solutions_ = addFigure(grid, 0, 2, tr("Solutions"));
    prunes_ = addFigure(grid, 0, 3, tr("Cuts"));
    elapsed_ = addFigure(grid, 2, 0, tr("Elapsed"));
    rate_ = addFigure(grid, 2, 1, tr("Nodes per second"));
    first_ = addFigure(grid, 2, 2, tr("First solution"));
    busy_ = new QProgressBar(this);
    busy_->setTextVisible(false);
    busy_->setMaximumHeight(10);
    grid->addWidget(busy_, 3, 3);
    extra_ = new QLabel(this);
    extra_->setWordWrap(true);
    grid->addWidget(extra_, 4, 0, 1, 4);
    clear();
}

QLabel* CountersPanel::addFigure(QGridLayout* grid, int row, int column, const QString& name) {
    auto* title = new QLabel(name, this);
    setRelativeFont(title, 0.85);
    title->setForegroundRole(QPalette::PlaceholderText);
    auto* value = new QLabel(this);
    setRelativeFont(value, 1.35, true);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    grid->addWidget(title, row, column);
    grid->addWidget(value, row + 1, column);
    return value;
}

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
                              .arg(QCoreApplication::translate("Counters", run.algorithm->counterNames[i].c_str()),
                                   formatCount(run.stats.extra[i]));
    QString text = extras.join(QStringLiteral("   "));
    if (!run.completed && run.done) text = tr("Stopped before the end.") + QStringLiteral("   ") + text;
    if (const QString notice = noticeText(run.algorithm, run.notice, run.message); !notice.isEmpty())
        text += QStringLiteral("   ") + notice;
    extra_->setText(text);
    if (running) busy_->setRange(0, 0);  // an indeterminate bar: the size of a search is unknown
    else {
        busy_->setRange(0, 1);
        busy_->setValue(run.done ? 1 : 0);
    }
}

}  // namespace pw::ui
