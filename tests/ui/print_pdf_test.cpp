// Boards, worksheets and their PDFs: every board is written as a PDF of one page, two
// with its solution (found by the puzzle's best version); six expert sudokus make three
// pages of puzzles and one of answers, each answer the puzzle's only solution; a path
// that cannot be written gives one sentence; the slots of a page leave cells large
// enough to write in.
#include <QPageLayout>
#include <QRegularExpression>

#include <chrono>
#include <thread>

#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "core/registry.h"
#include "print/board_document.h"
#include "print/page_output.h"
#include "print/paper_board.h"
#include "print/paper_size.h"
#include "print/slot_grid.h"
#include "print/worksheet_document.h"
#include "print/worksheet_job.h"
#include "puzzles/all_boards.h"

namespace pw::ui {
namespace {

/// The pages of a PDF: its page objects ("/Type /Page", not "/Type /Pages").
int pdfPageCount(const QByteArray& pdf) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    int count = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(pdf)); it.hasNext(); it.next()) ++count;
    return count;
}

/// The first solution the puzzle's last version finds on `instance`, if any.
std::optional<std::vector<int>> firstSolution(const QString& puzzleId, const Instance& instance) {
    const std::vector<const AlgorithmInfo*> versions = builtinRegistry().algorithmsOf(puzzleId.toStdString());
    SolutionSink sink(1);
    SearchContext context(sink);
    runAlgorithm(*versions.back(), instance, {.mode = Mode::First, .threads = 1}, context);
    const std::vector<StoredSolution> found = sink.solutions();
    if (found.empty()) return std::nullopt;
    return found.front().cells;
}

const QPageLayout kA4 = paperLayout(QPageSize::A4);

TEST(BoardPdf, EveryBoardIsOnePageAloneAndTwoWithItsSolution) {
    for (const BoardEntry& entry : builtinBoards().entries()) {
        SCOPED_TRACE(entry.puzzleId.toStdString());
        std::unique_ptr<BoardView> shown(entry.create(nullptr));
        const std::optional<std::vector<int>> solution = firstSolution(entry.puzzleId, shown->instance());
        ASSERT_TRUE(solution) << "the board a puzzle starts with has a solution";
        QString error;
        for (bool withSolution : {false, true}) {
            std::optional<PaperBoard> paper = PaperBoard::read(entry.puzzleId, shown->toText(), &error);
            ASSERT_TRUE(paper) << error.toStdString();
            // Paper is drawn from the board's value: no widget is made for it.
            const qsizetype widgets = QApplication::allWidgets().size();
            BoardDocument document(std::move(*paper), entry.puzzleId, QString(),
                                   withSolution ? solution : std::nullopt);
            const QByteArray pdf = pdfBytes(document, kA4);
            EXPECT_EQ(QApplication::allWidgets().size(), widgets);
            ASSERT_TRUE(pdf.startsWith("%PDF-"));
            EXPECT_EQ(pdfPageCount(pdf), withSolution ? 2 : 1);
        }
    }
}

