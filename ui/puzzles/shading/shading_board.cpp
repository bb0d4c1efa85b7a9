#include "shading_board.h"

#include <algorithm>

#include "all_puzzles.h"
#include "model/puzzle_board.h"
#include "shading/model.h"
#include "text/parse_error_text.h"

namespace pw::ui {

namespace sh = shading;

ShadingBoard::ShadingBoard(int rows, int cols, int k, std::vector<int> cells, bool canonicalOnly)
    : rows_(rows), cols_(cols), k_(k), cells_(std::move(cells)), canonicalOnly_(canonicalOnly) {}

Instance ShadingBoard::instance() const {
    Instance instance;
    instance.rows = rows_;
    instance.cols = cols_;
    instance.k = k_;
    return instance;
}

QString ShadingBoard::toText() const {
    Instance grid = instance();
    grid.cells = cells_;
    return QString::fromStdString(builtinRegistry().puzzle("shading")->formatInstance(grid));
}

QJsonObject ShadingBoard::keptState() const { return {{QStringLiteral("canonicalOnly"), canonicalOnly_}}; }

BoardPtr ShadingBoard::withPositionOf(const BoardPtr& other) const {
    const auto& grid = static_cast<const ShadingBoard&>(*other);
    return std::make_shared<ShadingBoard>(grid.rows_, grid.cols_, grid.k_, grid.cells_, canonicalOnly_);
}

BoardPtr ShadingBoard::toggled(int cell) const {
    std::vector<int> cells = cells_;
    cells[static_cast<std::size_t>(cell)] ^= 1;
    return withCells(std::move(cells), k_);
}

BoardPtr ShadingBoard::withCells(std::vector<int> cells, int k) const {
    return std::make_shared<ShadingBoard>(rows_, cols_, k, std::move(cells), canonicalOnly_);
}

BoardPtr ShadingBoard::withCanonicalOnly(bool on) const {
    return std::make_shared<ShadingBoard>(rows_, cols_, k_, cells_, on);
}

namespace {

/// A blank grid of the size asked; k is the one asked, else the current one, lowered to
/// the longest run that fits when it does not (a small grid with the k of a bigger one).
BoardPtr blankGrid(const SizeRequest& size, const ShadingBoard* current) {
    const int side = size.size > 0 ? size.size : sh::kDefaultSize;
    const int rows = std::clamp(size.rows > 0 ? size.rows : side, ShadingBoard::kMinimumSide, sh::kMaxSide);
    const int cols = std::clamp(size.cols > 0 ? size.cols : side, ShadingBoard::kMinimumSide, sh::kMaxSide);
    int k = size.k > 0 ? size.k : (current ? current->k() : sh::kDefaultK);
    if (sh::checkParameters(rows, cols, k)) k = std::clamp(k, 3, std::max(rows, cols));
    return std::make_shared<ShadingBoard>(rows, cols, k, std::vector<int>(static_cast<std::size_t>(rows * cols), 0),
                                          current && current->canonicalOnly());
}

}  // namespace

BoardKind ShadingBoard::kind() {
    BoardKind kind;
    kind.puzzleId = QStringLiteral("shading");
    kind.minimumSize = kMinimumSide;
    kind.maximumSize = sh::kMaxSide;
    kind.blank = [](const SizeRequest& size, const BoardValue* current) {
        return blankGrid(size, static_cast<const ShadingBoard*>(current));
    };
    kind.read = [](const QString& text, const BoardValue* current, QString* error) -> BoardPtr {
        // The puzzle's file format (rows of '#' and '.', a "k=N" line), as the CLI reads it.
        ParseResult<std::vector<Instance>> read = builtinRegistry().puzzle("shading")->parseInstances(text.toStdString());
        if (!read) {
            if (error) *error = parseErrorText(read.error());
            return nullptr;
        }
        const Instance& grid = read->front();
        if (grid.rows < kMinimumSide || grid.cols < kMinimumSide) {
            if (error)
                *error = tr("The board shows grids of %1 to %2 cells a side; this one is %3×%4.")
                             .arg(kMinimumSide)
                             .arg(sh::kMaxSide)
                             .arg(grid.rows)
                             .arg(grid.cols);
            return nullptr;
        }
        return std::make_shared<ShadingBoard>(grid.rows, grid.cols, grid.k, grid.cells,
                                              current && static_cast<const ShadingBoard*>(current)->canonicalOnly());
    };
    // A grid of another size is a new game first; the grid read is then an edit.
    kind.open = [](PuzzleBoard& board, BoardPtr opened) {
        const auto& grid = static_cast<const ShadingBoard&>(*opened);
        const auto& current = board.as<ShadingBoard>();
        if (grid.rows() != current.rows() || grid.cols() != current.cols())
            board.start(blankGrid({.rows = grid.rows(), .cols = grid.cols(), .k = grid.k()}, &current));
        board.edit(std::move(opened), tr("open a grid"));
    };
    kind.restoreKept = [](const BoardValue& board, const QJsonObject& state) -> BoardPtr {
        return static_cast<const ShadingBoard&>(board).withCanonicalOnly(
            state.value(QStringLiteral("canonicalOnly")).toBool(false));
    };
    return kind;
}

}  // namespace pw::ui
