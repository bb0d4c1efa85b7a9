// GUI tests run offscreen with one QApplication for the whole binary.
//
// Each test process gets a home of its own (a new temporary folder, or PW_TEST_HOME when
// a parent test started this process and shares its home): the settings and the boards
// kept between sessions (<AppData>/boards) of one test never reach another, nor the
// user's.
#include <QApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home(QDir::tempPath() + QStringLiteral("/pw-ui-test-XXXXXX"));
    if (qEnvironmentVariableIsEmpty("PW_TEST_HOME")) qputenv("PW_TEST_HOME", home.path().toLocal8Bit());
    qputenv("HOME", qgetenv("PW_TEST_HOME"));
    QStandardPaths::setTestModeEnabled(true);  // and under that home, Qt's test folders
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("PuzzleWorkbenchTests"));
    QApplication::setApplicationName(QStringLiteral("Puzzle Workbench Tests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
