#pragma once
/// The boards as documents: File › Open, Samples, Save and Save as, the exports of the
/// comparison (PNG, PDF, CSV), the boards kept between sessions (board_store.h) with the
/// version chosen for each puzzle (the model's), the new blank boards the model asks
/// for, and the window's title, which names the shown board's
/// file and marks its changes. Each puzzle's board has its own document state; replacing
/// a board with changes not saved to its file asks Save / Discard / Cancel first, through
/// `WindowPrompts`, which tests answer without a dialog.
#include <QObject>
#include <QStringList>

#include <map>
#include <set>

#include "document_state.h"
#include "window_prompts.h"

class QMainWindow;
class QMenu;

namespace pw::ui {

class BoardStore;
class BoardView;
class ComparisonChart;
class PuzzleDeck;
class SolveSession;
class WorkbenchModel;

class DocumentController final : public QObject {
    Q_OBJECT
public:
    /// The window's widgets and session a document reaches; `window` is the dialogs'
    /// parent and carries the title.
    struct Parts {
        QMainWindow* window;
        PuzzleDeck* deck;
        SolveSession* session;
        WorkbenchModel* model;
        ComparisonChart* chart;
    };

    DocumentController(Parts parts, QObject* parent);

    /// Open, Samples, Save, Save as, then the two exports.
    void addFileActions(QMenu* file);

    /// Opens a puzzle file into the current board, asking first when the board has
    /// changes not saved to its file; false when nothing was opened (the reason shown).
    bool openPath(const QString& path);
    /// A sample's text into its puzzle's board (File › Samples), asking first likewise.
    bool openSample(const QString& puzzleId, const QString& text);
    /// Saves the current board to `path`: the whole new file or the old one untouched;
    /// false, with the error shown, when it cannot be written.
    bool saveBoardTo(const QString& path);
    /// The current board's file (empty when untitled) and whether it has unsaved changes.
    QString documentPath() const;
    bool isDocumentModified() const;
    /// The questions and warnings about files (tests answer them without a dialog).
    void setPrompts(WindowPrompts prompts) { prompts_ = std::move(prompts); }
    const WindowPrompts& prompts() const { return prompts_; }

    /// Brings back the boards kept from last time (before the settings choose a puzzle).
    void restoreKeptBoards();
    /// Writes every changed board to the store now (the close does it too).
    void keepBoardsNow();
    /// The boards kept from last time that could not be restored, one sentence each.
    const QStringList& keptBoardProblems() const { return keptBoardProblems_; }
    /// Whether the board of `puzzleId` came back from the store (it keeps its size).
    bool wasRestored(const QString& puzzleId) const { return restoredBoards_.count(puzzleId) != 0; }

    /// The title for the shown board: its file, and [*] marked when it has changes.
    void updateTitle();

private:
    void openFile();
    void saveFile();
    void saveFileAs();
    void exportChart();
    void exportChartPdf();
    void exportCsv();
    /// Asks Save / Discard / Cancel when the current board has unsaved changes to its
    /// file; true when the board may be replaced.
    bool maySwitchDocument();
    /// The envelope of a puzzle's board as the store writes it.
    QByteArray keptEnvelope(const QString& puzzleId) const;
    void boardChanged(BoardView* board);
    /// A new blank board for the puzzle (the model makes it): of no file.
    void newBoard(const QString& puzzleId);

    Parts parts_;
    WindowPrompts prompts_ = defaultPrompts();
    BoardStore* store_ = nullptr;
    std::map<QString, DocumentState> documents_;  ///< per puzzle id
    std::set<QString> restoredBoards_;            ///< puzzles whose board came back from the store
    QStringList keptBoardProblems_;
};

}  // namespace pw::ui
