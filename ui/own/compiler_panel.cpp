#include "compiler_panel.h"

#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QStyle>
#include <QVBoxLayout>

#include "own/file_version.h"
#include "own_version_text.h"
#include "text/number_text.h"

namespace pw::ui {

namespace {
constexpr int kLineRole = Qt::UserRole + 1;  // the message's line in the version's file, 0 for another file
}

CompilerPanel::CompilerPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    heading_ = new QLabel(this);
    heading_->setWordWrap(true);
    heading_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(heading_);
    list_ = new QListWidget(this);
    list_->setWordWrap(true);
    list_->setToolTip(tr("The compiler's messages; a double click on one lights its line in the code."));
    layout->addWidget(list_, 1);
    runNote_ = new QLabel(this);
    runNote_->setWordWrap(true);
    layout->addWidget(runNote_);
    connect(list_, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* item) {
        if (const int line = item->data(kLineRole).toInt(); line > 0) emit lineActivated(line);
    });
    clear();
}

void CompilerPanel::clear() {
    heading_->setText(tr("Open a version of your own with File › Open a version…: its compiler's messages "
                         "come here."));
    list_->clear();
    runNote_->clear();
}

void CompilerPanel::showCompiling(const QString& file) {
    heading_->setText(tr("Compiling %1…").arg(QFileInfo(file).fileName()));
}

void CompilerPanel::showCompile(const own::FileVersion& version) {
    const own::CompileReport report = version.lastCompile();
    const QString name = QFileInfo(QString::fromStdString(version.path())).fileName();
    QString heading = report.ok() ? tr("%1 compiled in %2.").arg(name, formatDuration(report.milliseconds))
                                  : OwnVersionText::compileProblem(version, report);
    if (!report.sandboxed) heading += QLatin1Char(' ') + tr("It runs without the sandbox.");
    heading_->setText(heading);
    list_->clear();
    runNote_->clear();
    for (const own::Diagnostic& d : report.diagnostics) {
        auto* item = new QListWidgetItem(OwnVersionText::diagnostic(d), list_);
        const QStyle::StandardPixmap icon = d.severity == own::Severity::Error     ? QStyle::SP_MessageBoxCritical
                                            : d.severity == own::Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                                                   : QStyle::SP_MessageBoxInformation;
        item->setIcon(style()->standardIcon(icon));
        item->setData(kLineRole, d.file == version.path() ? d.line : 0);
    }
}

void CompilerPanel::setCompact(bool compact) {
    compact_ = compact;
    list_->setHidden(compact);
    fitHeight();
}

void CompilerPanel::fitHeight() {
    const QMargins m = layout()->contentsMargins();
    setMaximumHeight(compact_ ? fontMetrics().lineSpacing() * 3 + layout()->spacing() + m.top() + m.bottom()
                              : QWIDGETSIZE_MAX);
}

void CompilerPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) fitHeight();  // the type grows with a projector's height
}

void CompilerPanel::showRunNote(const QString& text) { runNote_->setText(text); }

void CompilerPanel::addSection(QWidget* section) {
    auto* box = static_cast<QVBoxLayout*>(layout());
    box->insertWidget(box->indexOf(heading_) + 1, section);
}

QStringList CompilerPanel::messages() const {
    QStringList out;
    for (int i = 0; i < list_->count(); ++i) out << list_->item(i)->text();
    return out;
}

QString CompilerPanel::heading() const { return heading_->text(); }

}  // namespace pw::ui
