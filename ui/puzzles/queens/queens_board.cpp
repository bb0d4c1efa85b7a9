#include "queens_board.h"

#include <algorithm>

#include "model/puzzle_board.h"
#include "queens/model.h"
#include "text/parse_error_text.h"

namespace pw::ui {

QueensBoard::QueensBoard(int n, std::vector<int> queens) : n_(n), queens_(std::move(queens)) {
    std::sort(queens_.begin(), queens_.end());
}

bool QueensBoard::hasQueen(int square) const { return std::binary_search(queens_.begin(), queens_.end(), square); }

Instance QueensBoard::instance() const {
    Instance instance;
    instance.rows = instance.cols = n_;
    return instance;
}

QString QueensBoard::toText() const { return QString::fromStdString(queens::formatPosition(n_, queens_)); }

BoardPtr QueensBoard::toggled(int square) const {
    std::vector<int> q = queens_;
    const auto it = std::lower_bound(q.begin(), q.end(), square);
    if (it != q.end() && *it == square) q.erase(it);
    else q.insert(it, square);
    return withQueens(std::move(q));
}

BoardPtr QueensBoard::withQueens(std::vector<int> queens) const { return std::make_shared<QueensBoard>(n_, std::move(queens)); }

BoardKind QueensBoard::kind() {
    BoardKind kind;
    kind.puzzleId = QStringLiteral("queens");
    kind.minimumSize = kMinimumSize;
    kind.maximumSize = kMaximumSize;
    kind.blank = [](const SizeRequest& size, const BoardValue*) -> BoardPtr {
        return std::make_shared<QueensBoard>(std::clamp(size.size ? size.size : kDefaultSize, kMinimumSize, kMaximumSize),
                                             std::vector<int>{});
    };
    kind.read = [](const QString& text, const BoardValue*, QString* error) -> BoardPtr {
        ParseResult<queens::Position> position = queens::parsePosition(text.toStdString());
        if (!position) {
            if (error) *error = parseErrorText(position.error());
            return nullptr;
        }
        if (position->n < kMinimumSize || position->n > kMaximumSize) {
            if (error) *error = tr("The board shows 4 to 20 queens; this position has %1.").arg(position->n);
            return nullptr;
        }
        return std::make_shared<QueensBoard>(position->n, position->queens);
    };
    // A new board of the position's size, then the position on it: undo leaves the board empty.
    kind.open = [](PuzzleBoard& board, BoardPtr opened) {
        const auto& position = static_cast<const QueensBoard&>(*opened);
        board.start(std::make_shared<QueensBoard>(position.n(), std::vector<int>{}));
        board.edit(std::move(opened), tr("open a position"));
    };
    return kind;
}

}  // namespace pw::ui
