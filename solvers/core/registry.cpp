#include "registry.h"

#include <algorithm>
#include <stdexcept>

namespace pw {

void Registry::addPuzzle(PuzzleInfo puzzle) {
    if (this->puzzle(puzzle.id)) throw std::logic_error("duplicate puzzle " + puzzle.id);
    puzzles_.push_back(std::move(puzzle));
}

void Registry::addAlgorithm(AlgorithmInfo algorithm) {
    if (this->algorithm(algorithm.id)) throw std::logic_error("duplicate algorithm " + algorithm.id);
    if (!puzzle(algorithm.puzzle)) throw std::logic_error("unknown puzzle " + algorithm.puzzle);
    if (algorithm.counterNames.size() > Stats::kExtraCount)
        throw std::logic_error("too many counters in " + algorithm.id);
    algorithms_.push_back(std::move(algorithm));
    std::stable_sort(algorithms_.begin(), algorithms_.end(), [this](const auto& a, const auto& b) {
        auto rank = [this](const std::string& p) {
            return std::find_if(puzzles_.begin(), puzzles_.end(), [&](auto& x) { return x.id == p; }) -
                   puzzles_.begin();
        };
        return rank(a.puzzle) != rank(b.puzzle) ? rank(a.puzzle) < rank(b.puzzle) : a.version < b.version;
    });
}

const PuzzleInfo* Registry::puzzle(std::string_view id) const {
    auto it = std::find_if(puzzles_.begin(), puzzles_.end(), [&](const auto& p) { return p.id == id; });
    return it == puzzles_.end() ? nullptr : &*it;
}

const AlgorithmInfo* Registry::algorithm(std::string_view id) const {
    auto it = std::find_if(algorithms_.begin(), algorithms_.end(), [&](const auto& a) { return a.id == id; });
    return it == algorithms_.end() ? nullptr : &*it;
}

std::vector<const AlgorithmInfo*> Registry::algorithmsOf(std::string_view puzzleId) const {
    std::vector<const AlgorithmInfo*> out;
    for (const auto& a : algorithms_)
        if (a.puzzle == puzzleId) out.push_back(&a);
    return out;
}

RunResult runAlgorithm(const AlgorithmInfo& algorithm, const Instance& instance, const RunOptions& options,
                       SearchContext& context) {
    RunResult result = algorithm.run(instance, options, context);
    result.stats.solutions = context.sink().total();
    return result;
}

}  // namespace pw
