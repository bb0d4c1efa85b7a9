#pragma once
/// Little-endian bytes and varints (7 bits a byte, low first; signed values zigzagged),
/// as the run file's events are written (docs/RUN_FILES.md). The reader never reads past
/// its end: each read answers false instead, and says where it stands in the file.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace pw {

class ByteWriter {
public:
    explicit ByteWriter(std::string& out) : out_(out) {}
    void byte(std::uint8_t b) { out_.push_back(static_cast<char>(b)); }
    void varint(std::uint64_t v) {
        while (v >= 0x80) {
            byte(static_cast<std::uint8_t>(v | 0x80));
            v >>= 7;
        }
        byte(static_cast<std::uint8_t>(v));
    }
    void zigzag(std::int64_t v) {
        varint((static_cast<std::uint64_t>(v) << 1) ^ static_cast<std::uint64_t>(v >> 63));
    }

private:
    std::string& out_;
};

class ByteReader {
public:
    /// `data` starts at byte `base` of the file (for the offsets errors quote).
    ByteReader(std::string_view data, std::size_t base) : data_(data), base_(base) {}
    bool atEnd() const { return at_ >= data_.size(); }
    /// Where the next read starts, from the file's first byte.
    std::size_t offset() const { return base_ + at_; }
    bool byte(std::uint8_t& b) {
        if (atEnd()) return false;
        b = static_cast<std::uint8_t>(data_[at_++]);
        return true;
    }
    /// False when the data ends first or the number takes more than 64 bits.
    bool varint(std::uint64_t& v) {
        v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            std::uint8_t b = 0;
            if (!byte(b)) return false;
            if (shift == 63 && b > 1) return false;
            v |= static_cast<std::uint64_t>(b & 0x7F) << shift;
            if (!(b & 0x80)) return true;
        }
        return false;
    }
    bool zigzag(std::int64_t& v) {
        std::uint64_t z = 0;
        if (!varint(z)) return false;
        v = static_cast<std::int64_t>((z >> 1) ^ (~(z & 1) + 1));
        return true;
    }

private:
    std::string_view data_;
    std::size_t base_;
    std::size_t at_ = 0;
};

}  // namespace pw
