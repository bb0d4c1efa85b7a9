#include "check_result_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include "own_version_text.h"

namespace pw::ui {

namespace {
constexpr int kLineRole = Qt::UserRole + 1;
}

CheckResultView::CheckResultView(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    sentence_ = new QLabel(this);
    sentence_->setWordWrap(true);
    sentence_->setTextFormat(Qt::RichText);
    sentence_->setToolTip(tr("A click lights the line in the code."));
    row->addWidget(sentence_, 1);
    step_ = new QPushButton(tr("Step to it"), this);
    step_->setToolTip(tr("Step your version on this board up to the event where the check found the error"));
    row->addWidget(step_, 0, Qt::AlignTop);
    layout->addLayout(row);
    warnings_ = new QListWidget(this);
    warnings_->setWordWrap(true);
    warnings_->setToolTip(tr("What the compiler says of the checked builds; a double click lights the line."));
    layout->addWidget(warnings_);
    connect(sentence_, &QLabel::linkActivated, this, [this] {
        if (line_ > 0) emit lineActivated(line_);
    });
    connect(step_, &QPushButton::clicked, this, &CheckResultView::stepRequested);
    connect(warnings_, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* item) {
        if (const int line = item->data(kLineRole).toInt(); line > 0) emit lineActivated(line);
    });
    clear();
}

void CheckResultView::clear() {
    plain_.clear();
    line_ = 0;
    sentence_->clear();
    step_->hide();
    warnings_->clear();
    warnings_->hide();
    hide();
}

void CheckResultView::showChecking(const QString& text) {
    clear();
    plain_ = text;
    sentence_->setText(text.toHtmlEscaped());
    show();
}

void CheckResultView::showResult(const QString& sentence, int line, bool canStep,
                                 const std::vector<own::Diagnostic>& warnings, const std::string& file) {
    clear();
    plain_ = sentence;
    line_ = line;
    const QString html = sentence.toHtmlEscaped();
    sentence_->setText(line > 0 ? QStringLiteral("<a href=\"line\">%1</a>").arg(html) : html);
    step_->setVisible(canStep);
    for (const own::Diagnostic& d : warnings) {
        auto* item = new QListWidgetItem(OwnVersionText::diagnostic(d), warnings_);
        item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
        item->setData(kLineRole, d.file == file ? d.line : 0);
    }
    warnings_->setVisible(!warnings.empty());
    show();
}

QString CheckResultView::sentence() const { return plain_; }

QStringList CheckResultView::warnings() const {
    QStringList out;
    for (int i = 0; i < warnings_->count(); ++i) out << warnings_->item(i)->text();
    return out;
}

bool CheckResultView::canStep() const { return !step_->isHidden(); }

}  // namespace pw::ui
