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
