#pragma once
/// A worksheet on paper: numbered puzzles of one kind and level, as many a page as
/// leave cells large enough to write in (two 9×9 sudokus on A4, six small lights-out
/// boards), every puzzle page headed by the title, the level, a line for the name and
/// the date and the rule of the puzzle; then, when asked, the answers, smaller, on
/// pages of their own at the end.
#include <QCoreApplication>
#include <QPageLayout>

#include <memory>
#include <vector>

#include "core/instance.h"
#include "page_document.h"
#include "paper_board.h"
#include "slot_grid.h"

namespace pw::ui {


/// A puzzle of a worksheet and its one solution (in the form a search reports it).
struct WorksheetPuzzle {
    Instance puzzle;
    std::vector<int> solution;
};

/// What a worksheet holds, its texts already in the user's language.
struct WorksheetContent {
    QString puzzleId;    ///< the registry's id: "sudoku"
    QString levelTitle;  ///< "Expert"
    std::vector<WorksheetPuzzle> puzzles;
    bool answers = true;
};

/// The pages of a worksheet: the puzzles, then the answers.
class WorksheetDocument final : public PageDocument {
    Q_DECLARE_TR_FUNCTIONS(WorksheetDocument)
public:
    /// The worksheet laid out on `layout`'s paper; nullptr with a sentence in `error`
    /// when a puzzle is not a board of its puzzle.
    static std::unique_ptr<WorksheetDocument> make(WorksheetContent content, const QPageLayout& layout, QString* error);
    ~WorksheetDocument() override;

    int pageCount() const override { return puzzlePages() + answerPages(); }
    void paintPage(QPainter& painter, int index, const QRectF& page) override;
    QString title() const override;

    int puzzlePages() const;
    int answerPages() const;
    const SlotGrid& puzzleGrid() const { return puzzleGrid_; }
    const SlotGrid& answerGrid() const { return answerGrid_; }

private:
    WorksheetDocument(WorksheetContent content, std::vector<PaperBoard> boards,
                      const QPageLayout& layout);
    void paintPuzzlePage(QPainter& painter, int page, const QRectF& area);
    void paintAnswerPage(QPainter& painter, int page, const QRectF& area);
    /// The boards `first`.. of a page in the slots of `grid`, numbered from first + 1.
    void paintSlots(QPainter& painter, const QRectF& area, const SlotGrid& grid, int first, bool answers);
    QString puzzleTitle() const;
    QString levelLine() const;
    /// The rule of the puzzle in one or two lines, for the top of each puzzle page.
    QString instruction() const;

    WorksheetContent content_;
    std::vector<PaperBoard> boards_;  ///< each puzzle, read as a value of its puzzle
    SlotGrid puzzleGrid_, answerGrid_;
};

}  // namespace pw::ui
