#include "magic_board.h"

#include <QStringList>

#include <algorithm>

#include "magic/model.h"
#include "model/puzzle_board.h"
#include "text/parse_error_text.h"

namespace pw::ui {

namespace {

const QString kGivenTag = QStringLiteral("# given cells:");

std::size_t at(int i) { return static_cast<std::size_t>(i); }

}  // namespace

MagicBoard::MagicBoard(int n, MagicBoardState state, bool canonicalOnly)
    : n_(n), state_(std::move(state)), canonicalOnly_(canonicalOnly) {}

MagicBoard::MagicBoard(int n, bool canonicalOnly)
    : MagicBoard(n, {std::vector<int>(at(n * n), 0), std::vector<char>(at(n * n), 0)}, canonicalOnly) {}

MagicBoardState MagicBoard::emptyState() const { return MagicBoard(n_, false).state_; }

bool MagicBoard::isGiven(int cell) const {
    return cell >= 0 && cell < n_ * n_ && state_.given[at(cell)] && state_.grid[at(cell)] != 0;
}

Instance MagicBoard::instance() const {
    Instance instance;
    instance.rows = instance.cols = n_;
    std::vector<int> givens(at(n_ * n_), 0);
    bool any = false;
    for (int cell = 0; cell < n_ * n_; ++cell)
        if (isGiven(cell)) givens[at(cell)] = state_.grid[at(cell)], any = true;
    if (any) instance.cells = std::move(givens);  // no cells at all: nothing is given
    return instance;
}

QString MagicBoard::toText() const {
    // The grid in the model's format; a comment (which the model's parser skips) says
    // which numbers are given, so the board reads back exactly.
    QStringList given;
    for (int cell = 0; cell < n_ * n_; ++cell)
        if (isGiven(cell)) given << QString::number(cell);
    QString text = kGivenTag;
    if (!given.isEmpty()) text += QLatin1Char(' ') + given.join(QLatin1Char(' '));
    return text + QLatin1Char('\n') + QString::fromStdString(magic::formatGrid(n_, state_.grid));
}

QJsonObject MagicBoard::keptState() const { return {{QStringLiteral("canonicalOnly"), canonicalOnly_}}; }

BoardPtr MagicBoard::withPositionOf(const BoardPtr& other) const {
    const auto& position = static_cast<const MagicBoard&>(*other);
    return std::make_shared<MagicBoard>(position.n_, position.state_, canonicalOnly_);
}

BoardPtr MagicBoard::withState(MagicBoardState state) const {
    return std::make_shared<MagicBoard>(n_, std::move(state), canonicalOnly_);
}

BoardPtr MagicBoard::withCanonicalOnly(bool on) const { return std::make_shared<MagicBoard>(n_, state_, on); }

BoardKind MagicBoard::kind() {
    BoardKind kind;
    kind.puzzleId = QStringLiteral("magic");
    kind.minimumSize = magic::kMinOrder;
    kind.maximumSize = magic::kMaxMaskOrder;
    kind.blank = [](const SizeRequest& size, const BoardValue* current) -> BoardPtr {
        const int n = std::clamp(size.size ? size.size : magic::kDefaultOrder, magic::kMinOrder, magic::kMaxMaskOrder);
        return std::make_shared<MagicBoard>(n, current && static_cast<const MagicBoard*>(current)->canonicalOnly());
    };
    kind.read = [](const QString& text, const BoardValue* current, QString* error) -> BoardPtr {
        ParseResult<std::vector<magic::ParsedSquare>> squares = magic::parseSquares(text.toStdString());
        if (!squares) {
            if (error) *error = parseErrorText(squares.error());
            return nullptr;
        }
        if (squares->empty()) {
            if (error) *error = tr("The text holds no square.");
            return nullptr;
        }
        const magic::ParsedSquare& square = squares->front();
        if (square.n < magic::kMinOrder || square.n > magic::kMaxMaskOrder) {
            if (error)
                *error = tr("The board shows orders %1 to %2; this square has order %3.")
                             .arg(magic::kMinOrder)
                             .arg(magic::kMaxMaskOrder)
                             .arg(square.n);
            return nullptr;
        }
        MagicBoardState state{square.grid, std::vector<char>(square.grid.size(), 0)};
        // Without the comment written by toText, a square from a file is a puzzle: every
        // number in it is a given.
        bool tagged = false;
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            if (!line.trimmed().startsWith(kGivenTag)) continue;
            tagged = true;
            for (const QString& word : line.trimmed().mid(kGivenTag.size()).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                bool ok = false;
                const int cell = word.toInt(&ok);
                if (ok && cell >= 0 && cell < square.n * square.n) state.given[at(cell)] = 1;
            }
        }
        for (std::size_t i = 0; i < state.grid.size(); ++i)
            state.given[i] = state.grid[i] != 0 && (!tagged || state.given[i]) ? 1 : 0;
        return std::make_shared<MagicBoard>(square.n, std::move(state),
                                            current && static_cast<const MagicBoard*>(current)->canonicalOnly());
    };
    // An empty square of the order read, then the numbers on it: undo empties it.
    kind.open = [](PuzzleBoard& board, BoardPtr opened) {
        const auto& square = static_cast<const MagicBoard&>(*opened);
        board.start(std::make_shared<MagicBoard>(square.n(), square.canonicalOnly()));
        if (square.state() != board.as<MagicBoard>().state()) board.edit(std::move(opened), tr("open a square"));
    };
    kind.restoreKept = [](const BoardValue& board, const QJsonObject& state) -> BoardPtr {
        return static_cast<const MagicBoard&>(board).withCanonicalOnly(
            state.value(QStringLiteral("canonicalOnly")).toBool(false));
    };
    return kind;
}

}  // namespace pw::ui
