#pragma once
/// The version box. Its items read "v4 — Row patterns, mirror symmetry and threads"; in
/// compact form (presentation mode, where such a label is wider than the side panel) the
/// closed box shows "v4" only — the panel writes the title under it, word-wrapped — and
/// the open list is as wide as its longest label, so that no entry is cut.
#include <QComboBox>

namespace pw::ui {

class VersionComboBox final : public QComboBox {
    Q_OBJECT
public:
    explicit VersionComboBox(QWidget* parent = nullptr);

    void setCompact(bool compact);
    bool isCompact() const { return compact_; }
    /// What the closed box shows: the current item, or its short form when compact.
    QString displayText() const;
    /// The width the open list takes: at least the box's, and its longest label's.
    int popupWidth() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    void showPopup() override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QSize compactHint() const;
    bool compact_ = false;
};

}  // namespace pw::ui
