#include "timeline_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

#include "text/number_text.h"
#include "timeline_bar.h"

namespace pw::ui {

TimelinePanel::TimelinePanel(RunCursor* cursor, QWidget* parent) : QWidget(parent), cursor_(cursor) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    bar_ = new TimelineBar(this);
    bar_->setToolTip(tr("Drag to any recorded event: the board, the counters, the lit line and the tree follow"));
    layout->addWidget(bar_);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    position_ = new QLabel(this);
    note_ = new QLabel(this);
    note_->setWordWrap(true);
    note_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    bookmarkButton_ = new QToolButton(this);
    bookmarkButton_->setText(tr("⚑ Bookmark"));
    bookmarkButton_->setToolTip(tr("Mark this event, with a label if you like (B)"));
    bookmarksList_ = new QToolButton(this);
    bookmarksList_->setText(tr("Bookmarks"));
    bookmarksList_->setToolTip(tr("Go to a bookmarked event"));
    bookmarksList_->setPopupMode(QToolButton::InstantPopup);
    bookmarksList_->setMenu(new QMenu(bookmarksList_));
    auto* cap = new QToolButton(this);
    cap->setText(tr("Cap…"));
    cap->setToolTip(tr("How many events a run records, and what it does past them"));
    row->addWidget(position_);
    row->addWidget(note_, 1);
    row->addWidget(bookmarkButton_);
    row->addWidget(bookmarksList_);
    row->addWidget(cap);
    layout->addLayout(row);

    connect(bar_, &TimelineBar::valueChanged, this, [this](int v) {
        if (cursor_->position() != static_cast<std::uint64_t>(v)) cursor_->moveTo(static_cast<std::uint64_t>(v));
    });
    connect(cursor_, &RunCursor::moved, this, &TimelinePanel::onCursorMoved);
    connect(cursor_, &RunCursor::grew, this, &TimelinePanel::onGrew);
    connect(bookmarkButton_, &QToolButton::clicked, this, &TimelinePanel::bookmarkRequested);
    connect(cap, &QToolButton::clicked, this, &TimelinePanel::capRequested);
    connect(bookmarksList_->menu(), &QMenu::aboutToShow, this, &TimelinePanel::fillBookmarkMenu);
    onCursorMoved();
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
    position_->setText(positionText());
    bookmarkButton_->setEnabled(!cursor_->empty());
    refreshBookmarks();
}

QString TimelinePanel::positionText() const {
    if (cursor_->empty()) return tr("No recorded event");
    return tr("Event %1 of %2").arg(formatCount(cursor_->position() + 1), formatCount(cursor_->size()));
}

void TimelinePanel::setNote(const QString& note) { note_->setText(note); }
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
