#include "worksheet_command.h"

#include <QCoreApplication>
#include <QDir>

#include <chrono>

#include "page_output.h"

namespace pw::ui {

namespace {

void say(std::FILE* messages, const QString& text) {
    std::fprintf(messages, "puzzle-workbench: %s\n", qPrintable(text));
    std::fflush(messages);
}

}  // namespace

int writeWorksheetPdf(const WorksheetRequest& request, const QString& path, QPageSize::PageSizeId paper,
                      std::FILE* messages) {
    WorksheetJob job(request);
    // This thread has nothing else to do: it reports each puzzle as it comes.
    for (int reported = 0; !job.finished() || reported < job.made();) {
        if (job.made() > reported) {
            reported = job.made();
            say(messages, QCoreApplication::translate("Print", "%1 of %n puzzle(s) made", nullptr, request.count).arg(reported));
        } else {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    }
    if (!job.succeeded()) {
        // The makers' errors are English and for puzzle-bench; the request was checked,
        // so what is left is a size where no puzzle of the level exists (a torus).
        say(messages, QCoreApplication::translate("Print", "No puzzle of this difficulty can be made at this size: no worksheet."));
        return 1;
    }
    const QPageLayout layout = paperLayout(paper);
    QString error;
    std::unique_ptr<WorksheetDocument> sheet = WorksheetDocument::make(job.content(), layout, &error);
    if (!sheet || !writePdf(path, *sheet, layout, &error)) {
        say(messages, error);
        return 1;
    }
    say(messages, QCoreApplication::translate("Print", "Worksheet written to %1 (%n page(s)).", nullptr, sheet->pageCount())
                      .arg(QDir::toNativeSeparators(path)));
    return 0;
}

}  // namespace pw::ui
