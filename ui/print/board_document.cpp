#include "board_document.h"

#include <QCoreApplication>
#include <QPainter>

#include "page_header.h"

namespace pw::ui {

BoardDocument::BoardDocument(PaperBoard board, QString title, QString subtitle,
                             std::optional<std::vector<int>> solution)
    : board_(std::move(board)), title_(std::move(title)), subtitle_(std::move(subtitle)), solution_(std::move(solution)) {}

BoardDocument::~BoardDocument() = default;

void BoardDocument::setFrame(const Event& event, std::vector<int> state, const QString& caption) {
    frame_.emplace(event, std::move(state));
    subtitle_ = subtitle_.isEmpty() ? caption : subtitle_ + QStringLiteral(" — ") + caption;
}

void BoardDocument::paintPage(QPainter& painter, int index, const QRectF& page) {
    const bool solutionPage = index == 1 && solution_;
    const QString title =
        solutionPage ? QCoreApplication::translate("Print", "%1 — solution").arg(title_) : title_;
    QRectF area = paintPageHeader(painter, page, title, subtitle_);
    area = paintPageFooter(painter, area, index, pageCount());
    if (solutionPage) board_.paintOnPage(painter, area, std::span<const int>(*solution_));
    else if (frame_) board_.paintOnPage(painter, area, PaperOverlay::frame(frame_->first, frame_->second));
    else board_.paintOnPage(painter, area);
}

}  // namespace pw::ui
