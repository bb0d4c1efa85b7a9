#include "message_reader.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace pw::own {

bool MessageReader::fill(int fd) {
    char chunk[65536];
    for (;;) {
        const ssize_t got = read(fd, chunk, sizeof chunk);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) return true;  // nothing more for now
        if (got == 0) return false;
        buffer_.append(chunk, static_cast<std::size_t>(got));
        if (static_cast<std::size_t>(got) < sizeof chunk) return true;
    }
}

bool MessageReader::next(wire::Header& header, std::string& payload, bool& bad) {
    const std::size_t available = buffer_.size() - at_;
    if (available < sizeof header) return compact();
    std::memcpy(&header, buffer_.data() + at_, sizeof header);
    if (header.size > wire::kMaxPayload) {
        bad = true;
        return false;
    }
    if (available < sizeof header + header.size) return compact();
    payload.assign(buffer_, at_ + sizeof header, header.size);
    at_ += sizeof header + header.size;
    return true;
}

bool MessageReader::compact() {
    buffer_.erase(0, at_);
    at_ = 0;
    return false;
}

}  // namespace pw::own
