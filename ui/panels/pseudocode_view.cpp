#include "pseudocode_view.h"

#include <QFontDatabase>

#include "text/registry_text.h"

namespace pw::ui {

PseudocodeView::PseudocodeView(QWidget* parent) : QListWidget(parent) {
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setWordWrap(true);
    setToolTip(tr("The algorithm of the chosen version; in step and play modes the line of the current event is lit."));
}

void PseudocodeView::showAlgorithm(const AlgorithmInfo* algorithm) {
    clear();
    if (!algorithm) return;
    // A version of the user's own shows its file, numbered as the compiler numbers it;
    // its lines are the user's, never translated, and not wrapped: code keeps its shape
    // (a long line scrolls).
    setWordWrap(algorithm->file.empty());
    if (!algorithm->file.empty()) {
        const auto width = static_cast<int>(QString::number(algorithm->pseudocode.size()).size());
        for (std::size_t i = 0; i < algorithm->pseudocode.size(); ++i)
            addItem(QStringLiteral("%1  %2").arg(static_cast<int>(i + 1), width).arg(QString::fromStdString(algorithm->pseudocode[i])));
        return;
    }
    for (const std::string& line : algorithm->pseudocode) addItem(registryText(line));
}

void PseudocodeView::highlightLine(int line, bool rejected) {
    for (int i = 0; i < count(); ++i) {
        QListWidgetItem* it = item(i);
        const bool lit = i == line;
        it->setBackground(lit ? (rejected ? QColor(0xF8, 0xC9, 0xC4) : QColor(0xFF, 0xE0, 0x82)) : QBrush());
        QFont f = font();
        f.setBold(lit);
        it->setFont(f);
    }
    if (line >= 0 && line < count()) scrollToItem(item(line));
}

}  // namespace pw::ui