TEST(BoardPdf, APaperBoardRefusesATextThatIsNoBoard) {
    QString error;
    EXPECT_FALSE(PaperBoard::read(QStringLiteral("queens"), QStringLiteral("not a board"), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(PaperBoard::read(QStringLiteral("hitori"), QStringLiteral("1"), &error));
}

TEST(BoardPdf, AnUnwritablePathGivesOneSentenceAndNoFile) {
    std::optional<PaperBoard> paper = PaperBoard::read(QStringLiteral("queens"), QStringLiteral("....\n....\n....\n....\n"), nullptr);
    ASSERT_TRUE(paper);
    BoardDocument document(std::move(*paper), QStringLiteral("Queens"), QString());
    const QString path = QStringLiteral("/nonexistent-folder/board.pdf");
    QString error;
    EXPECT_FALSE(writePdf(path, document, kA4, &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("Cannot write ") + path + QStringLiteral(": "))) << error.toStdString();
    EXPECT_TRUE(error.endsWith(QLatin1Char('.'))) << error.toStdString();
    EXPECT_FALSE(error.contains(QLatin1Char('\n')));
    EXPECT_FALSE(QFile::exists(path));
}

/// The content of a worksheet made by the registry's maker, waited for.
WorksheetContent makeSheet(const WorksheetRequest& request) {
    QString error;
    EXPECT_TRUE(checkWorksheetRequest(request, &error)) << error.toStdString();
    WorksheetJob job(request);
    while (!job.finished()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    EXPECT_TRUE(job.succeeded()) << job.error().toStdString();
    EXPECT_EQ(job.made(), request.count);
    return job.content();
}

TEST(Worksheet, SixExpertSudokusMakeThreePagesOfPuzzlesAndOneOfAnswers) {
    WorksheetContent content = makeSheet({.puzzleId = QStringLiteral("sudoku"), .level = QStringLiteral("expert"), .size = 9, .count = 6, .seed = 1, .answers = true});
    ASSERT_EQ(content.puzzles.size(), 6u);
    QString error;
    std::unique_ptr<WorksheetDocument> sheet = WorksheetDocument::make(content, kA4, &error);
    ASSERT_TRUE(sheet) << error.toStdString();
    EXPECT_EQ(sheet->puzzleGrid().perPage(), 2);
    EXPECT_EQ(sheet->puzzlePages(), 3);
    EXPECT_EQ(sheet->answerPages(), 1);
    EXPECT_EQ(pdfPageCount(pdfBytes(*sheet, kA4)), 4);
    // Each answer is its puzzle's one solution: the solver finds exactly one, that one,
    // and the puzzle's givens are in it.
    const AlgorithmInfo* solver = builtinRegistry().algorithm("sudoku.v3");
    for (const WorksheetPuzzle& p : content.puzzles) {
        SolutionSink sink(2);
        SearchContext context(sink);
        runAlgorithm(*solver, p.puzzle, {.mode = Mode::All, .threads = 1, .solutionLimit = 2}, context);
        ASSERT_EQ(sink.total(), 1u);
        EXPECT_EQ(sink.solutions().front().cells, p.solution);
    }
    content.answers = false;
    sheet = WorksheetDocument::make(content, kA4, &error);
    ASSERT_TRUE(sheet);
    EXPECT_EQ(pdfPageCount(pdfBytes(*sheet, kA4)), 3);
}

TEST(Worksheet, EveryPuzzleWithAMakerGivesAPageOfPuzzlesAndOneOfAnswers) {
    int makers = 0;
    for (const PuzzleInfo& puzzle : builtinRegistry().puzzles()) {
        if (!puzzle.makePuzzle || puzzle.levels.empty()) continue;
        SCOPED_TRACE(puzzle.id);
        ++makers;
        const WorksheetContent content = makeSheet({.puzzleId = QString::fromStdString(puzzle.id),
                                                    .level = QString::fromStdString(puzzle.levels.front().id),
                                                    .size = puzzle.makerSizes.min,
                                                    .count = 2,
                                                    .seed = 7,
                                                    .answers = true});
        QString error;
        std::unique_ptr<WorksheetDocument> sheet = WorksheetDocument::make(content, kA4, &error);
        ASSERT_TRUE(sheet) << error.toStdString();
        EXPECT_EQ(pdfPageCount(pdfBytes(*sheet, kA4)), 2);
    }
    EXPECT_EQ(makers, 4) << "sudoku, queens, magic square and lights out make worksheets; the shading grid does not";
}

TEST(Worksheet, ARequestOutsideTheMakersGivesOneSentence) {
    QString error;
    EXPECT_FALSE(checkWorksheetRequest({.puzzleId = QStringLiteral("shading"), .level = QStringLiteral("easy")}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("shading")));
    EXPECT_FALSE(checkWorksheetRequest({.puzzleId = QStringLiteral("sudoku"), .level = QStringLiteral("fiendish")}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("fiendish")) && error.contains(QStringLiteral("expert"))) << error.toStdString();
    EXPECT_FALSE(checkWorksheetRequest({.puzzleId = QStringLiteral("sudoku"), .level = QStringLiteral("easy"), .size = 16}, &error));
    EXPECT_FALSE(checkWorksheetRequest({.puzzleId = QStringLiteral("sudoku"), .level = QStringLiteral("easy"), .count = 0}, &error));
}

TEST(Worksheet, ACancelledJobStopsSoonAndSaysSo) {
    WorksheetJob job({.puzzleId = QStringLiteral("sudoku"), .level = QStringLiteral("expert"), .size = 9, .count = 200, .seed = 1, .answers = true});
    job.cancel();
    for (int i = 0; i < 400 && !job.finished(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    ASSERT_TRUE(job.finished());
    EXPECT_TRUE(job.cancelled());
    EXPECT_FALSE(job.succeeded());
    EXPECT_LT(job.made(), 200);
}

TEST(Worksheet, SlotsLeaveCellsToWriteInAndSmallBoardsShareAPage) {
    const QSizeF a4(180, 267 - 36 - 7);
    // A 9×9 sudoku and its margins: two a page with cells of 9 mm at least.
    const SlotGrid sudoku = gridForCount({.areaMm = a4, .boardCells = QSizeF(10.6, 10.6), .labelMm = 7, .minCellMm = 9, .maxPerPage = 6}, 6);
    EXPECT_EQ(sudoku.perPage(), 2);
    EXPECT_GE(sudoku.cellMm, 9);
    // 5×5 lights out: six a page.
    EXPECT_EQ(gridForCount({.areaMm = a4, .boardCells = QSizeF(6.6, 6.6), .labelMm = 7, .minCellMm = 9, .maxPerPage = 6}, 6).perPage(), 6);
    // One puzzle alone takes the page.
    EXPECT_EQ(gridForCount({.areaMm = a4, .boardCells = QSizeF(10.6, 10.6), .labelMm = 7, .minCellMm = 9, .maxPerPage = 6}, 1).perPage(), 1);
    // A board larger than the page asks still gets one slot.
    EXPECT_EQ(gridForCount({.areaMm = a4, .boardCells = QSizeF(40, 40), .labelMm = 7, .minCellMm = 9, .maxPerPage = 6}, 3).perPage(), 1);
}

TEST(Worksheet, LetterWhereItIsTheCustomA4Elsewhere) {
    EXPECT_EQ(defaultPaperSize(QLocale(QLocale::English, QLocale::UnitedStates)), QPageSize::Letter);
    EXPECT_EQ(defaultPaperSize(QLocale(QLocale::French, QLocale::Canada)), QPageSize::Letter);
    EXPECT_EQ(defaultPaperSize(QLocale(QLocale::French, QLocale::France)), QPageSize::A4);
    EXPECT_EQ(defaultPaperSize(QLocale(QLocale::English, QLocale::UnitedKingdom)), QPageSize::A4);
}

}  // namespace
}  // namespace pw::ui
