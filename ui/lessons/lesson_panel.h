#pragma once
/// The lesson beside the board: the lesson's title, which step of how many, the step's
/// title and its text (figures filled from the run, in bold), and the teacher's buttons:
/// Previous and Next (PageUp and PageDown, which presentation clickers send, work
/// anywhere in the window), Explore, which leaves the step to the class's hands, and
/// Resume, which shows the step again as written. It only shows and asks: the lesson
/// controller decides what the buttons do.
#include <QWidget>

class QBoxLayout;
class QLabel;
class QPushButton;
class QScrollArea;

namespace pw::ui {

class QuestionBox;

class LessonPanel final : public QWidget {
    Q_OBJECT
public:
    explicit LessonPanel(QWidget* parent = nullptr);

    /// Step `index` (from 0) of `count`, its title and its text (HTML).
    void showStep(const QString& lessonTitle, int index, int count, const QString& title, const QString& html);
    /// The text again, its figures filled further.
    void setText(const QString& html);
    /// Exploring: the step is left to the class, and the panel offers to resume it.
    void setExploring(bool on);
    bool isExploring() const { return exploring_; }

    QString text() const;
    /// Under the text: what the window puts there during a step (the pseudo-code).
    QBoxLayout* aside() const { return aside_; }
    QPushButton* previousButton() const { return previous_; }
    QPushButton* nextButton() const { return next_; }
    /// Under the text: the step's question, when it asks one.
    QuestionBox* questionBox() const { return question_; }

signals:
    void previousRequested();
    void nextRequested();
    void exploreRequested();
    void resumeRequested();
    void closeRequested();

private:
    /// Scrolls the text so that the question shows: all of it when it fits; else its
    /// heading while it asks, its answer's line once answered.
    void bringQuestionIntoView();

    bool followQuestion_ = false;
    QLabel* lessonTitle_;
    QLabel* progress_;
    QLabel* title_;
    QLabel* text_;
    QLabel* exploringNote_;
    QuestionBox* question_;
    QScrollArea* scroll_;
    QBoxLayout* aside_;
    QPushButton* previous_;
    QPushButton* next_;
    QPushButton* explore_;
    QPushButton* resume_;
    QPushButton* close_;
    bool exploring_ = false;
};

}  // namespace pw::ui
