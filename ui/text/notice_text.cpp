#include "notice_text.h"

#include "core/registry.h"
#include "puzzles/all_boards.h"

namespace pw::ui {

QString noticeText(const AlgorithmInfo* algorithm, const Notice& notice, const std::string& message) {
    if (notice && algorithm)
        if (const BoardEntry* entry = builtinBoards().find(QString::fromStdString(algorithm->puzzle)))
            if (entry->noticeText) return entry->noticeText(notice);
    return QString::fromStdString(message);
}

}  // namespace pw::ui
