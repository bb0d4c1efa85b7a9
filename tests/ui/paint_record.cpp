#include "paint_record.h"

#include <QPaintEngine>
#include <QTextItem>

#include <algorithm>
#include <cmath>

namespace pw::test {

class PaintRecord::Engine final : public QPaintEngine {
public:
    Engine() : QPaintEngine(QPaintEngine::AllFeatures) {}

    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }

    void updateState(const QPaintEngineState& state) override {
        if (state.state() & DirtyPen) pen_ = state.pen();
        if (state.state() & DirtyBrush) brush_ = state.brush();
        if (state.state() & DirtyTransform) transform_ = state.transform();
    }
    void drawPath(const QPainterPath& path) override { add(PaintItem::Kind::Path, path); }
    void drawRects(const QRectF* rects, int count) override {
        for (int i = 0; i < count; ++i) {
            QPainterPath p;
            p.addRect(rects[i]);
            add(PaintItem::Kind::Rect, p);
        }
    }
    void drawLines(const QLineF* lines, int count) override {
        for (int i = 0; i < count; ++i) {
            QPainterPath p;
            p.moveTo(lines[i].p1());
            p.lineTo(lines[i].p2());
            add(PaintItem::Kind::Line, p);
        }
    }
    void drawEllipse(const QRectF& rect) override {
        QPainterPath p;
        p.addEllipse(rect);
        add(PaintItem::Kind::Ellipse, p);
    }
    void drawPolygon(const QPointF* points, int count, PolygonDrawMode) override {
        QPainterPath p;
        p.addPolygon(QPolygonF(QList<QPointF>(points, points + count)));
        add(PaintItem::Kind::Polygon, p);
    }
    void drawPixmap(const QRectF& rect, const QPixmap&, const QRectF&) override {
        QPainterPath p;
        p.addRect(rect);
        add(PaintItem::Kind::Rect, p);
    }
    void drawTextItem(const QPointF& point, const QTextItem& item) override {
        QPainterPath p;
        p.moveTo(point);
        add(PaintItem::Kind::Text, p, item.text());
    }

    std::vector<PaintItem> items;

private:
    void add(PaintItem::Kind kind, const QPainterPath& path, const QString& text = {}) {
        items.push_back({kind, transform_.map(path), pen_, brush_, text});
    }
    QPen pen_;
    QBrush brush_;
    QTransform transform_;
};

namespace {

/// The segments of a path made of move-to/line-to pairs only; false for anything else.
bool segmentsOf(const QPainterPath& path, std::vector<QLineF>* segments, int* polylinePoints) {
    *polylinePoints = 0;
    QPointF last;
    int run = 0;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        if (e.isMoveTo()) {
            run = 1;
        } else if (e.isLineTo()) {
            segments->push_back(QLineF(last, e));
            ++run;
        } else {
            return false;
        }
        *polylinePoints = std::max(*polylinePoints, run);
        last = e;
    }
    return !segments->empty();
}

bool diagonal(const QLineF& l) { return std::abs(std::abs(l.dx()) - std::abs(l.dy())) < 1e-3 * (1 + l.length()); }

}  // namespace

Glyph classify(const QPainterPath& path) {
    std::vector<QLineF> segments;
    int longestPolyline = 0;
    if (!segmentsOf(path, &segments, &longestPolyline)) return Glyph::Other;
    // ✓: one stroke of two segments, down to the right then up to the right, the second longer.
    if (segments.size() == 2 && longestPolyline == 3 && segments[0].dx() > 0 && segments[0].dy() > 0 &&
        segments[1].dx() > 0 && segments[1].dy() < 0 && segments[1].length() > segments[0].length())
        return Glyph::Check;
    const bool allDiagonal = std::all_of(segments.begin(), segments.end(), diagonal);
    if (!allDiagonal || longestPolyline != 2) return Glyph::Other;
    const bool rising = std::any_of(segments.begin(), segments.end(), [](const QLineF& l) { return l.dx() * l.dy() < 0; });
    const bool falling = std::any_of(segments.begin(), segments.end(), [](const QLineF& l) { return l.dx() * l.dy() > 0; });
    // ✗: the two diagonals of one square, crossing at their middles.
    if (segments.size() == 2 && rising && falling &&
        QLineF(segments[0].center(), segments[1].center()).length() < 1e-3 * (1 + segments[0].length()))
        return Glyph::Cross;
    if (segments.size() >= 4 && rising && falling) return Glyph::Hatch;
    return Glyph::Other;
}

PaintRecord::PaintRecord(QSize size) : size_(size), engine_(std::make_unique<Engine>()) {}
PaintRecord::~PaintRecord() = default;

QPaintEngine* PaintRecord::paintEngine() const { return engine_.get(); }
const std::vector<PaintItem>& PaintRecord::items() const { return engine_->items; }

int PaintRecord::metric(PaintDeviceMetric metric) const {
    switch (metric) {
    case PdmWidth: return size_.width();
    case PdmHeight: return size_.height();
    case PdmWidthMM: return size_.width() * 254 / 960;
    case PdmHeightMM: return size_.height() * 254 / 960;
    case PdmNumColors: return 1 << 24;
    case PdmDepth: return 32;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY: return 96;
    case PdmDevicePixelRatio: return 1;
    case PdmDevicePixelRatioScaled: return static_cast<int>(QPaintDevice::devicePixelRatioFScale());
    }
    return 0;
}

int PaintRecord::countGlyphs(Glyph glyph, const QRectF& area, std::optional<QColor> pen) const {
    int count = 0;
    for (const PaintItem& item : items())
        if (item.kind == PaintItem::Kind::Path && item.pen.style() != Qt::NoPen && classify(item.path) == glyph &&
            area.contains(item.path.boundingRect().center()) && (!pen || item.pen.color() == *pen))
            ++count;
    return count;
}

QStringList PaintRecord::texts(const QRectF& area) const {
    QStringList found;
    for (const PaintItem& item : items())
        if (item.kind == PaintItem::Kind::Text && area.contains(item.path.elementAt(0))) found << item.text;
    return found;
}

}  // namespace pw::test
