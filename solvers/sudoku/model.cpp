#include "model.h"

#include <algorithm>
#include <memory>

namespace pw::sudoku {

namespace {

Geometry buildGeometry(int box) {
    Geometry g;
    g.box = box;
    g.size = box * box;
    g.cells = g.size * g.size;
    g.all = (Mask{1} << g.size) - 1;
    const int n = g.size;
    g.units.assign(static_cast<std::size_t>(3 * n), {});
    g.unitsOfCell.resize(static_cast<std::size_t>(g.cells));
    for (int cell = 0; cell < g.cells; ++cell) {
        const int u[3] = {g.row(cell), n + g.col(cell), 2 * n + g.boxOf(cell)};
        for (int i = 0; i < 3; ++i) {
            g.units[static_cast<std::size_t>(u[i])].push_back(cell);
            g.unitsOfCell[static_cast<std::size_t>(cell)][static_cast<std::size_t>(i)] = u[i];
        }
    }
    g.peers.resize(static_cast<std::size_t>(g.cells));
    for (int a = 0; a < g.cells; ++a)
        for (int b = 0; b < g.cells; ++b)
            if (g.sees(a, b)) g.peers[static_cast<std::size_t>(a)].push_back(b);
    return g;
}

}  // namespace

bool Geometry::sees(int a, int b) const {
    return a != b && (row(a) == row(b) || col(a) == col(b) || boxOf(a) == boxOf(b));
}

const Geometry& geometry(int box) {
    static const std::array<Geometry, 3> shapes = {buildGeometry(2), buildGeometry(3), buildGeometry(4)};
    return shapes[static_cast<std::size_t>(std::clamp(box, kMinBox, kMaxBox) - kMinBox)];
}

Mask allowedDigits(const Geometry& g, std::span<const int> cells, int cell) {
    Mask seen = 0;
    for (int p : g.peers[static_cast<std::size_t>(cell)])
        if (const int d = cells[static_cast<std::size_t>(p)]; d > 0) seen |= digitBit(d);
    return g.all & ~seen;
}

std::vector<Mask> allCandidates(const Geometry& g, std::span<const int> cells) {
    std::vector<Mask> out(static_cast<std::size_t>(g.cells), 0);
    for (int cell = 0; cell < g.cells; ++cell)
        if (cells[static_cast<std::size_t>(cell)] == 0) out[static_cast<std::size_t>(cell)] = allowedDigits(g, cells, cell);
    return out;
}

std::vector<int> conflictingCells(const Geometry& g, std::span<const int> cells) {
    std::vector<int> out;
    for (int cell = 0; cell < g.cells; ++cell) {
        const int d = cells[static_cast<std::size_t>(cell)];
        if (d == 0) continue;
        for (int p : g.peers[static_cast<std::size_t>(cell)])
            if (cells[static_cast<std::size_t>(p)] == d) {
                out.push_back(cell);
                break;
            }
    }
    return out;
}

bool hasConflict(const Geometry& g, std::span<const int> cells) {
    // One pass with a mask per unit and no division: this runs before every search and
    // on every line of a 49,158-puzzle file.
    std::array<Mask, kMaxSize> rows{}, cols{}, boxes{};
    const auto n = static_cast<std::size_t>(g.size), b = static_cast<std::size_t>(g.box);
    for (std::size_t r = 0, cell = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c, ++cell) {
            const int d = cells[cell];
            if (d == 0) continue;
            const Mask bit = digitBit(d);
            Mask& box = boxes[(r / b) * b + c / b];
            if ((rows[r] | cols[c] | box) & bit) return true;
            rows[r] |= bit;
            cols[c] |= bit;
            box |= bit;
        }
    return false;
}

Notice conflictNotice(const Geometry& g, std::span<const int> cells) {
    if (!hasConflict(g, cells)) return {};
    for (std::size_t u = 0; u < g.units.size(); ++u) {
        Mask seen = 0;
        for (int cell : g.units[u]) {
            const int d = cells[static_cast<std::size_t>(cell)];
            if (d == 0) continue;
            if (seen & digitBit(d))
                return notice(NoticeCode::GivensInConflict,
                              {d, static_cast<int>(u) / g.size, static_cast<int>(u) % g.size + 1});
            seen |= digitBit(d);
        }
    }
    return {};
}

std::string describeConflict(const Geometry& g, std::span<const int> cells) {
    return conflictSentence(conflictNotice(g, cells));
}

std::string conflictSentence(const Notice& conflict) {
    static const char* kUnitNames[3] = {"row", "column", "box"};
    if (conflict.code != static_cast<int>(NoticeCode::GivensInConflict)) return {};
    const auto& v = conflict.values;
    const auto kind = static_cast<std::size_t>(std::clamp<std::int64_t>(v[1], 0, 2));
    return "digit " + std::to_string(v[0]) + " twice in " + kUnitNames[kind] + " " + std::to_string(v[2]);
}

bool isValidSolution(const Geometry& g, std::span<const int> givens, std::span<const int> solution) {
    if (static_cast<int>(solution.size()) != g.cells) return false;
    for (int cell = 0; cell < g.cells; ++cell) {
        const int d = solution[static_cast<std::size_t>(cell)];
        if (d < 1 || d > g.size) return false;
        if (cell < static_cast<int>(givens.size()) && givens[static_cast<std::size_t>(cell)] != 0 &&
            givens[static_cast<std::size_t>(cell)] != d)
            return false;
    }
    for (const auto& unit : g.units) {
        Mask seen = 0;
        for (int cell : unit) seen |= digitBit(solution[static_cast<std::size_t>(cell)]);
        if (seen != g.all) return false;
    }
    return true;
}

std::string checkInstance(const Instance& instance) {
    if (instance.k < kMinBox || instance.k > kMaxBox)
        return "the box size must be 2, 3 or 4, not " + std::to_string(instance.k);
    const int n = instance.k * instance.k;
    if (instance.rows != n || instance.cols != n) return "a grid of boxes of " + std::to_string(instance.k) +
                                                         " must have " + std::to_string(n) + " rows and columns";
    if (!instance.cells.empty() && static_cast<int>(instance.cells.size()) != n * n)
        return "the grid needs " + std::to_string(n * n) + " cells, not " + std::to_string(instance.cells.size());
    for (std::size_t i = 0; i < instance.cells.size(); ++i)
        if (instance.cells[i] < 0 || instance.cells[i] > n)
            return "cell " + std::to_string(i + 1) + ": digit " + std::to_string(instance.cells[i]) +
                   " out of range 1.." + std::to_string(n);
    return {};
}

std::vector<int> givensOf(const Instance& instance) {
    if (!instance.cells.empty()) return instance.cells;
    return std::vector<int>(static_cast<std::size_t>(instance.rows * instance.cols), 0);
}

Instance emptyInstance(int box) {
    Instance instance;
    instance.k = box;
    instance.rows = instance.cols = box * box;
    instance.cells.assign(static_cast<std::size_t>(instance.rows * instance.cols), 0);
    return instance;
}

Board::Board(int box)
    : g_(&sudoku::geometry(box)),
      digits_(static_cast<std::size_t>(g_->cells), 0),
      given_(static_cast<std::size_t>(g_->cells), false),
      marks_(static_cast<std::size_t>(g_->cells), 0) {}

Result<Board> Board::fromInstance(const Instance& instance) {
    if (std::string problem = checkInstance(instance); !problem.empty()) return Error{problem};
    Board board(instance.k);
    const std::vector<int> givens = givensOf(instance);
    for (int cell = 0; cell < board.cellCount(); ++cell)
        if (givens[static_cast<std::size_t>(cell)]) board.setGiven(cell, givens[static_cast<std::size_t>(cell)]);
    return board;
}

bool Board::setDigit(int cell, int digit) {
    if (cell < 0 || cell >= g_->cells || isGiven(cell) || digit < 1 || digit > g_->size) return false;
    digits_[static_cast<std::size_t>(cell)] = digit;
    marks_[static_cast<std::size_t>(cell)] = 0;
    for (int p : g_->peers[static_cast<std::size_t>(cell)]) marks_[static_cast<std::size_t>(p)] &= ~digitBit(digit);
    return true;
}

bool Board::clearDigit(int cell) {
    if (cell < 0 || cell >= g_->cells || isGiven(cell)) return false;
    digits_[static_cast<std::size_t>(cell)] = 0;
    return true;
}

void Board::setGiven(int cell, int digit) {
    digits_[static_cast<std::size_t>(cell)] = digit;
    given_[static_cast<std::size_t>(cell)] = digit != 0;
    marks_[static_cast<std::size_t>(cell)] = 0;
    if (digit)
        for (int p : g_->peers[static_cast<std::size_t>(cell)]) marks_[static_cast<std::size_t>(p)] &= ~digitBit(digit);
}

void Board::toggleMark(int cell, int digit) {
    if (isBlank(cell) && digit >= 1 && digit <= g_->size) marks_[static_cast<std::size_t>(cell)] ^= digitBit(digit);
}

void Board::setMarks(int cell, Mask marks) {
    if (isBlank(cell)) marks_[static_cast<std::size_t>(cell)] = marks & g_->all;
}

void Board::fillAllCandidates() {
    for (int cell = 0; cell < g_->cells; ++cell) marks_[static_cast<std::size_t>(cell)] = isBlank(cell) ? allowed(cell) : 0;
}

void Board::clearAllMarks() { std::fill(marks_.begin(), marks_.end(), 0); }

void Board::eliminate(int cell, int digit) { marks_[static_cast<std::size_t>(cell)] &= ~digitBit(digit); }

std::vector<int> Board::cellsWithDigit(int digit) const {
    std::vector<int> out;
    for (int cell = 0; cell < g_->cells; ++cell)
        if (this->digit(cell) == digit) out.push_back(cell);
    return out;
}

bool Board::isFilled() const {
    return std::none_of(digits_.begin(), digits_.end(), [](int d) { return d == 0; });
}

std::vector<int> Board::wrongCells(std::span<const int> solution) const {
    std::vector<int> out;
    for (int cell = 0; cell < g_->cells; ++cell)
        if (!isBlank(cell) && !isGiven(cell) && digit(cell) != solution[static_cast<std::size_t>(cell)]) out.push_back(cell);
    return out;
}

std::vector<int> Board::givens() const {
    std::vector<int> out(digits_.size(), 0);
    for (int cell = 0; cell < g_->cells; ++cell)
        if (isGiven(cell)) out[static_cast<std::size_t>(cell)] = digit(cell);
    return out;
}

Instance Board::toInstance() const {
    Instance instance = emptyInstance(g_->box);
    instance.cells = givens();
    return instance;
}

}  // namespace pw::sudoku
