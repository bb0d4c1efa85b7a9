#include "sudoku_board.h"

#include <QJsonArray>
#include <QStringList>

#include <algorithm>

#include "model/puzzle_board.h"
#include "sudoku/format.h"
#include "sudoku/generator.h"
#include "text/parse_error_text.h"

namespace pw::ui {

namespace {

const QString kPlayedTag = QStringLiteral("# played:");
const QString kMarksTag = QStringLiteral("# marks:");
/// A collection longer than this is not kept between sessions (its current puzzle is):
/// a kept board is rewritten after every change, and 2,000 lines are 170 kB.
constexpr int kMaxKeptCollection = 2000;

std::size_t at(int i) { return static_cast<std::size_t>(i); }

/// The box size shown for a size asked in the spin box: 4×4, 9×9 or 16×16.
int boxForSize(int size) {
    if (size <= 0) return 3;
    return size <= 4 ? 2 : (size <= 9 ? 3 : 4);
}

/// The text after `tag` on the line starting with it, or an empty string.
QString taggedLine(const QString& text, const QString& tag) {
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (line.trimmed().startsWith(tag)) return line.trimmed().mid(tag.size()).trimmed();
    return {};
}

/// The one line of `text` that holds something, when it is a pencil-mark line (longer
/// than the longest puzzle line); empty otherwise.
std::string pencilMarkLine(const std::string& text) {
    std::string found;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::string line = text.substr(start, end - start);
        start = end + 1;
        const std::size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') continue;
        if (!found.empty()) return {};
        found = line;
    }
    return found.find_last_not_of(" \t\r") + 1 > 256 ? found : std::string{};
}

}  // namespace

SudokuBoard::SudokuBoard(sudoku::Board board, Options options) : board_(std::move(board)), options_(std::move(options)) {}

QString SudokuBoard::puzzleLine() const { return QString::fromStdString(sudoku::formatLine(board_.givens())); }

QString SudokuBoard::toText() const {
    return puzzleLine() + QLatin1Char('\n') + kPlayedTag + QLatin1Char(' ') +
           QString::fromStdString(sudoku::formatLine(board_.digits())) + QLatin1Char('\n') + kMarksTag +
           QLatin1Char(' ') + QString::fromStdString(sudoku::formatPencilMarks(board_)) + QLatin1Char('\n');
}

QJsonObject SudokuBoard::keptState() const {
    QJsonObject state{{QStringLiteral("pencilMode"), options_.pencilMode},
                      {QStringLiteral("level"), options_.level},
                      {QStringLiteral("seed"), static_cast<qint64>(options_.nextSeed & 0xFFFFFFFFFFFFull)}};
    if (collectionSize() > 0 && collectionSize() <= kMaxKeptCollection) {
        QJsonArray lines;
        for (const Instance& puzzle : *options_.collection)
            lines.append(QString::fromStdString(sudoku::formatLine(sudoku::givensOf(puzzle))));
        state.insert(QStringLiteral("collection"), lines);
        state.insert(QStringLiteral("collectionIndex"), options_.collectionIndex);
    }
    return state;
}

BoardPtr SudokuBoard::withPositionOf(const BoardPtr& other) const {
    return withBoard(static_cast<const SudokuBoard&>(*other).board_);
}

BoardPtr SudokuBoard::withBoard(sudoku::Board board) const {
    return std::make_shared<SudokuBoard>(std::move(board), options_);
}

BoardPtr SudokuBoard::withPencilMode(bool on) const {
    Options options = options_;
    options.pencilMode = on;
    return std::make_shared<SudokuBoard>(board_, std::move(options));
}

BoardPtr SudokuBoard::withLevel(int level) const {
    Options options = options_;
    options.level = std::clamp(level, 0, 3);
    return std::make_shared<SudokuBoard>(board_, std::move(options));
}

namespace {

BoardPtr generatedBoard(int box, SudokuBoard::Options options) {
    // 16×16 grids are slow to empty cell by cell while checking uniqueness: one attempt,
    // of the closest level. A 9×9 takes a few attempts at most (expert: about one in
    // three minimal grids); 4×4 grids are never harder than easy, so their attempts end.
    const int attempts = box == 4 ? 1 : box == 3 ? 200 : 20;
    const std::optional<sudoku::GeneratedPuzzle> made =
        sudoku::generate(static_cast<sudoku::Level>(options.level), options.nextSeed++, box, attempts);
    Result<sudoku::Board> board = sudoku::Board::fromInstance(made ? made->puzzle : sudoku::emptyInstance(box));
    options.collection.reset();
    options.collectionIndex = 0;
    return std::make_shared<SudokuBoard>(board ? board.value() : sudoku::Board(box), std::move(options));
}

}  // namespace

BoardPtr SudokuBoard::generated(int box) const { return generatedBoard(box, options_); }

