#include "maker.h"

#include <string>

#include "core/registry.h"
#include "generator.h"

namespace pw::sudoku {

std::vector<LevelInfo> makerLevels() {
    return {
        {"simple", PW_TEXT("Algorithms", "Simple"),
         PW_TEXT("Algorithms", "Singles in a cell are enough: a cell whose other digits are all seen.")},
        {"easy", PW_TEXT("Algorithms", "Easy"),
         PW_TEXT("Algorithms", "Hidden singles as well: the one place left for a digit in a row, column or box.")},
        {"intermediate", PW_TEXT("Algorithms", "Intermediate"),
         PW_TEXT("Algorithms", "Pencil marks needed: locked candidates, naked and hidden pairs.")},
        {"expert", PW_TEXT("Algorithms", "Expert"),
         PW_TEXT("Algorithms", "Triples, the X-wing, or a guess where the techniques get stuck.")},
    };
}

MakerSizes makerSizes() { return {9, 9, 9}; }

Result<MadePuzzle> makePuzzle(const SizeRequest& size, std::string_view level, std::uint64_t seed,
                              std::stop_token stop) {
    const int side = size.size ? size.size : (size.rows ? size.rows : 9);
    if (side != 9 || (size.cols && size.cols != 9) || (size.k && size.k != 3))
        return Error{"sudoku worksheets are 9×9, not " + std::to_string(side)};
    const std::optional<Level> wanted = levelFromName(level);
    if (!wanted) return Error{"unknown sudoku level '" + std::string(level) + "' (simple, easy, intermediate, expert)"};
    std::optional<GeneratedPuzzle> made = generate(*wanted, seed, 3, 0, std::move(stop));
    if (!made || made->rating.level != *wanted) return Error{"stopped before a puzzle was made"};
    return MadePuzzle{std::move(made->puzzle), std::move(made->solution), std::string(level), made->rating.score};
}

}  // namespace pw::sudoku
