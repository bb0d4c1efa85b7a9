#include "question_player.h"

#include <QTimer>

#include "question_box.h"
#include "session/solve_session.h"

namespace pw::ui {

using lessons::Question;

QuestionPlayer::QuestionPlayer(QuestionBox* box, SolveSession* session, QObject* parent)
    : QObject(parent), box_(box), session_(session) {
    connect(box_, &QuestionBox::answered, this, &QuestionPlayer::onAnswered);
}

bool QuestionPlayer::begin(const Question& question, const QString& text, int rows, int columns, RunLookup runOf) {
    clear();
    question_ = question;
    text_ = text;
    rows_ = rows;
    columns_ = columns;
    runOf_ = std::move(runOf);
    if (question.kind == Question::Kind::None) return false;
    if (question.kind == Question::Kind::Square) {
        // Asked on the board the step's events leave: once they are through.
        state_ = State::Waiting;
        return false;
    }
    state_ = State::BeforeRun;
    box_->ask(question_, text_, rows_, columns_);
    // Said once the step is set up (a caller connecting after the step is shown hears it).
    QTimer::singleShot(0, this, [this] {
        if (state_ == State::BeforeRun && box_->isAsking()) emit asked();
    });
    return true;
}

void QuestionPlayer::onAnswered(const ClassAnswer& answer) {
    answer_ = answer;
    if (state_ == State::BeforeRun) {
        state_ = State::Waiting;
        emit readyToRun();
        return;
    }
    if (state_ == State::Waiting && question_.kind == Question::Kind::Square) {
        // The run goes on, one event at a time, to its next placement.
        state_ = State::Stepping;
        if (session_->isRunning() && session_->isTraced()) session_->step();
        else reveal(std::nullopt);
    }
}

void QuestionPlayer::settled() {
    if (state_ != State::Waiting) return;
    if (question_.kind == Question::Kind::Square) {
        if (box_->isAsking() || box_->isVisible()) return;
        box_->ask(question_, text_, rows_, columns_);
        emit asked();
        return;
    }
    reveal(std::nullopt);
}

void QuestionPlayer::frame() {
    if (state_ != State::Stepping) return;
    const std::optional<TraceFrame>& f = session_->frame();
    if (f && f->event.cell >= 0 && columns_ > 0 &&
        (f->event.kind == EventKind::Place || f->event.kind == EventKind::Solution)) {
        reveal(std::pair{f->event.cell / columns_ + 1, f->event.cell % columns_ + 1});
        return;
    }
    if (session_->isRunning() && session_->isTraced()) session_->step();
    else reveal(std::nullopt);
}

void QuestionPlayer::runEnded() {
    if (state_ == State::Stepping) reveal(std::nullopt);
}

void QuestionPlayer::reveal(std::optional<std::pair<int, int>> placed) {
    std::optional<std::uint64_t> actual;
    if (question_.kind != Question::Kind::Square && runOf_) {
        if (const RunView* run = runOf_(question_.figure.version))
            if (const std::optional<double> value = figureValue(question_.figure, *run))
                actual = static_cast<std::uint64_t>(*value);
    }
    state_ = State::Revealed;
    box_->reveal(revealText(question_, answer_, actual, placed));
    emit revealed();
}

void QuestionPlayer::clear() {
    state_ = State::None;
    answer_ = ClassAnswer{};
    box_->clear();
}

bool QuestionPlayer::enter(const QString& text) { return box_->enter(text); }

bool QuestionPlayer::isAsking() const { return box_->isAsking(); }

}  // namespace pw::ui
