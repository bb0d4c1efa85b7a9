#pragma once
/// The dock that holds the side-by-side comparison (lockstep_view.h) in the main window,
/// and its action (View › Compare side by side). Opening it starts two versions on the
/// window's board: the version chosen and the one before it (or after it, for the first).
/// The window knows nothing of it but the action it adds to a menu.
#include <QDockWidget>

#include "core/registry.h"

namespace pw::ui {

class LockstepView;
class MainWindow;

class LockstepDock final : public QDockWidget {
    Q_OBJECT
public:
    explicit LockstepDock(MainWindow* window);
    /// The dock made for `window` and added to it the first time it is asked for.
    static LockstepDock* of(MainWindow* window);
    /// The action that opens it on the window's board (View menu).
    QAction* openAction() const { return open_; }

    /// Shows the dock and starts `first` and `second` on the window's board, in the
    /// mode chosen in the control panel; false, with a sentence, when they cannot.
    bool openWith(const AlgorithmInfo& first, const AlgorithmInfo& second, QString* error);
    LockstepView* view() const { return view_; }

private:
    void openFromWindow();
    void closeEvent(QCloseEvent* event) override;

    MainWindow* window_;
    LockstepView* view_;
    QAction* open_;
};

}  // namespace pw::ui
