#include "recording.h"

#include <algorithm>
#include <cassert>

namespace pw {

namespace {

constexpr int kCounterFields = 4 + Stats::kExtraCount;

std::uint64_t& field(Stats& s, int i) {
    switch (i) {
    case 0: return s.nodes;
    case 1: return s.checks;
    case 2: return s.solutions;
    case 3: return s.prunes;
    default: return s.extra[static_cast<std::size_t>(i - 4)];
    }
}

std::uint64_t field(const Stats& s, int i) { return field(const_cast<Stats&>(s), i); }

template <class T>
std::size_t bytesOf(const std::vector<T>& v) {
    return v.capacity() * sizeof(T);
}

// Counters move by small steps, up or down (a live counter may be published ahead of
// the search's own count for a moment): zigzag, then 7 bits a byte.
void putVarint(std::vector<std::uint8_t>& out, std::uint64_t delta) {
    const auto signedDelta = static_cast<std::int64_t>(delta);
    std::uint64_t z = (static_cast<std::uint64_t>(signedDelta) << 1) ^ static_cast<std::uint64_t>(signedDelta >> 63);
    while (z >= 0x80) {
        out.push_back(static_cast<std::uint8_t>(z | 0x80));
        z >>= 7;
    }
    out.push_back(static_cast<std::uint8_t>(z));
}

std::uint64_t getVarint(const std::vector<std::uint8_t>& in, std::size_t& at) {
    std::uint64_t z = 0;
    for (int shift = 0; at < in.size() && shift < 64; shift += 7) {
        const std::uint8_t b = in[at++];
        z |= static_cast<std::uint64_t>(b & 0x7F) << shift;
        if (!(b & 0x80)) break;
    }
    return (z >> 1) ^ (~(z & 1) + 1);
}

}  // namespace

std::size_t Recording::Block::bytes() const {
    return sizeof(Block) + bytesOf(events) + bytesOf(states) + bytesOf(changes) + bytesOf(counterBytes) +
           bytesOf(aux) + bytesOf(treeCounts) + bytesOf(tree);
}

/// Walks one block's events in order, keeping where each one's data starts in the
/// block's streams.
class Recording::Cursor {
public:
    explicit Cursor(const Block& block) : b_(block) {}

    const Packed& packed() const { return b_.events[i_]; }
    std::uint32_t index() const { return i_; }
    std::int64_t aux() const { return packed().flags & kHasAux ? b_.aux[aux_] : 0; }
    Event event() const {
        const Packed& p = packed();
        return {static_cast<EventKind>(p.flags & kKindMask), p.line, p.depth, p.cell, p.value, aux()};
    }
    std::uint32_t treeCount() const {
        return packed().treeCount == kTreeEscape ? b_.treeCounts[treeCount_] : packed().treeCount;
    }
    /// The packed tree records that came before this event.
    std::span<const std::uint32_t> treeRecords() const { return {b_.tree.data() + tree_, treeCount()}; }

