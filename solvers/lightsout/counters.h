#pragma once
/// The lights-out counters, kept in `Stats::extra` in the order of every version's
/// `counterNames`: candidates (press sequences, sets or combinations tested), presses
/// simulated, row operations, presses (of the solution reported: the fewest found) and
/// nullity (v4: dimension of the null space).
#include <cstdint>
#include <initializer_list>

namespace pw::lightsout {

enum Counter { kCandidates, kPressesSimulated, kRowOps, kPresses, kNullity };

/// The `RunResult::extraValid` bits of the counters a run computed.
constexpr std::uint32_t validBits(std::initializer_list<int> counters) {
    std::uint32_t bits = 0;
    for (int c : counters) bits |= 1u << c;
    return bits;
}

}  // namespace pw::lightsout
