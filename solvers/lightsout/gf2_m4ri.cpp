// The bridge to M4RI: copy the matrix in, let M4RI reduce it, copy it back and read the
// pivots off the reduced rows.
#include <cstring>
#include <mutex>

#include "gf2.h"

extern "C" {
#include <m4ri/m4ri.h>
}

namespace pw::lightsout {

namespace {

/// Debian's M4RI is built without OpenMP; its cache of memory blocks (m4ri_mmc_cache) is
/// a process-wide array that only an OpenMP build guards: one M4RI call at a time.
std::mutex m4riCalls;

}  // namespace

Elimination eliminateM4ri(BitMatrix& m) {
    Elimination e;
    e.unknowns = m.cols() - 1;
    e.rowOpsCounted = false;
    if (m.rows() == 0) return e;
    const std::lock_guard lock(m4riCalls);
    mzd_t* a = mzd_init(m.rows(), m.cols());
    const std::size_t bytes = static_cast<std::size_t>(m.stride()) * sizeof(Word);
    // M4RI's rows use the same layout as ours: column c is bit c % 64 of word c / 64.
    for (int r = 0; r < m.rows(); ++r) std::memcpy(mzd_row(a, r), m.row(r), bytes);
    const int rank = mzd_echelonize_m4ri(a, 1, 0);
    for (int r = 0; r < m.rows(); ++r) std::memcpy(m.row(r), mzd_row(a, r), bytes);
    mzd_free(a);
    // Reduced row echelon form of [A | b]: the first `rank` rows are non-zero; a row whose
    // leading 1 is in column b reads 0 = 1.
    std::vector<char> isPivot(static_cast<std::size_t>(e.unknowns), 0);
    for (int r = 0; r < rank; ++r) {
        const Word* row = m.row(r);
        int lead = 0;
        while (row[lead >> 6] == 0) lead += 64;
        lead += std::countr_zero(row[lead >> 6]);
        if (lead >= e.unknowns) {
            e.consistent = false;
            break;
        }
        e.pivotColumn.push_back(lead);
        isPivot[static_cast<std::size_t>(lead)] = 1;
    }
    e.rank = static_cast<int>(e.pivotColumn.size());
    for (int c = 0; c < e.unknowns; ++c)
        if (!isPivot[static_cast<std::size_t>(c)]) e.freeColumns.push_back(c);
    return e;
}

}  // namespace pw::lightsout
