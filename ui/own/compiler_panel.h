#pragma once
/// The compiler's word on a version of the user's own: its file and whether it compiled
/// (or why not, in a sentence), then each of the compiler's messages with its file, line
/// and column. A double click on a message of the file lights that line in the
/// pseudo-code view, which shows the file. Below, how the last run of the version ended
/// and what the best built-in version finds on the same board.
#include <QWidget>

#include "own/compile.h"

class QLabel;
class QListWidget;

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
    /// On a projector: the heading alone (it names the first error with its line), so
    /// that the panel takes two lines of the screen's height, not the controls' room.
    void setCompact(bool compact);

    /// The lines listed (the tests read them).
    QStringList messages() const;
    QString heading() const;

signals:
    /// A message about line `line` (from 1) of the file was double-clicked.
    void lineActivated(int line);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Compact, the panel is at most three lines of its type high (the heading on two, the
    /// run's note on one): a dock keeps the height it was given, not its content's.
    void fitHeight();

    bool compact_ = false;
    QLabel* heading_;
    QListWidget* list_;
    QLabel* runNote_;
};

}  // namespace pw::ui
