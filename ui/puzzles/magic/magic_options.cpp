#include "magic_options.h"

#include <QCheckBox>
#include <QHBoxLayout>

#include "boards/flow_layout.h"
#include <QPushButton>
#include <QSignalBlocker>

namespace pw::ui {

MagicOptions::MagicOptions(QWidget* parent) : QWidget(parent) {
    auto* mark = new QPushButton(tr("Mark as given"));
    mark->setToolTip(tr("The selected cell becomes a given that Solve keeps, or stops being one (key G, or a right click)."));
    auto* markAll = new QPushButton(tr("Mark all as given"));
    markAll->setToolTip(tr("Every number on the board becomes a given."));
    auto* clear = new QPushButton(tr("Clear non-given cells"));
    clear->setToolTip(tr("Empties every cell that is not a given."));
    canonical_ = new QCheckBox(tr("Show one square per symmetry class"));
    canonical_->setToolTip(tr("A solution from the browser is shown in its standard form (Frénicle's): "
                              "the 8 rotations and reflections of a square all show as the same one."));

    // The controls flow onto new lines on a narrow window rather than being squeezed.
    auto* layout = new FlowLayout(this);
    for (QPushButton* b : {mark, markAll, clear}) {
        b->setFocusPolicy(Qt::TabFocus);  // Tab reaches it; a click leaves the keyboard on the board
        layout->addWidget(b);
    }
    layout->addGap(12);
    layout->addWidget(canonical_);
    canonical_->setFocusPolicy(Qt::TabFocus);

    connect(mark, &QPushButton::clicked, this, &MagicOptions::markGivenRequested);
    connect(markAll, &QPushButton::clicked, this, &MagicOptions::markAllGivenRequested);
    connect(clear, &QPushButton::clicked, this, &MagicOptions::clearNonGivenRequested);
    connect(canonical_, &QCheckBox::toggled, this, &MagicOptions::canonicalOnlyChanged);
}

void MagicOptions::setCanonicalOnly(bool on) {
    const QSignalBlocker block(canonical_);
    canonical_->setChecked(on);
}

}  // namespace pw::ui
