#include "lockstep_view.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "panels/counters_panel.h"
#include "panels/pseudocode_view.h"
#include "puzzles/all_boards.h"
#include "text/registry_text.h"

namespace pw::ui {

LockstepView::LockstepView(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    restart_ = new QPushButton(tr("Start both"));
    restart_->setToolTip(tr("Starts both versions again on the board of the window"));
    step_ = new QPushButton(tr("Step both"));
    step_->setToolTip(tr("One event more for each version"));
    sameDepth_ = new QPushButton(tr("Next decision at the same depth"));
    sameDepth_->setToolTip(
        tr("The first version goes to its next decision, the second to its next decision at the same depth"));
    bar->addWidget(restart_);
    bar->addWidget(step_);
    bar->addWidget(sameDepth_);
    bar->addStretch(1);
    layout->addLayout(bar);

    auto* columns = new QHBoxLayout;
    for (std::size_t i = 0; i < sides_.size(); ++i) columns->addWidget(buildSide(sides_[i], i == 0), 1);
    layout->addLayout(columns, 1);

    connect(restart_, &QPushButton::clicked, this, &LockstepView::startFromChoice);
    connect(step_, &QPushButton::clicked, this, [this] {
        pair_.step();
        updateButtons();
    });
    connect(sameDepth_, &QPushButton::clicked, this, [this] {
        pair_.stepToSameDepth();
        updateButtons();
    });
    connect(&pair_, &LockstepPair::changed, this, &LockstepView::showPositions);
    updateButtons();
}

LockstepView::~LockstepView() { pair_.stop(); }

QWidget* LockstepView::buildSide(Side& side, bool first) {
    side.column = new QWidget;
    auto* grid = new QGridLayout(side.column);
    grid->setContentsMargins(0, 0, 0, 0);
    // The version's choice is the side's heading: one line, the board under it.
    auto* heading = new QHBoxLayout;
    side.version = new QComboBox;
    side.version->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    side.version->setMinimumContentsLength(12);
    side.version->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* label = new QLabel(first ? tr("First version:") : tr("Second version:"));
    label->setBuddy(side.version);
    heading->addWidget(label);
    heading->addWidget(side.version, 1);
    side.position = new QLabel;
    side.position->setWordWrap(true);
    side.boardHolder = new QWidget;
    side.boardHolder->setMinimumSize(200, 200);
    auto* holder = new QVBoxLayout(side.boardHolder);
    holder->setContentsMargins(0, 0, 0, 0);
    // The code and the counters beside the board, which takes the whole height.
    auto* aside = new QVBoxLayout;
    side.code = new PseudocodeView;
    side.counters = new CountersPanel;
    side.counters->setNoticeWording(&builtinNoticeText);
    aside->addWidget(side.code, 1);
    aside->addWidget(side.counters);
    grid->addLayout(heading, 0, 0, 1, 2);
    grid->addWidget(side.position, 1, 0, 1, 2);
    grid->addWidget(side.boardHolder, 2, 0);
    grid->addLayout(aside, 2, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(2, 1);
    return side.column;
}

bool LockstepView::open(const QString& puzzleId, const QString& boardText, const AlgorithmInfo& first,
                        const AlgorithmInfo& second, const RunOptions& options, QString* error) {
    const BoardEntry* entry = builtinBoards().find(puzzleId);
    if (!entry) {
        *error = tr("this puzzle has no board to show");
        return false;
    }
    puzzleId_ = puzzleId;
    boardText_ = boardText;
    options_ = options;
    const std::string puzzle = puzzleId.toStdString();
    for (std::size_t i = 0; i < sides_.size(); ++i) {
        QComboBox* version = sides_[i].version;
        const QSignalBlocker blocker(version);
        version->clear();
        for (const AlgorithmInfo* a : builtinRegistry().algorithmsOf(puzzle))
            version->addItem(versionLabel(*a), QString::fromStdString(a->id));
        version->setCurrentIndex(version->findData(QString::fromStdString((i == 0 ? first : second).id)));
    }
    for (Side& side : sides_) {
        delete side.board;
        side.board = entry->create(nullptr);  // a board of its own, not the model's
        // Drawn, not played on: a click would change a board the run does not read.
        side.board->setAttribute(Qt::WA_TransparentForMouseEvents);
        side.board->setFocusPolicy(Qt::NoFocus);
        if (!side.board->fromText(boardText, error)) return false;
        side.boardHolder->layout()->addWidget(side.board);
    }
    startFromChoice();
    return true;
}

void LockstepView::startFromChoice() {
    if (!sides_[0].board) return;
    std::array<const AlgorithmInfo*, 2> chosen{};
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        chosen[i] = builtinRegistry().algorithm(sides_[i].version->currentData().toString().toStdString());
        if (!chosen[i]) return;
    }
    for (std::size_t i = 0; i < sides_.size(); ++i) {
        Side& side = sides_[i];
        side.code->showAlgorithm(chosen[i]);
        side.counters->clear();
        side.board->clearOverlay();
    }
    pair_.start(*chosen[0], *chosen[1], sides_[0].board->instance(), options_);
    updateButtons();
}

void LockstepView::showPositions() {
    for (std::size_t i = 0; i < sides_.size(); ++i) {
        Side& side = sides_[i];
        const StepPosition& p = pair_.position(static_cast<int>(i));
        if (p.serial > 0) {
            side.board->showFrame(p.event, p.state);
            side.code->highlightLine(p.done ? -1 : p.event.line, !p.done && p.event.kind == EventKind::Reject);
        }
        RunView run;
        run.algorithm = pair_.algorithm(static_cast<int>(i));
        run.stats = p.stats;
        run.solutions = p.stats.solutions;
        run.started = true;
        run.elapsedMs = -1;  // a run held on a gate has no time worth showing: a dash
        run.done = p.done;
        side.counters->showRun(run, false);
        side.position->setText(positionText(static_cast<int>(i)));
    }
    updateButtons();
}

QString LockstepView::positionText(int side) const {
    const StepPosition& p = pair_.position(side);
    const auto events = static_cast<int>(p.serial);
    if (p.done) return tr("Search over after %n event(s).", nullptr, events);
    if (p.event.kind == EventKind::Place)
        return tr("Event %1: decision, %2.").arg(events).arg(sides_[side == 0 ? 0 : 1].board->decisionText(p.event));
    if (p.event.kind == EventKind::Solution) return tr("Event %1: a solution.").arg(events);
    return tr("Event %1.").arg(events);
}

void LockstepView::updateButtons() {
    const bool ready = pair_.isStarted() && pair_.isSettled() && !pair_.isOver();
    step_->setEnabled(ready);
    sameDepth_->setEnabled(ready);
    restart_->setEnabled(sides_[0].board != nullptr);
}

}  // namespace pw::ui
