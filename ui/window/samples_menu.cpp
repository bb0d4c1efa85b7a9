#include "samples_menu.h"

#include <QCoreApplication>
#include <QFile>
#include <QMenu>

#include "all_puzzles.h"
#include "puzzles/all_boards.h"
#include "text/registry_text.h"

namespace pw::ui {

QMenu* buildSamplesMenu(QWidget* parent, std::function<void(const QString& puzzleId, const QString& text)> open) {
    auto* menu = new QMenu(QCoreApplication::translate("Samples", "Sa&mples"), parent);
    for (const PuzzleInfo& puzzle : builtinRegistry().puzzles()) {
        const BoardEntry* entry = builtinBoards().find(QString::fromStdString(puzzle.id));
        if (!entry || entry->samples.empty()) continue;
        QMenu* sub = menu->addMenu(entry->icon(), registryText(puzzle.title));
        for (const BoardSample& sample : entry->samples) {
            const QString text = QStringLiteral("%1 — %2").arg(QCoreApplication::translate("Samples", sample.title),
                                          QCoreApplication::translate("Samples", sample.caption));
            sub->addAction(text, parent, [open, id = entry->puzzleId, resource = sample.resource] {
                QFile file(resource);
                // Resources are compiled in: a sample that cannot be read is a build fault.
                if (file.open(QIODevice::ReadOnly | QIODevice::Text)) open(id, QString::fromUtf8(file.readAll()));
            });
        }
    }
    return menu;
}

}  // namespace pw::ui
