#pragma once
/// The selected version's algorithm as pseudo-code, with the line of the current traced
/// event highlighted.
#include <QListWidget>

#include "core/registry.h"

namespace pw::ui {

class PseudocodeView final : public QListWidget {
    Q_OBJECT
public:
    explicit PseudocodeView(QWidget* parent = nullptr);
    void showAlgorithm(const AlgorithmInfo* algorithm);
    /// Highlights `line` (an index into the pseudo-code), or none when negative.
    void highlightLine(int line, bool rejected);

private:
    QIcon lineMark(bool rejected) const;
};

}  // namespace pw::ui
