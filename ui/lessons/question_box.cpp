#include "question_box.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

#include "text/relative_font.h"

namespace pw::ui {

using lessons::Question;

QuestionBox::QuestionBox(QWidget* parent) : QFrame(parent) {
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    heading_ = new QLabel(tr("Question for the class"), this);
    setRelativeFont(heading_, 1.0, true);
    text_ = new QLabel(this);
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::PlainText);
    setRelativeFont(text_, 1.15);

    number_ = new QLineEdit(this);
    number_->setPlaceholderText(tr("The class's number"));
    // Digits, with the group separators a teacher may type (spaces, commas, dots).
    number_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9 ,.\u00a0\u202f]{1,30}")), number_));

    options_ = new QWidget(this);
    auto* optionLayout = new QGridLayout(options_);
    optionLayout->setContentsMargins(0, 0, 0, 0);
    optionLayout->setColumnStretch(1, 1);
    optionGroup_ = new QButtonGroup(this);
    for (int i = 0; i < 4; ++i) {
        auto* b = new QRadioButton(options_);
        auto* label = new QLabel(options_);
        label->setWordWrap(true);
        label->installEventFilter(this);  // a click on the words chooses too
        optionGroup_->addButton(b, i);
        optionLayout->addWidget(b, i, 0, Qt::AlignTop);
        optionLayout->addWidget(label, i, 1);
        optionButtons_.push_back(b);
        optionLabels_.push_back(label);
    }

    square_ = new QWidget(this);
    auto* squareLayout = new QHBoxLayout(square_);
    squareLayout->setContentsMargins(0, 0, 0, 0);
    row_ = new QSpinBox(square_);
    column_ = new QSpinBox(square_);
    auto* rowLabel = new QLabel(tr("&Row:"), square_);
    rowLabel->setBuddy(row_);
    auto* columnLabel = new QLabel(tr("C&olumn:"), square_);
    columnLabel->setBuddy(column_);
    squareLayout->addWidget(rowLabel);
    squareLayout->addWidget(row_);
    squareLayout->addWidget(columnLabel);
    squareLayout->addWidget(column_);
    squareLayout->addStretch(1);

    answer_ = new QPushButton(tr("&Answer and run"), this);
    answer_->setToolTip(tr("Keep the class's answer and let the run say the real one"));
    skip_ = new QPushButton(tr("S&kip"), this);
    skip_->setToolTip(tr("No answer: let the run go on"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(answer_);
    buttons->addWidget(skip_);
    buttons->addStretch(1);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    setRelativeFont(status_, 1.1);

    layout->addWidget(heading_);
    layout->addWidget(text_);
    layout->addWidget(number_);
    layout->addWidget(options_);
    layout->addWidget(square_);
    layout->addLayout(buttons);
    layout->addWidget(status_);
    connect(answer_, &QPushButton::clicked, this, [this] { submit(false); });
    connect(skip_, &QPushButton::clicked, this, [this] { submit(true); });
    connect(number_, &QLineEdit::returnPressed, this, [this] { submit(false); });
    connect(number_, &QLineEdit::textChanged, this, [this] { answer_->setEnabled(!number_->text().trimmed().isEmpty()); });
    connect(optionGroup_, &QButtonGroup::idClicked, this, [this] { answer_->setEnabled(true); });
    clear();
}

void QuestionBox::ask(const Question& question, const QString& text, int rows, int columns) {
    question_ = question;
    QFont f = status_->font();
    f.setBold(false);
    status_->setFont(f);
    asking_ = true;
    text_->setText(text);
    number_->clear();
    number_->setVisible(question.kind == Question::Kind::Number);
    options_->setVisible(question.kind == Question::Kind::Choice);
    square_->setVisible(question.kind == Question::Kind::Square);
    const QStringList labels = choiceOptions(question.bounds);
    optionGroup_->setExclusive(false);
    for (std::size_t i = 0; i < optionButtons_.size(); ++i) {
        QRadioButton* b = optionButtons_[i];
        const QString label = labels.value(static_cast<int>(i));
        b->setChecked(false);
        b->setVisible(!label.isEmpty());
        b->setAccessibleName(label);
        optionLabels_[i]->setVisible(!label.isEmpty());
        optionLabels_[i]->setText(label);
    }
    optionGroup_->setExclusive(true);
    row_->setRange(1, std::max(1, rows));
    column_->setRange(1, std::max(1, columns));
    for (QWidget* w : std::initializer_list<QWidget*>{number_, options_, square_, skip_}) w->setEnabled(true);
    for (QLabel* l : optionLabels_) l->setEnabled(true);
    answer_->setEnabled(question.kind == Question::Kind::Square);
    answer_->show();
    skip_->show();
    status_->setText(question.kind == Question::Kind::Square
                         ? tr("Enter the class's answer, then Answer and run: the run goes on to its next placement.")
                         : tr("Enter the class's answer, then Answer and run: the run starts and says the real figure."));
    show();
    if (question.kind == Question::Kind::Number) number_->setFocus();
    emit changed();
}

bool QuestionBox::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::MouseButtonRelease)
        for (std::size_t i = 0; i < optionLabels_.size(); ++i)
            if (watched == optionLabels_[i] && optionButtons_[i]->isEnabled()) optionButtons_[i]->click();
    return QFrame::eventFilter(watched, event);
}

