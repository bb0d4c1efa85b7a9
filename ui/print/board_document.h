#pragma once
/// A board on paper: the position on the first page, as large as the page allows, and,
/// when one is given, its solution on the next. Each page has the puzzle's name and a
/// line saying what it shows.
#include <optional>
#include <utility>
#include <vector>

#include "core/event.h"
#include "page_document.h"
#include "paper_board.h"

namespace pw::ui {

/// A board on one page, its solution on a second.
class BoardDocument final : public PageDocument {
public:
    /// `board` is a board for paper; `title` names the puzzle and `subtitle` the board
    /// (its file, its size); `solution` in the form the browser shows (a search's
    /// solution cells).
    BoardDocument(PaperBoard board, QString title, QString subtitle,
                  std::optional<std::vector<int>> solution = std::nullopt);
    ~BoardDocument() override;

    /// The first page shows a traced event's state instead of the position (a recorded
    /// run's cursor), and says which in its subtitle.
    void setFrame(const Event& event, std::vector<int> state, const QString& caption);

    int pageCount() const override { return solution_ ? 2 : 1; }
    void paintPage(QPainter& painter, int index, const QRectF& page) override;
    QString title() const override { return title_; }

private:
    PaperBoard board_;
    QString title_, subtitle_;
    std::optional<std::vector<int>> solution_;
    std::optional<std::pair<Event, std::vector<int>>> frame_;
};

}  // namespace pw::ui
