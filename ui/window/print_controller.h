#pragma once
/// The window on paper: File › Print… (Ctrl+P) and File › Export as PDF… put the shown
/// board on a page, and its solution on the next when the last run found one for this
/// very position (File › With the solution, on by default); File › Worksheet… opens the
/// worksheet dialog (ui/print), its current puzzle chosen first. The pages are drawn by
/// ui/print from a paper copy of the board: the board on screen is left as it is.
#include <QObject>
#include <QPageSize>
#include <QPointer>

#include <functional>
#include <optional>
#include <vector>

#include "print/board_export.h"

class QAction;
class QMainWindow;
class QMenu;

namespace pw::ui {

class DocumentController;
class PuzzleDeck;
class RunController;
class WorksheetDialog;

/// The window's paper actions (a controller: it builds no widget of its own).
class PrintController final : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QMainWindow* window;  ///< the dialogs' parent
        PuzzleDeck* deck;
        RunController* runs;
        DocumentController* documents;  ///< the board's file and the window's prompts
    };

    PrintController(Parts parts, QObject* parent);

    /// Print, Export as PDF, With the solution, Worksheet.
    void addFileActions(QMenu* file);

    /// The shown board as a PDF at `path` (A4 or Letter from the locale), its solution
    /// on a second page when one is known and asked for; false with the sentence shown.
    bool exportBoardPdf(const QString& path);
    /// The same, without a word to the user: false with one sentence in `error` (--pdf).
    /// `note`, when given, follows the line under the puzzle's name (a run stopped by its
    /// budget).
    bool writeBoardPdf(const QString& path, QString* error, const QString& note = {});
    /// The solution the pages would carry: the one the run found for this position, if
    /// File › With the solution is on.
    std::optional<std::vector<int>> solutionForPaper() const;
    void setWithSolution(bool on);
    /// What the pages show instead of the position when it answers one: the event a
    /// recorded run's cursor stands on (the recording controller gives it).
    void setFrameSource(std::function<std::optional<PaperFrame>()> source) { frameSource_ = std::move(source); }
    /// File › Worksheet…: the dialog, shown (made at the first call).
    WorksheetDialog* showWorksheetDialog();

private:
    void printBoard();
    void chooseFileAndExport();
    /// The line under the puzzle's name: the board's file name, else its size.
    QString subtitle() const;

    Parts parts_;
    QAction* withSolution_ = nullptr;
    QPointer<WorksheetDialog> worksheet_;
    std::function<std::optional<PaperFrame>()> frameSource_;
};

}  // namespace pw::ui
