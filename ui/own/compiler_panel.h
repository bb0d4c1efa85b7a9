#pragma once
/// The compiler's word on a version of the user's own: its file and whether it compiled
/// (or why not, in a sentence), then each of the compiler's messages with its file, line
/// and column. A click on a message of the file lights that line in the pseudo-code
/// view, which shows the file. Below, how the last run of the version ended and what the
/// best built-in version finds on the same board.
#include <QWidget>

#include "own/compile.h"

class QLabel;
class QListWidget;
class QListWidgetItem;

namespace pw::own {
class FileVersion;
}

namespace pw::ui {

class CompilerPanel final : public QWidget {
    Q_OBJECT
public:
    explicit CompilerPanel(QWidget* parent = nullptr);

    /// The version's file is being compiled.
    void showCompiling(const QString& file);
    /// The version's last compile.
    void showCompile(const own::FileVersion& version);
    /// How its last run ended, or what it found against the best built-in version.
    void showRunNote(const QString& text);
    /// A part of the window's controllers under the heading, above the messages (the
    /// check's result: window/checked_run_controller).
    void addSection(QWidget* section);
    void clear();
    /// On a projector: the first `kCompactMessages` messages whole, each naming the file
    /// without its folders (the heading when there is none), and the run's note, so that
    /// the panel takes what the class reads of it and leaves the rest of the screen's
    /// height to the board, the code and the controls. The status bar says the heading.
    void setCompact(bool compact);
    static constexpr int kCompactMessages = 3;

    /// The lines listed (the tests read them).
    QStringList messages() const;
    QString heading() const;

signals:
    /// A message about line `line` (from 1) of the file was clicked (or activated).
    void lineActivated(int line);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Compact, the panel is as high as what it shows (see setCompact) at this width (a
    /// dock keeps the height it was given, not its content's), measured once the messages
    /// are laid out.
    void fitHeight();
    void fitHeightLater();
    /// An item's text: the message with the file's whole path, or on a projector its name.
    void showItem(QListWidgetItem* item) const;

    bool compact_ = false;
    bool fitPending_ = false;
    QLabel* heading_;
    QListWidget* list_;
    QLabel* runNote_;
};

}  // namespace pw::ui
