// A French screen gets the compiler's own messages in French in the Compiler dock (where
// Debian's gcc-12-locales is installed), each still with its file, line and column, and
// an English screen in English.
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <filesystem>

#include "own/compiler_panel.h"
#include "window/language.h"
#include "window/main_window.h"
#include "window/own_version_controller.h"

namespace pw::ui {
namespace {

bool frenchCompilerInstalled() {
    std::error_code e;
    for (const auto& entry : std::filesystem::directory_iterator("/usr/share/locale/fr/LC_MESSAGES", e))
        if (entry.path().filename().string().rfind("gcc-", 0) == 0) return true;
    return false;
}

TEST(CompilerLanguage, TheCompilerDockSpeaksTheWindowsLanguage) {
    if (!frenchCompilerInstalled())
        GTEST_SKIP() << "gcc-12-locales is not installed (scripts/setup installs it): g++ speaks English only here";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ma_version.cpp"));
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("#include <puzzle_workbench/queens.h>\nvoid search(pw::Queens& q) {\n    q.place(0, rang);\n}\n");
    }
    struct English {
        ~English() { installLanguage(QStringLiteral("en")); }
    } restore;
    for (const QString& language : {QStringLiteral("fr"), QStringLiteral("en")}) {
        SCOPED_TRACE(language.toStdString());
        ASSERT_EQ(installLanguage(language), language);
        MainWindow window;
        ASSERT_TRUE(window.openVersion(path, true));
        const QStringList messages = window.ownVersions()->panel()->messages();
        ASSERT_FALSE(messages.isEmpty());
        EXPECT_TRUE(messages.front().startsWith(path + QStringLiteral(":3:16"))) << messages.front().toStdString();
        EXPECT_TRUE(messages.front().contains(language == QLatin1String("fr") ? QStringLiteral("déclaré")
                                                                              : QStringLiteral("was not declared")))
            << messages.front().toStdString();
    }
}

}  // namespace
}  // namespace pw::ui
