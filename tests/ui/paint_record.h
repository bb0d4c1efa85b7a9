#pragma once
/// A painter's record, for tests that look for shapes rather than pixels: a paint device
/// whose engine writes down every path, rectangle, line, ellipse and text it is asked to
/// draw, with the pen and brush in force. A board rendered into it (QWidget::render)
/// shows which glyphs it drew where; `classify` names the glyphs of ui/boards/board_marks.
#include <QBrush>
#include <QPaintDevice>
#include <QPainterPath>
#include <QPen>
#include <QSize>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace pw::test {

struct PaintItem {
    enum class Kind { Path, Rect, Line, Ellipse, Polygon, Text };
    Kind kind;
    QPainterPath path;  ///< the geometry, in device coordinates, whatever the kind
    QPen pen;
    QBrush brush;
    QString text;       ///< for Text
};

/// What a recorded path is, by its outline: a ✓, a ✗, a cross-hatch, or something else.
enum class Glyph { Check, Cross, Hatch, Other };
Glyph classify(const QPainterPath& path);

class PaintRecord final : public QPaintDevice {
public:
    explicit PaintRecord(QSize size);
    ~PaintRecord() override;

    QPaintEngine* paintEngine() const override;
    const std::vector<PaintItem>& items() const;
    /// The stroked glyphs of kind `glyph` whose centre lies in `area` (drawn with a pen of
    /// colour `pen`, when given: a glyph on a halo is stroked twice).
    int countGlyphs(Glyph glyph, const QRectF& area, std::optional<QColor> pen = {}) const;
    /// Texts drawn whose anchor lies in `area`.
    QStringList texts(const QRectF& area) const;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    class Engine;
    QSize size_;
    std::unique_ptr<Engine> engine_;
};

}  // namespace pw::test
