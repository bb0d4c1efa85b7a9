// The board's file: the title names it and marks unsaved changes; opening a file or a
// sample over unsaved changes asks Save / Discard / Cancel; every write goes through
// QSaveFile (Save, the chart's PNG and CSV, the search tree's SVG and PNG), so a write
// that fails leaves the old file whole, and says so.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <csignal>
#include <sys/resource.h>

#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "puzzles/queens/queens_board_view.h"
#include "tree/search_tree_panel.h"
#include "io/atomic_write.h"
#include "window/main_window.h"

namespace pw::ui {
namespace {

/// Answers the window's questions as told and records its warnings.
struct Answers {
    UnsavedChoice choice = UnsavedChoice::Cancel;
    int asked = 0;
    QStringList warnings;

    void install(MainWindow& window) {
        WindowPrompts prompts;
        prompts.unsavedChanges = [this](QWidget*, const QString&) {
            ++asked;
            return choice;
        };
        prompts.warning = [this](QWidget*, const QString&, const QString& message) { warnings << message; };
        prompts.notice = [](QWidget*, const QString&, const QString&) {};
        window.setPrompts(prompts);
    }
};

QByteArray contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

QueensBoardView* queens(MainWindow& window) {
    window.selectPuzzle(QStringLiteral("queens"));
    return qobject_cast<QueensBoardView*>(window.board());
}

/// Makes every write of this process past `bytes` fail, the way a full disk does, for
/// as long as it lives. Root may write anywhere, so a read-only folder would not do.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        getrlimit(RLIMIT_FSIZE, &saved_);
        oldHandler_ = std::signal(SIGXFSZ, SIG_IGN);  // the write fails with EFBIG instead
        rlimit limit = saved_;
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit() {
        setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, oldHandler_);
    }

private:
    rlimit saved_{};
    void (*oldHandler_)(int) = nullptr;
};

TEST(Document, TheTitleNamesTheFileAndMarksChanges) {
    QTemporaryDir dir;
    MainWindow window;
    Answers answers;
    answers.install(window);
    auto* board = queens(window);
    EXPECT_EQ(window.windowTitle(), QStringLiteral("Puzzle Workbench")) << "an untitled board";
    const QString path = dir.filePath(QStringLiteral("eight.txt"));
    ASSERT_TRUE(window.saveBoardTo(path));
    EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("eight.txt[*]"))) << window.windowTitle().toStdString();
    EXPECT_FALSE(window.isWindowModified());
    board->toggleSquare(9);
    EXPECT_TRUE(window.isWindowModified());
    EXPECT_TRUE(window.isDocumentModified());
    board->undoStack()->undo();
    EXPECT_FALSE(window.isWindowModified()) << "back to what the file holds";
    // Another puzzle's board is another document: its title is its own.
    window.selectPuzzle(QStringLiteral("magic"));
    EXPECT_EQ(window.windowTitle(), QStringLiteral("Puzzle Workbench"));
    window.selectPuzzle(QStringLiteral("queens"));
    EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("eight.txt")));
}

TEST(Document, OpeningOverUnsavedChangesAsksSaveDiscardOrCancel) {
    QTemporaryDir dir;
    const QString mine = dir.filePath(QStringLiteral("mine.txt")), other = dir.filePath(QStringLiteral("other.txt"));
    writeFile(other, "15863724\n");
    MainWindow window;
    Answers answers;
    answers.install(window);
    auto* board = queens(window);
    ASSERT_TRUE(window.saveBoardTo(mine));
    board->toggleSquare(0);
    const QString changed = board->toText();

    answers.choice = UnsavedChoice::Cancel;
    EXPECT_FALSE(window.openPath(other));
    EXPECT_EQ(answers.asked, 1);
    EXPECT_EQ(board->toText(), changed) << "Cancel keeps the board as it is";
    EXPECT_EQ(window.documentPath(), QFileInfo(mine).absoluteFilePath());

    answers.choice = UnsavedChoice::Save;
    EXPECT_TRUE(window.openPath(other));
    EXPECT_EQ(answers.asked, 2);
    EXPECT_EQ(QString::fromUtf8(contents(mine)), changed) << "Save wrote the changes first";
    EXPECT_EQ(window.documentPath(), QFileInfo(other).absoluteFilePath());
    EXPECT_EQ(board->queens().size(), 8u);

    board->toggleSquare(0);
    answers.choice = UnsavedChoice::Discard;
    EXPECT_TRUE(window.openSample(QStringLiteral("queens"), QStringLiteral("24683157\n")));
    EXPECT_EQ(answers.asked, 3);
    EXPECT_EQ(contents(other), QByteArray("15863724\n")) << "Discard leaves the file alone";
    EXPECT_TRUE(window.documentPath().isEmpty()) << "a sample is no file of the user's";
    // An untitled board is kept anyway: replacing it asks nothing.
    board->toggleSquare(1);
    EXPECT_TRUE(window.openPath(other));
    EXPECT_EQ(answers.asked, 3);
    EXPECT_TRUE(answers.warnings.isEmpty()) << answers.warnings.join(QLatin1Char('\n')).toStdString();
}

