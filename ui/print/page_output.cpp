#include "page_output.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QPainter>
#include <QPdfWriter>

#include "page_document.h"
#include "io/atomic_write.h"

namespace pw::ui {

QPageLayout paperLayout(QPageSize::PageSizeId paper, QPageLayout::Orientation orientation) {
    return QPageLayout(QPageSize(paper), orientation, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
}

bool paintDocument(QPagedPaintDevice& device, PageDocument& document) {
    QPainter painter;
    if (!painter.begin(&device)) return false;
    // The painter's origin is the printable area's corner (the margins are outside it).
    const QRectF page(QPointF(0, 0), device.pageLayout().paintRectPixels(device.logicalDpiX()).size());
    for (int i = 0; i < document.pageCount(); ++i) {
        if (i > 0 && !device.newPage()) return false;
        painter.save();
        document.paintPage(painter, i, page);
        painter.restore();
    }
    return painter.end();
}

QByteArray pdfBytes(PageDocument& document, const QPageLayout& layout) {
    QBuffer bytes;
    bytes.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&bytes);
        pdf.setPageLayout(layout);
        pdf.setResolution(1200);  // device pixels fine enough that rounding never shows
        pdf.setTitle(document.title());
        pdf.setCreator(QCoreApplication::applicationName());
        if (!paintDocument(pdf, document)) return {};
    }  // the writer finishes the file when it goes
    return bytes.data();
}

namespace {

/// The PDF's bytes written to `path`, or one sentence in `error`.
bool writePdfBytes(const QString& path, const QByteArray& bytes, QString* error) {
    QString reason;
    const bool ok = !bytes.isEmpty() && writeFileAtomically(path, bytes, &reason);
    if (!ok && error) {
        if (bytes.isEmpty()) reason = QCoreApplication::translate("Print", "the pages could not be drawn");
        *error = QCoreApplication::translate("Print", "Cannot write %1: %2.").arg(QDir::toNativeSeparators(path), reason);
    }
    return ok;
}

}  // namespace

bool writePdf(const QString& path, PageDocument& document, const QPageLayout& layout, QString* error) {
    return writePdfBytes(path, pdfBytes(document, layout), error);
}

bool writeDrawingPdf(const QString& path, QSize size, double dpi, const QString& title,
                     const std::function<void(QPainter&)>& paint, QString* error) {
    QBuffer bytes;
    bytes.open(QIODevice::WriteOnly);
    bool drawn = false;
    {
        QPdfWriter pdf(&bytes);
        pdf.setResolution(qRound(dpi));
        pdf.setPageLayout(QPageLayout(QPageSize(QSizeF(size) / dpi, QPageSize::Inch, QString(), QPageSize::ExactMatch),
                                      QPageLayout::Portrait, QMarginsF()));
        pdf.setTitle(title);
        pdf.setCreator(QCoreApplication::applicationName());
        QPainter painter;
        if (painter.begin(&pdf)) {
            paint(painter);
            drawn = painter.end();
        }
    }
    return writePdfBytes(path, drawn ? bytes.data() : QByteArray(), error);
}

}  // namespace pw::ui
