#include "fewest_presses.h"

#include <algorithm>

#include "gf2_kernels.h"

namespace pw::lightsout {

namespace {

constexpr Word kSolutionBit = Word{1} << 63;

/// The words of the unknowns: bit t is unknown k of basis[members[t]], bit 63 of u.
std::vector<Word> slice(const std::vector<Word>& u, const std::vector<std::vector<Word>>& basis,
                        const std::vector<int>& members, int unknowns) {
    std::vector<Word> words(static_cast<std::size_t>(unknowns), 0);
    for (int k = 0; k < unknowns; ++k) {
        Word w = testBit(u, k) ? kSolutionBit : 0;
        for (std::size_t t = 0; t < members.size(); ++t)
            if (testBit(basis[static_cast<std::size_t>(members[t])], k)) w |= Word{1} << t;
        words[static_cast<std::size_t>(k)] = w;
    }
    return words;
}

/// u + the basis vectors of `members` selected by the bits of c.
std::vector<Word> combine(std::vector<Word> u, const std::vector<std::vector<Word>>& basis,
                          const std::vector<int>& members, std::uint32_t c) {
    for (std::size_t t = 0; t < members.size(); ++t)
        if (c >> t & 1u) {
            const std::vector<Word>& q = basis[static_cast<std::size_t>(members[t])];
            for (std::size_t w = 0; w < u.size(); ++w) u[w] ^= q[w];
        }
    return u;
}

std::vector<std::vector<Word>> nullBasis(const LinearSolver& solver) {
    std::vector<std::vector<Word>> basis;
    for (int i = 0; i < solver.nullity(); ++i) basis.push_back(solver.nullUnknowns(i));
    return basis;
}

/// Chases u with the block's patterns and counts their cells; false when stopped.
bool countBlock(LinearSolver& solver, const std::vector<Word>& u, const std::vector<std::vector<Word>>& basis,
                const std::vector<int>& members, PatternCounts& counts, const std::function<bool()>& stop) {
    const std::vector<Word> words = slice(u, basis, members, solver.unknowns());
    return solver.chaseWords(
        words, kSolutionBit, [&](const Word* cells, const Word*, int n) { counts.add(cells, n); }, stop);
}

}  // namespace

PatternCounts::PatternCounts(int patternBits)
    : bits(patternBits), delta(std::size_t{1} << patternBits, 0) {}

void PatternCounts::add(const Word* cellWords, int count) {
    const Word mask = (Word{1} << bits) - 1;
    for (int j = 0; j < count; ++j) {
        const Word w = cellWords[j];
        delta[static_cast<std::size_t>(w & mask)] += 1 - 2 * static_cast<std::int32_t>(w >> 63);
    }
    cells += count;
}

bool PatternCounts::transform(const std::function<bool()>& stop) {
    // Levels 1..2^15 inside blocks of 2^16 entries, then each higher level over the table.
    constexpr int kBlock = 16;
    if (bits <= kBlock) {
        kernels::walshHadamard(delta.data(), bits);
        return true;
    }
    const std::size_t block = std::size_t{1} << kBlock;
    for (std::size_t start = 0; start < delta.size(); start += block) {
        if (stop && stop()) return false;
        kernels::walshHadamard(delta.data() + start, kBlock);
    }
    for (std::size_t half = block; half < delta.size(); half <<= 1) {
        if (stop && stop()) return false;
        kernels::butterflies(delta.data(), delta.size(), half);
    }
    return true;
}

FewestPresses exactFewest(LinearSolver& solver, const std::function<bool()>& stop) {
    FewestPresses out;
    const int d = solver.nullity();
    const std::vector<std::vector<Word>> basis = nullBasis(solver);
    std::vector<int> members(static_cast<std::size_t>(d));
    for (int i = 0; i < d; ++i) members[static_cast<std::size_t>(i)] = i;
    const std::vector<Word> p = solver.particularUnknowns();
    PatternCounts counts(d);
    if (!countBlock(solver, p, basis, members, counts, stop)) {
        out.stopped = true;
        return out;
    }
    if (!counts.transform(stop)) {
        out.stopped = true;
        return out;
    }
    out.combinations = std::uint64_t{1} << d;
    const std::int32_t best = *std::max_element(counts.delta.begin(), counts.delta.end());
    out.presses = (counts.cells - best) / 2;
    out.proven = true;
    // Equal counts: keep the solution whose lowest differing cell is pressed.
    std::vector<Word> bestMask;
    for (std::uint32_t c = 0; c < counts.delta.size(); ++c) {
        if (counts.delta[c] != best) continue;
        if (stop && stop()) {
            out.stopped = true;
            return out;
        }
        std::vector<Word> u = combine(p, basis, members, c);
        std::vector<Word> mask = solver.pressesOf(u, true);
        if (bestMask.empty() || lexBefore(mask, bestMask)) {
            bestMask = std::move(mask);
            out.unknowns = std::move(u);
        }
    }
    return out;
}

FewestPresses descendFewest(LinearSolver& solver, const std::function<bool()>& stop) {
    FewestPresses out;
    const int d = solver.nullity();
    std::vector<std::vector<Word>> basis = nullBasis(solver);
    out.unknowns = solver.particularUnknowns();
    out.presses = -1;
    const int blockBits = std::min(d, kBlockBits);
    // With a single block the descent is the exact search over the whole null space.
    const bool single = d <= kBlockBits;
    std::uint64_t seed = 0x9E3779B97F4A7C15ull;  // fixed: the same board gives the same answer
    auto random = [&seed] {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        return seed;
    };
    int roundsWithoutGain = 0;
    while (out.rounds < kMaxRounds && roundsWithoutGain < (single ? 1 : kQuietRounds)) {
        if (out.rounds > 0 && !single) {
            // Another basis of the same null space, so that the blocks span other subspaces.
            for (int i = 0; i < d; ++i)
                for (int j = 0; j < d; ++j)
                    if (j != i && (random() & 1u)) {
                        std::vector<Word>& a = basis[static_cast<std::size_t>(i)];
                        const std::vector<Word>& b = basis[static_cast<std::size_t>(j)];
                        for (std::size_t w = 0; w < a.size(); ++w) a[w] ^= b[w];
                    }
        }
        bool gained = false;
        for (int start = 0; start < d; start += blockBits) {
            std::vector<int> members;
            for (int t = 0; t < blockBits && start + t < d; ++t) members.push_back(start + t);
            PatternCounts counts(static_cast<int>(members.size()));
            if (!countBlock(solver, out.unknowns, basis, members, counts, stop)) {
                out.stopped = true;
                return out;
            }
            if (!counts.transform(stop)) {
                out.stopped = true;
                return out;
            }
            out.combinations += counts.delta.size();
            if (out.presses < 0) out.presses = counts.presses(0);
            // Move only on a strict gain, so that the descent ends.
            std::uint32_t bestC = 0;
            for (std::uint32_t c = 1; c < counts.delta.size(); ++c)
                if (counts.delta[c] > counts.delta[bestC]) bestC = c;
            if (bestC == 0) continue;
            out.unknowns = combine(std::move(out.unknowns), basis, members, bestC);
            out.presses = counts.presses(bestC);
            gained = true;
        }
        ++out.rounds;
        roundsWithoutGain = gained ? 0 : roundsWithoutGain + 1;
    }
    out.proven = single;
    return out;
}

}  // namespace pw::lightsout
