#pragma once
/// `puzzle-workbench --worksheet FILE.pdf --puzzle sudoku --count N --difficulty LEVEL`:
/// the sheet made with no window (the platform may be offscreen), its progress written
/// line by line ("3 of 6 puzzles made"), then the PDF written through QSaveFile.
#include <QPageSize>
#include <QString>

#include <cstdio>

#include "worksheet_job.h"

namespace pw::ui {

/// 0 when the file was written; 1 with one sentence on `messages` when a maker failed
/// or the file could not be written (the request is checked beforehand by
/// `checkWorksheetRequest`).
int writeWorksheetPdf(const WorksheetRequest& request, const QString& path, QPageSize::PageSizeId paper,
                      std::FILE* messages);

}  // namespace pw::ui
