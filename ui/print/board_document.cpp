#include "board_document.h"

#include <QCoreApplication>
#include <QPainter>

#include "page_header.h"

namespace pw::ui {

BoardDocument::BoardDocument(PaperBoard board, QString title, QString subtitle,
                             std::optional<std::vector<int>> solution)
    : board_(std::move(board)), title_(std::move(title)), subtitle_(std::move(subtitle)), solution_(std::move(solution)) {}

BoardDocument::~BoardDocument() = default;

void BoardDocument::paintPage(QPainter& painter, int index, const QRectF& page) {
    const bool solutionPage = index == 1 && solution_;
    const QString title =
        solutionPage ? QCoreApplication::translate("Print", "%1 — solution").arg(title_) : title_;
    QRectF area = paintPageHeader(painter, page, title, subtitle_);
    area = paintPageFooter(painter, area, index, pageCount());
    board_.paintOnPage(painter, area, solutionPage ? std::span<const int>(*solution_) : std::span<const int>());
}

}  // namespace pw::ui
