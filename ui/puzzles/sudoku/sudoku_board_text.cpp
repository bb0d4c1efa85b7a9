// The sudoku board as text (Open, Save, paste) and what a kept board adds to it: the
// pencil-mark mode, the generator's level and seed, the collection being walked.
#include <QJsonArray>
#include <QJsonObject>

#include "sudoku/format.h"
#include "sudoku_board_view.h"
#include "text/parse_error_text.h"

namespace pw::ui {

namespace {

const QString kPlayedTag = QStringLiteral("# played:");
const QString kMarksTag = QStringLiteral("# marks:");
/// A collection longer than this is not kept between sessions (its current puzzle is):
/// a kept board is rewritten after every change, and 2,000 lines are 170 kB.
constexpr int kMaxKeptCollection = 2000;

std::size_t at(int i) { return static_cast<std::size_t>(i); }

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

QString SudokuBoardView::toText() const {
    // The givens as the collection format's line; the player's digits and marks follow as
    // comments, which any reader of the format skips but fromText restores.
    return puzzleLine() + QLatin1Char('\n') + kPlayedTag + QLatin1Char(' ') +
           QString::fromStdString(sudoku::formatLine(board_.digits())) + QLatin1Char('\n') + kMarksTag +
           QLatin1Char(' ') + QString::fromStdString(sudoku::formatPencilMarks(board_)) + QLatin1Char('\n');
}

bool SudokuBoardView::fromText(const QString& text, QString* error) {
    const std::string bytes = text.toStdString();
    ParseResult<std::vector<Instance>> puzzles = sudoku::parsePuzzles(bytes);
    if (!puzzles) {
        if (error) *error = parseErrorText(puzzles.error());
        return false;
    }
    Result<sudoku::Board> board = sudoku::Board::fromInstance(puzzles->front());
    if (!board) {
        if (error) *error = QString::fromStdString(board.error());
        return false;
    }
    collection_ = puzzles->size() > 1 ? std::move(puzzles).value() : std::vector<Instance>{};
    collectionIndex_ = 0;
    sudoku::Board start = board.value();
    // A pencil-mark line pasted from another program brings its candidates along.
    if (const std::string marks = pencilMarkLine(bytes); !marks.empty())
        if (ParseResult<sudoku::Board> marked = sudoku::parsePencilMarks(marks)) start = marked.value();
    // A position saved by toText: the player's digits, then the marks of the empty cells.
    const int n = start.size(), cells = start.cellCount();
    const std::string played = taggedLine(text, kPlayedTag).toStdString();
    if (collection_.empty() && static_cast<int>(played.size()) == cells)
        for (int cell = 0; cell < cells; ++cell)
            if (const int d = sudoku::digitValue(played[at(cell)], n); d > 0 && !start.isGiven(cell)) start.setDigit(cell, d);
    const std::string marks = taggedLine(text, kMarksTag).toStdString();
    if (collection_.empty() && static_cast<int>(marks.size()) == cells * n)
        for (int cell = 0; cell < cells; ++cell) {
            if (!start.isBlank(cell)) continue;
            sudoku::Mask m = 0;
            for (int i = 0; i < n; ++i)
                if (const int d = sudoku::digitValue(marks[at(cell * n + i)], n); d > 0) m |= sudoku::digitBit(d);
            start.setMarks(cell, m);
        }
    startPuzzle(std::move(start));
    return true;
}

QJsonObject SudokuBoardView::keptState() const {
    QJsonObject state{{QStringLiteral("pencilMode"), pencilMode_},
                      {QStringLiteral("level"), level_},
                      {QStringLiteral("seed"), static_cast<qint64>(nextSeed_ & 0xFFFFFFFFFFFFull)}};
    if (!collection_.empty() && collectionSize() <= kMaxKeptCollection) {
        QJsonArray lines;
        for (const Instance& puzzle : collection_)
            lines.append(QString::fromStdString(sudoku::formatLine(sudoku::givensOf(puzzle))));
        state.insert(QStringLiteral("collection"), lines);
        state.insert(QStringLiteral("collectionIndex"), collectionIndex_);
    }
    return state;
}

void SudokuBoardView::restoreKeptState(const QJsonObject& state) {
    setPencilMode(state.value(QStringLiteral("pencilMode")).toBool(false));
    setLevel(state.value(QStringLiteral("level")).toInt(level_));
    if (const qint64 seed = state.value(QStringLiteral("seed")).toInteger(0); seed > 0)
        nextSeed_ = static_cast<std::uint64_t>(seed);
    // The collection comes back only whole and only when the board on show is its
    // current puzzle: the kept text, not this list, is the position.
    const QJsonArray lines = state.value(QStringLiteral("collection")).toArray();
    if (lines.isEmpty() || lines.size() > kMaxKeptCollection) return;
    std::vector<Instance> collection;
    for (const QJsonValue& line : lines) {
        ParseResult<Instance> puzzle = sudoku::parseLine(line.toString().toStdString());
        if (!puzzle) return;
        collection.push_back(std::move(puzzle).value());
    }
    const int index = state.value(QStringLiteral("collectionIndex")).toInt(-1);
    if (index < 0 || index >= static_cast<int>(collection.size())) return;
    if (sudoku::givensOf(collection[at(index)]) != board_.givens()) return;
    collection_ = std::move(collection);
    collectionIndex_ = index;
    syncOptions();
}

}  // namespace pw::ui
