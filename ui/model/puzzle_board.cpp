#include "puzzle_board.h"

#include <QUndoCommand>

namespace pw::ui {

namespace {

/// One move of the history: the values before and after it.
class BoardEdit final : public QUndoCommand {
public:
    BoardEdit(PuzzleBoard* board, BoardPtr before, BoardPtr after, const QString& text, int mergeId, bool merge)
        : board_(board), before_(std::move(before)), after_(std::move(after)), mergeId_(mergeId), merge_(merge) {
        setText(text);
    }
    void redo() override { board_->restorePosition(after_); }
    void undo() override { board_->restorePosition(before_); }
    int id() const override { return mergeId_; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* next = static_cast<const BoardEdit*>(other);  // the same id: a BoardEdit
        if (!next->merge_) return false;
        after_ = next->after_;
        setText(next->text());
        return true;
    }

private:
    PuzzleBoard* board_;
    BoardPtr before_, after_;
    int mergeId_;
    bool merge_;
};

}  // namespace

PuzzleBoard::PuzzleBoard(const BoardKind& kind, QObject* parent)
    : QObject(parent), kind_(kind), value_(kind.blank({}, nullptr)) {}

PuzzleBoard::~PuzzleBoard() {
    // The history, destroyed after this body, empties itself and signals it: nobody is
    // told of a board that is going.
    disconnect(&undo_, nullptr, nullptr, nullptr);
}

void PuzzleBoard::start(BoardPtr value) {
    value_ = std::move(value);
    undo_.clear();
    emit gameStarted();
    emit positionChanged();
}

void PuzzleBoard::edit(BoardPtr after, const QString& text, int mergeId, bool merge) {
    // push() runs the entry's redo, which puts `after` in place.
    undo_.push(new BoardEdit(this, value_, std::move(after), text, mergeId, merge));
}

void PuzzleBoard::setOptions(BoardPtr value) {
    value_ = std::move(value);
    emit optionsChanged();
}

void PuzzleBoard::restorePosition(const BoardPtr& value) {
    value_ = value_->withPositionOf(value);
    emit positionChanged();
}

void PuzzleBoard::startBlank(const SizeRequest& size) { start(kind_.blank(size, value_.get())); }

bool PuzzleBoard::open(const QString& text, QString* error) {
    BoardPtr opened = kind_.read(text, value_.get(), error);
    if (!opened) return false;
    kind_.open(*this, std::move(opened));
    return true;
}

void PuzzleBoard::restoreKept(const QJsonObject& state) {
    if (kind_.restoreKept) setOptions(kind_.restoreKept(*value_, state));
}

}  // namespace pw::ui