    void applyState(std::vector<int>& state) const {
        const Packed& p = packed();
        if (p.flags & kWhole) {
            const auto size = static_cast<std::size_t>(b_.states[state_]);
            const std::int32_t* cells = b_.states.data() + state_ + 1;
            state.assign(cells, cells + size);
            return;
        }
        for (std::size_t i = change_; i < change_ + p.changes; ++i) {
            const Change& c = b_.changes[i];
            if (c.cell < state.size()) state[c.cell] = c.value;
        }
    }
    void applyCounters(Stats& counters) const {
        if (i_ == 0) {
            counters = b_.counters;
            return;
        }
        if (!(packed().flags & kCounters)) return;
        std::size_t at = counter_;
        for (;;) {
            const std::uint8_t head = b_.counterBytes[at++];
            std::uint64_t& f = field(counters, head & 0x0F);
            f += getVarint(b_.counterBytes, at);
            if (head & 0x80) break;
        }
    }
    void next() {
        const Packed& p = packed();
        tree_ += treeCount();
        if (p.treeCount == kTreeEscape) ++treeCount_;
        if (p.flags & kWhole) state_ += 1 + static_cast<std::size_t>(b_.states[state_]);
        else change_ += p.changes;
        if (i_ != 0 && (p.flags & kCounters)) {
            for (;;) {
                const std::uint8_t head = b_.counterBytes[counter_++];
                getVarint(b_.counterBytes, counter_);
                if (head & 0x80) break;
            }
        }
        if (p.flags & kHasAux) ++aux_;
        ++i_;
    }

private:
    const Block& b_;
    std::uint32_t i_ = 0;
    std::size_t state_ = 0, change_ = 0, counter_ = 0, aux_ = 0, treeCount_ = 0, tree_ = 0;
};

Recording::Recording(RecordingCap cap) : cap_(cap) {}

std::size_t Recording::memoryBytes() const {
    std::size_t bytes = closedBytes_ + bytesOf(kindMasks_) + bytesOf(summaries_) + bytesOf(pendingTree_) +
                        bytesOf(lastState_) + bytesOf(blocks_);
    if (!blocks_.empty()) bytes += blocks_.back().bytes();
    return bytes;
}

bool Recording::full() const { return size_ >= cap_.events || memoryBytes() >= cap_.bytes; }

std::uint32_t Recording::packTree(const TreeRecord& record, std::uint32_t summaryIndex) {
    // The kind in the top two bits; a node's or a given decision's depth, or the index of
    // a summary record, below.
    constexpr std::uint32_t kPayload = (1u << 30) - 1;
    switch (record.kind) {
    case TreeRecord::Kind::Node:
        return (0u << 30) | (static_cast<std::uint32_t>(std::max<int>(record.event.depth, 0)) & kPayload);
    case TreeRecord::Kind::Given:
        return (1u << 30) | (static_cast<std::uint32_t>(std::max<int>(record.event.depth, 0)) & kPayload);
    case TreeRecord::Kind::Summary: return (2u << 30) | (summaryIndex & kPayload);
    case TreeRecord::Kind::Event: break;
    }
    return 0;
}

TreeRecord Recording::unpackTree(std::uint32_t packed) const {
    const std::uint32_t payload = packed & ((1u << 30) - 1);
    switch (packed >> 30) {
    case 0: return TreeRecord::node(static_cast<int>(payload));
    case 1: return TreeRecord::given(static_cast<int>(payload));
    default: return summaries_[payload];
    }
}

bool Recording::appendTree(const TreeRecord& record) {
    if (record.kind == TreeRecord::Kind::Event) return false;
    std::uint32_t index = 0;
    if (record.kind == TreeRecord::Kind::Summary) {
        index = static_cast<std::uint32_t>(summaries_.size());
        summaries_.push_back(record);
    }
    pendingTree_.push_back(packTree(record, index));
    ++treeRecords_;
    return true;
}

void Recording::closeBlock() {
    Block& b = blocks_.back();
    b.states.shrink_to_fit();
    b.changes.shrink_to_fit();
    b.counterBytes.shrink_to_fit();
    b.aux.shrink_to_fit();
    b.treeCounts.shrink_to_fit();
    b.tree.shrink_to_fit();
    closedBytes_ += b.bytes();
}

bool Recording::append(const Event& event, std::span<const int> state, const Stats& counters) {
    if (full()) return false;
    if (size_ % kBlockEvents == 0) {
        if (!blocks_.empty()) closeBlock();
        if (blocks_.size() == blocks_.capacity())
            blocks_.reserve(std::max<std::size_t>(16, blocks_.capacity() * 2));
        Block& fresh = blocks_.emplace_back();
        fresh.events.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(kBlockEvents, cap_.events - size_)));
        fresh.counters = counters;
    }
    Block& b = blocks_.back();
    const bool first = b.events.empty();
    Packed p{event.cell, event.value, event.line, event.depth,
             static_cast<std::uint8_t>(static_cast<unsigned>(event.kind) & kKindMask), 0, 0};

    const std::size_t tree = pendingTree_.size();
    if (tree >= kTreeEscape) {
        p.treeCount = kTreeEscape;
        b.treeCounts.push_back(static_cast<std::uint32_t>(tree));
    } else {
        p.treeCount = static_cast<std::uint8_t>(tree);
    }
    b.tree.insert(b.tree.end(), pendingTree_.begin(), pendingTree_.end());
    pendingTree_.clear();

    bool whole = first || state.size() != lastState_.size();
    std::size_t changed = 0;
    if (!whole) {
        for (std::size_t i = 0; i < state.size(); ++i) changed += state[i] != lastState_[i];
        whole = changed * 2 > state.size() || changed >= 0xFFFF;
    }
    if (whole) {
        p.flags |= kWhole;
        b.states.push_back(static_cast<std::int32_t>(state.size()));
        b.states.insert(b.states.end(), state.begin(), state.end());
        lastState_.assign(state.begin(), state.end());
    } else if (changed > 0) {
        p.changes = static_cast<std::uint16_t>(changed);
        for (std::size_t i = 0; i < state.size(); ++i)
            if (state[i] != lastState_[i]) {
                b.changes.push_back({static_cast<std::uint32_t>(i), state[i]});
                lastState_[i] = state[i];
            }
    }

    if (!first && !(counters == lastCounters_)) {
        p.flags |= kCounters;
        int last = -1;
        for (int i = 0; i < kCounterFields; ++i)
            if (field(counters, i) != field(lastCounters_, i)) last = i;
        for (int i = 0; i <= last; ++i) {
            const std::uint64_t delta = field(counters, i) - field(lastCounters_, i);
            if (delta == 0) continue;
            b.counterBytes.push_back(static_cast<std::uint8_t>(i | (i == last ? 0x80 : 0)));
            putVarint(b.counterBytes, delta);
        }
    }
    lastCounters_ = counters;

    if (event.aux != 0) {
        p.flags |= kHasAux;
        b.aux.push_back(event.aux);
    }
    b.events.push_back(p);

    const std::size_t bucket = static_cast<std::size_t>(size_ / kMarkBucket);
    if (bucket == kindMasks_.size()) kindMasks_.push_back(0);
    kindMasks_[bucket] = static_cast<std::uint8_t>(kindMasks_[bucket] | (1u << (p.flags & kKindMask)));
    ++size_;
    return true;
}

