#include "control_panel.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "model/workbench_model.h"
#include "text/registry_text.h"
#include "version_combo_box.h"

namespace pw::ui {

namespace {
// The speed slider runs from one event a second (0) to full speed (kSpeedSteps): the
// steps in between are spread on a logarithmic scale up to 10,000 events a second.
constexpr int kSpeedSteps = 40;
}  // namespace

ControlPanel::ControlPanel(WorkbenchModel* model, QWidget* parent) : QWidget(parent), model_(model) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* versionGroup = new QGroupBox(tr("Algorithm"), this);
    auto* versionLayout = new QVBoxLayout(versionGroup);
    algorithmBox_ = new VersionComboBox(versionGroup);
    algorithmBox_->setToolTip(tr("The version of the solver: v1 is the naive method, each later one adds one idea."));
    title_ = new QLabel(versionGroup);
    title_->setWordWrap(true);
    title_->setTextFormat(Qt::PlainText);
    title_->hide();
    ideaToggle_ = new QToolButton(versionGroup);
    ideaToggle_->setText(tr("The idea of this version"));
    ideaToggle_->setCheckable(true);
    ideaToggle_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    ideaToggle_->setArrowType(Qt::RightArrow);
    ideaToggle_->setAutoRaise(true);
    ideaToggle_->hide();
    idea_ = new QLabel(versionGroup);
    idea_->setWordWrap(true);
    idea_->setTextFormat(Qt::PlainText);
    idea_->setMinimumHeight(idea_->fontMetrics().height() * 4);
    idea_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    versionLayout->addWidget(algorithmBox_);
    versionLayout->addWidget(title_);
    versionLayout->addWidget(ideaToggle_);
    versionLayout->addWidget(idea_);
    connect(ideaToggle_, &QToolButton::toggled, this, [this](bool open) {
        ideaToggle_->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        idea_->setVisible(open || !presentation_);
    });
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);  // large type: the field goes under its label
    modeBox_ = new QComboBox(versionGroup);
    modeBox_->addItem(tr("First solution"), static_cast<int>(Mode::First));
    modeBox_->addItem(tr("All solutions"), static_cast<int>(Mode::All));
    modeBox_->addItem(tr("Count only"), static_cast<int>(Mode::Count));
    modeBox_->setCurrentIndex(1);
    // Never narrower than its longest mode (a squeezed box would cut « Toutes les
    // solutions »), at any type size: the minimum is counted in characters.
    int longest = 0;
    for (int i = 0; i < modeBox_->count(); ++i) longest = std::max(longest, static_cast<int>(modeBox_->itemText(i).size()));
    modeBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    modeBox_->setMinimumContentsLength(longest + 2);
    modeBox_->installEventFilter(this);
    sizeBox_ = new QSpinBox(versionGroup);
    form->addRow(tr("&Mode:"), modeBox_);
    form->addRow(tr("Board &size:"), sizeBox_);
    versionLayout->addLayout(form);
    layout->addWidget(versionGroup);

    auto* runGroup = new QGroupBox(tr("Run"), this);
    auto* grid = new QGridLayout(runGroup);
    runGrid_ = grid;
    solveButton_ = new QPushButton(tr("&Solve"), runGroup);
    solveButton_->setToolTip(tr("Run the chosen version at full speed (F5)"));
    solveButton_->setShortcut(QKeySequence(Qt::Key_F5));
    // No mnemonic: every letter of it is taken in one language or the other (Shift+F10 steps back).
    backButton_ = new QPushButton(tr("◀ Back"), runGroup);
    backButton_->setToolTip(tr("One event back in the recorded run (Shift+F10, or Left on the board)"));
    stepButton_ = new QPushButton(tr("S&tep"), runGroup);
    stepButton_->setToolTip(tr("One event of the search per click (F10)"));
    stepButton_->setShortcut(QKeySequence(Qt::Key_F10));
    playButton_ = new QPushButton(tr("&Play"), runGroup);
    playButton_->setToolTip(tr("Events one after the other at the chosen speed (F6)"));
    playButton_->setShortcut(QKeySequence(Qt::Key_F6));
    pauseButton_ = new QPushButton(tr("P&ause"), runGroup);
    pauseButton_->setToolTip(tr("Hold the search where it is (F7)"));
    pauseButton_->setShortcut(QKeySequence(Qt::Key_F7));
    stopButton_ = new QPushButton(tr("St&op"), runGroup);
    stopButton_->setToolTip(tr("Stop the run (Esc)"));
    stopButton_->setShortcut(QKeySequence(Qt::Key_Escape));
    // Back beside Step; Play, Pause and Stop under them, as on a player.
    grid->addWidget(solveButton_, 0, 0);
    grid->addWidget(backButton_, 0, 1);
    grid->addWidget(stepButton_, 0, 2);
    grid->addWidget(playButton_, 1, 0);
    grid->addWidget(pauseButton_, 1, 1);
    grid->addWidget(stopButton_, 1, 2);
    speedSlider_ = new QSlider(Qt::Horizontal, runGroup);
    speedSlider_->setRange(0, kSpeedSteps);
    speedSlider_->setValue(kSpeedSteps / 4);
    speedSlider_->setToolTip(tr("Play speed, from one event a second to full speed"));
    speedLabel_ = new QLabel(runGroup);
    grid->addWidget(new QLabel(tr("Speed:"), runGroup), 2, 0);
    grid->addWidget(speedSlider_, 2, 1);
    grid->addWidget(speedLabel_, 2, 2);
    layout->addWidget(runGroup);

    compareGroup_ = new QGroupBox(tr("Compare"), this);
    QGroupBox* compareGroup = compareGroup_;
    auto* compareLayout = new QFormLayout(compareGroup);
    compareLayout->setRowWrapPolicy(QFormLayout::WrapLongRows);
    budgetBox_ = new QDoubleSpinBox(compareGroup);
    budgetBox_->setRange(WorkbenchModel::kMinBudgetSeconds, WorkbenchModel::kMaxBudgetSeconds);
    budgetBox_->setValue(WorkbenchModel::kDefaultBudgetSeconds);
    budgetBox_->setSuffix(tr(" s"));
    budgetBox_->setToolTip(tr("Each version is stopped after this time and shown as stopped"));
    compareButton_ = new QPushButton(tr("&Compare versions"), compareGroup);
    compareButton_->setToolTip(tr("Run every version on this board, one after the other (F8)"));
    compareButton_->setShortcut(QKeySequence(Qt::Key_F8));
    compareLayout->addRow(tr("&Budget per version:"), budgetBox_);
    budgetLabel_ = compareLayout->labelForField(budgetBox_);
    compareLayout->addRow(compareButton_);
    layout->addWidget(compareGroup);
    layout->addStretch(1);

    // The user's choices go to the model; what the model holds comes back to the boxes
    // (with their signals blocked: a choice is sent once).
    connect(algorithmBox_, &QComboBox::currentIndexChanged, this, [this] {
        model_->chooseVersion(model_->puzzle(), algorithmBox_->currentData().toString());
    });
    connect(modeBox_, &QComboBox::currentIndexChanged, this,
            [this] { model_->setMode(static_cast<Mode>(modeBox_->currentData().toInt())); });
    connect(sizeBox_, &QSpinBox::valueChanged, model_, &WorkbenchModel::requestNewBoard);
    connect(budgetBox_, &QDoubleSpinBox::valueChanged, model_, &WorkbenchModel::setBudgetSeconds);
    connect(solveButton_, &QPushButton::clicked, this, &ControlPanel::solveRequested);
    connect(stepButton_, &QPushButton::clicked, this, &ControlPanel::stepRequested);
    connect(backButton_, &QPushButton::clicked, this, &ControlPanel::backRequested);
    connect(playButton_, &QPushButton::clicked, this, &ControlPanel::playRequested);
    connect(pauseButton_, &QPushButton::clicked, this, &ControlPanel::pauseRequested);
    connect(stopButton_, &QPushButton::clicked, this, &ControlPanel::stopRequested);
    connect(compareButton_, &QPushButton::clicked, this, &ControlPanel::compareRequested);
    connect(speedSlider_, &QSlider::valueChanged, this, [this] {
        updateSpeedLabel();
        model_->setEventsPerSecond(eventsPerSecond());
    });
    updateSpeedLabel();
    setRunning(false, false, false);

    connect(model_, &WorkbenchModel::puzzleChanged, this, [this] {
        showVersions();
        showSize();
    });
    connect(model_, &WorkbenchModel::versionsChanged, this, [this](const QString& puzzle) {
        if (puzzle == model_->puzzle()) showVersions();
    });
    connect(model_, &WorkbenchModel::versionChanged, this, [this](const QString& puzzle) {
        if (puzzle == model_->puzzle()) showVersion();
    });
    connect(model_, &WorkbenchModel::sizeChanged, this, [this](const QString& puzzle) {
        if (puzzle == model_->puzzle()) showSize();
    });
    connect(model_, &WorkbenchModel::modeChanged, this, [this](Mode mode) {
        const QSignalBlocker block(modeBox_);
        modeBox_->setCurrentIndex(modeBox_->findData(static_cast<int>(mode)));
    });
    connect(model_, &WorkbenchModel::budgetChanged, this, [this](double seconds) {
        const QSignalBlocker block(budgetBox_);
        budgetBox_->setValue(seconds);
    });
    // The model starts from what the boxes offer first.
    model_->setMode(static_cast<Mode>(modeBox_->currentData().toInt()));
    model_->setBudgetSeconds(budgetBox_->value());
    model_->setEventsPerSecond(eventsPerSecond());
    showVersions();
    showSize();
    setBackEnabled(false);
}

