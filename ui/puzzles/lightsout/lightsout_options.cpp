#include "lightsout_options.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QHBoxLayout>

#include "boards/flow_layout.h"
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>

namespace pw::ui {

LightsOutOptions::LightsOutOptions(QWidget* parent) : QWidget(parent) {
    play_ = new QRadioButton(tr("Play"));
    play_->setToolTip(tr("A click presses a cell: it and its neighbours toggle (key E switches)."));
    edit_ = new QRadioButton(tr("Edit"));
    edit_->setToolTip(tr("A click toggles a single light, to set a board up (key E switches)."));
    play_->setChecked(true);
    auto* group = new QButtonGroup(this);
    group->addButton(play_);
    group->addButton(edit_);
    torus_ = new QCheckBox(tr("Torus"));
    torus_->setToolTip(tr("Neighbours wrap around the edges; the lights stay as they are."));

    auto* randomSolvable = new QPushButton(tr("Random (solvable)"));
    randomSolvable->setToolTip(tr("Random presses from the dark board: always solvable."));
    auto* randomAny = new QPushButton(tr("Random (any)"));
    randomAny->setToolTip(tr("Every light on or off at random: on some sizes it cannot be solved."));
    auto* solution = new QPushButton(tr("Show solution"));
    solution->setToolTip(tr("Marks the fewest cells to press, found by linear algebra over GF(2) (key S)."));
    auto* hint = new QPushButton(tr("Hint"));
    hint->setToolTip(tr("Presses one cell of the solution (key H); Undo takes it back."));

    // The controls flow onto new lines on a narrow window rather than being squeezed.
    auto* layout = new FlowLayout(this);
    layout->addWidget(play_);
    layout->addWidget(edit_);
    layout->addGap(8);
    layout->addWidget(torus_);
    layout->addGap(12);
    for (QPushButton* b : {randomSolvable, randomAny, solution, hint}) {
        b->setFocusPolicy(Qt::TabFocus);  // Tab reaches it; a click leaves the keyboard on the board
        layout->addWidget(b);
    }

    connect(edit_, &QRadioButton::toggled, this, &LightsOutOptions::editModeChanged);
    connect(torus_, &QCheckBox::toggled, this, &LightsOutOptions::torusChanged);
    connect(randomSolvable, &QPushButton::clicked, this, &LightsOutOptions::randomSolvableRequested);
    connect(randomAny, &QPushButton::clicked, this, &LightsOutOptions::randomAnyRequested);
    connect(solution, &QPushButton::clicked, this, &LightsOutOptions::solutionRequested);
    connect(hint, &QPushButton::clicked, this, &LightsOutOptions::hintRequested);
}

void LightsOutOptions::setEditMode(bool edit) {
    const QSignalBlocker blockPlay(play_), blockEdit(edit_);
    (edit ? edit_ : play_)->setChecked(true);
}

void LightsOutOptions::setTorus(bool torus) {
    const QSignalBlocker block(torus_);
    torus_->setChecked(torus);
}

}  // namespace pw::ui
