#include "worksheet_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include "all_puzzles.h"
#include "core/registry.h"
#include "page_output.h"
#include "paper_size.h"
#include "puzzles/all_boards.h"
#include "text/registry_text.h"

namespace pw::ui {

WorksheetDialog::WorksheetDialog(QWidget* parent)
    : QDialog(parent), seed_(QRandomGenerator::global()->generate64() >> 16) {
    setWindowTitle(tr("Worksheet"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    puzzleBox_ = new QComboBox(this);
    for (const PuzzleInfo& puzzle : builtinRegistry().puzzles())
        if (puzzle.makePuzzle && !puzzle.levels.empty() && builtinBoards().find(QString::fromStdString(puzzle.id)))
            puzzleBox_->addItem(registryText(puzzle.title), QString::fromStdString(puzzle.id));
    levelBox_ = new QComboBox(this);
    sizeBox_ = new QSpinBox(this);
    countBox_ = new QSpinBox(this);
    countBox_->setRange(1, 60);
    countBox_->setValue(6);
    paperBox_ = new QComboBox(this);
    paperBox_->addItem(QStringLiteral("A4"), static_cast<int>(QPageSize::A4));
    paperBox_->addItem(tr("Letter"), static_cast<int>(QPageSize::Letter));
    paperBox_->setCurrentIndex(defaultPaperSize() == QPageSize::Letter ? 1 : 0);
    answersBox_ = new QCheckBox(tr("The answers on pages at the end"), this);
    answersBox_->setChecked(true);
    form->addRow(tr("&Puzzle:"), puzzleBox_);
    form->addRow(tr("&Difficulty:"), levelBox_);
    form->addRow(tr("&Size:"), sizeBox_);
    form->addRow(tr("&Number of puzzles:"), countBox_);
    form->addRow(tr("P&aper:"), paperBox_);
    form->addRow(QString(), answersBox_);
    layout->addLayout(form);

    progress_ = new QProgressBar(this);
    progress_->hide();
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    layout->addWidget(progress_);
    layout->addWidget(status_);

    auto* buttons = new QDialogButtonBox(this);
    saveButton_ = buttons->addButton(tr("Save as &PDF…"), QDialogButtonBox::ActionRole);
    printButton_ = buttons->addButton(tr("P&rint…"), QDialogButtonBox::ActionRole);
    cancelButton_ = buttons->addButton(QDialogButtonBox::Cancel);
    closeButton_ = buttons->addButton(QDialogButtonBox::Close);
    cancelButton_->setEnabled(false);
    layout->addWidget(buttons);

    poll_ = new QTimer(this);
    poll_->setInterval(50);
    connect(poll_, &QTimer::timeout, this, &WorksheetDialog::poll);
    connect(puzzleBox_, &QComboBox::currentIndexChanged, this, &WorksheetDialog::fillLevels);
    connect(levelBox_, &QComboBox::currentIndexChanged, this,
            [this] { levelBox_->setToolTip(levelBox_->currentData(Qt::ToolTipRole).toString()); });
    connect(saveButton_, &QPushButton::clicked, this, &WorksheetDialog::chooseFileAndSave);
    connect(printButton_, &QPushButton::clicked, this, [this] { start(Output::Printer, QString()); });
    connect(cancelButton_, &QPushButton::clicked, this, &WorksheetDialog::cancel);
    connect(closeButton_, &QPushButton::clicked, this, &WorksheetDialog::reject);
    fillLevels();
}

WorksheetDialog::~WorksheetDialog() = default;

void WorksheetDialog::fillLevels() {
    const PuzzleInfo* info = builtinRegistry().puzzle(puzzleBox_->currentData().toString().toStdString());
    levelBox_->clear();
    if (!info) return;
    for (const LevelInfo& level : info->levels) {
        levelBox_->addItem(registryText(level.title), QString::fromStdString(level.id));
        levelBox_->setItemData(levelBox_->count() - 1, registryText(level.description), Qt::ToolTipRole);
    }
    // The middle level first: a sheet for a class is rarely the easiest or the hardest.
    levelBox_->setCurrentIndex((levelBox_->count() - 1) / 2);
    sizeBox_->setRange(info->makerSizes.min, info->makerSizes.max);
    sizeBox_->setValue(info->makerSizes.preferred);
    sizeBox_->setEnabled(info->makerSizes.min < info->makerSizes.max);
}

bool WorksheetDialog::selectPuzzle(const QString& puzzleId) {
    const int index = puzzleBox_->findData(puzzleId);
    if (index >= 0) puzzleBox_->setCurrentIndex(index);
    return index >= 0;
}

bool WorksheetDialog::selectLevel(const QString& levelId) {
    const int index = levelBox_->findData(levelId);
    if (index >= 0) levelBox_->setCurrentIndex(index);
    return index >= 0;
}

void WorksheetDialog::setCount(int count) { countBox_->setValue(count); }

QPageSize::PageSizeId WorksheetDialog::paper() const {
    return static_cast<QPageSize::PageSizeId>(paperBox_->currentData().toInt());
}

WorksheetRequest WorksheetDialog::request() const {
    return {.puzzleId = puzzleBox_->currentData().toString(),
            .level = levelBox_->currentData().toString(),
            .size = sizeBox_->value(),
            .count = countBox_->value(),
            .seed = seed_,
            .answers = answersBox_->isChecked()};
}

QString WorksheetDialog::statusText() const { return status_->text(); }

void WorksheetDialog::chooseFileAndSave() {
    const QString name = tr("worksheet-%1.pdf").arg(puzzleBox_->currentData().toString());
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the worksheet"), name, tr("PDF documents (*.pdf)"));
    if (!path.isEmpty()) saveTo(path);
}

void WorksheetDialog::saveTo(const QString& path) { start(Output::Pdf, path); }

void WorksheetDialog::start(Output output, const QString& path) {
    if (job_) return;
    const WorksheetRequest wanted = request();
    QString error;
    if (!checkWorksheetRequest(wanted, &error)) {
        report(error, false);
        return;
    }
    output_ = output;
    path_ = path;
    job_ = std::make_unique<WorksheetJob>(wanted);
    progress_->setRange(0, wanted.count);
    progress_->setValue(0);
    progress_->show();
    status_->setText(tr("Making the puzzles…"));
    setBusy(true);
    poll_->start();
}

void WorksheetDialog::poll() {
    if (!job_) return;
    progress_->setValue(job_->made());
    status_->setText(tr("%1 of %n puzzle(s) made", nullptr, job_->request().count).arg(job_->made()));
    if (job_->finished()) finishJob();
}

void WorksheetDialog::cancel() {
    if (job_) job_->cancel();  // the next poll finds it finished, within about 100 ms
}

void WorksheetDialog::reject() {
    // Closing while the makers run stops them; the job's end waits for them (100 ms at most).
    poll_->stop();
    job_.reset();
    setBusy(false);
    QDialog::reject();
}

void WorksheetDialog::finishJob() {
    poll_->stop();
    const std::unique_ptr<WorksheetJob> job = std::move(job_);
    setBusy(false);
    progress_->hide();
    if (!job->succeeded()) {
        // The makers' errors are English and for puzzle-bench; the request was checked,
        // so what is left is a size where no puzzle of the level exists.
        report(job->cancelled() ? tr("Cancelled: no worksheet was made.")
                                : tr("No puzzle of this difficulty can be made at this size: no worksheet."),
               false);
        return;
    }
    QString error;
    if (output_ == Output::Pdf) {
        const QPageLayout layout = paperLayout(paper());
        std::unique_ptr<WorksheetDocument> sheet = WorksheetDocument::make(job->content(), layout, &error);
        if (!sheet || !writePdf(path_, *sheet, layout, &error)) return report(error, false);
        report(tr("Saved %1 (%n page(s)).", nullptr, sheet->pageCount()).arg(QDir::toNativeSeparators(path_)), true);
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(paperLayout(paper()));
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print the worksheet"));
    if (dialog.exec() != QDialog::Accepted) return report(tr("Not printed."), false);
    std::unique_ptr<WorksheetDocument> sheet = WorksheetDocument::make(job->content(), printer.pageLayout(), &error);
    if (!sheet || !paintDocument(printer, *sheet)) return report(error.isEmpty() ? tr("The printer refused the pages.") : error, false);
    report(tr("Sent to the printer (%n page(s)).", nullptr, sheet->pageCount()), true);
}

void WorksheetDialog::report(const QString& text, bool ok) {
    status_->setText(text);
    if (ok) seed_ += static_cast<std::uint64_t>(countBox_->value());  // the next sheet has new puzzles
    emit finished(ok);
}

void WorksheetDialog::setBusy(bool busy) {
    for (QWidget* w : std::initializer_list<QWidget*>{puzzleBox_, levelBox_, countBox_, paperBox_, answersBox_, saveButton_, printButton_})
        w->setEnabled(!busy);
    sizeBox_->setEnabled(!busy && sizeBox_->minimum() < sizeBox_->maximum());
    cancelButton_->setEnabled(busy);
}

}  // namespace pw::ui
