#pragma once
/// What a solver tells the user beyond its counters — why a run declined an instance,
/// what it did instead, why it stopped where it did, what is wrong with the givens — as
/// data: a code from the puzzle's own list (its `NoticeCode` enum, in its model.h) and
/// the figures the notice quotes. The GUI words a notice through tr(), puzzle-bench in
/// English; the solver library writes no sentence.
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>

namespace pw {

struct Notice {
    int code = 0;  ///< 0: nothing to say; otherwise a value of the puzzle's NoticeCode
    std::array<std::int64_t, 4> values{};  ///< the figures, in the order the code documents

    explicit operator bool() const { return code != 0; }
    friend bool operator==(const Notice&, const Notice&) = default;
};

/// A notice from a puzzle's enum: `notice(NoticeCode::TooManyLights, {64})`.
template <class Code>
Notice notice(Code code, std::initializer_list<std::int64_t> values = {}) {
    Notice out{static_cast<int>(code), {}};
    std::size_t i = 0;
    for (std::int64_t v : values)
        if (i < out.values.size()) out.values[i++] = v;
    return out;
}

}  // namespace pw
