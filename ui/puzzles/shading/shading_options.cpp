#include "shading_options.h"

#include <QCheckBox>
#include <QHBoxLayout>

#include "boards/flow_layout.h"
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include "boards/board_palette.h"

namespace pw::ui {

namespace {

// The run lengths the board offers (the solvers accept 2 too, a checkerboard lesson).
constexpr int kSmallestK = 3;
constexpr int kLargestK = 6;

}  // namespace

ShadingOptions::ShadingOptions(QWidget* parent) : QWidget(parent) {
    auto* kLabel = new QLabel(tr("No run of k ="));
    k_ = new QSpinBox;
    k_->setRange(kSmallestK, kLargestK);
    k_->setValue(4);
    k_->setToolTip(tr("The forbidden run length: k shaded cells in a row across, down or diagonally. "
                      "The cells stay; the runs are checked again."));
    kLabel->setBuddy(k_);
    canonical_ = new QCheckBox(tr("One grid per symmetry class"));
    canonical_->setToolTip(tr("A grid from the browser is shown in its canonical form: the 8 rotations and "
                              "reflections of a grid all show as the same one."));
    canonical_->setFocusPolicy(Qt::TabFocus);  // Tab reaches it; a click leaves the keyboard on the board
    best_ = new QLabel;
    QFont bold = best_->font();
    bold.setBold(true);
    best_->setFont(bold);
    problem_ = new QLabel;
    problem_->setWordWrap(true);
    QPalette warning = problem_->palette();
    warning.setColor(QPalette::WindowText, BoardPalette::of(*this).conflict);
    problem_->setPalette(warning);
    problem_->hide();

    // The k box stays by its label; the rest flows onto new lines on a narrow window.
    auto* kPair = new QWidget;
    auto* kRow = new QHBoxLayout(kPair);
    kRow->setContentsMargins(0, 0, 0, 0);
    kRow->addWidget(kLabel);
    kRow->addWidget(k_);
    auto* row = new QWidget;
    auto* flow = new FlowLayout(row);
    flow->addWidget(kPair);
    flow->addGap(12);
    flow->addWidget(canonical_);
    flow->addGap(12);
    flow->addWidget(best_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(row);
    layout->addWidget(problem_);

    connect(k_, &QSpinBox::valueChanged, this, &ShadingOptions::kChanged);
    connect(canonical_, &QCheckBox::toggled, this, &ShadingOptions::canonicalOnlyChanged);
}

void ShadingOptions::setK(int k) {
    const QSignalBlocker block(k_);
    k_->setValue(k);
}

void ShadingOptions::setCanonicalOnly(bool on) {
    const QSignalBlocker block(canonical_);
    canonical_->setChecked(on);
}

void ShadingOptions::setBestKnown(const QString& text) { best_->setText(text); }

void ShadingOptions::setProblem(const QString& text) {
    problem_->setText(text);
    problem_->setVisible(!text.isEmpty());
}

}  // namespace pw::ui