EventKind Recording::kindAt(std::uint64_t k) const {
    assert(k < size_);
    const Packed& p = blocks_[static_cast<std::size_t>(k / kBlockEvents)].events[static_cast<std::size_t>(k % kBlockEvents)];
    return static_cast<EventKind>(p.flags & kKindMask);
}

Event Recording::event(std::uint64_t k) const {
    assert(k < size_);
    const Block& b = blocks_[static_cast<std::size_t>(k / kBlockEvents)];
    const auto target = static_cast<std::uint32_t>(k % kBlockEvents);
    const Packed& p = b.events[target];
    Event e{static_cast<EventKind>(p.flags & kKindMask), p.line, p.depth, p.cell, p.value, 0};
    if (p.flags & kHasAux) {
        std::size_t before = 0;
        for (std::uint32_t i = 0; i < target; ++i) before += (b.events[i].flags & kHasAux) != 0;
        e.aux = b.aux[before];
    }
    return e;
}

void Recording::seek(std::uint64_t k, RecordedMoment& out) const {
    assert(k < size_);
    Cursor c(blocks_[static_cast<std::size_t>(k / kBlockEvents)]);
    const auto target = static_cast<std::uint32_t>(k % kBlockEvents);
    for (;;) {
        c.applyState(out.state);
        c.applyCounters(out.counters);
        if (c.index() == target) break;
        c.next();
    }
    out.index = k;
    out.event = c.event();
}

EventKindMask Recording::kindsIn(std::uint64_t from, std::uint64_t to) const {
    to = std::min(to, size_);
    EventKindMask mask = 0;
    std::uint64_t k = from;
    for (; k < to && k % kMarkBucket != 0; ++k) mask |= kindBit(kindAt(k));
    for (; k + kMarkBucket <= to; k += kMarkBucket) mask |= kindMasks_[static_cast<std::size_t>(k / kMarkBucket)];
    for (; k < to; ++k) mask |= kindBit(kindAt(k));
    return mask;
}

void Recording::treeLog(std::uint64_t from, std::uint64_t to, std::vector<TreeRecord>& out, bool trailing) const {
    to = std::min(to, size_);
    for (std::uint64_t k = from; k < to;) {
        Cursor c(blocks_[static_cast<std::size_t>(k / kBlockEvents)]);
        const auto first = static_cast<std::uint32_t>(k % kBlockEvents);
        while (c.index() < first) c.next();
        const std::uint64_t blockEnd = std::min<std::uint64_t>(to, (k / kBlockEvents + 1) * kBlockEvents);
        for (; k < blockEnd; ++k) {
            for (std::uint32_t packed : c.treeRecords()) out.push_back(unpackTree(packed));
            out.push_back({c.event(), TreeRecord::Kind::Event});
            if (k + 1 < blockEnd) c.next();
        }
    }
    if (trailing && to == size_)
        for (std::uint32_t packed : pendingTree_) out.push_back(unpackTree(packed));
}

std::vector<TreeRecord> Recording::trailingTree() const {
    std::vector<TreeRecord> out;
    for (std::uint32_t packed : pendingTree_) out.push_back(unpackTree(packed));
    return out;
}

Recording::Walker::Walker(const Recording& recording, std::uint64_t from) : recording_(&recording) {
    moment_.index = from;
    if (!done()) {
        cursor_ = std::make_unique<Cursor>(recording.blocks_[static_cast<std::size_t>(from / kBlockEvents)]);
        const auto first = static_cast<std::uint32_t>(from % kBlockEvents);
        while (cursor_->index() < first) {
            cursor_->applyState(moment_.state);
            cursor_->applyCounters(moment_.counters);
            cursor_->next();
        }
        load();
    }
}

Recording::Walker::~Walker() = default;
Recording::Walker::Walker(Walker&&) noexcept = default;

void Recording::Walker::next() {
    ++moment_.index;
    if (done()) return;
    if (moment_.index % kBlockEvents == 0) {
        cursor_ = std::make_unique<Cursor>(recording_->blocks_[static_cast<std::size_t>(moment_.index / kBlockEvents)]);
    } else {
        cursor_->next();
    }
    load();
}

void Recording::Walker::load() {
    cursor_->applyState(moment_.state);
    cursor_->applyCounters(moment_.counters);
    moment_.event = cursor_->event();
    tree_.clear();
    for (std::uint32_t packed : cursor_->treeRecords()) tree_.push_back(recording_->unpackTree(packed));
}

void Recording::setBookmark(std::uint64_t event, std::string label) {
    if (event >= size_) return;
    auto at = std::lower_bound(bookmarks_.begin(), bookmarks_.end(), event,
                               [](const Bookmark& b, std::uint64_t e) { return b.event < e; });
    if (at != bookmarks_.end() && at->event == event) at->label = std::move(label);
    else bookmarks_.insert(at, {event, std::move(label)});
}

void Recording::removeBookmark(std::uint64_t event) {
    std::erase_if(bookmarks_, [event](const Bookmark& b) { return b.event == event; });
}

}  // namespace pw
