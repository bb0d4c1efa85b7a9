#pragma once
/// A recorded run: every event a stepping tracer was told, with the state it was told
/// it in, the counters at that event and the search tree's records (nodes, given
/// decisions, summaries) that came before it, kept compactly so that any event is a
/// seek away.
///
/// Events are numbered from 0 in the order they came (the GUI shows event k as k + 1).
/// They are kept in blocks of `kBlockEvents`: the first event of a block holds the whole
/// state and the counters, the others what changed since the event before (the cells
/// whose value changed, the counters that moved, as small varints), so a seek copies a
/// block's state and applies at most `kBlockEvents - 1` changes. An event that changes
/// more than half the cells keeps its whole state instead.
///
/// What 10⁶ events take (docs/PERFORMANCE.md): 16 bytes an event, 8 a changed cell,
/// 4 a tree record and two or three bytes of counters; the tree's kinds of events
/// (solutions, dead ends, cuts) are also kept per 64 events for the timeline's marks.
///
/// Not thread-safe by itself: one writer appends, and readers that may run at the same
/// time go through `SharedRecording` (shared_recording.h).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "event.h"
#include "notice.h"
#include "stats.h"
#include "tree/tree_record.h"
#include "work_summary.h"

namespace pw {

/// How much a recording may hold: whichever comes first.
struct RecordingCap {
    static constexpr std::uint64_t kDefaultEvents = 1'000'000;
    static constexpr std::size_t kDefaultBytes = std::size_t{256} << 20;
    std::uint64_t events = kDefaultEvents;
    std::size_t bytes = kDefaultBytes;
    friend bool operator==(const RecordingCap&, const RecordingCap&) = default;
};

/// What the recording holds at one event: the event, the state it came with and the
/// counters then.
struct RecordedMoment {
    std::uint64_t index = 0;
    Event event;
    std::vector<int> state;
    Stats counters;
    friend bool operator==(const RecordedMoment&, const RecordedMoment&) = default;
};

/// A place in the recording the user named (B): an event and a label, maybe empty.
struct Bookmark {
    std::uint64_t event = 0;
    std::string label;
    friend bool operator==(const Bookmark&, const Bookmark&) = default;
};

/// How the recorded run ended, kept with it.
struct RecordingEnd {
    bool over = false;       ///< the run has ended (finished, stopped, failed)
    bool completed = false;  ///< it searched to its end
    bool capped = false;     ///< the cap refused an event: the run stopped there or went on unrecorded
    /// The last event was added for the end (a student's program crashed after it):
    /// not one the search emitted.
    bool endEvent = false;
    Notice notice;           ///< what the run said at its end, as data
    friend bool operator==(const RecordingEnd&, const RecordingEnd&) = default;
};

/// The kinds of events in a span of the recording, as bits (1 << EventKind).
using EventKindMask = std::uint16_t;
constexpr EventKindMask kindBit(EventKind kind) { return static_cast<EventKindMask>(1u << static_cast<unsigned>(kind)); }

class Recording {
    /// Reads a block's events in order, keeping each one's offsets into the streams.
    class Cursor;

public:
    static constexpr std::uint32_t kBlockEvents = 4096;
    static constexpr std::uint32_t kMarkBucket = 64;  ///< events per entry of the kinds' summary

    explicit Recording(RecordingCap cap = {});
    Recording(Recording&&) noexcept = default;
    Recording& operator=(Recording&&) noexcept = default;
    Recording(const Recording&) = default;
    Recording& operator=(const Recording&) = default;

    // ---- Writing (the worker, or a reader of a run file) ----

    /// Adds an event with the state it came in and the counters at that moment; false,
    /// and nothing added, once the cap is reached.
    bool append(const Event& event, std::span<const int> state, const Stats& counters);
    /// A tree record that comes before the next event (a node, a given decision, one
    /// depth of a summary); an event record is refused (false): events go by `append`.
    bool appendTree(const TreeRecord& record);
    void appendNode(int depth) { appendTree(TreeRecord::node(depth)); }
    void appendGiven(int depth) { appendTree(TreeRecord::given(depth)); }
    void appendSummary(const WorkSummary& summary) {
        for (const TreeRecord& r : TreeRecord::summary(summary)) appendTree(r);
    }
    /// Whether the next `append` would be refused.
    bool full() const;
    const RecordingCap& cap() const { return cap_; }
    /// A new cap for what comes next (what is recorded stays).
    void setCap(RecordingCap cap) { cap_ = cap; }

    // ---- Reading ----