void ControlPanel::showVersions() {
    {
        const QSignalBlocker block(algorithmBox_);
        algorithmBox_->clear();
        for (const AlgorithmInfo* a : model_->versions())
            algorithmBox_->addItem(versionLabel(*a), QString::fromStdString(a->id));
    }
    showVersion();
}

void ControlPanel::showVersion() {
    const AlgorithmInfo* a = model_->version();
    {
        const QSignalBlocker block(algorithmBox_);
        algorithmBox_->setCurrentIndex(a ? algorithmBox_->findData(QString::fromStdString(a->id)) : -1);
    }
    updateIdea();
}

void ControlPanel::showSize() {
    const WorkbenchModel::SizeRange range = model_->sizeRange(model_->puzzle());
    const QSignalBlocker block(sizeBox_);
    sizeBox_->setRange(range.minimum, range.maximum);
    sizeBox_->setValue(model_->size());
}

double ControlPanel::eventsPerSecond() const {
    const int v = speedSlider_->value();
    return v >= kSpeedSteps ? 0.0 : std::pow(10.0, 4.0 * v / (kSpeedSteps - 1));
}

int ControlPanel::speedPosition() const { return speedSlider_->value(); }
void ControlPanel::setSpeedPosition(int position) { speedSlider_->setValue(position); }

