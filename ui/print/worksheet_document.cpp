#include "worksheet_document.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

#include "all_puzzles.h"
#include "boards/board_registry.h"
#include "page_header.h"
#include "paper_board.h"
#include "puzzles/all_boards.h"
#include "text/registry_text.h"

namespace pw::ui {

namespace {

// The room the headers and the foot take, fixed so that every page of a kind holds the
// same number of boards, whatever the fonts.
constexpr double kPuzzleHeaderMm = 36;
constexpr double kAnswerHeaderMm = 18;
constexpr double kFooterMm = 7;
constexpr double kPuzzleLabelMm = 7;
constexpr double kAnswerLabelMm = 5;
// A cell one writes a digit in with a pencil, and one an answer still reads in.
constexpr double kWritableCellMm = 9;
constexpr double kReadableCellMm = 4;
// The room around a board for its coordinates and sums, in cells, as most boards keep.
constexpr double kBoardMarginCells = 0.8;

double mmToDevice(const QPainter& painter, double mm) { return mm * painter.device()->logicalDpiY() / 25.4; }

int pagesFor(int count, int perPage) { return (count + perPage - 1) / std::max(1, perPage); }

}  // namespace

std::unique_ptr<WorksheetDocument> WorksheetDocument::make(WorksheetContent content, const QPageLayout& layout,
                                                           QString* error) {
    const PuzzleInfo* info = builtinRegistry().puzzle(content.puzzleId.toStdString());
    if (!info || content.puzzles.empty()) {
        if (error) *error = tr("There is no puzzle to put on the worksheet.");
        return nullptr;
    }
    std::vector<PaperBoard> boards;
    for (const WorksheetPuzzle& p : content.puzzles) {
        // Each puzzle read as its board once here, so that painting cannot meet one it cannot show.
        std::optional<PaperBoard> board =
            PaperBoard::read(content.puzzleId, QString::fromStdString(info->formatInstance(p.puzzle)), error);
        if (!board) return nullptr;
        boards.push_back(std::move(*board));
    }
    return std::unique_ptr<WorksheetDocument>(new WorksheetDocument(std::move(content), std::move(boards), layout));
}

WorksheetDocument::WorksheetDocument(WorksheetContent content, std::vector<PaperBoard> boards, const QPageLayout& layout)
    : content_(std::move(content)), boards_(std::move(boards)) {
    const QSizeF paper = layout.paintRect(QPageLayout::Millimeter).size();
    const Instance& first = content_.puzzles.front().puzzle;
    const QSizeF cells(first.cols + 2 * kBoardMarginCells, first.rows + 2 * kBoardMarginCells);
    const int count = static_cast<int>(content_.puzzles.size());
    puzzleGrid_ = gridForCount({.areaMm = QSizeF(paper.width(), paper.height() - kPuzzleHeaderMm - kFooterMm),
                                .boardCells = cells,
                                .labelMm = kPuzzleLabelMm,
                                .minCellMm = kWritableCellMm,
                                .maxPerPage = 6},
                               count);
    answerGrid_ = densestGrid({.areaMm = QSizeF(paper.width(), paper.height() - kAnswerHeaderMm - kFooterMm),
                               .boardCells = cells,
                               .labelMm = kAnswerLabelMm,
                               .minCellMm = kReadableCellMm,
                               .maxPerPage = 12});
}

WorksheetDocument::~WorksheetDocument() = default;

int WorksheetDocument::puzzlePages() const {
    return pagesFor(static_cast<int>(content_.puzzles.size()), puzzleGrid_.perPage());
}

int WorksheetDocument::answerPages() const {
    return content_.answers ? pagesFor(static_cast<int>(content_.puzzles.size()), answerGrid_.perPage()) : 0;
}

QString WorksheetDocument::puzzleTitle() const {
    const PuzzleInfo* info = builtinRegistry().puzzle(content_.puzzleId.toStdString());
    return info ? registryText(info->title) : content_.puzzleId;
}

QString WorksheetDocument::title() const { return tr("%1 — worksheet").arg(puzzleTitle()); }

QString WorksheetDocument::levelLine() const {
    const int count = static_cast<int>(content_.puzzles.size());
    return tr("Level: %1 · %n puzzle(s)", nullptr, count).arg(content_.levelTitle);
}

QString WorksheetDocument::instruction() const {
    // Each puzzle states its own rule (its board's entry, ui/puzzles/<puzzle>/register_board.cpp).
    const BoardEntry* entry = builtinBoards().find(content_.puzzleId);
    return entry && entry->worksheetInstruction ? entry->worksheetInstruction(content_.puzzles.front().puzzle) : QString();
}

void WorksheetDocument::paintPage(QPainter& painter, int index, const QRectF& page) {
    const QRectF inside = paintPageFooter(painter, page, index, pageCount());
    if (index < puzzlePages()) paintPuzzlePage(painter, index, inside);
    else paintAnswerPage(painter, index - puzzlePages(), inside);
}

void WorksheetDocument::paintPuzzlePage(QPainter& painter, int page, const QRectF& area) {
    QRectF rest = paintPageHeader(painter, area, title(), levelLine());
    // Name and date, with lines to write on.
    const QRectF line = paintTextLine(painter, rest, tr("Name:"), 11, false);
    const double baseline = line.top() - pointsToDevice(painter, 3);
    const double nameWidth = QFontMetricsF(painter.font(), painter.device()).horizontalAdvance(tr("Name:"));
    painter.setPen(QPen(Qt::black, pointsToDevice(painter, 0.5)));
    painter.drawLine(QPointF(rest.left() + nameWidth * 1.15, baseline), QPointF(rest.left() + rest.width() * 0.6, baseline));
    const QRectF dateArea(rest.left() + rest.width() * 0.65, rest.top(), rest.width() * 0.35, rest.height());
    paintTextLine(painter, dateArea, tr("Date:"), 11, false);
    const double dateWidth = QFontMetricsF(painter.font(), painter.device()).horizontalAdvance(tr("Date:"));
    painter.setPen(QPen(Qt::black, pointsToDevice(painter, 0.5)));
    painter.drawLine(QPointF(dateArea.left() + dateWidth * 1.15, baseline), QPointF(rest.right(), baseline));
    // The rule, in at most two lines.
    QFont font = painter.font();
    font.setPointSizeF(10);
    font.setBold(false);
    font.setItalic(true);
    painter.setFont(font);
    painter.setPen(Qt::black);
    const double lineHeight = QFontMetricsF(font, painter.device()).height();
    const QRectF rule(rest.left(), line.top() + pointsToDevice(painter, 4), rest.width(), lineHeight * 2.2);
    painter.drawText(rule, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, instruction());
    font.setItalic(false);
    painter.setFont(font);

    const QRectF slotArea = area.adjusted(0, mmToDevice(painter, kPuzzleHeaderMm), 0, 0);
    paintSlots(painter, slotArea, puzzleGrid_, page * puzzleGrid_.perPage(), false);
}

void WorksheetDocument::paintAnswerPage(QPainter& painter, int page, const QRectF& area) {
    paintPageHeader(painter, area, tr("%1 — answers").arg(puzzleTitle()), levelLine());
    const QRectF slotArea = area.adjusted(0, mmToDevice(painter, kAnswerHeaderMm), 0, 0);
    paintSlots(painter, slotArea, answerGrid_, page * answerGrid_.perPage(), true);
}

void WorksheetDocument::paintSlots(QPainter& painter, const QRectF& area, const SlotGrid& grid, int first, bool answers) {
    const double label = mmToDevice(painter, answers ? kAnswerLabelMm : kPuzzleLabelMm);
    const int count = static_cast<int>(content_.puzzles.size());
    for (int i = 0; i < grid.perPage() && first + i < count; ++i) {
        const std::size_t index = static_cast<std::size_t>(first + i);
        const QRectF slot = grid.slot(area, i);
        paintTextLine(painter, slot, QString::number(first + i + 1), answers ? 9 : 12, true, Qt::AlignHCenter);
        const double gap = slot.width() * 0.03;
        boards_[index].paintOnPage(painter, slot.adjusted(gap, label, -gap, -gap),
                                   answers ? std::span<const int>(content_.puzzles[index].solution) : std::span<const int>());
    }
}

}  // namespace pw::ui
