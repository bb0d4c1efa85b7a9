#include "compiler_panel.h"

#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QStyle>
#include <QResizeEvent>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

#include "own/file_version.h"
#include "panels/wrapped_row_delegate.h"
#include "own_version_text.h"
#include "text/number_text.h"

namespace pw::ui {

namespace {
constexpr int kLineRole = Qt::UserRole + 1;  // the message's line in the version's file, 0 for another file
constexpr int kFullRole = Qt::UserRole + 2;     // the message with the file's whole path
constexpr int kCompactRole = Qt::UserRole + 3;  // the message with the file's name alone
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
    new WrappedRowDelegate(list_);
    list_->viewport()->installEventFilter(this);  // a scroll bar showing narrows the messages
    list_->setToolTip(tr("The compiler's messages; a click on one lights its line in the code."));
    layout->addWidget(list_, 1);
    runNote_ = new QLabel(this);
    runNote_->setWordWrap(true);
    layout->addWidget(runNote_);
    const auto activate = [this](QListWidgetItem* item) {
        if (const int line = item->data(kLineRole).toInt(); line > 0) emit lineActivated(line);
    };
    connect(list_, &QListWidget::itemClicked, this, activate);
    connect(list_, &QListWidget::itemActivated, this, activate);  // Enter on the keyboard
    clear();
}

void CompilerPanel::clear() {
    heading_->setText(tr("Open a version of your own with File › Open a version…: its compiler's messages "
                         "come here."));
    list_->clear();
    runNote_->clear();
    fitHeightLater();
}

void CompilerPanel::showCompiling(const QString& file) {
    heading_->setText(tr("Compiling %1…").arg(QFileInfo(file).fileName()));
    fitHeightLater();
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
        // On a projector a message names the file without its folders, which made each one
        // wrap: the heading, also in the status bar, has the whole path.
        own::Diagnostic named = d;
        if (d.file == version.path()) named.file = name.toStdString();
        item->setData(kCompactRole, OwnVersionText::diagnostic(named));
        item->setData(kFullRole, item->text());
        const QStyle::StandardPixmap icon = d.severity == own::Severity::Error     ? QStyle::SP_MessageBoxCritical
                                            : d.severity == own::Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                                                   : QStyle::SP_MessageBoxInformation;
        item->setIcon(style()->standardIcon(icon));
        item->setData(kLineRole, d.file == version.path() ? d.line : 0);
        showItem(item);
    }
    fitHeightLater();
}

void CompilerPanel::setCompact(bool compact) {
    compact_ = compact;
    for (int i = 0; i < list_->count(); ++i) showItem(list_->item(i));
    fitHeightLater();
}

void CompilerPanel::showItem(QListWidgetItem* item) const {
    item->setText(item->data(compact_ ? kCompactRole : kFullRole).toString());
}

void CompilerPanel::fitHeightLater() {
    if (fitPending_) return;
    fitPending_ = true;
    QTimer::singleShot(0, this, [this] {
        fitPending_ = false;
        fitHeight();
    });
}

void CompilerPanel::fitHeight() {
    // On a projector the heading, which the status bar says too, gives way to the messages
    // when there are some: they name the file and the line.
    list_->setHidden(compact_ && list_->count() == 0);
    heading_->setHidden(compact_ && list_->count() > 0);
    runNote_->setHidden(compact_ && runNote_->text().isEmpty());
    if (!compact_) {
        list_->setMinimumHeight(0);
        list_->setMaximumHeight(QWIDGETSIZE_MAX);
        setMinimumHeight(0);
        setMaximumHeight(QWIDGETSIZE_MAX);
        return;
    }
    // The first messages as they wrap at this width, whole; the panel as high as they,
    // the heading and the note need. The list just shown again takes its width first.
    layout()->activate();
    list_->doItemsLayout();
    int rows = 0;
    for (int i = 0; i < std::min(list_->count(), kCompactMessages); ++i) rows += list_->visualItemRect(list_->item(i)).height();
    list_->setFixedHeight(rows + 2 * list_->frameWidth());
    // (No height for width when no wrapped label shows: then the layout's hint is it.)
    setFixedHeight(layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width()) : layout()->totalSizeHint().height());
}

void CompilerPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) fitHeightLater();  // the type grows with a projector's height
}

bool CompilerPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == list_->viewport() && event->type() == QEvent::Resize) {
        const auto* resize = static_cast<const QResizeEvent*>(event);
        if (resize->size().width() != resize->oldSize().width()) fitHeightLater();  // the messages wrap again
    }
    return QWidget::eventFilter(watched, event);
}

void CompilerPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width()) fitHeightLater();  // the lines wrap again
}

void CompilerPanel::showRunNote(const QString& text) {
    runNote_->setText(text);
    fitHeightLater();
}

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
