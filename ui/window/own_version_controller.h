#pragma once
/// Versions of the user's own in the window: File › Open a version… (and `--algo
/// FILE.cpp` on the command line) opens a student's .cpp, which is compiled off the GUI
/// thread, again on each save, and stands in the version list of its puzzle as "mine:
/// file.cpp". Its compiler's messages go to the Compiler dock; a file that cannot run in
/// the sandbox here asks first whether to run it without. After a run of it, the dock
/// says how the run ended, and what the puzzle's best built-in version finds on the
/// same board (run off the GUI thread within a budget).
#include <QObject>
#include <QString>

#include <functional>
#include <thread>

#include "core/registry.h"

class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;

namespace pw::ui {

class CompilerPanel;
class OwnVersionLibrary;
class PseudocodeView;
class PuzzleDeck;
class SolveSession;
class WorkbenchModel;

/// The question put before a file runs unsandboxed (tests answer it without a dialog).
using UnsandboxedPrompt = std::function<bool(QWidget* parent, const QString& file, const QString& why)>;

class OwnVersionController final : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QMainWindow* window;
        PuzzleDeck* deck;
        SolveSession* session;
        WorkbenchModel* model;
        PseudocodeView* pseudocode;
        QLabel* status;  ///< the run's line in the status bar
    };

    OwnVersionController(Parts parts, QObject* parent);
    ~OwnVersionController() override;

    /// File › Open a version…
    void addFileActions(QMenu* file);
    /// The dock of the compiler's messages (the window places it).
    QDockWidget* dock() const { return dock_; }
    CompilerPanel* panel() const { return panel_; }
    OwnVersionLibrary* library() const { return library_; }

    /// Opens the file as a version, shows its puzzle and selects it once compiled
    /// (`wait`: compiled before this returns); false when the path names no file.
    bool openVersion(const QString& path, bool wait);
    /// A notice of a file version (its codes follow the puzzles'), or an empty string.
    QString noticeText(const AlgorithmInfo* algorithm, const Notice& notice) const;
    void setUnsandboxedPrompt(UnsandboxedPrompt prompt) { prompt_ = std::move(prompt); }
    /// The sentence of the last comparison with the best built-in version (tests).
    const QString& lastComparison() const { return comparison_; }

    /// Called by the window when a run ends: a finished run of a file version is
    /// compared with the puzzle's best built-in version.
    void runFinished();

signals:
    /// The comparison of the last run with the best built-in version is known.
    void comparisonReady(const QString& text);

private:
    void chooseFile();
    void onCompiling(const AlgorithmInfo* entry);
    void onCompiled(const AlgorithmInfo* entry);
    /// Every puzzle's versions in the model again (a file may have changed puzzle).
    void refreshVersions();

    Parts parts_;
    OwnVersionLibrary* library_;
    CompilerPanel* panel_;
    QDockWidget* dock_;
    UnsandboxedPrompt prompt_;
    const AlgorithmInfo* selectWhenCompiled_ = nullptr;
    QString comparison_;
    std::jthread comparing_;  ///< the best built-in version's run
    std::uint64_t comparisonSerial_ = 0;
};

}  // namespace pw::ui