BoardPtr SudokuBoard::collectionPuzzle(int index) const {
    if (collectionSize() == 0) return nullptr;
    Options options = options_;
    options.collectionIndex = std::clamp(index, 0, collectionSize() - 1);
    Result<sudoku::Board> board = sudoku::Board::fromInstance((*options.collection)[at(options.collectionIndex)]);
    if (!board) return nullptr;
    return std::make_shared<SudokuBoard>(board.value(), std::move(options));
}

BoardKind SudokuBoard::kind() {
    BoardKind kind;
    kind.puzzleId = QStringLiteral("sudoku");
    kind.minimumSize = 4;
    kind.maximumSize = 16;
    // A new puzzle of the current level on the size asked for, snapped to 4, 9 or 16;
    // never an empty board at the first start: an easy 9×9.
    kind.blank = [](const SizeRequest& size, const BoardValue* current) -> BoardPtr {
        const auto* was = static_cast<const SudokuBoard*>(current);
        return generatedBoard(boxForSize(size.size), was ? was->options() : Options{});
    };
    // One puzzle, or a collection (one puzzle a line) walked with previous/next.
    kind.read = [](const QString& text, const BoardValue* current, QString* error) -> BoardPtr {
        const std::string bytes = text.toStdString();
        ParseResult<std::vector<Instance>> puzzles = sudoku::parsePuzzles(bytes);
        if (!puzzles) {
            if (error) *error = parseErrorText(puzzles.error());
            return nullptr;
        }
        Result<sudoku::Board> board = sudoku::Board::fromInstance(puzzles->front());
        if (!board) {
            if (error) *error = QString::fromStdString(board.error());
            return nullptr;
        }
        Options options = current ? static_cast<const SudokuBoard*>(current)->options() : Options{};
        options.collection.reset();
        options.collectionIndex = 0;
        if (puzzles->size() > 1) options.collection = std::make_shared<const std::vector<Instance>>(std::move(puzzles).value());
        sudoku::Board start = board.value();
        // A pencil-mark line pasted from another program brings its candidates along.
        if (const std::string marks = pencilMarkLine(bytes); !marks.empty())
            if (ParseResult<sudoku::Board> marked = sudoku::parsePencilMarks(marks)) start = marked.value();
        // A position saved by toText: the player's digits, then the marks of the empty cells.
        const int n = start.size(), cells = start.cellCount();
        const std::string played = taggedLine(text, kPlayedTag).toStdString();
        if (!options.collection && static_cast<int>(played.size()) == cells)
            for (int cell = 0; cell < cells; ++cell)
                if (const int d = sudoku::digitValue(played[at(cell)], n); d > 0 && !start.isGiven(cell))
                    start.setDigit(cell, d);
        const std::string marks = taggedLine(text, kMarksTag).toStdString();
        if (!options.collection && static_cast<int>(marks.size()) == cells * n)
            for (int cell = 0; cell < cells; ++cell) {
                if (!start.isBlank(cell)) continue;
                sudoku::Mask m = 0;
                for (int i = 0; i < n; ++i)
                    if (const int d = sudoku::digitValue(marks[at(cell * n + i)], n); d > 0) m |= sudoku::digitBit(d);
                start.setMarks(cell, m);
            }
        return std::make_shared<SudokuBoard>(std::move(start), std::move(options));
    };
    // A new game: the previous puzzle's moves do not apply to it.
    kind.open = [](PuzzleBoard& board, BoardPtr opened) { board.start(std::move(opened)); };
    kind.restoreKept = [](const BoardValue& value, const QJsonObject& state) -> BoardPtr {
        const auto& was = static_cast<const SudokuBoard&>(value);
        Options options = was.options();
        options.pencilMode = state.value(QStringLiteral("pencilMode")).toBool(false);
        options.level = std::clamp(state.value(QStringLiteral("level")).toInt(options.level), 0, 3);
        if (const qint64 seed = state.value(QStringLiteral("seed")).toInteger(0); seed > 0)
            options.nextSeed = static_cast<std::uint64_t>(seed);
        // The collection comes back only whole and only when the board on show is its
        // current puzzle: the kept text, not this list, is the position.
        const auto collectionBack = [&]() -> bool {
            const QJsonArray lines = state.value(QStringLiteral("collection")).toArray();
            if (lines.isEmpty() || lines.size() > kMaxKeptCollection) return false;
            std::vector<Instance> collection;
            for (const QJsonValue& line : lines) {
                ParseResult<Instance> puzzle = sudoku::parseLine(line.toString().toStdString());
                if (!puzzle) return false;
                collection.push_back(std::move(puzzle).value());
            }
            const int index = state.value(QStringLiteral("collectionIndex")).toInt(-1);
            if (index < 0 || index >= static_cast<int>(collection.size())) return false;
            if (sudoku::givensOf(collection[at(index)]) != was.board().givens()) return false;
            options.collection = std::make_shared<const std::vector<Instance>>(std::move(collection));
            options.collectionIndex = index;
            return true;
        };
        collectionBack();
        return std::make_shared<SudokuBoard>(was.board(), std::move(options));
    };
    return kind;
}

}  // namespace pw::ui
