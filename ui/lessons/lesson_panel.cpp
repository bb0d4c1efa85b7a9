#include "lesson_panel.h"

#include <algorithm>

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

#include "question_box.h"
#include "text/relative_font.h"

namespace pw::ui {

LessonPanel::LessonPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    lessonTitle_ = new QLabel(this);
    lessonTitle_->setWordWrap(true);
    lessonTitle_->setForegroundRole(QPalette::PlaceholderText);
    progress_ = new QLabel(this);
    progress_->setForegroundRole(QPalette::PlaceholderText);
    title_ = new QLabel(this);
    title_->setWordWrap(true);
    setRelativeFont(title_, 1.25, true);
    text_ = new QLabel(this);
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::RichText);
    text_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setRelativeFont(text_, 1.1);
    exploringNote_ = new QLabel(tr("The lesson waits while you explore: Resume shows this step again as it was."), this);
    exploringNote_->setWordWrap(true);
    exploringNote_->hide();
    // A long text scrolls rather than pushing the buttons off a projector's screen.
    auto* body = new QWidget;
    auto* bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(title_);
    bodyLayout->addWidget(text_);
    question_ = new QuestionBox(body);
    bodyLayout->addWidget(question_);
    bodyLayout->addStretch(1);
    scroll_ = new QScrollArea(this);
    scroll_->setWidget(body);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A question asked or answered comes into view, under a text longer than the panel:
    // now, and again each time the text's height changes the scroll range (the figures
    // filled in when the run ends, the answer's line), which a layout request does later,
    // until the teacher scrolls by hand.
    connect(question_, &QuestionBox::changed, this, [this] {
        followQuestion_ = true;
        QTimer::singleShot(0, this, &LessonPanel::bringQuestionIntoView);
    });
    QScrollBar* bar = scroll_->verticalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, this, [this] {
        if (followQuestion_) bringQuestionIntoView();
    });
    connect(bar, &QScrollBar::actionTriggered, this, [this] { followQuestion_ = false; });

    previous_ = new QPushButton(tr("◀ Previous"), this);
    previous_->setToolTip(tr("The step before (Page Up)"));
    next_ = new QPushButton(tr("Next ▶"), this);
    next_->setToolTip(tr("The next step (Page Down)"));
    explore_ = new QPushButton(tr("E&xplore"), this);
    explore_->setToolTip(tr("Leave the step to explore freely: every panel and control comes back (F2)"));
    resume_ = new QPushButton(tr("&Resume the step"), this);
    resume_->setToolTip(tr("Show this step again as the lesson has it (F2)"));
    resume_->hide();
    close_ = new QPushButton(tr("&Close"), this);
    close_->setToolTip(tr("Close the lesson"));
    auto* buttons = new QGridLayout;
    buttons->addWidget(previous_, 0, 0);
    buttons->addWidget(next_, 0, 1);
    buttons->addWidget(explore_, 1, 0);
    buttons->addWidget(resume_, 1, 0);
    buttons->addWidget(close_, 1, 1);

    layout->addWidget(lessonTitle_);
    layout->addWidget(progress_);
    layout->addWidget(scroll_, 1);
    aside_ = new QVBoxLayout;
    aside_->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(aside_);
    layout->addWidget(exploringNote_);
    layout->addLayout(buttons);
    connect(previous_, &QPushButton::clicked, this, &LessonPanel::previousRequested);
    connect(next_, &QPushButton::clicked, this, &LessonPanel::nextRequested);
    connect(explore_, &QPushButton::clicked, this, &LessonPanel::exploreRequested);
    connect(resume_, &QPushButton::clicked, this, &LessonPanel::resumeRequested);
    connect(close_, &QPushButton::clicked, this, &LessonPanel::closeRequested);
}

void LessonPanel::showStep(const QString& lessonTitle, int index, int count, const QString& title, const QString& html) {
    lessonTitle_->setText(lessonTitle);
    progress_->setText(tr("Step %1 of %2").arg(index + 1).arg(count));
    title_->setText(title);
    setText(html);
    previous_->setEnabled(index > 0);
    next_->setEnabled(index + 1 < count);
    setExploring(false);
}

void LessonPanel::bringQuestionIntoView() {
    if (!question_->isVisible()) return;
    const QWidget* body = scroll_->widget();
    const int view = scroll_->viewport()->height();
    const int top = question_->mapTo(body, QPoint(0, 0)).y();
    const int bottom = top + question_->height();
    QScrollBar* bar = scroll_->verticalScrollBar();
    if (bottom - top <= view) {
        bar->setValue(std::clamp(bar->value(), bottom - view, top));  // the whole box
    } else if (question_->isAsking()) {
        bar->setValue(top);  // from its heading: the question, its options and buttons
    } else {
        // Its last line: what the class answered and what the run revealed.
        const QLabel* status = question_->statusLabel();
        bar->setValue(status->mapTo(body, QPoint(0, status->height())).y() - view);
    }
}

void LessonPanel::setText(const QString& html) { text_->setText(html); }

QString LessonPanel::text() const { return text_->text(); }

void LessonPanel::setExploring(bool on) {
    exploring_ = on;
    explore_->setVisible(!on);
    resume_->setVisible(on);
    exploringNote_->setVisible(on);
    scroll_->setVisible(!on);
}

}  // namespace pw::ui
