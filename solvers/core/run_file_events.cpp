#include "run_file_events.h"

#include <limits>

#include "byte_stream.h"

namespace pw::run_file {

namespace {

constexpr int kCounterFields = 4 + Stats::kExtraCount;
constexpr std::uint8_t kKindMask = 0x07, kAux = 0x08, kCounters = 0x10, kWhole = 0x20, kTree = 0x40;

std::uint64_t& field(Stats& s, int i) {
    switch (i) {
    case 0: return s.nodes;
    case 1: return s.checks;
    case 2: return s.solutions;
    case 3: return s.prunes;
    default: return s.extra[static_cast<std::size_t>(i - 4)];
    }
}

void writeTree(ByteWriter& w, const TreeRecord& r) {
    switch (r.kind) {
    case TreeRecord::Kind::Node:
    case TreeRecord::Kind::Given:
        w.byte(r.kind == TreeRecord::Kind::Node ? 0 : 1);
        w.varint(static_cast<std::uint64_t>(std::max<int>(r.event.depth, 0)));
        break;
    case TreeRecord::Kind::Summary:
        w.byte(2);
        w.varint(static_cast<std::uint64_t>(std::max<int>(r.event.depth, 0)));
        w.varint(static_cast<std::uint64_t>(r.event.cell));
        w.zigzag(r.event.line);
        w.byte(r.event.value == 1 ? 1 : 0);
        w.varint(static_cast<std::uint64_t>(std::max<std::int64_t>(r.event.aux, 0)));
        break;
    case TreeRecord::Kind::Event: break;
    }
}

void writeTreeList(ByteWriter& w, const std::vector<TreeRecord>& records) {
    w.varint(records.size());
    for (const TreeRecord& r : records) writeTree(w, r);
}

/// Reads with the error filled in at the place it went wrong.
class Reader {
public:
    Reader(std::string_view data, std::size_t base, RunFileError& error) : in_(data, base), error_(error) {}

    bool atEnd() const { return in_.atEnd(); }
    std::size_t offset() const { return in_.offset(); }

