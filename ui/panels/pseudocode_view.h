#pragma once
/// The selected version's algorithm as pseudo-code, with the line of the current traced
/// event highlighted; for a version of the user's own, its file's lines, numbered.
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
    /// Beside the board on a projector: no taller than its lines, wrapped at its width,
    /// so that the empty rows below them leave the room (and the eye) to the board.
    void setFitToContent(bool on);
    /// Takes the application's type size again (zoom, presentation mode), in a
    /// fixed-width face, so that the code reads from the back of a room as the rest does.
    void followApplicationFont();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    static QString compactLine(const std::string& line);
    QIcon lineMark(bool rejected) const;
    void fitHeight();

    bool fitToContent_ = false;
};

}  // namespace pw::ui
