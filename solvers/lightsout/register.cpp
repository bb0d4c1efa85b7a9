#include <string>

#include "algorithms.h"
#include "maker.h"
#include "model.h"

namespace pw::lightsout {

namespace {

// --size N: the all-on N×N board; --rows R --cols C: the all-on rectangle (one of the
// two alone gives a square); nothing: the all-on 5×5 board.
Result<Instance> makeBoard(const SizeRequest& request) {
    int rows = request.rows, cols = request.cols;
    if (request.size != 0) {
        if ((rows != 0 && rows != request.size) || (cols != 0 && cols != request.size))
            return Error{"--size gives a square board: it disagrees with --rows/--cols"};
        rows = cols = request.size;
    }
    if (rows == 0 && cols == 0) rows = cols = kDefaultSide;
    if (rows == 0) rows = cols;
    if (cols == 0) cols = rows;
    if (std::string e = sizeError(rows, cols); !e.empty()) return Error{e};
    Instance instance = toInstance(uniformBoard(rows, cols, request.torus, true));
    instance.name = "all on " + std::to_string(rows) + "×" + std::to_string(cols) + (request.torus ? " torus" : "");
    return instance;
}

ParseResult<std::vector<Instance>> parseFile(std::string_view text) {
    ParseResult<std::vector<Board>> boards = parseBoards(text);
    if (!boards) return boards.error();
    std::vector<Instance> out;
    for (std::size_t i = 0; i < boards->size(); ++i) {
        out.push_back(toInstance((*boards)[i]));
        out.back().name = "board " + std::to_string(i + 1);
    }
    return out;
}

}  // namespace

void registerLightsOut(Registry& registry) {
    registry.addPuzzle({
        .id = "lightsout",
        .title = PW_TEXT("Algorithms", "Lights out"),
        .description = PW_TEXT("Algorithms",
                               "A press toggles a light and its four neighbours: turn every light off."),
        .minSize = kMinSide,
        .maxSize = kMaxSide,
        .defaultSize = kDefaultSide,
        .makeInstance = makeBoard,
        .parseInstances = parseFile,
        .formatInstance = [](const Instance& instance) { return formatBoard(fromInstance(instance)); },
        .formatSolution = [](const Instance& instance,
                             std::span<const int> cells) { return formatPresses(instance.cols, cells); },
        .levels = makerLevels(),
        .makerSizes = makerSizes(),
        .makePuzzle = makePuzzle,
        .noticeEnd = static_cast<int>(NoticeCode::End),
        .ownHeader = "lightsout.h",
        .ownSearchParameter = "LightsOut& l",
    });

    const std::vector<std::string> counters = {
        PW_TEXT("Counters", "candidates"),
        PW_TEXT("Counters", "presses_simulated"),
        PW_TEXT("Counters", "row_ops"),
        PW_TEXT("Counters", "presses"),
        PW_TEXT("Counters", "nullity"),
    };

    registry.addAlgorithm({
        .id = "lightsout.v1",
        .puzzle = "lightsout",
        .version = 1,
        .title = PW_TEXT("Algorithms", "Press sequences in every order"),
        .idea = PW_TEXT("Algorithms",
                        "Every sequence of 1 press, then of 2 presses, and so on, is simulated on the board, never "
                        "pressing a cell twice in a sequence. The first sequence that turns every light off has "
                        "the fewest presses. But the same presses in another order give the same board: "
                        "n!/(n−k)! sequences of k presses are tried."),
        .pseudocode = {
            PW_TEXT("Algorithms", "for k = 1, 2, …, n:   # number of presses"),
            PW_TEXT("Algorithms", "    for each sequence (c1, …, ck) of k different cells, in every order:"),
            PW_TEXT("Algorithms", "        grid ← the board after pressing c1, …, ck"),
            PW_TEXT("Algorithms", "        candidates ← candidates + 1"),
            PW_TEXT("Algorithms", "        if every light of grid is off:"),
            PW_TEXT("Algorithms", "            return (c1, …, ck)   # the fewest presses"),
        },
        .counterNames = counters,
        .multithreaded = false,
        .comfortableSize = 4,
        .run = runOrderedSequences,
        .decisionSpace = "lightsout.presses-by-count",
        .skipLine = 1,
    });

    registry.addAlgorithm({
        .id = "lightsout.v2",
        .puzzle = "lightsout",
        .version = 2,
        .title = PW_TEXT("Algorithms", "Subsets of presses"),
        .idea = PW_TEXT("Algorithms",
                        "The order of the presses does not matter and pressing a cell twice cancels, so only sets "
                        "of presses are tried: each press on a cell strictly after the previous one. C(n, k) "
                        "sets of k presses instead of n!/(n−k)! sequences, 2^n − 1 sets in all."),
        .pseudocode = {
            PW_TEXT("Algorithms", "for k = 1, 2, …, n:   # number of presses"),
            PW_TEXT("Algorithms", "    for each set c1 < c2 < … < ck of k cells:   # order does not matter"),
            PW_TEXT("Algorithms", "        grid ← the board after pressing c1, …, ck"),
            PW_TEXT("Algorithms", "        candidates ← candidates + 1"),
            PW_TEXT("Algorithms", "        if every light of grid is off:"),
            PW_TEXT("Algorithms", "            return {c1, …, ck}   # the fewest presses"),
        },
        .counterNames = counters,
        .multithreaded = false,
        .comfortableSize = 5,
        .run = runSubsets,
        .decisionSpace = "lightsout.presses-by-count",
        .skipLine = 1,
    });

    registry.addAlgorithm({
        .id = "lightsout.v3",
        .puzzle = "lightsout",
        .version = 3,
        .title = PW_TEXT("Algorithms", "Light chasing"),
        .idea = PW_TEXT("Algorithms",
                        "Once the first row's presses are chosen, a light left on in a row can only be turned off "
                        "by the press just below it: every later row is forced. Only the 2^cols first rows are "
                        "tried, and the last row tells whether the board ends dark. (Torus: the first and last "
                        "rows are chosen and the last two rows checked.)"),
        .pseudocode = {
            PW_TEXT("Algorithms", "for each set x of presses on the first row:   # 2^cols sets"),
            PW_TEXT("Algorithms", "    press the cells of x"),
            PW_TEXT("Algorithms", "    for r = 2 … rows:"),
            PW_TEXT("Algorithms", "        press under every light still on in row r − 1   # forced"),
            PW_TEXT("Algorithms", "    if the last row is dark:"),
            PW_TEXT("Algorithms", "        keep these presses if they are the fewest so far"),
            PW_TEXT("Algorithms", "return the fewest presses"),
        },
        .counterNames = counters,
        .multithreaded = false,
        .comfortableSize = 22,
        .run = runLightChasing,
        .decisionSpace = "lightsout.first-row",
    });

    registry.addAlgorithm({
        .id = "lightsout.v4",
        .puzzle = "lightsout",
        .version = 4,
        .title = PW_TEXT("Algorithms", "Linear algebra over GF(2)"),
        .idea = PW_TEXT("Algorithms",
                        "Each light gives an equation modulo 2: the presses that toggle it must add up to its "
                        "state. Gaussian elimination on bit-packed rows tells whether the board is solvable, the "
                        "dimension d of the null space (quiet patterns) and one solution; the 2^d solutions are "
                        "that one plus combinations of quiet patterns, and the fewest presses is found among "
                        "them: when d is large, all 2^d counts at once by a Walsh–Hadamard transform (exact up "
                        "to d = 24; beyond, a descent by blocks that is not proven minimal). Big boards are "
                        "first reduced by chasing the first row as unknowns: one press is chased, and the other "
                        "columns of the system follow by symmetry."),
        .pseudocode = {
            PW_TEXT("Algorithms", "one equation per light: sum of the presses that toggle it = its state (mod 2)"),
            PW_TEXT("Algorithms", "(big board: chase with the first row as unknowns; the last row gives the equations)"),
            PW_TEXT("Algorithms", "for each unknown: take a pivot row, XOR it into every other row with a 1 there"),
            PW_TEXT("Algorithms", "if a row reads 0 = 1: not solvable"),
            PW_TEXT("Algorithms", "p ← the solution with every free unknown 0"),
            PW_TEXT("Algorithms", "d ← number of free unknowns; one quiet pattern per free unknown"),
            PW_TEXT("Algorithms", "for each of the 2^d combinations q of quiet patterns (Gray code):"),
            PW_TEXT("Algorithms", "    keep p + q if it has the fewest presses"),
            PW_TEXT("Algorithms", "(large d: all 2^d press counts at once, by a Walsh–Hadamard transform)"),
            PW_TEXT("Algorithms", "(d > 24: the same on blocks of 20 quiet patterns until no block helps: not proven)"),
        },
        .counterNames = counters,
        .multithreaded = false,
        .comfortableSize = 5000,
        .run = runLinearAlgebra,
        .decisionSpace = "lightsout.gf2",
    });
}

}  // namespace pw::lightsout
