#include "run_cursor.h"

namespace pw::ui {

void RunCursor::setRecording(std::shared_ptr<SharedRecording> recording, bool live) {
    recording_ = std::move(recording);
    live_ = live && recording_;
    following_ = true;
    size_ = recording_ ? recording_->size() : 0;
    position_ = size_ > 0 ? size_ - 1 : 0;
    moment_ = {};
    sought_ = false;
    seek();
    emit moved();
}

void RunCursor::moveTo(std::uint64_t k) {
    if (!recording_) return;
    size_ = recording_->size();
    if (size_ == 0) return;
    k = std::min(k, size_ - 1);
    following_ = k + 1 == size_;
    if (k == position_ && sought_) return;
    position_ = k;
    seek();
    emit moved();
}

void RunCursor::refresh() {
    if (!recording_) return;
    const std::uint64_t size = recording_->size();
    if (size == size_) return;
    size_ = size;
    emit grew();
    if (following_ && size_ > 0 && position_ != size_ - 1) {
        position_ = size_ - 1;
        seek();
        emit moved();
    }
}

void RunCursor::seek() {
    if (!recording_ || size_ == 0) return;
    recording_->read([this](const Recording& r) {
        if (position_ < r.size()) r.seek(position_, moment_);
    });
    sought_ = true;
}

}  // namespace pw::ui
