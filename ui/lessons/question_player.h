#pragma once
/// When a lesson step's question is asked and answered (lesson.h `Question`): a number or
/// a choice before the step's run, which waits for the class's answer (or a skip) and then
/// reveals the real count beside it when it ends; a square once the step's events are
/// through, on the board they leave, after which the run steps on to its next placement,
/// which reveals it. The answers come from the run, never from the lesson's text.
#include <QObject>

#include <optional>

#include "lesson.h"
#include "question_text.h"
#include "quoted_figures.h"

namespace pw::ui {

class QuestionBox;
class SolveSession;

class QuestionPlayer final : public QObject {
    Q_OBJECT
public:
    QuestionPlayer(QuestionBox* box, SolveSession* session, QObject* parent);

    /// A step is shown with `question` (kind None: none), worded `text`, on a board of
    /// `rows` × `columns`; `runOf` gives the runs its figure is quoted from. True when
    /// the step's run must wait for the answer (a number or a choice is asked at once).
    bool begin(const lessons::Question& question, const QString& text, int rows, int columns, RunLookup runOf);
    /// The step's run is settled: a number or a choice answered is revealed, a square asked.
    void settled();
    /// The traced run showed a frame: after a square's answer, its next placement reveals it.
    void frame();
    /// The run ended: a square still awaited gets "nothing more placed".
    void runEnded();
    void clear();
    /// Enters the class's answer as the teacher would (QuestionBox::enter).
    bool enter(const QString& text);
    bool isAsking() const;

signals:
    /// The question is on screen, awaiting the class's answer.
    void asked();
    /// A number or a choice was answered (or skipped): the step's run may start.
    void readyToRun();
    /// The run's answer is shown beside the class's.
    void revealed();

private:
    enum class State { None, BeforeRun, Waiting, Stepping, Revealed };
    void onAnswered(const ClassAnswer& answer);
    void reveal(std::optional<std::pair<int, int>> placed);

    QuestionBox* box_;
    SolveSession* session_;
    lessons::Question question_;
    QString text_;
    int rows_ = 0, columns_ = 0;
    RunLookup runOf_;
    State state_ = State::None;
    ClassAnswer answer_;
};

}  // namespace pw::ui