TEST(Document, AFileThatIsNotAPuzzleIsToldByLine) {
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.txt"));
    writeFile(bad, "# a position\nQ...\n..Q.\n.Qx.\n...Q\n");
    MainWindow window;
    Answers answers;
    answers.install(window);
    auto* board = queens(window);
    const QString before = board->toText();
    EXPECT_FALSE(window.openPath(bad));
    ASSERT_EQ(answers.warnings.size(), 1);
    EXPECT_TRUE(answers.warnings.front().contains(QStringLiteral("Line 4, column 3"))) << answers.warnings.front().toStdString();
    EXPECT_EQ(board->toText(), before);
}

TEST(Document, AFailedSaveLeavesTheOldFileWholeAndSaysSo) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("board.txt"));
    const QByteArray old = "# the old file\n" + QByteArray(40, '#') + "\n";
    writeFile(path, old);
    MainWindow window;
    Answers answers;
    answers.install(window);
    auto* board = queens(window);
    window.setBoardSize(20);  // 420 bytes of text
    board->toggleSquare(5);
    {
        FileSizeLimit full(100);  // the disk is full after 100 bytes
        EXPECT_FALSE(window.saveBoardTo(path));
    }
    EXPECT_EQ(contents(path), old);
    ASSERT_EQ(answers.warnings.size(), 1);
    EXPECT_TRUE(answers.warnings.front().contains(QStringLiteral("board.txt"))) << answers.warnings.front().toStdString();
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("board.txt")}) << "no half-written file left";
    EXPECT_TRUE(window.documentPath().isEmpty()) << "the board is not that file's";

    // A folder that is a file: nothing can be written there.
    EXPECT_FALSE(window.saveBoardTo(path + QStringLiteral("/inside.txt")));
    EXPECT_EQ(answers.warnings.size(), 2);
    EXPECT_EQ(contents(path), old);
}

TEST(Document, ExportsGoThroughTheSameSafeWrite) {
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("chart.png")), csv = dir.filePath(QStringLiteral("chart.csv"));
    writeFile(png, "old picture");
    writeFile(csv, "old figures");
    MainWindow window;
    window.resize(1200, 900);
    QString error;
    {
        FileSizeLimit full(8);
        EXPECT_FALSE(window.chart()->savePng(png, &error));
        EXPECT_FALSE(error.isEmpty());
        EXPECT_FALSE(writeFileAtomically(csv, QByteArray(1000, 'x'), &error));
    }
    EXPECT_EQ(contents(png), QByteArray("old picture"));
    EXPECT_EQ(contents(csv), QByteArray("old figures"));
    EXPECT_FALSE(window.chart()->savePng(png + QStringLiteral("/x.png"), &error));
    ASSERT_TRUE(window.chart()->savePng(png, &error)) << error.toStdString();
    EXPECT_TRUE(contents(png).startsWith("\x89PNG"));
    ASSERT_TRUE(writeFileAtomically(csv, "a,b\n", &error));
    EXPECT_EQ(contents(csv), QByteArray("a,b\n"));
}

TEST(Document, TheSearchTreeExportsGoThroughTheSameSafeWrite) {
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("tree.svg")), png = dir.filePath(QStringLiteral("tree.png"));
    writeFile(svg, "old drawing");
    writeFile(png, "old picture");
    MainWindow window;
    window.resize(1200, 900);
    window.show();
    window.setTreeVisible(true);
    QTest::qWait(50);
    SearchTreePanel* tree = window.treePanel();
    QString error;
    {
        FileSizeLimit full(8);
        EXPECT_FALSE(tree->exportSvg(svg, &error));
        EXPECT_FALSE(error.isEmpty());
        error.clear();
        EXPECT_FALSE(tree->exportPng(png, &error));
        EXPECT_FALSE(error.isEmpty());
    }
    EXPECT_EQ(contents(svg), QByteArray("old drawing"));
    EXPECT_EQ(contents(png), QByteArray("old picture"));
    ASSERT_TRUE(tree->exportSvg(svg, &error)) << error.toStdString();
    EXPECT_TRUE(contents(svg).contains("<svg"));
    ASSERT_TRUE(tree->exportPng(png, &error)) << error.toStdString();
    EXPECT_TRUE(contents(png).startsWith("\x89PNG"));
}

}  // namespace
}  // namespace pw::ui