    std::uint64_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    /// Event `k` (k < size()).
    Event event(std::uint64_t k) const;
    EventKind kindAt(std::uint64_t k) const;
    /// Event `k`, its state and counters (k < size()).
    void seek(std::uint64_t k, RecordedMoment& out) const;
    RecordedMoment at(std::uint64_t k) const {
        RecordedMoment m;
        seek(k, m);
        return m;
    }
    /// The kinds of the events in [from, to), for the timeline's marks: whole buckets of
    /// `kMarkBucket` events from their summary, the ends event by event.
    EventKindMask kindsIn(std::uint64_t from, std::uint64_t to) const;
    /// The tree's log from event `from` up to event `to` (exclusive), as the tree builder
    /// takes it: each event preceded by the records that came before it. With
    /// `trailing`, and `to == size()`, also the records that came after the last event.
    void treeLog(std::uint64_t from, std::uint64_t to, std::vector<TreeRecord>& out, bool trailing = false) const;
    /// The tree records that came after the last event (none once the next one comes).
    std::vector<TreeRecord> trailingTree() const;
    /// Tree records so far, events not included.
    std::uint64_t treeRecordCount() const { return treeRecords_; }

    /// Bytes held (capacities), as the cap counts them.
    std::size_t memoryBytes() const;

    const RecordingEnd& end() const { return end_; }
    void setEnd(const RecordingEnd& end) { end_ = end; }

    // ---- Bookmarks (kept with the recording, saved with it) ----

    const std::vector<Bookmark>& bookmarks() const { return bookmarks_; }
    /// Adds or relabels the bookmark at `event` (k < size()); they stay in event order.
    void setBookmark(std::uint64_t event, std::string label);
    void removeBookmark(std::uint64_t event);

    /// Reads the events in order from `from`, each with its state and counters, at the
    /// cost of its own changes (a seek costs a block's): what a writer of the whole
    /// recording uses.
    class Walker {
    public:
        explicit Walker(const Recording& recording, std::uint64_t from = 0);
        ~Walker();
        Walker(Walker&&) noexcept;
        bool done() const { return moment_.index >= recording_->size(); }
        /// The current event, its state and counters.
        const RecordedMoment& moment() const { return moment_; }
        /// The tree records that came just before the current event.
        const std::vector<TreeRecord>& treeBefore() const { return tree_; }
        void next();

    private:
        void load();
        const Recording* recording_;
        std::unique_ptr<Cursor> cursor_;
        RecordedMoment moment_;
        std::vector<TreeRecord> tree_;
    };

private:
    /// One event as stored: 16 bytes.
    struct Packed {
        std::int32_t cell;
        std::int32_t value;
        std::int16_t line;
        std::int16_t depth;
        std::uint8_t flags;       ///< kind in bits 0-2, then kHasAux, kCounters, kWhole
        std::uint8_t treeCount;   ///< tree records before it; kTreeEscape: in `treeCounts`
        std::uint16_t changes;    ///< changed cells, in `changes`
    };
    static_assert(sizeof(Packed) == 16);
    static constexpr std::uint8_t kKindMask = 0x7, kHasAux = 0x8, kCounters = 0x10, kWhole = 0x20;
    static constexpr std::uint8_t kTreeEscape = 0xFF;

    struct Change {
        std::uint32_t cell;
        std::int32_t value;
    };

    struct Block {
        std::vector<Packed> events;
        std::vector<std::int32_t> states;   ///< whole states: their size, then the cells
        std::vector<Change> changes;
        std::vector<std::uint8_t> counterBytes;
        std::vector<std::int64_t> aux;
        std::vector<std::uint32_t> treeCounts;  ///< counts of kTreeEscape events, in order
        std::vector<std::uint32_t> tree;        ///< packed tree records, in order
        Stats counters;                         ///< at the block's first event
        std::size_t bytes() const;
    };


    static std::uint32_t packTree(const TreeRecord& record, std::uint32_t summaryIndex);
    TreeRecord unpackTree(std::uint32_t packed) const;
    void closeBlock();

    RecordingCap cap_;
    std::vector<Block> blocks_;
    std::vector<std::uint8_t> kindMasks_;  ///< per kMarkBucket events: bit i = kind i
    std::vector<TreeRecord> summaries_;     ///< summary records, which do not pack in 32 bits
    std::vector<std::uint32_t> pendingTree_;  ///< tree records since the last event
    std::uint64_t size_ = 0;
    std::uint64_t treeRecords_ = 0;
    std::size_t closedBytes_ = 0;
    std::vector<int> lastState_;
    Stats lastCounters_;
    std::vector<Bookmark> bookmarks_;
    RecordingEnd end_;
};

}  // namespace pw
