// puzzle-workbench: the desktop application. Everything is in the pw_ui library; this
// file reads the command line, then runs the event loop.
#include <QApplication>
#include <QCoreApplication>

#include <cstdio>

#include "boards/svg_icon.h"
#include "print/worksheet_command.h"
#include "window/command_line.h"
#include "window/language.h"
#include "window/launcher.h"

namespace {

void nameApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("PuzzleWorkbench"));
    QCoreApplication::setApplicationName(QStringLiteral("Puzzle Workbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PW_VERSION));
}

/// Reads the command line with a QCoreApplication only: --help, --version and a
/// mistake must work with no display (on a server, in a package check), and a
/// QApplication would first need a platform.
pw::ui::CommandLine readCommandLine(int argc, char** argv) {
    QCoreApplication core(argc, argv);
    nameApplication();
    const QStringList arguments = QCoreApplication::arguments();
    pw::ui::installLanguage(pw::ui::chosenLanguage(pw::ui::languageArgument(arguments)));
    return pw::ui::readCommandLine(arguments);
}

}  // namespace

int main(int argc, char** argv) {
    const pw::ui::CommandLine command = readCommandLine(argc, argv);
    switch (command.action) {
    case pw::ui::CommandLine::Action::PrintHelp:
    case pw::ui::CommandLine::Action::PrintVersion:
        std::printf("%s\n", qPrintable(command.text.trimmed()));
        return 0;
    case pw::ui::CommandLine::Action::Fail:
        std::fprintf(stderr, "puzzle-workbench: %s\n", qPrintable(command.text));
        return 2;
    case pw::ui::CommandLine::Action::Worksheet: {
        // No window: the boards are painted offscreen into the PDF (a display is not
        // needed, and none is opened when there is one).
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        nameApplication();
        pw::ui::installLanguage(pw::ui::chosenLanguage(command.options.language));  // the pages' texts
        return pw::ui::writeWorksheetPdf(command.worksheet, command.worksheetPath, command.paper, stderr);
    }
    case pw::ui::CommandLine::Action::Start:
        break;
    }

    QApplication app(argc, argv);
    nameApplication();
    // The desktop file's name lets a Wayland compositor match the window to its menu
    // entry and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral(PW_APP_ID));
    QApplication::setWindowIcon(pw::ui::svgIcon(QStringLiteral(":/app/puzzle-workbench.svg")));

    pw::ui::Launcher launcher(command.options);
    QString error;
    if (!launcher.start(&error)) {
        std::fprintf(stderr, "puzzle-workbench: %s\n", qPrintable(error));
        return 2;
    }
    int status = 0;
    QObject::connect(&launcher, &pw::ui::Launcher::outputsDone, &app, [&status, &launcher](bool ok) {
        if (!ok) std::fprintf(stderr, "puzzle-workbench: %s\n", qPrintable(launcher.outputError()));
        // The files were written, but the run was stopped by its budget: which version finishes.
        if (!launcher.outputNote().isEmpty()) std::fprintf(stderr, "puzzle-workbench: %s\n", qPrintable(launcher.outputNote()));
        status = ok ? 0 : 1;
        QApplication::exit(status);
    });
    const int loop = QApplication::exec();
    return status ? status : loop;
}
