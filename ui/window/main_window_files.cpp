// MainWindow: the files of the boards (open, save, samples), the exports, the boards
// kept between sessions, and the title that names the file and marks its changes.
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QStatusBar>
#include <QTimer>

#include "all_puzzles.h"
#include "atomic_write.h"
#include "board_store.h"
#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "core/parse_error.h"
#include "main_window.h"
#include "panels/control_panel.h"
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

// ---- open and save ----

bool MainWindow::maySwitchDocument() {
    BoardView* b = board();
    if (!b) return true;
    const DocumentState& document = documents_[b->puzzleId()];
    if (!document.isModified(b->toText())) return true;
    switch (prompts_.unsavedChanges(this, document.fileName())) {
    case UnsavedChoice::Save: return saveBoardTo(document.path);
    case UnsavedChoice::Discard: return true;
    case UnsavedChoice::Cancel: return false;
    }
    return false;
}

void MainWindow::openFile() {
    if (!board() || !maySwitchDocument()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a puzzle"), QFileInfo(documentPath()).path(),
                                                      tr("Puzzle files (*.txt);;All files (*)"));
    if (!path.isEmpty()) openPath(path);
}

bool MainWindow::openPath(const QString& path) {
    BoardView* b = board();
    if (!b || !maySwitchDocument()) return false;
    QFile f(path);
    // The readers refuse a text past their cap anyway; a larger file is not even read.
    if (f.size() > static_cast<qint64>(kMaxParseInputBytes)) {
        prompts_.warning(this, tr("Open a puzzle"),
                         tr("%1 is not a puzzle of this kind: %2").arg(QDir::toNativeSeparators(path),
                                                                        parseErrorText(tooLarge(static_cast<std::size_t>(f.size())))));
        return false;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        prompts_.warning(this, tr("Open a puzzle"), tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), f.errorString()));
        return false;
    }
    const QString text = QString::fromUtf8(f.read(static_cast<qint64>(kMaxParseInputBytes)));
    session_->stop();
    QString error;
    if (!b->fromText(text, &error)) {
        prompts_.warning(this, tr("Open a puzzle"),
                         tr("%1 is not a puzzle of this kind: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    controls_->setSizeRange(b->minimumBoardSize(), b->maximumBoardSize(), b->boardSize());
    // The board as opened is what the file holds: changes from here on are unsaved.
    documents_[b->puzzleId()] = {QFileInfo(path).absoluteFilePath(), textDigest(b->toText())};
    boardChanged(b);
    return true;
}

bool MainWindow::openSample(const QString& puzzleId, const QString& text) {
    if (!selectPuzzle(puzzleId) || !maySwitchDocument()) return false;
    BoardView* b = board();
    session_->stop();
    QString error;
    if (!b->fromText(text, &error)) {
        prompts_.warning(this, tr("Open a puzzle"), error);
        return false;
    }
    controls_->setSizeRange(b->minimumBoardSize(), b->maximumBoardSize(), b->boardSize());
    documents_[puzzleId] = {};  // a sample is no file of the user's
    boardChanged(b);
    return true;
}

void MainWindow::saveFile() {
    if (BoardView* b = board(); b && documents_[b->puzzleId()].isNamed()) saveBoardTo(documents_[b->puzzleId()].path);
    else saveFileAs();
}

void MainWindow::saveFileAs() {
    BoardView* b = board();
    if (!b) return;
    const DocumentState& document = documents_[b->puzzleId()];
    const QString suggested = document.isNamed() ? document.path : b->puzzleId() + QStringLiteral(".txt");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the puzzle"), suggested,
                                                      tr("Puzzle files (*.txt);;All files (*)"));
    if (!path.isEmpty()) saveBoardTo(path);
}

bool MainWindow::saveBoardTo(const QString& path) {
    BoardView* b = board();
    if (!b) return false;
    const QString text = b->toText();
    QString error;
    if (!writeFileAtomically(path, text.toUtf8(), &error)) {
        prompts_.warning(this, tr("Save the puzzle"),
                         tr("Cannot write %1: %2. The file, if there was one, is unchanged.")
                             .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    documents_[b->puzzleId()] = {QFileInfo(path).absoluteFilePath(), textDigest(text)};
    boardChanged(b);
    return true;
}

QString MainWindow::documentPath() const {
    BoardView* b = board();
    if (!b) return {};
    const auto it = documents_.find(b->puzzleId());
    return it == documents_.end() ? QString() : it->second.path;
}

bool MainWindow::isDocumentModified() const {
    BoardView* b = board();
    if (!b) return false;
    const auto it = documents_.find(b->puzzleId());
    return it != documents_.end() && it->second.isModified(b->toText());
}

void MainWindow::updateTitle() {
    const QString path = documentPath();
    if (path.isEmpty()) {
        setWindowTitle(tr("Puzzle Workbench"));
        setWindowModified(false);
        return;
    }
    // [*] is where Qt shows the modified mark.
    setWindowTitle(tr("%1[*] — Puzzle Workbench").arg(QFileInfo(path).fileName()));
    setWindowModified(isDocumentModified());
}

// ---- exports ----

void MainWindow::exportChart() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the chart"), QStringLiteral("comparison.png"),
                                                      tr("PNG images (*.png)"));
    QString error;
    if (!path.isEmpty() && !chart_->savePng(path, &error))
        prompts_.warning(this, tr("Export the chart"), tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error));
}

