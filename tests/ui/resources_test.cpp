// What resources/ ships: the icons draw at every size asked, and every sample opens on
// its puzzle's board, with a title and caption translated into French.
#include <QFile>
#include <QImage>
#include <QPixmap>
#include <QTranslator>

#include <gtest/gtest.h>

#include <cstring>
#include <memory>

#include "boards/board_view.h"
#include "boards/svg_icon.h"
#include "puzzles/all_boards.h"

namespace {

/// The share of the pixels of `icon` at `size` that are opaque: a tile with rounded
/// corners covers about 3/4 of a 16-pixel square, and more at larger sizes.
double coverage(const QIcon& icon, int size) {
    const QImage image = icon.pixmap(size, size).toImage().convertToFormat(QImage::Format_ARGB32);
    if (image.size() != QSize(size, size)) return 0;
    int opaque = 0;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) opaque += qAlpha(image.pixel(x, y)) > 200;
    return double(opaque) / (size * size);
}

}  // namespace

TEST(Resources, IconsDrawFrom16To256Pixels) {
    std::vector<std::pair<QString, QIcon>> icons{{QStringLiteral("app"), pw::ui::svgIcon(QStringLiteral(":/app/puzzle-workbench.svg"))}};
    for (const pw::ui::BoardEntry& entry : pw::ui::builtinBoards().entries()) icons.emplace_back(entry.puzzleId, entry.icon());
    for (const auto& [name, icon] : icons) {
        ASSERT_FALSE(icon.isNull()) << name.toStdString();
        for (int size : {16, 40, 256}) EXPECT_GT(coverage(icon, size), 0.7) << name.toStdString() << " at " << size;
    }
    EXPECT_TRUE(pw::ui::svgIcon(QStringLiteral(":/no/such.svg")).isNull());
}

TEST(Resources, EverySampleOpensOnItsBoard) {
    int samples = 0;
    for (const pw::ui::BoardEntry& entry : pw::ui::builtinBoards().entries()) {
        EXPECT_FALSE(entry.samples.empty()) << entry.puzzleId.toStdString();
        const std::unique_ptr<pw::ui::BoardView> board(entry.create(nullptr));
        for (const pw::ui::BoardSample& sample : entry.samples) {
            QFile file(sample.resource);
            ASSERT_TRUE(file.open(QIODevice::ReadOnly | QIODevice::Text)) << sample.resource.toStdString();
            QString error;
            EXPECT_TRUE(board->fromText(QString::fromUtf8(file.readAll()), &error))
                << sample.resource.toStdString() << ": " << error.toStdString();
            EXPECT_TRUE(sample.resource.startsWith(QStringLiteral(":/") + entry.puzzleId + QStringLiteral("/samples/")));
            ++samples;
        }
    }
    EXPECT_GE(samples, 7);
}

TEST(Resources, SampleTextsAreTranslated) {
    QTranslator french;  // the application's French, as compiled into its resources
    ASSERT_TRUE(french.load(QStringLiteral(":/i18n/puzzle-workbench_fr")));
    for (const pw::ui::BoardEntry& entry : pw::ui::builtinBoards().entries())
        for (const pw::ui::BoardSample& sample : entry.samples)
            for (const char* text : {sample.title, sample.caption}) {
                EXPECT_GT(std::strlen(text), 5u);
                EXPECT_FALSE(french.translate("Samples", text).isEmpty()) << text;
            }
}
