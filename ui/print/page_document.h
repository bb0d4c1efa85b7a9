#pragma once
/// A document of pages drawn with a QPainter: a board and its solution, a worksheet, a
/// chart. The same drawing goes to a vector PDF or to a printer (page_output.h), so what
/// is printed is what the PDF shows.
#include <QString>

QT_BEGIN_NAMESPACE
class QPainter;
class QRectF;
QT_END_NAMESPACE

namespace pw::ui {

/// Pages drawn by a painter, whatever the device.
class PageDocument {
public:
    virtual ~PageDocument() = default;
    virtual int pageCount() const = 0;
    /// Draws page `index` (from 0) into `page`, the printable area inside the margins,
    /// in the painter's units (device pixels of the PDF or the printer).
    virtual void paintPage(QPainter& painter, int index, const QRectF& page) = 0;
    /// The document's title, in the PDF's properties.
    virtual QString title() const = 0;
};

}  // namespace pw::ui
