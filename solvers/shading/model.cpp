#include "model.h"

#include <algorithm>
#include <array>

namespace pw::shading {

namespace {

constexpr std::array<std::array<int, 2>, 4> kSteps{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};

bool shadedAt(int rows, int cols, std::span<const int> cells, int r, int c) {
    return r >= 0 && r < rows && c >= 0 && c < cols && cells[static_cast<std::size_t>(r * cols + c)] == 1;
}

// Where symmetry s sends cell (r, c) of a rows × cols grid; the image has `outCols` columns.
int imageCell(int rows, int cols, int s, int r, int c, int& outCols) {
    if (s >= 4) c = cols - 1 - c;
    int R = rows, C = cols;
    for (int t = 0; t < s % 4; ++t) {  // one clockwise quarter turn: (r, c) → (c, R − 1 − r)
        const int nr = c, nc = R - 1 - r;
        r = nr;
        c = nc;
        std::swap(R, C);
    }
    outCols = C;
    return r * C + c;
}

}  // namespace

Notice checkParameters(int rows, int cols, int k) {
    const auto side = [](int v) { return v >= kMinSide && v <= kMaxSide; };
    if (!side(rows) || !side(cols)) return notice(NoticeCode::SideOutOfRange, {rows, cols, kMinSide, kMaxSide});
    if (k < kMinK || k > kMaxK) return notice(NoticeCode::KOutOfRange, {k, kMinK, kMaxK});
    if (k > std::max(rows, cols)) return notice(NoticeCode::KLargerThanGrid, {k, rows, cols});
    return {};
}

std::vector<Run> findRuns(int rows, int cols, int k, std::span<const int> cells) {
    std::vector<Run> runs;
    for (int d = 0; d < 4; ++d) {
        const auto [dr, dc] = kSteps[static_cast<std::size_t>(d)];
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                int len = 0;
                while (len < k && shadedAt(rows, cols, cells, r + len * dr, c + len * dc)) ++len;
                if (len < k) continue;
                Run run{static_cast<Direction>(d), {}};
                for (int i = 0; i < k; ++i) run.cells.push_back((r + i * dr) * cols + c + i * dc);
                runs.push_back(std::move(run));
            }
    }
    return runs;
}

std::vector<bool> cellsInRuns(int rows, int cols, int k, std::span<const int> cells) {
    std::vector<bool> out(static_cast<std::size_t>(rows * cols), false);
    for (const Run& run : findRuns(rows, cols, k, cells))
        for (int cell : run.cells) out[static_cast<std::size_t>(cell)] = true;
    return out;
}

bool isValid(int rows, int cols, int k, std::span<const int> cells) { return findRuns(rows, cols, k, cells).empty(); }

int shadedCount(std::span<const int> cells) {
    return static_cast<int>(std::count(cells.begin(), cells.end(), 1));
}