void MainWindow::exportCsv() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the results"), QStringLiteral("comparison.csv"),
                                                      tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !writeFileAtomically(path, chart_->csv().toUtf8(), &error))
        prompts_.warning(this, tr("Export the results"), tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error));
}

// ---- kept boards ----

QByteArray MainWindow::keptEnvelope(const QString& puzzleId) const {
    const auto it = boards_.find(puzzleId);
    if (it == boards_.end()) return {};
    const BoardView* b = it->second;
    KeptBoard kept;
    kept.puzzle = puzzleId;
    kept.text = b->toText();
    kept.state = b->keptState();
    if (const auto chosen = chosenAlgorithms_.find(puzzleId); chosen != chosenAlgorithms_.end()) kept.algorithm = chosen->second;
    if (const auto document = documents_.find(puzzleId); document != documents_.end()) {
        kept.file = document->second.path;
        kept.fileDigest = document->second.savedDigest;
    }
    return encodeKeptBoard(kept);
}

void MainWindow::restoreKeptBoards() {
    store_ = new BoardStore(BoardStore::defaultDirectory(), [this](const QString& id) { return keptEnvelope(id); }, this);
    connect(store_, &BoardStore::writeFailed, this, [this](const QString& message) {
        // Once a message: a full disk would otherwise say so every second.
        if (statusBar()->currentMessage() != message) statusBar()->showMessage(message, 15000);
    });
    for (const auto& [id, b] : boards_) {
        BoardStore::Loaded loaded = store_->load(id, puzzleTitle(id));
        if (!loaded.problem.isEmpty()) keptBoardProblems_ << loaded.problem;
        if (!loaded.board) continue;
        QString error;
        if (!b->fromText(loaded.board->text, &error)) {
            // The envelope was fine but not the board inside it: set aside all the same.
            const QString aside = store_->setAside(id);
            keptBoardProblems_ << tr("The %1 board kept from last time could not be restored: %2. It was set aside "
                                     "as %3, and a new board is shown.")
                                      .arg(puzzleTitle(id), error, QDir::toNativeSeparators(aside));
            continue;
        }
        b->restoreKeptState(loaded.board->state);
        b->undoStack()->clear();  // a new session's history starts here
        if (!loaded.board->algorithm.isEmpty()) chosenAlgorithms_[id] = loaded.board->algorithm;
        documents_[id] = {loaded.board->file, loaded.board->fileDigest};
        restoredBoards_.insert(id);
    }
    if (!keptBoardProblems_.isEmpty())
        QTimer::singleShot(0, this, [this] {
            prompts_.notice(this, tr("Kept boards"), keptBoardProblems_.join(QStringLiteral("\n\n")));
        });
}

void MainWindow::boardChanged(BoardView* board) {
    if (store_) store_->changed(board->puzzleId());
    if (board == this->board()) updateTitle();
}

void MainWindow::keepBoardsNow() {
    if (!store_) return;
    for (const auto& [id, b] : boards_) store_->changed(id);
    store_->writeNow();
}

}  // namespace pw::ui
