#include "timeline_panel.h"

#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

#include "text/number_text.h"
#include "timeline_bar.h"

namespace pw::ui {

TimelinePanel::TimelinePanel(RunCursor* cursor, QWidget* parent) : QWidget(parent), cursor_(cursor) {
    // The bar, and under it the event's number, the bookmarks and the cap, then the note;
    // in a narrow column (`setCompact`) one line without the cap, the note under it.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    grid_ = new QGridLayout;
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setHorizontalSpacing(4);
    grid_->setVerticalSpacing(2);
    position_ = new QLabel(this);
    bar_ = new TimelineBar(this);
    bar_->setToolTip(tr("Drag to any recorded event: the board, the counters, the lit line and the tree follow"));
    bookmarkButton_ = new QToolButton(this);
    bookmarkButton_->setText(tr("⚑+"));
    bookmarkButton_->setToolTip(tr("Bookmark this event, with a label if you like (B)"));
    bookmarkButton_->setAccessibleName(tr("Bookmark this event"));
    bookmarksList_ = new QToolButton(this);
    bookmarksList_->setText(tr("⚑…"));
    bookmarksList_->setToolTip(tr("Go to a bookmarked event"));
    bookmarksList_->setAccessibleName(tr("Bookmarks"));
    bookmarksList_->setPopupMode(QToolButton::InstantPopup);
    bookmarksList_->setMenu(new QMenu(bookmarksList_));
    capButton_ = new QToolButton(this);
    capButton_->setText(tr("Cap…"));
    capButton_->setToolTip(tr("How many events a run records, and what it does past them"));
    note_ = new QLabel(this);
    note_->setWordWrap(true);
    note_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    note_->hide();
    layout->addLayout(grid_);
    arrange();

    connect(bar_, &TimelineBar::valueChanged, this, [this](int v) {
        if (cursor_->position() != static_cast<std::uint64_t>(v)) cursor_->moveTo(static_cast<std::uint64_t>(v));
    });
    connect(cursor_, &RunCursor::moved, this, &TimelinePanel::onCursorMoved);
    connect(cursor_, &RunCursor::grew, this, &TimelinePanel::onGrew);
    connect(bookmarkButton_, &QToolButton::clicked, this, &TimelinePanel::bookmarkRequested);
    connect(capButton_, &QToolButton::clicked, this, &TimelinePanel::capRequested);
    connect(bookmarksList_->menu(), &QMenu::aboutToShow, this, &TimelinePanel::fillBookmarkMenu);
    onCursorMoved();
}

void TimelinePanel::setCompact(bool on) {
    if (compact_ == on) return;
    compact_ = on;
    bar_->setCompact(on);
    arrange();
}

void TimelinePanel::arrange() {
    for (QWidget* w : std::initializer_list<QWidget*>{position_, bar_, note_, bookmarkButton_, bookmarksList_, capButton_})
        grid_->removeWidget(w);
    for (int c = 0; c < 5; ++c) grid_->setColumnStretch(c, 0);
    // In a narrow column (a projector's) the cap, a setting, is left to the window's own
    // layout, and the number is short: the column stays as narrow as the code.
    capButton_->setVisible(!compact_);
    refreshPosition();
    if (compact_) {
        // One line, the note under it when there is one.
        grid_->addWidget(position_, 0, 0);
        grid_->addWidget(bar_, 0, 1);
        grid_->setColumnStretch(1, 1);
        grid_->addWidget(bookmarkButton_, 0, 2);
        grid_->addWidget(bookmarksList_, 0, 3);
        grid_->addWidget(note_, 1, 0, 1, 4);
    } else {
        // The bar the whole width of the board; the number and the buttons under it, and
        // the note on a line of its own (beside the buttons a French note took three).
        grid_->addWidget(bar_, 0, 0, 1, 5);
        grid_->addWidget(position_, 1, 0);
        grid_->setColumnStretch(1, 1);
        grid_->addWidget(bookmarkButton_, 1, 2);
        grid_->addWidget(bookmarksList_, 1, 3);
        grid_->addWidget(capButton_, 1, 4);
        grid_->addWidget(note_, 2, 0, 1, 5);
    }
}

void TimelinePanel::onCursorMoved() {
    if (shown_ != cursor_->recording().get()) {
        shown_ = cursor_->recording().get();
        bar_->setRecording(cursor_->recording());
    }
    {
        const QSignalBlocker block(bar_);
        bar_->setValue(static_cast<int>(cursor_->position()));
    }
    bar_->update();
    refreshPosition();
}

void TimelinePanel::onGrew() {
    bar_->refresh();
    refreshPosition();
}

void TimelinePanel::refreshBookmarks() {
    bar_->refresh();
    bookmarksList_->setEnabled(cursor_->recording() &&
                               cursor_->recording()->read([](const Recording& r) { return !r.bookmarks().empty(); }));
}

void TimelinePanel::refreshPosition() {
    // Short beside a compact bar: the column stays as narrow as the code.
    if (!compact_) position_->setText(positionText());
    else if (cursor_->empty()) position_->setText(QStringLiteral("—"));
    else
        position_->setText(tr("%1 / %2", "the event shown / the events recorded")
                               .arg(formatCount(cursor_->position() + 1), formatCount(cursor_->size())));
    bookmarkButton_->setEnabled(!cursor_->empty());
    refreshBookmarks();
}

QString TimelinePanel::positionText() const {
    if (cursor_->empty()) return tr("No recorded event");
    return tr("Event %1 of %2").arg(formatCount(cursor_->position() + 1), formatCount(cursor_->size()));
}

void TimelinePanel::setNote(const QString& note) {
    note_->setText(note);
    note_->setVisible(!note.isEmpty());
}
QString TimelinePanel::note() const { return note_->text(); }

void TimelinePanel::fillBookmarkMenu() {
    QMenu* menu = bookmarksList_->menu();
    menu->clear();
    if (!cursor_->recording()) return;
    const std::vector<Bookmark> marks = cursor_->recording()->read([](const Recording& r) { return r.bookmarks(); });
    for (const Bookmark& b : marks) {
        const QString event = formatCount(b.event + 1);
        const QString text = b.label.empty() ? tr("Event %1").arg(event)
                                             : tr("%1 (event %2)").arg(QString::fromStdString(b.label), event);
        menu->addAction(QStringLiteral("⚑ ") + text, this, [this, k = b.event] { cursor_->moveTo(k); });
    }
}

}  // namespace pw::ui
