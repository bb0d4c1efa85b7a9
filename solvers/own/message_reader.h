#pragma once
/// The child's messages as they come off the pipe (protocol.h): read in whatever pieces
/// the pipe gives, handed out whole. A size past the protocol's limit is a protocol error,
/// never an allocation of what the child claims.
#include <string>

#include "protocol.h"

namespace pw::own {

class MessageReader {
public:
    /// Reads what is there without blocking; false at the end of the pipe.
    bool fill(int fd);
    /// The next message's header and payload; false when none is complete yet, or, with
    /// `bad` set, when the bytes cannot be a message.
    bool next(wire::Header& header, std::string& payload, bool& bad);

private:
    bool compact();
    std::string buffer_;
    std::size_t at_ = 0;
};

}  // namespace pw::own
