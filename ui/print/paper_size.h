#pragma once
/// The paper a document is laid out on: A4, or Letter where Letter is the custom.
#include <QLocale>
#include <QPageSize>

namespace pw::ui {

/// Letter in the United States, Canada, Mexico, a few countries of Central and South
/// America and the Philippines; A4 everywhere else.
QPageSize::PageSizeId defaultPaperSize(const QLocale& locale = QLocale::system());

}  // namespace pw::ui
