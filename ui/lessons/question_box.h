#pragma once
/// A lesson step's question in the lesson panel, asked before its run (or, for a square,
/// once its events are through): the question, where the teacher enters the class's
/// answer (a number, one of three or four options, a row and a column), Answer and Skip;
/// then the answer given, and what the run reveals beside it. It only asks and shows: the
/// lesson controller (QuestionPlayer) decides when.
#include <QFrame>

#include "question_text.h"

class QButtonGroup;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace pw::ui {

class QuestionBox final : public QFrame {
    Q_OBJECT
public:
    explicit QuestionBox(QWidget* parent = nullptr);

    /// Asks `question`, worded `text`; a square on a board of `rows` × `columns`.
    void ask(const lessons::Question& question, const QString& text, int rows, int columns);
    /// The run answered: `text` beside the class's answer (revealText).
    void reveal(const QString& text);
    /// No question (the box is hidden).
    void clear();
    bool isAsking() const { return asking_; }
    /// Enters an answer as the teacher would: a number ("20000", "20 000"), a letter or
    /// an option's number ("B", "2"), a square ("3,5": row, column), or "skip". False when
    /// it is not one of the question's answers.
    bool enter(const QString& text);
    QString status() const;
    /// The line that says what the class answered and what the run revealed.
    QLabel* statusLabel() const { return status_; }

signals:
    void answered(const ClassAnswer& answer);
    /// What it shows changed (asked, answered, revealed): the panel brings it into view.
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void submit(bool skipped);
    void lock(const ClassAnswer& answer);

    lessons::Question question_;
    bool asking_ = false;
    QLabel* heading_;
    QLabel* text_;
    QLineEdit* number_;
    QWidget* options_;
    QButtonGroup* optionGroup_;
    std::vector<QRadioButton*> optionButtons_;
    std::vector<QLabel*> optionLabels_;  ///< beside each button, wrapped: a radio button's own text never wraps
    QWidget* square_;
    QSpinBox* row_;
    QSpinBox* column_;
    QPushButton* answer_;
    QPushButton* skip_;
    QLabel* status_;
};

}  // namespace pw::ui
