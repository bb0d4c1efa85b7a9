#pragma once
/// The timeline under the board: the bar over every recorded event (timeline_bar.h), the
/// event at the cursor among those recorded, a note (the cap reached, the memory taken),
/// and the bookmarks: B or the flag button adds one at the cursor, the list goes to one.
/// It shows the `RunCursor` it is given and moves it when dragged; it holds no state of
/// its own. A widget of its own, so that each layout (the window, a projector, a lesson)
/// places it where it fits.
#include <QWidget>

#include "model/run_cursor.h"

class QGridLayout;
class QLabel;
class QToolButton;

namespace pw::ui {

class TimelineBar;

class TimelinePanel final : public QWidget {
    Q_OBJECT
public:
    explicit TimelinePanel(RunCursor* cursor, QWidget* parent = nullptr);

    TimelineBar* bar() const { return bar_; }
    /// A sentence under the bar beside the event's number (the cap, the run's end).
    void setNote(const QString& note);
    QString positionText() const;
    QString note() const;
    /// The recording's bookmarks changed: the flags and the list again.
    void refreshBookmarks();
    /// In a narrow column (beside the board on a projector): a thinner bar, a short
    /// number, no cap button.
    void setCompact(bool on);

signals:
    /// The flag button: a bookmark at the cursor.
    void bookmarkRequested();
    /// The cap button: the cap of the next recordings.
    void capRequested();

private:
    void onCursorMoved();
    void onGrew();
    void fillBookmarkMenu();
    void refreshPosition();
    void arrange();

    RunCursor* cursor_;
    const SharedRecording* shown_ = nullptr;  ///< the recording the bar spans
    TimelineBar* bar_;
    QLabel* position_;
    QLabel* note_;
    QToolButton* bookmarkButton_;
    QToolButton* bookmarksList_;
    QToolButton* capButton_;
    QGridLayout* grid_;
    bool compact_ = false;
};

}  // namespace pw::ui
