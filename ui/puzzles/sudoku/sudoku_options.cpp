#include "sudoku_options.h"

#include <QComboBox>
#include <QHBoxLayout>

#include "boards/flow_layout.h"
#include "sudoku_hint_text.h"
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace pw::ui {

SudokuOptions::SudokuOptions(QWidget* parent) : QWidget(parent) {
    pencil_ = new QPushButton(tr("Pencil marks"));
    pencil_->setCheckable(true);
    pencil_->setToolTip(tr("While on, typing a digit toggles it as a candidate of the cell (key P switches; "
                           "Shift+digit toggles a mark at any time)."));
    auto* fill = new QPushButton(tr("Fill all candidates"));
    fill->setToolTip(tr("Every empty cell gets as marks the digits its row, column and box allow."));
    auto* clearMarks = new QPushButton(tr("Clear marks"));
    clearMarks->setToolTip(tr("Removes every pencil mark."));
    auto* hint = new QPushButton(tr("Hint"));
    hint->setToolTip(tr("Shows the next logical step: its technique, its cells and what it places or removes (key H)."));
    apply_ = new QPushButton(tr("Apply"));
    apply_->setToolTip(tr("Performs the step the hint shows; Undo takes it back."));
    apply_->setEnabled(false);
    auto* check = new QPushButton(tr("Check"));
    check->setToolTip(tr("Are the digits so far right? Wrong ones are flagged red and hatched."));

    level_ = new QComboBox;
    for (int level = 0; level < sudoku::kLevelCount; ++level)
        level_->addItem(SudokuHintText::levelLabel(static_cast<sudoku::Level>(level)));
    level_->setCurrentIndex(1);
    level_->setToolTip(tr("The hardest technique the new puzzle needs (QQwing's levels): simple, singles in a "
                          "cell; easy, hidden singles; intermediate, locked candidates and pairs; expert, "
                          "triples, the X-wing or a guess."));
    auto* generate = new QPushButton(tr("New puzzle"));
    generate->setToolTip(tr("A new puzzle of the chosen level with exactly one solution."));
    auto* copy = new QPushButton(tr("Copy"));
    copy->setToolTip(tr("Copies the puzzle's givens as one line of 81 characters (16 or 256 on the other sizes)."));
    auto* paste = new QPushButton(tr("Paste"));
    paste->setToolTip(tr("Opens the puzzle line (or the collection) on the clipboard (Ctrl+Shift+V)."));
    paste->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    previous_ = new QPushButton(tr("◀ Previous"));
    next_ = new QPushButton(tr("Next ▶"));
    position_ = new QLabel;

    // One flow of buttons in groups: it takes as many lines as the width needs, so that
    // no button is squeezed on a narrow window (presentation mode on a projector).
    auto* layout = new FlowLayout(this, 3);
    for (QPushButton* b : {pencil_, fill, clearMarks}) layout->addWidget(b);
    layout->addGap(12);
    for (QPushButton* b : {hint, apply_, check}) layout->addWidget(b);
    layout->addGap(12);
    layout->addWidget(level_);
    layout->addWidget(generate);
    layout->addGap(12);
    layout->addWidget(copy);
    layout->addWidget(paste);
    layout->addGap(12);
    layout->addWidget(previous_);
    layout->addWidget(position_);
    layout->addWidget(next_);
    for (QPushButton* b : {pencil_, fill, clearMarks, hint, apply_, check, generate, copy, paste, previous_, next_})
        b->setFocusPolicy(Qt::TabFocus);  // Tab reaches it; a click leaves the keyboard on the board
    level_->setFocusPolicy(Qt::TabFocus);
    setCollection(0, 0);

    connect(pencil_, &QPushButton::toggled, this, &SudokuOptions::pencilModeChanged);
    connect(fill, &QPushButton::clicked, this, &SudokuOptions::fillCandidatesRequested);
    connect(clearMarks, &QPushButton::clicked, this, &SudokuOptions::clearMarksRequested);
    connect(hint, &QPushButton::clicked, this, &SudokuOptions::hintRequested);
    connect(apply_, &QPushButton::clicked, this, &SudokuOptions::applyRequested);
    connect(check, &QPushButton::clicked, this, &SudokuOptions::checkRequested);
    connect(level_, &QComboBox::currentIndexChanged, this, &SudokuOptions::levelChanged);
    connect(generate, &QPushButton::clicked, this, &SudokuOptions::newPuzzleRequested);
    connect(copy, &QPushButton::clicked, this, &SudokuOptions::copyRequested);
    connect(paste, &QPushButton::clicked, this, &SudokuOptions::pasteRequested);
    connect(previous_, &QPushButton::clicked, this, &SudokuOptions::previousRequested);
    connect(next_, &QPushButton::clicked, this, &SudokuOptions::nextRequested);
}

void SudokuOptions::setPencilMode(bool on) {
    const QSignalBlocker block(pencil_);
    pencil_->setChecked(on);
}

void SudokuOptions::setCollection(int index, int count) {
    const bool shown = count > 1;
    previous_->setVisible(shown);
    next_->setVisible(shown);
    position_->setVisible(shown);
    position_->setText(tr("Puzzle %1 of %2").arg(index + 1).arg(count));
    previous_->setEnabled(index > 0);
    next_->setEnabled(index + 1 < count);
}

void SudokuOptions::setHintShown(bool shown) { apply_->setEnabled(shown); }

void SudokuOptions::setLevel(int level) {
    const QSignalBlocker block(level_);
    level_->setCurrentIndex(level);
}

}  // namespace pw::ui
