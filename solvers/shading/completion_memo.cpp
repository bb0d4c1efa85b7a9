#include "completion_memo.h"

#include <algorithm>
#include <new>

namespace pw::shading {

int CompletionMemo::entriesLog2For(int cells) {
    // 2^22 entries (32 MiB) from 144 cells on: a 12×12 search stores about 15 million
    // states and meets a quarter fewer nodes with 2^22 entries than with 2^21; 2^23
    // saves a few more nodes on 12×12 and 13×13 but no time. Fewer entries below: a small
    // grid's run must not pay for pages it never uses.
    return std::clamp(cells / 6 - 2, 12, 22);
}

CompletionMemo::CompletionMemo(const RowPatterns& patterns, int entriesLog2)
    : cols_(patterns.cols), k_(patterns.k), keyMaskBits_((patterns.k - 1) * patterns.cols), shift_(64 - entriesLog2),
      entries_(std::size_t{1} << entriesLog2), mirror_(patterns.mirrorMask.data()),
      table_(static_cast<std::uint64_t*>(std::calloc(entries_, sizeof(std::uint64_t)))) {
    if (!table_) throw std::bad_alloc();
}

void CompletionMemo::lower(std::uint64_t key, int bound) {
    std::uint64_t* bucket = bucketOf(key);
    const std::uint64_t entry = key << kBoundBits | static_cast<std::uint64_t>(bound);
    std::uint64_t* victim = nullptr;
    int victimRows = 64;
    for (int i = 0; i < 2; ++i) {
        const std::uint64_t old = load(bucket[i]);
        if (old >> kBoundBits == key) {  // known: keep the lower bound
            if (static_cast<int>(old & kBoundMask) > bound) store(bucket[i], entry);
            return;
        }
        // An empty slot (0: no key has 0 rows left) is the first choice, then the state
        // with fewer rows left.
        const int rows = old == 0 ? -1 : rowsLeftOf(old >> kBoundBits);
        if (rows < victimRows) {
            victimRows = rows;
            victim = bucket + i;
        }
    }
    store(*victim, entry);
}

}  // namespace pw::shading
