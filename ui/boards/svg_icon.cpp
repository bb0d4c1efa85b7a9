#include "svg_icon.h"

#include <QIconEngine>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>

#include <memory>

namespace pw::ui {

namespace {

/// Renders the drawing at each size a widget asks for (not a fixed pixmap scaled up or
/// down); a disabled icon is drawn faded.
class SvgIconEngine final : public QIconEngine {
public:
    explicit SvgIconEngine(std::shared_ptr<QSvgRenderer> renderer) : renderer_(std::move(renderer)) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override {
        painter->save();
        if (mode == QIcon::Disabled) painter->setOpacity(0.4);
        renderer_->render(painter, QRectF(rect));
        painter->restore();
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        paint(&painter, QRect(QPoint(), size), mode, state);
        painter.end();
        return QPixmap::fromImage(std::move(image));
    }

    QSize actualSize(const QSize& size, QIcon::Mode, QIcon::State) override { return size; }
    QIconEngine* clone() const override { return new SvgIconEngine(renderer_); }

private:
    std::shared_ptr<QSvgRenderer> renderer_;  // parsed once, shared by the icon's copies
};

}  // namespace

QIcon svgIcon(const QString& resource) {
    auto renderer = std::make_shared<QSvgRenderer>(resource);
    if (!renderer->isValid()) return {};
    return QIcon(new SvgIconEngine(std::move(renderer)));
}

}  // namespace pw::ui
