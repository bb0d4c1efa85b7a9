// The boards follow the desktop: a dark application palette gives dark boards whose ink
// still reads (WCAG contrast ≥ 4.5 for text, 3 for marks), and View › High contrast draws
// them black on white with heavy lines, a choice kept for the next start.
#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QSettings>

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "boards/board_palette.h"
#include "boards/board_registry.h"
#include "boards/board_theme.h"
#include "boards/board_view.h"
#include "puzzles/all_boards.h"
#include "window/main_window.h"

namespace pw::ui {
namespace {

/// WCAG 2 contrast ratio between two opaque colours.
double contrast(const QColor& a, const QColor& b) {
    auto luminance = [](const QColor& c) {
        auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
    };
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

QPalette darkPalette() {
    QPalette dark = QApplication::palette();
    dark.setColor(QPalette::Window, QColor(0x20, 0x22, 0x26));
    dark.setColor(QPalette::WindowText, QColor(0xE8, 0xE8, 0xE8));
    dark.setColor(QPalette::Base, QColor(0x18, 0x1A, 0x1E));
    dark.setColor(QPalette::Text, QColor(0xE8, 0xE8, 0xE8));
    return dark;
}

TEST(AccessibleSchemes, ADarkDesktopGivesDarkReadableBoards) {
    const QPalette original = QApplication::palette();
    QApplication::setPalette(darkPalette());
    const BoardPalette& pal = BoardPalette::dark();
    for (const QColor& ink : {pal.givenInk, pal.userInk, pal.labelText})
        EXPECT_GE(contrast(ink, pal.cellBackground), 4.5) << ink.name().toStdString();
    for (const QColor& mark : {pal.conflict, pal.solved, pal.cursor, pal.gridLine})
        EXPECT_GE(contrast(mark, pal.cellBackground), 3.0) << mark.name().toStdString();
    for (const BoardEntry& entry : builtinBoards().entries()) {
        std::unique_ptr<BoardView> board(entry.create(nullptr));
        board->resize(420, 420);
        EXPECT_TRUE(BoardPalette::of(*board).isDark()) << entry.puzzleId.toStdString();
        // The widget's surroundings and the grid's empty places are dark, the labels light.
        const QImage image = board->grab().toImage();
        const QColor corner = image.pixelColor(2, 2);
        EXPECT_LT(corner.lightnessF(), 0.3) << entry.puzzleId.toStdString();
        EXPECT_GE(contrast(board->palette().color(QPalette::WindowText), corner), 4.5) << entry.puzzleId.toStdString();
    }
    QApplication::setPalette(original);
}

TEST(AccessibleSchemes, HighContrastIsBlackOnWhiteAndKept) {
    QSettings().remove(QStringLiteral("view/highContrast"));
    {
        MainWindow window;
        QAction* action = nullptr;
        for (QAction* menu : window.menuBar()->actions())
            if (menu->menu())
                for (QAction* a : menu->menu()->actions())
                    if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H)) action = a;
        ASSERT_NE(action, nullptr);
        EXPECT_FALSE(action->isChecked());
        action->trigger();
        EXPECT_TRUE(BoardTheme::instance().highContrast());
        EXPECT_TRUE(QSettings().value(QStringLiteral("view/highContrast")).toBool());
        for (const BoardEntry& entry : builtinBoards().entries()) {
            ASSERT_TRUE(window.selectPuzzle(entry.puzzleId));
            BoardView* board = window.board();
            board->resize(420, 420);
            EXPECT_TRUE(BoardPalette::of(*board).isHighContrast());
            const QImage image = board->grab().toImage();
            EXPECT_EQ(image.pixelColor(2, 2), QColor(Qt::white)) << entry.puzzleId.toStdString();
        }
        EXPECT_EQ(BoardPalette::highContrast().gridLine, QColor(Qt::black));
        EXPECT_GE(BoardPalette::highContrast().lineScale, 2.0);
        BoardTheme::instance().setHighContrast(false);  // as a next start would not
    }
    {
        MainWindow again;  // the kept choice comes back with the window
        EXPECT_TRUE(BoardTheme::instance().highContrast());
    }
    QSettings().remove(QStringLiteral("view/highContrast"));
    BoardTheme::instance().setHighContrast(false);
}

}  // namespace
}  // namespace pw::ui
