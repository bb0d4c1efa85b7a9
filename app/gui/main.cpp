// puzzle-workbench: the desktop application. Everything is in the pw_ui library; this
// file only reads the command line and runs the event loop.
#include <QApplication>

#include <cstdio>

#include "window/launcher.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("PuzzleWorkbench"));
    QApplication::setApplicationName(QStringLiteral("Puzzle Workbench"));
    QApplication::setApplicationVersion(QStringLiteral(PW_VERSION));

    pw::ui::LaunchOptions options;
    QString error;
    if (!pw::ui::parseLaunchOptions(QApplication::arguments(), &options, &error)) {
        std::fprintf(stderr, "puzzle-workbench: %s\n", qPrintable(error));
        return 2;
    }
    pw::ui::Launcher launcher(options);
    if (!launcher.start(&error)) {
        std::fprintf(stderr, "puzzle-workbench: %s\n", qPrintable(error));
        return 2;
    }
    int status = 0;
    QObject::connect(&launcher, &pw::ui::Launcher::screenshotDone, &app, [&status](bool ok) {
        if (!ok) std::fprintf(stderr, "puzzle-workbench: cannot write the screenshot\n");
        status = ok ? 0 : 1;
        QApplication::exit(status);
    });
    const int loop = QApplication::exec();
    return status ? status : loop;
}
