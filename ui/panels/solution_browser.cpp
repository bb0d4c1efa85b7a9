#include "solution_browser.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "text/registry_text.h"

namespace pw::ui {

SolutionBrowser::SolutionBrowser(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    previous_ = new QPushButton(tr("◀ Previous"), this);
    previous_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    previous_->setToolTip(tr("Previous solution (Alt+Left)"));
    next_ = new QPushButton(tr("Next ▶"), this);
    next_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    next_->setToolTip(tr("Next solution (Alt+Right)"));
    goTo_ = new QSpinBox(this);
    goTo_->setToolTip(tr("Go to solution number"));
    goTo_->setKeyboardTracking(false);
    row->addWidget(previous_);
    row->addWidget(goTo_, 1);
    row->addWidget(next_);
    label_ = new QLabel(this);
    label_->setWordWrap(true);
    layout->addLayout(row);
    layout->addWidget(label_);
    connect(previous_, &QPushButton::clicked, this, [this] { setCurrent(current_ - 1); });
    connect(next_, &QPushButton::clicked, this, [this] { setCurrent(current_ + 1); });
    connect(goTo_, &QSpinBox::valueChanged, this, [this](int v) { setCurrent(v - 1); });
    refresh();
}

void SolutionBrowser::setCounts(std::size_t stored, std::uint64_t total) {
    if (stored == stored_ && total == total_) return;
    stored_ = stored;
    total_ = total;
    if (stored_ == 0) current_ = -1;
    refresh();
}

void SolutionBrowser::setCurrent(int index) {
    if (stored_ == 0) return;
    index = std::clamp(index, 0, static_cast<int>(stored_) - 1);
    const bool changed = index != current_;
    current_ = index;
    refresh();
    if (changed) emit solutionRequested(current_);
}

void SolutionBrowser::refresh() {
    const QSignalBlocker block(goTo_);
    goTo_->setRange(stored_ ? 1 : 0, static_cast<int>(stored_));
    goTo_->setValue(current_ + 1);
    goTo_->setEnabled(stored_ > 0);
    previous_->setEnabled(current_ > 0);
    next_->setEnabled(current_ + 1 < static_cast<int>(stored_));
    if (stored_ == 0) label_->setText(tr("No solution to show yet."));
    else if (total_ > stored_)
        label_->setText(tr("Solution %1 of the first %2 kept (%3 found).")
                            .arg(formatCount(static_cast<std::uint64_t>(current_ + 1)), formatCount(stored_),
                                 formatCount(total_)));
    else label_->setText(tr("Solution %1 of %2.").arg(formatCount(static_cast<std::uint64_t>(current_ + 1)), formatCount(stored_)));
}

}  // namespace pw::ui
