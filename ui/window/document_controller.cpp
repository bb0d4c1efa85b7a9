#include "document_controller.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>
#include <QTimer>

#include "all_puzzles.h"
#include "board_store.h"
#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "core/parse_error.h"
#include "io/atomic_write.h"
#include "model/kept_restore.h"
#include "model/workbench_model.h"
#include "puzzle_deck.h"
#include "samples_menu.h"
#include "session/solve_session.h"
#include "text/parse_error_text.h"
#include "text/registry_text.h"

namespace pw::ui {

namespace {

QString puzzleTitle(const QString& puzzleId) {
    const PuzzleInfo* puzzle = builtinRegistry().puzzle(puzzleId.toStdString());
    return puzzle ? registryText(puzzle->title) : puzzleId;
}

}  // namespace

DocumentController::DocumentController(Parts parts, QObject* parent) : QObject(parent), parts_(parts) {
    connect(parts_.deck, &PuzzleDeck::boardEdited, this, &DocumentController::boardChanged);
    connect(parts_.model, &WorkbenchModel::newBoardRequested, this, &DocumentController::newBoard);
    // The version chosen is kept with the board.
    connect(parts_.model, &WorkbenchModel::versionChanged, this, [this](const QString& puzzleId) {
        if (BoardView* b = parts_.deck->board(puzzleId)) boardChanged(b);
    });
}

void DocumentController::addFileActions(QMenu* file) {
    file->addAction(tr("&Open puzzle…"), QKeySequence::Open, this, &DocumentController::openFile);
    // A sample replaces the board like a file does: Save / Discard / Cancel first.
    file->addMenu(buildSamplesMenu(parts_.window, [this](const QString& puzzleId, const QString& text) {
        openSample(puzzleId, text);
    }));
    file->addAction(tr("&Save puzzle…"), QKeySequence::Save, this, &DocumentController::saveFile);
    file->addAction(tr("Save puzzle &as…"), QKeySequence::SaveAs, this, &DocumentController::saveFileAs);
    file->addSeparator();
    file->addAction(tr("Export chart as &PNG…"), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                    &DocumentController::exportChart);
    file->addAction(tr("Export chart as PD&F…"), this, &DocumentController::exportChartPdf);
    file->addAction(tr("Export results as &CSV…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this,
                    &DocumentController::exportCsv);
}

// ---- open and save ----

bool DocumentController::maySwitchDocument() {
    BoardView* b = parts_.deck->current();
    if (!b) return true;
    const DocumentState& document = documents_[b->puzzleId()];
    if (!document.isModified(b->toText())) return true;
    switch (prompts_.unsavedChanges(parts_.window, document.fileName())) {
    case UnsavedChoice::Save: return saveBoardTo(document.path);
    case UnsavedChoice::Discard: return true;
    case UnsavedChoice::Cancel: return false;
    }
    return false;
}

void DocumentController::openFile() {
    if (!parts_.deck->current() || !maySwitchDocument()) return;
    const QString path = QFileDialog::getOpenFileName(parts_.window, tr("Open a puzzle"), QFileInfo(documentPath()).path(),
                                                      tr("Puzzle files (*.txt);;All files (*)"));
    if (!path.isEmpty()) openPath(path);
}

bool DocumentController::openPath(const QString& path) {
    BoardView* b = parts_.deck->current();
    if (!b || !maySwitchDocument()) return false;
    QFile f(path);
    // The readers refuse a text past their cap anyway; a larger file is not even read.
    if (f.size() > static_cast<qint64>(kMaxParseInputBytes)) {
        prompts_.warning(parts_.window, tr("Open a puzzle"),
                         tr("%1 is not a puzzle of this kind: %2")
                             .arg(QDir::toNativeSeparators(path),
                                  parseErrorText(tooLarge(static_cast<std::size_t>(f.size())))));
        return false;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        prompts_.warning(parts_.window, tr("Open a puzzle"),
                         tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), f.errorString()));
        return false;
    }
    const QString text = QString::fromUtf8(f.read(static_cast<qint64>(kMaxParseInputBytes)));
    parts_.session->stop();
    QString error;
    if (!b->fromText(text, &error)) {
        prompts_.warning(parts_.window, tr("Open a puzzle"),
                         tr("%1 is not a puzzle of this kind: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    // The board as opened is what the file holds: changes from here on are unsaved.
    documents_[b->puzzleId()] = {QFileInfo(path).absoluteFilePath(), textDigest(b->toText())};
    boardChanged(b);
    return true;
}

bool DocumentController::openSample(const QString& puzzleId, const QString& text) {
    if (!parts_.deck->board(puzzleId) || !parts_.model->selectPuzzle(puzzleId) || !maySwitchDocument()) return false;
    BoardView* b = parts_.deck->current();
    parts_.session->stop();
    QString error;
    if (!b->fromText(text, &error)) {
        prompts_.warning(parts_.window, tr("Open a puzzle"), error);
        return false;
    }
    documents_[puzzleId] = {};  // a sample is no file of the user's
    boardChanged(b);
    return true;
}

void DocumentController::newBoard(const QString& puzzleId) {
    documents_[puzzleId] = {};  // a new blank board is no file's (the model makes it)
}

void DocumentController::saveFile() {
    BoardView* b = parts_.deck->current();
    if (b && documents_[b->puzzleId()].isNamed()) saveBoardTo(documents_[b->puzzleId()].path);
    else saveFileAs();
}

void DocumentController::saveFileAs() {
    BoardView* b = parts_.deck->current();
    if (!b) return;
    const DocumentState& document = documents_[b->puzzleId()];
    const QString suggested = document.isNamed() ? document.path : b->puzzleId() + QStringLiteral(".txt");
    const QString path = QFileDialog::getSaveFileName(parts_.window, tr("Save the puzzle"), suggested,
                                                      tr("Puzzle files (*.txt);;All files (*)"));
    if (!path.isEmpty()) saveBoardTo(path);
}

bool DocumentController::saveBoardTo(const QString& path) {
    BoardView* b = parts_.deck->current();
    if (!b) return false;
    const QString text = b->toText();
    QString error;
    if (!writeFileAtomically(path, text.toUtf8(), &error)) {
        prompts_.warning(parts_.window, tr("Save the puzzle"),
                         tr("Cannot write %1: %2. The file, if there was one, is unchanged.")
                             .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    documents_[b->puzzleId()] = {QFileInfo(path).absoluteFilePath(), textDigest(text)};
    boardChanged(b);
    return true;
}

QString DocumentController::documentPath() const {
    BoardView* b = parts_.deck->current();
    if (!b) return {};
    const auto it = documents_.find(b->puzzleId());
    return it == documents_.end() ? QString() : it->second.path;
}

bool DocumentController::isDocumentModified() const {
    BoardView* b = parts_.deck->current();
    if (!b) return false;
    const auto it = documents_.find(b->puzzleId());
    return it != documents_.end() && it->second.isModified(b->toText());
}

void DocumentController::updateTitle() {
    const QString path = documentPath();
    if (path.isEmpty()) {
        parts_.window->setWindowTitle(tr("Puzzle Workbench"));
        parts_.window->setWindowModified(false);
        return;
    }
    // [*] is where Qt shows the modified mark.
    parts_.window->setWindowTitle(tr("%1[*] — Puzzle Workbench").arg(QFileInfo(path).fileName()));
    parts_.window->setWindowModified(isDocumentModified());
}

// ---- exports ----

void DocumentController::exportChart() {
    const QString path = QFileDialog::getSaveFileName(parts_.window, tr("Export the chart"),
                                                      QStringLiteral("comparison.png"), tr("PNG images (*.png)"));
    QString error;
    if (!path.isEmpty() && !parts_.chart->savePng(path, &error))
        prompts_.warning(parts_.window, tr("Export the chart"),
                         tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error));
}

void DocumentController::exportChartPdf() {
    const QString path = QFileDialog::getSaveFileName(parts_.window, tr("Export the chart"), QStringLiteral("comparison.pdf"),
                                                      tr("PDF documents (*.pdf)"));
    QString error;
    if (!path.isEmpty() && !parts_.chart->savePdf(path, &error)) prompts_.warning(parts_.window, tr("Export the chart"), error);
}

void DocumentController::exportCsv() {
    const QString path = QFileDialog::getSaveFileName(parts_.window, tr("Export the results"),
                                                      QStringLiteral("comparison.csv"), tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !writeFileAtomically(path, parts_.chart->csv().toUtf8(), &error))
        prompts_.warning(parts_.window, tr("Export the results"),
                         tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error));
}

// ---- kept boards ----

QByteArray DocumentController::keptEnvelope(const QString& puzzleId) const {
    const BoardView* b = parts_.deck->board(puzzleId);
    if (!b) return {};
    KeptBoard kept;
    kept.puzzle = puzzleId;
    kept.text = b->toText();
    kept.state = b->keptState();
    kept.algorithm = parts_.model->chosenVersionId(puzzleId);
    if (const auto document = documents_.find(puzzleId); document != documents_.end()) {
        kept.file = document->second.path;
        kept.fileDigest = document->second.savedDigest;
    }
    return encodeKeptBoard(kept);
}

void DocumentController::restoreKeptBoards() {
    store_ = new BoardStore(BoardStore::defaultDirectory(), [this](const QString& id) { return keptEnvelope(id); }, this);
    connect(store_, &BoardStore::writeFailed, this, [this](const QString& message) {
        // Once a message: a full disk would otherwise say so every second.
        QStatusBar* bar = parts_.window->statusBar();
        if (bar->currentMessage() != message) bar->showMessage(message, 15000);
    });
    for (const auto& [id, b] : parts_.deck->boards()) {
        BoardStore::Loaded loaded = store_->load(id, puzzleTitle(id));
        if (!loaded.problem.isEmpty()) keptBoardProblems_ << loaded.problem;
        if (!loaded.board) continue;
        QString error;
        if (!restoreKeptBoard(*parts_.model, *loaded.board, &error)) {
            // The envelope was fine but not the board inside it: set aside all the same.
            const QString aside = store_->setAside(id);
            keptBoardProblems_ << tr("The %1 board kept from last time could not be restored: %2. It was set aside "
                                     "as %3, and a new board is shown.")
                                      .arg(puzzleTitle(id), error, QDir::toNativeSeparators(aside));
            continue;
        }
        documents_[id] = {loaded.board->file, loaded.board->fileDigest};
        restoredBoards_.insert(id);
    }
    if (!keptBoardProblems_.isEmpty())
        QTimer::singleShot(0, this, [this] {
            prompts_.notice(parts_.window, tr("Kept boards"), keptBoardProblems_.join(QStringLiteral("\n\n")));
        });
}

void DocumentController::boardChanged(BoardView* board) {
    if (store_) store_->changed(board->puzzleId());
    if (board == parts_.deck->current()) updateTitle();
}

void DocumentController::keepBoardsNow() {
    if (!store_) return;
    for (const auto& [id, b] : parts_.deck->boards()) store_->changed(id);
    store_->writeNow();
}

}  // namespace pw::ui
