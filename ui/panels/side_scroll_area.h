#pragma once
/// The window's side panel (the controls, the solutions, the code) in a frame that
/// scrolls up and down: on a projector, when a dock under it (a student's compile error)
/// or large type leaves it less height than its controls need, it scrolls instead of
/// drawing them over one another. It keeps its panel's least width, plus the scroll
/// bar's while the bar shows, so that no control is cut on the right.
#include <QScrollArea>

namespace pw::ui {

class SideScrollArea final : public QScrollArea {
    Q_OBJECT
public:
    /// Takes `panel` as its widget.
    explicit SideScrollArea(QWidget* panel, QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    int panelLeastWidth() const;
    int barWidth() const;
    void fitLeastWidth();
    /// The panel as wide as the frame and as high, or as high as its least height.
    void fitPanel();
};

}  // namespace pw::ui