ParseResult<Grid> parseGrid(std::string_view text, int firstLine) {
    if (text.size() > kMaxParseInputBytes) return tooLarge(text.size());
    Grid grid;
    int lineNo = firstLine;
    std::size_t lineStart = 0;  // where the current line starts in `text`, for columns
    for (std::size_t pos = 0; pos < text.size();) {
        const std::size_t end = std::min(text.find_first_of("/\n", pos), text.size());
        std::string_view row = text.substr(pos, end - pos);
        const int column = static_cast<int>(pos - lineStart) + 1;
        pos = end + 1;
        while (!row.empty() && (row.back() == '\r' || row.back() == ' ' || row.back() == '\t')) row.remove_suffix(1);
        int lead = 0;
        while (!row.empty() && (row.front() == ' ' || row.front() == '\t')) row.remove_prefix(1), ++lead;
        const int thisLine = lineNo;
        if (end < text.size() && text[end] == '\n') {
            ++lineNo;
            lineStart = end + 1;
        }
        if (row.empty()) continue;
        for (std::size_t i = 0; i < row.size(); ++i) {
            const char ch = row[i];
            if (ch != '#' && ch != '.') {
                ParseError e = parseError(ParseErrorKind::BadCharacter, thisLine, column + lead + static_cast<int>(i));
                e.found = std::string(1, ch);
                e.expected = std::string("#.");
                return e;
            }
        }
        const int width = static_cast<int>(std::min<std::size_t>(row.size(), kMaxSide + 1));
        if (grid.rows > 0 && width != grid.cols)
            return parseError(ParseErrorKind::RaggedRow, thisLine, 0, {grid.rows + 1, width, grid.cols});
        // A row or a column past the largest side ends the reading: the grid is refused.
        if (width > kMaxSide || grid.rows == kMaxSide)
            return parseError(ParseErrorKind::SizeOutOfRange, thisLine, 0,
                              {grid.rows + 1, width, kMinSide, kMaxSide});
        for (char ch : row) grid.cells.push_back(ch == '#' ? 1 : 0);
        grid.cols = width;
        ++grid.rows;
    }
    if (grid.rows == 0) {
        ParseError e = parseError(ParseErrorKind::NoBoard, 0, 0);
        e.expected = std::string("#.");
        return e;
    }
    if (grid.rows < kMinSide || grid.cols < kMinSide)
        return parseError(ParseErrorKind::SizeOutOfRange, firstLine, 0, {grid.rows, grid.cols, kMinSide, kMaxSide});
    return grid;
}

std::string formatGrid(int rows, int cols, std::span<const int> cells, char separator) {
    std::string out;
    for (int r = 0; r < rows; ++r) {
        if (r > 0) out += separator;
        for (int c = 0; c < cols; ++c) out += cells[static_cast<std::size_t>(r * cols + c)] == 1 ? '#' : '.';
    }
    return out;
}

std::vector<int> symmetriesOf(int rows, int cols) {
    if (rows == cols) return {0, 1, 2, 3, 4, 5, 6, 7};
    return {0, 2, 4, 6};
}

Grid transformGrid(const Grid& grid, int s) {
    Grid out;
    out.rows = s % 2 == 1 ? grid.cols : grid.rows;
    out.cols = s % 2 == 1 ? grid.rows : grid.cols;
    out.cells.assign(grid.cells.size(), 0);
    for (int r = 0; r < grid.rows; ++r)
        for (int c = 0; c < grid.cols; ++c) {
            int outCols = 0;
            const int to = imageCell(grid.rows, grid.cols, s, r, c, outCols);
            out.cells[static_cast<std::size_t>(to)] = grid.cells[static_cast<std::size_t>(r * grid.cols + c)];
        }
    return out;
}

std::vector<int> canonicalForm(int rows, int cols, std::span<const int> cells) {
    const Grid grid{rows, cols, {cells.begin(), cells.end()}};
    std::vector<int> best = grid.cells;
    for (int s : symmetriesOf(rows, cols)) {
        Grid image = transformGrid(grid, s);
        if (image.cells < best) best = std::move(image.cells);
    }
    return best;
}

bool isCanonical(int rows, int cols, std::span<const int> cells) { return CanonicalTest(rows, cols)(cells); }

CanonicalTest::CanonicalTest(int rows, int cols) {
    for (int s : symmetriesOf(rows, cols)) {
        if (s == 0) continue;
        std::vector<int> source(static_cast<std::size_t>(rows * cols));
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                int outCols = 0;
                source[static_cast<std::size_t>(imageCell(rows, cols, s, r, c, outCols))] = r * cols + c;
            }
        sources_.push_back(std::move(source));
    }
}

bool CanonicalTest::operator()(std::span<const int> cells) const {
    for (const std::vector<int>& source : sources_)
        for (std::size_t i = 0; i < source.size(); ++i) {
            const int image = cells[static_cast<std::size_t>(source[i])];
            if (image != cells[i]) {
                if (image < cells[i]) return false;  // this image comes first
                break;
            }
        }
    return true;
}

}  // namespace pw::shading
