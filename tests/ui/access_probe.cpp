// Not a test: a probe for the closing notes of the accessibility work.
//   pw_access_probe boards DIR        each board in the states that differ by colour, in the
//                                     light, dark and high-contrast schemes (DIR/<scheme>-<board>-<state>.png)
//   pw_access_probe simulate KIND IN OUT
//                                     IN as seen with KIND (protanopia, deuteranopia or
//                                     tritanopia; Machado 2009, severity 1.0) into OUT
//   pw_access_probe sheet OUT COLUMNS IN...
//                                     the images side by side, COLUMNS a row, at half size
#include <QApplication>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QPalette>

#include <cstdio>

#include "board_states.h"
#include "boards/board_theme.h"
#include "colour_vision.h"

namespace {

using namespace pw;

int usage() {
    std::fprintf(stderr, "usage: pw_access_probe boards DIR | simulate protanopia|deuteranopia|tritanopia IN OUT\n");
    return 2;
}

QString fileName(QString text) { return text.replace(QLatin1Char(' '), QLatin1Char('-')); }

void saveBoards(const QString& dir, const QString& scheme) {
    for (const test::StatePair& pair : test::boardStatePairs())
        for (const test::StateShot* shot : {&pair.a, &pair.b})
            shot->image.save(QStringLiteral("%1/%2-%3-%4.png").arg(dir, scheme, pair.board, fileName(shot->name)));
}

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = QApplication::arguments();
    if (args.size() == 3 && args[1] == QLatin1String("boards")) {
        QDir().mkpath(args[2]);
        saveBoards(args[2], QStringLiteral("light"));
        const QPalette original = QApplication::palette();
        QPalette dark = original;
        dark.setColor(QPalette::Window, QColor(0x20, 0x22, 0x26));
        dark.setColor(QPalette::WindowText, QColor(0xE8, 0xE8, 0xE8));
        QApplication::setPalette(dark);
        saveBoards(args[2], QStringLiteral("dark"));
        QApplication::setPalette(original);
        ui::BoardTheme::instance().setHighContrast(true);
        saveBoards(args[2], QStringLiteral("contrast"));
        return 0;
    }
    if (args.size() == 5 && args[1] == QLatin1String("simulate")) {
        const test::Vision vision = args[2] == QLatin1String("protanopia")     ? test::Vision::Protanopia
                                    : args[2] == QLatin1String("deuteranopia") ? test::Vision::Deuteranopia
                                    : args[2] == QLatin1String("tritanopia")   ? test::Vision::Tritanopia
                                                                               : test::Vision::Normal;
        if (vision == test::Vision::Normal) return usage();
        const QImage in(args[3]);
        if (in.isNull()) {
            std::fprintf(stderr, "cannot read %s\n", qPrintable(args[3]));
            return 1;
        }
        if (!test::simulate(in, vision).save(args[4])) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(args[4]));
            return 1;
        }
        return 0;
    }
    if (args.size() >= 5 && args[1] == QLatin1String("sheet")) {
        const int columns = std::max(1, args[3].toInt());
        const QStringList files = args.mid(4);
        QList<QImage> images;
        QSize cell;
        for (const QString& f : files) {
            QImage image(f);
            if (image.isNull()) continue;
            image = image.scaled(image.size() / 2, Qt::KeepAspectRatio, Qt::SmoothTransformation);
            cell = cell.expandedTo(image.size());
            images << image;
        }
        const int rows = (static_cast<int>(images.size()) + columns - 1) / columns;
        QImage sheet(cell.width() * columns, cell.height() * rows, QImage::Format_RGB32);
        sheet.fill(Qt::gray);
        QPainter p(&sheet);
        for (int i = 0; i < images.size(); ++i) p.drawImage((i % columns) * cell.width(), (i / columns) * cell.height(), images[i]);
        p.end();
        return sheet.save(args[2]) ? 0 : 1;
    }
    return usage();
}
