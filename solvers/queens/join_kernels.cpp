#include "join_kernels.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "core/cpu_dispatch.h"

namespace pw::queens {

void KeyBuffer::grow(std::size_t need) {
    const std::size_t capacity = std::max(need + kSpare, capacity_ + capacity_ / 2);
    auto keys = std::make_unique_for_overwrite<std::uint64_t[]>(capacity);
    if (size_ != 0) std::memcpy(keys.get(), keys_.get(), size_ * sizeof(std::uint64_t));
    keys_ = std::move(keys);
    capacity_ = capacity;
}

std::uint64_t* MatchScratch::ensureTables(std::size_t words) {
    if (words > tableWords) {
        tableMemory = std::make_unique_for_overwrite<std::uint64_t[]>(words + 8);
        tableWords = words;
        const auto address = reinterpret_cast<std::uintptr_t>(tableMemory.get());
        tables = tableMemory.get() + ((64 - address % 64) % 64) / sizeof(std::uint64_t);
    }
    return tables;
}

std::size_t MatchScratch::bytes() const {
    std::size_t total = (tableWords + (tableMemory ? 8 : 0)) * sizeof(std::uint64_t);
    for (const KeyBuffer& b : packed) total += b.bytes();
    return total;
}

namespace {

// AVX-512 with the vector popcount: F, VL, BW, DQ and VPOPCNTDQ, besides AVX2 (checked
// by cpu::hasAvx2, which also honours PW_CPU=baseline).
bool hasAvx512() {
#if defined(__x86_64__) || defined(__i386__)
    static const bool yes = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
               __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
               __builtin_cpu_supports("avx512vpopcntdq");
    }();
    return yes;
#else
    return false;
#endif
}

bool capped(const char* level) {
    const char* forced = std::getenv("PW_CPU");
    return forced != nullptr && std::strcmp(forced, level) == 0;
}

}  // namespace

std::vector<const JoinKernels*> runnableJoinKernels() {
    std::vector<const JoinKernels*> out{baselineJoinKernels()};
    if (cpu::hasAvx2() && avx2JoinKernels()) {
        out.push_back(avx2JoinKernels());
        if (hasAvx512() && avx512JoinKernels()) out.push_back(avx512JoinKernels());
    }
    return out;
}

const JoinKernels& joinKernels() {
    static const JoinKernels* chosen = [] {
        const std::vector<const JoinKernels*> runnable = runnableJoinKernels();
        if (capped("avx2") && runnable.size() > 2) return runnable[1];
        return runnable.back();
    }();
    return *chosen;
}

}  // namespace pw::queens
