#pragma once
/// "Check my version" (Ctrl+F5, the button under Solve, File › Check my version): the
/// chosen version of the user's own built again with checks and run on the board shown,
/// off the GUI thread (own/checked_run.h). Its sentence comes in the Compiler dock
/// ("Line 8: writes through a null pointer."): a click lights the line in the code, and
/// Step to it steps the version on the same board to the event where it went wrong,
/// then lights the error's line. Words in ui/own/checked_run_text.
#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <thread>

#include "core/instance.h"
#include "own/checked_run.h"

class QAction;
class QLabel;
class QMainWindow;
class QMenu;

namespace pw::own {
class FileVersion;
}

namespace pw::ui {

class CheckResultView;
class OwnVersionController;
class PseudocodeView;
class RunController;
class SolveSession;
class WorkbenchModel;

class CheckedRunController final : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QMainWindow* window;
        WorkbenchModel* model;  ///< the puzzle, its board, the version chosen and the mode
        SolveSession* session;
        RunController* runs;
        PseudocodeView* pseudocode;
        QLabel* status;
        OwnVersionController* ownVersions;
    };

    CheckedRunController(Parts parts, QObject* parent);
    ~CheckedRunController() override;

    /// File › Check my version (after Open a version).
    void addFileActions(QMenu* file);
    /// Shown only while a version of the user's own is chosen; the window puts it under Solve.
    QAction* action() const { return action_; }
    CheckResultView* view() const { return view_; }

    /// Checks the chosen version on the board shown; false when it is not a version of
    /// the user's own. `wait`: done before this returns (the command line, the tests).
    bool check(bool wait);
    bool isChecking() const { return checking_; }
    /// The sentence of the last check (tests, screenshots).
    const QString& lastSentence() const { return sentence_; }
    const own::CheckReport& lastReport() const { return report_; }
    /// Steps the checked version on the checked board to the event where it went wrong;
    /// false when the last check gave no such event.
    bool stepToError();

signals:
    void checkFinished(const QString& sentence);
    /// A stepped run reached the event of the error, whose line is lit.
    void steppedToError();

private:
    void updateAction();
    void finish(std::uint64_t serial, const own::CheckReport& report);
    void onFrameChanged();
    void lightErrorLine();
    bool boardIsTheChecked() const;

    Parts parts_;
    QAction* action_;
    CheckResultView* view_;
    std::jthread worker_;
    std::uint64_t serial_ = 0;  // of the check under way; a finished one of an older serial is dropped
    bool checking_ = false;
    std::shared_ptr<own::FileVersion> version_;  // of the last check
    Instance instance_;                          // its board
    QString puzzle_;
    own::CheckReport report_;
    QString sentence_;
    std::uint64_t stepTarget_ = 0;  // the stepped run's event where the error comes; 0: none
};

}  // namespace pw::ui
