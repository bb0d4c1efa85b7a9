#pragma once
/// A layout that places its items left to right and starts a new line when the next one
/// does not fit, like words in a paragraph: an options bar or a row of figures keeps
/// every button and label whole at any width (presentation mode on a 1280-pixel
/// projector) instead of squeezing them. Its height follows its width.
#include <QLayout>
#include <QList>

namespace pw::ui {

class FlowLayout final : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = 6);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override { return static_cast<int>(items_.size()); }
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    /// Extra room after an item, in the line it ends (a gap between groups of buttons).
    void addGap(int width);

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    /// Places the items in `rect` (or only measures when `apply` is false); the height used.
    int arrange(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> items_;
    int spacing_;
    int lastWidth_ = 0;  ///< the width of the last geometry, for minimumSize
};

}  // namespace pw::ui
