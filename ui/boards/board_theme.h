#pragma once
/// Whether the boards are drawn in high contrast (View › High contrast), for the whole
/// application: every board repaints when it changes. The dark scheme needs no switch: a
/// board takes it from its own palette (BoardPalette::of).
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
