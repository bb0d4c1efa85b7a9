#pragma once
/// Where a PageDocument goes: a vector PDF written through QSaveFile, or a printer. Both
/// draw every page the same way, in the printable area of the page layout.
#include <QByteArray>
#include <QPageLayout>
#include <QSize>
#include <QString>

#include <functional>

QT_BEGIN_NAMESPACE
class QPagedPaintDevice;
class QPainter;
class QPrinter;
QT_END_NAMESPACE

namespace pw::ui {

class PageDocument;

/// Portrait paper of the given size with margins of 15 mm, the layout of every document
/// but the ones a printer dialog chose.
QPageLayout paperLayout(QPageSize::PageSizeId paper, QPageLayout::Orientation orientation = QPageLayout::Portrait);

/// The document drawn into a PDF in memory (vector, its fonts embedded); empty when the
/// drawing could not start.
QByteArray pdfBytes(PageDocument& document, const QPageLayout& layout);

/// The PDF written to `path`: the whole file or the old one untouched. False with one
/// sentence in `error` ("Cannot write /x/y.pdf: No such file or directory.").
bool writePdf(const QString& path, PageDocument& document, const QPageLayout& layout, QString* error);

/// A drawing of `size` screen pixels (a chart, the search tree) as a one-page vector
/// PDF of that size, written to `path` like writePdf. The page's units are the screen's
/// pixels at `dpi`, so what the drawing sizes in points comes out as on screen.
bool writeDrawingPdf(const QString& path, QSize size, double dpi, const QString& title,
                     const std::function<void(QPainter&)>& paint, QString* error);

/// Every page drawn on a device already set up (a printer after its dialog); false when
/// the device refused to start.
bool paintDocument(QPagedPaintDevice& device, PageDocument& document);

}  // namespace pw::ui