bool QuestionBox::enter(const QString& text) {
    if (!asking_) return false;
    const QString t = text.trimmed();
    if (t.compare(QLatin1String("skip"), Qt::CaseInsensitive) == 0) {
        submit(true);
        return true;
    }
    switch (question_.kind) {
    case Question::Kind::Number: {
        QString digits = t;
        digits.remove(QRegularExpression(QStringLiteral("[ ,.\u00a0\u202f]")));
        bool ok = false;
        digits.toULongLong(&ok);
        if (!ok) return false;
        number_->setText(digits);
        break;
    }
    case Question::Kind::Choice: {
        const int count = static_cast<int>(question_.bounds.size()) + 1;
        int option = -1;
        if (t.size() == 1 && t[0].isLetter()) option = t[0].toUpper().unicode() - u'A';
        else if (bool ok = false; (option = t.toInt(&ok) - 1, !ok)) option = -1;
        if (option < 0 || option >= count) return false;
        optionButtons_[static_cast<std::size_t>(option)]->setChecked(true);
        break;
    }
    case Question::Kind::Square: {
        const QStringList parts = t.split(QRegularExpression(QStringLiteral("[ ,;]+")), Qt::SkipEmptyParts);
        bool okRow = false, okColumn = false;
        const int r = parts.size() == 2 ? parts[0].toInt(&okRow) : 0, c = parts.size() == 2 ? parts[1].toInt(&okColumn) : 0;
        if (!okRow || !okColumn || r < row_->minimum() || r > row_->maximum() || c < column_->minimum() || c > column_->maximum())
            return false;
        row_->setValue(r);
        column_->setValue(c);
        break;
    }
    case Question::Kind::None: return false;
    }
    submit(false);
    return true;
}

void QuestionBox::submit(bool skipped) {
    if (!asking_) return;
    ClassAnswer answer;
    if (!skipped) {
        switch (question_.kind) {
        case Question::Kind::Number: {
            QString digits = number_->text();
            digits.remove(QRegularExpression(QStringLiteral("[ ,.\u00a0\u202f]")));
            bool ok = false;
            answer.number = digits.toULongLong(&ok);
            if (!ok) return;
            break;
        }
        case Question::Kind::Choice:
            answer.option = optionGroup_->checkedId();
            if (answer.option < 0) return;
            break;
        case Question::Kind::Square:
            answer.row = row_->value();
            answer.column = column_->value();
            break;
        case Question::Kind::None: return;
        }
        answer.given = true;
    }
    lock(answer);
    emit answered(answer);
}

void QuestionBox::lock(const ClassAnswer& answer) {
    asking_ = false;
    for (QWidget* w : std::initializer_list<QWidget*>{number_, options_, square_}) w->setEnabled(false);
    answer_->hide();
    skip_->hide();
    for (QLabel* l : optionLabels_) l->setEnabled(false);
    status_->setText(tr("The class: %1. The run goes on…").arg(answerText(question_, answer)));
    emit changed();
}

void QuestionBox::reveal(const QString& text) {
    status_->setText(text);
    QFont f = status_->font();
    f.setBold(true);
    status_->setFont(f);
    emit changed();
}

void QuestionBox::clear() {
    asking_ = false;
    hide();
}

QString QuestionBox::status() const { return status_->text(); }

}  // namespace pw::ui