    bool byte(std::uint8_t& b) { return in_.byte(b) || truncated(); }
    bool count(std::uint64_t& v, std::uint64_t most, bool tooMany = true) {
        const std::size_t at = in_.offset();
        if (!in_.varint(v)) return truncated();
        if (v <= most) return true;
        const auto found = static_cast<std::int64_t>(std::min<std::uint64_t>(v, INT64_MAX));
        const auto largest = static_cast<std::int64_t>(std::min<std::uint64_t>(most, INT64_MAX));
        if (tooMany) return fail(RunFileErrorKind::TooMany, at, {found, largest, 0});
        return fail(RunFileErrorKind::OutOfRange, at, {found, 0, largest});
    }
    template <class T>
    bool number(T& out) {
        const std::size_t at = in_.offset();
        std::int64_t v = 0;
        if (!in_.zigzag(v)) return truncated();
        if (v < std::numeric_limits<T>::min() || v > std::numeric_limits<T>::max())
            return fail(RunFileErrorKind::OutOfRange, at,
                        {v, std::numeric_limits<T>::min(), std::numeric_limits<T>::max()});
        out = static_cast<T>(v);
        return true;
    }
    bool fail(RunFileErrorKind kind, std::size_t at, std::array<std::int64_t, 3> values = {}) {
        error_.kind = kind;
        error_.offset = at;
        error_.values = values;
        return false;
    }

private:
    bool truncated() {
        // A varint that runs past 64 bits reads as cut short too: the file is not ours.
        return fail(RunFileErrorKind::Truncated, in_.offset());
    }
    ByteReader in_;
    RunFileError& error_;
};

bool readTree(Reader& in, TreeRecord& out) {
    const std::size_t at = in.offset();
    std::uint8_t kind = 0;
    std::uint64_t depth = 0;
    if (!in.byte(kind)) return false;
    if (kind > 2) return in.fail(RunFileErrorKind::OutOfRange, at, {kind, 0, 2});
    if (!in.count(depth, INT16_MAX, false)) return false;
    if (kind == 0) out = TreeRecord::node(static_cast<int>(depth));
    if (kind == 1) out = TreeRecord::given(static_cast<int>(depth));
    if (kind != 2) return true;
    std::uint64_t summaryKind = 0, nodes = 0;
    std::int16_t line = -1;
    std::uint8_t first = 0;
    if (!in.count(summaryKind, 0, false) || !in.number(line) || !in.byte(first)) return false;
    if (first > 1) return in.fail(RunFileErrorKind::OutOfRange, in.offset() - 1, {first, 0, 1});
    if (!in.count(nodes, INT64_MAX, false)) return false;
    out = TreeRecord{};
    out.kind = TreeRecord::Kind::Summary;
    out.event.depth = static_cast<std::int16_t>(depth);
    out.event.cell = static_cast<std::int32_t>(summaryKind);
    out.event.line = line;
    out.event.value = first;
    out.event.aux = static_cast<std::int64_t>(nodes);
    return true;
}

bool readTreeList(Reader& in, Recording& recording, std::uint64_t most) {
    std::uint64_t n = 0;
    if (!in.count(n, most)) return false;
    for (std::uint64_t i = 0; i < n; ++i) {
        TreeRecord r;
        if (!readTree(in, r)) return false;
        recording.appendTree(r);
    }
    return true;
}

}  // namespace

void writeEvents(const Recording& recording, std::string& out) {
    ByteWriter w(out);
    w.varint(recording.size());
    std::vector<int> state;
    Stats counters;
    bool first = true;
    for (Recording::Walker walk(recording); !walk.done(); walk.next()) {
        const RecordedMoment& m = walk.moment();
        std::size_t changed = 0;
        bool whole = first || m.state.size() != state.size();
        if (!whole) {
            for (std::size_t i = 0; i < state.size(); ++i) changed += m.state[i] != state[i];
            whole = changed * 2 > state.size();
        }
        std::uint32_t mask = 0;
        for (int i = 0; i < kCounterFields; ++i)
            if (field(const_cast<Stats&>(m.counters), i) != field(counters, i)) mask |= 1u << i;
        const Event& e = m.event;
        std::uint8_t head = static_cast<std::uint8_t>(static_cast<unsigned>(e.kind) & kKindMask);
        if (e.aux != 0) head |= kAux;
        if (mask != 0) head |= kCounters;
        if (whole) head |= kWhole;
        if (!walk.treeBefore().empty()) head |= kTree;
        w.byte(head);
        if (head & kTree) writeTreeList(w, walk.treeBefore());
        w.zigzag(e.line);
        w.zigzag(e.depth);
        w.zigzag(e.cell);
        w.zigzag(e.value);
        if (head & kAux) w.zigzag(e.aux);
        if (whole) {
            w.varint(m.state.size());
            for (int v : m.state) w.zigzag(v);
        } else {
            w.varint(changed);
            for (std::size_t i = 0; i < state.size(); ++i)
                if (m.state[i] != state[i]) {
                    w.varint(i);
                    w.zigzag(m.state[i]);
                }
        }
        if (mask != 0) {
            w.varint(mask);
            for (int i = 0; i < kCounterFields; ++i)
                if (mask >> i & 1u)
                    w.zigzag(static_cast<std::int64_t>(field(const_cast<Stats&>(m.counters), i) - field(counters, i)));
        }
        state = m.state;
        counters = m.counters;
        first = false;
    }
    writeTreeList(w, recording.trailingTree());
}

bool readEvents(std::string_view data, std::size_t base, Recording& recording, RunFileError& error) {
    Reader in(data, base, error);
    std::uint64_t count = 0;
    if (!in.count(count, kMaxRunFileEvents)) return false;
    // Every record takes a byte at least: no list is longer than what is left.
    const std::uint64_t most = data.size();
    std::vector<int> state;
    Stats counters;
    for (std::uint64_t k = 0; k < count; ++k) {
        const std::size_t eventAt = in.offset();
        std::uint8_t head = 0;
        if (!in.byte(head)) return false;
        if (head & ~(kKindMask | kAux | kCounters | kWhole | kTree))
            return in.fail(RunFileErrorKind::BadValue, eventAt, {head, 0, 0});
        if ((head & kTree) && !readTreeList(in, recording, most)) return false;
        Event e;
        e.kind = static_cast<EventKind>(head & kKindMask);
        if (!in.number(e.line) || !in.number(e.depth) || !in.number(e.cell) || !in.number(e.value)) return false;
        if ((head & kAux) && !in.number(e.aux)) return false;
        if (head & kWhole) {
            std::uint64_t size = 0;
            if (!in.count(size, std::min<std::uint64_t>(kMaxRunFileStateCells, most))) return false;
            state.assign(static_cast<std::size_t>(size), 0);
            for (int& v : state)
                if (!in.number(v)) return false;
        } else {
            std::uint64_t changes = 0;
            if (!in.count(changes, std::min<std::uint64_t>(state.size(), most))) return false;
            for (std::uint64_t i = 0; i < changes; ++i) {
                std::uint64_t cell = 0;
                int value = 0;
                if (state.empty()) return in.fail(RunFileErrorKind::OutOfRange, in.offset(), {0, 0, 0});
                if (!in.count(cell, state.size() - 1, false) || !in.number(value)) return false;
                state[static_cast<std::size_t>(cell)] = value;
            }
        }
        if (head & kCounters) {
            std::uint64_t mask = 0;
            if (!in.count(mask, (1u << kCounterFields) - 1, false)) return false;
            for (int i = 0; i < kCounterFields; ++i) {
                if (!(mask >> i & 1u)) continue;
                std::int64_t delta = 0;
                if (!in.number(delta)) return false;
                field(counters, i) += static_cast<std::uint64_t>(delta);
            }
        }
        if (!recording.append(e, state, counters))
            return in.fail(RunFileErrorKind::TooMany, eventAt,
                           {static_cast<std::int64_t>(recording.memoryBytes()),
                            static_cast<std::int64_t>(recording.cap().bytes), 0});
    }
    if (!readTreeList(in, recording, most)) return false;
    if (!in.atEnd()) return in.fail(RunFileErrorKind::BadValue, in.offset());
    return true;
}

}  // namespace pw::run_file
