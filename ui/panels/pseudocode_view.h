#pragma once
/// The selected version's algorithm as pseudo-code, with the line of the current traced
/// event highlighted; for a version of the user's own, its file's lines, numbered.
#include <QListWidget>

#include <vector>

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
    /// The highest the view may be (beside the tree on a projector, the board's height):
    /// past it the lines scroll to the lit one. QWIDGETSIZE_MAX for no cap.
    void setHeightCap(int cap);
    /// Takes the application's type size again (zoom, presentation mode), in a
    /// fixed-width face, so that the code reads from the back of a room as the rest does.
    void followApplicationFont();

    /// The code's type: `kScale` times the application's as a rule (a line of code is
    /// long), down to `kLeastScale` where the layout must shrink it to show it whole.
    static constexpr double kScale = 0.8;
    static constexpr double kLeastScale = 0.7;
    double fontScale() const { return scale_; }
    void setFontScale(double scale);

    /// The view's height that shows `lines` whole lines (each wrapped on its rows) wherever
    /// it is scrolled, at this width, with the type at `scale`: the tallest run of that many
    /// lines, any of them lit. Measured in the face, so that one with taller lines asks for more.
    int heightForLines(int lines, double scale) const { return heightForLines(lines, scale, viewport()->width()); }
    /// The same with the lines `textWidth` wide (the view's width less its frame, and its
    /// scroll bar when it shows).
    int heightForLines(int lines, double scale, int textWidth) const;
    /// The width the lines have in a view `width` wide, with its scroll bar or not.
    int textWidth(int width, bool scrollBar) const;
    /// The view's height that shows every line whole when it is `width` wide (frame
    /// included), with the type at `scale`.
    int heightOfAll(int width, double scale) const;
    /// The least width of the view, from `least` to `most`, at which every line shows
    /// whole within `height` (the view's, frame included) with the type at `scale`;
    /// `most` when none does.
    int widthToShowAll(int height, int least, int most, double scale) const;
    /// The width of `characters` characters of code with the type at `scale`, frame included.
    int widthOfCharacters(int characters, double scale) const;
    /// The width the view asks of its layout (its size hint), or the usual one when negative.
    void setPreferredWidth(int width);
    QSize sizeHint() const override;

signals:
    /// The lines or their face changed: what they need of the screen changed with them.
    void linesChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    static QString compactLine(const std::string& line);
    QIcon lineMark(bool rejected) const;
    void fitHeight();
    /// The fixed-width face at `scale` times the application's type.
    static QFont faceAt(double scale);
    /// Each line's height on the screen when the view's text is `textWidth` wide in
    /// `face`: the taller of the line plain and the line lit (bold, with its mark), so that
    /// the measure holds whichever line the run lights.
    std::vector<int> rowHeights(int textWidth, const QFont& face) const;

    bool fitToContent_ = false;
    int heightCap_ = QWIDGETSIZE_MAX;
    double scale_ = kScale;
    int preferredWidth_ = -1;
};

}  // namespace pw::ui