void ControlPanel::setBackEnabled(bool on) { backButton_->setEnabled(on); }

void ControlPanel::setRunning(bool running, bool traced, bool paused) {
    solveButton_->setEnabled(!running);
    compareButton_->setEnabled(!running);
    algorithmBox_->setEnabled(!running);
    modeBox_->setEnabled(!running);
    sizeBox_->setEnabled(!running);
    stepButton_->setEnabled(!running || traced);
    playButton_->setEnabled(!running || (traced && paused));
    pauseButton_->setEnabled(running && traced && !paused);
    stopButton_->setEnabled(running);
}

void ControlPanel::updateIdea() {
    const AlgorithmInfo* a = model_->version();
    if (a && !a->file.empty())
        idea_->setText(tr("Your own version, from %1. Every solution it reports is checked.")
                           .arg(QString::fromStdString(a->file)));
    else idea_->setText(a ? registryText(a->idea) : QString());
    title_->setText(a ? registryText(a->title) : QString());
}

void ControlPanel::setPresentation(bool on) {
    presentation_ = on;
    algorithmBox_->setCompact(on);
    title_->setVisible(on);
    ideaToggle_->setVisible(on);
    ideaToggle_->setChecked(false);
    idea_->setVisible(!on);
    // A folded idea takes no room; the minimum of four lines is for the full panel.
    idea_->setMinimumHeight(on ? 0 : idea_->fontMetrics().height() * 4);
    // The budget keeps its value (10 s unless changed) and gives way on a projector.
    budgetLabel_->setVisible(!on);
    budgetBox_->setVisible(!on);
}

void ControlPanel::addBesideSolve(QAction* action) {
    auto* button = new QPushButton(action->text(), solveButton_->parentWidget());
    auto follow = [button, action] {
        button->setText(action->text());
        button->setToolTip(action->toolTip());
        button->setEnabled(action->isEnabled());
        button->setVisible(action->isVisible());
    };
    follow();
    connect(action, &QAction::changed, button, follow);
    connect(button, &QPushButton::clicked, action, &QAction::trigger);
    // A row of its own under the run's buttons (Play took the place under Solve).
    runGrid_->addWidget(button, runGrid_->rowCount(), 0);
}

void ControlPanel::updateSpeedLabel() {
    const double eps = eventsPerSecond();
    speedLabel_->setText(eps <= 0 ? tr("full speed")
                                  : tr("%1 / s").arg(eps < 10 ? formatDecimal(eps, 1)
                                                              : formatCount(static_cast<std::uint64_t>(qRound(eps)))));
}

void ControlPanel::setComparisonShown(bool shown) { compareGroup_->setVisible(shown); }

bool ControlPanel::eventFilter(QObject* watched, QEvent* event) {
    // A combo box keeps the least size it first computed through a change of type (Qt
    // drops only its preferred size then): the mode box of a window built in the usual type
    // would stay too narrow for « Toutes les solutions » in a projector's large type, and
    // one built in a projector's type (a language chosen in presentation mode) too wide
    // for the usual one. Once the new type has reached it, a style change makes it measure
    // both again, and its panel takes the width it needs.
    if (watched == modeBox_ && event->type() == QEvent::FontChange)
        QMetaObject::invokeMethod(
            this,
            [this] {
                QEvent restyle(QEvent::StyleChange);
                QCoreApplication::sendEvent(modeBox_, &restyle);
                modeBox_->updateGeometry();
            },
            Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

}  // namespace pw::ui
