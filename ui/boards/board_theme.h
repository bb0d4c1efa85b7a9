#pragma once
/// Whether the boards, the charts and the search tree are drawn in high contrast (View ›
/// High contrast), for the whole application: each repaints when it changes. The dark
/// scheme needs no switch: each takes it from its own palette (BoardPalette::of).
#include <QObject>

namespace pw::ui {

class BoardTheme final : public QObject {
    Q_OBJECT
public:
    static BoardTheme& instance();

    bool highContrast() const { return highContrast_; }
    void setHighContrast(bool on);

signals:
    void changed();

private:
    BoardTheme() = default;
    bool highContrast_ = false;
};

}  // namespace pw::ui
