#include "colour_vision.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <unordered_map>
#include <numbers>

namespace pw::test {

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

// Machado, Oliveira and Fernandes (2009), table of the paper's supplement, severity 1.0.
constexpr Matrix kProtanopia{{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kTritanopia{{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};

double toLinear(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }
double toGamma(double c) { return c <= 0.0031308 ? c * 12.92 : 1.055 * std::pow(c, 1 / 2.4) - 0.055; }

struct Linear {
    double r, g, b;
};

Linear linear(const QColor& c) { return {toLinear(c.redF()), toLinear(c.greenF()), toLinear(c.blueF())}; }

QColor fromLinear(const Linear& l) {
    auto channel = [](double v) { return std::clamp(static_cast<int>(std::lround(toGamma(std::clamp(v, 0.0, 1.0)) * 255)), 0, 255); };
    return QColor(channel(l.r), channel(l.g), channel(l.b));
}

Linear multiply(const Matrix& m, const Linear& l) {
    return {m[0][0] * l.r + m[0][1] * l.g + m[0][2] * l.b, m[1][0] * l.r + m[1][1] * l.g + m[1][2] * l.b,
            m[2][0] * l.r + m[2][1] * l.g + m[2][2] * l.b};
}

const Matrix* matrixOf(Vision vision) {
    switch (vision) {
    case Vision::Protanopia: return &kProtanopia;
    case Vision::Deuteranopia: return &kDeuteranopia;
    case Vision::Tritanopia: return &kTritanopia;
    case Vision::Normal: break;
    }
    return nullptr;
}

double radians(double degrees) { return degrees * std::numbers::pi / 180; }
double degrees(double radians) { return radians * 180 / std::numbers::pi; }

}  // namespace

const char* visionName(Vision vision) {
    switch (vision) {
    case Vision::Normal: return "normal";
    case Vision::Protanopia: return "protanopia";
    case Vision::Deuteranopia: return "deuteranopia";
    case Vision::Tritanopia: return "tritanopia";
    }
    return "?";
}

QColor simulate(const QColor& colour, Vision vision) {
    const Matrix* m = matrixOf(vision);
    if (!m) return colour;
    return fromLinear(multiply(*m, linear(colour)));
}

QImage simulate(const QImage& image, Vision vision) {
    QImage out = image.convertToFormat(QImage::Format_ARGB32);
    const Matrix* m = matrixOf(vision);
    if (!m) return out;
    // A board has few distinct colours: each is simulated once.
    std::unordered_map<QRgb, QRgb> seen;
    for (int y = 0; y < out.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (int x = 0; x < out.width(); ++x) {
            const QRgb p = line[x];
            auto [it, fresh] = seen.try_emplace(p, 0);
            if (fresh) {
                const QColor c = simulate(QColor::fromRgb(p), vision);
                it->second = qRgba(c.red(), c.green(), c.blue(), qAlpha(p));
            }
            line[x] = it->second;
        }
    }
    return out;
}

Lab toLab(const QColor& colour) {
    const Linear l = linear(colour);
    // sRGB to XYZ (D65), then CIELAB with the D65 white.
    const double x = (0.4124564 * l.r + 0.3575761 * l.g + 0.1804375 * l.b) / 0.95047;
    const double y = 0.2126729 * l.r + 0.7151522 * l.g + 0.0721750 * l.b;
    const double z = (0.0193339 * l.r + 0.1191920 * l.g + 0.9503041 * l.b) / 1.08883;
    auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double ciede2000(const Lab& x, const Lab& y) {
    const double c1 = std::hypot(x.a, x.b), c2 = std::hypot(y.a, y.b);
    const double cMean7 = std::pow((c1 + c2) / 2, 7);
    const double g = 0.5 * (1 - std::sqrt(cMean7 / (cMean7 + std::pow(25.0, 7))));
    const double a1 = (1 + g) * x.a, a2 = (1 + g) * y.a;
    const double cp1 = std::hypot(a1, x.b), cp2 = std::hypot(a2, y.b);
    auto hue = [](double b, double a) {
        if (a == 0 && b == 0) return 0.0;
        const double h = degrees(std::atan2(b, a));
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(x.b, a1), h2 = hue(y.b, a2);
    const double dL = y.L - x.L, dC = cp2 - cp1;
    double dh = 0;
    if (cp1 * cp2 != 0) {
        dh = h2 - h1;
        if (dh > 180) dh -= 360;
        else if (dh < -180) dh += 360;
    }
    const double dH = 2 * std::sqrt(cp1 * cp2) * std::sin(radians(dh / 2));
    const double lMean = (x.L + y.L) / 2, cpMean = (cp1 + cp2) / 2;
    double hMean = h1 + h2;
    if (cp1 * cp2 != 0) {
        if (std::abs(h1 - h2) <= 180) hMean = (h1 + h2) / 2;
        else hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    }
    const double t = 1 - 0.17 * std::cos(radians(hMean - 30)) + 0.24 * std::cos(radians(2 * hMean)) +
                     0.32 * std::cos(radians(3 * hMean + 6)) - 0.20 * std::cos(radians(4 * hMean - 63));
    const double dTheta = 30 * std::exp(-std::pow((hMean - 275) / 25, 2));
    const double cpMean7 = std::pow(cpMean, 7);
    const double rc = 2 * std::sqrt(cpMean7 / (cpMean7 + std::pow(25.0, 7)));
    const double sl = 1 + 0.015 * std::pow(lMean - 50, 2) / std::sqrt(20 + std::pow(lMean - 50, 2));
    const double sc = 1 + 0.045 * cpMean, sh = 1 + 0.015 * cpMean * t;
    const double rt = -std::sin(radians(2 * dTheta)) * rc;
    return std::sqrt(std::pow(dL / sl, 2) + std::pow(dC / sc, 2) + std::pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh));
}

double ciede2000(const QColor& x, const QColor& y) { return ciede2000(toLab(x), toLab(y)); }

QColor stateColour(const QImage& state, const QImage& reference, const QRect& probe) {
    // The most common colour among the pixels the state changed (in bins of 8 levels a
    // channel, so antialiased edges do not split a fill), averaged in linear RGB over its
    // bin: the fill a reader sees, not the glyph drawn on it in black or white.
    using Bins = std::unordered_map<int, std::pair<int, Linear>>;
    Bins changed, all;
    const QImage s = state.convertToFormat(QImage::Format_ARGB32);
    const QImage r = reference.isNull() ? s : reference.convertToFormat(QImage::Format_ARGB32);
    const QRect area = probe.intersected(s.rect());
    for (int y = area.top(); y <= area.bottom(); ++y) {
        const auto* sl = reinterpret_cast<const QRgb*>(s.constScanLine(y));
        const auto* rl = reinterpret_cast<const QRgb*>(r.constScanLine(y));
        for (int x = area.left(); x <= area.right(); ++x) {
            const QRgb c = sl[x], o = rl[x];
            const int bin = (qRed(c) / 8) << 10 | (qGreen(c) / 8) << 5 | (qBlue(c) / 8);
            auto add = [&](Bins& into) {
                auto& [count, sum] = into[bin];
                ++count;
                const Linear l = linear(QColor::fromRgb(c));
                sum = {sum.r + l.r, sum.g + l.g, sum.b + l.b};
            };
            add(all);
            if (std::abs(qRed(c) - qRed(o)) + std::abs(qGreen(c) - qGreen(o)) + std::abs(qBlue(c) - qBlue(o)) > 12) add(changed);
        }
    }
    const Bins& from = changed.empty() ? all : changed;
    if (from.empty()) return {};
    // The largest bin; among equals the lowest key, so the answer does not depend on hashing.
    const auto top = std::max_element(from.begin(), from.end(), [](const auto& x, const auto& y) {
        return x.second.first != y.second.first ? x.second.first < y.second.first : x.first > y.first;
    });
    const auto& [count, sum] = top->second;
    return fromLinear({sum.r / count, sum.g / count, sum.b / count});
}

}  // namespace pw::test
