// remis: the desktop app. Everything is in the remis_gui library; this only starts it.
#include <QApplication>
#include <QIcon>
#include <cstdio>
#include <cstdlib>

#include "app/services/settings.h"
#include "app/services/translations.h"
#include "gui/content/resources.h"
#include "gui/window/commandline.h"
#include "gui/window/mainwindow.h"
#include "gui/window/startup.h"

namespace {

// Names the settings and data folders, then speaks the user's language.
void setIdentity() {
    QCoreApplication::setOrganizationName(QStringLiteral("Remis"));
    QCoreApplication::setApplicationName(QStringLiteral("Remis"));
    QCoreApplication::setApplicationVersion(QStringLiteral(REMIS_VERSION));
    remis::app::Translations::install(remis::app::Settings().language());
}

// --help and --version need no display: a QCoreApplication loads no platform plug-in.
[[noreturn]] void answerHelpOrVersion(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    setIdentity();
    QString error;
    remis::gui::CommandLine::parse(QCoreApplication::arguments(), &error);  // prints, exits
    std::fprintf(stderr, "remis: %s\n", qPrintable(error));
    std::exit(2);
}

// --print-fen and --screenshot show nothing on a screen: with no display to connect to (a
// server, a CI job, a terminal over ssh) they run on the offscreen platform instead of
// aborting. A platform the user chose (QT_QPA_PLATFORM, -platform) is left as it is.
void chooseBatchPlatform(const QStringList& arguments) {
    if (!remis::gui::CommandLine::asksForBatch(arguments)) return;
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
        !qEnvironmentVariableIsEmpty("DISPLAY") ||
        !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
        arguments.contains(QLatin1String("-platform")))
        return;
    qputenv("QT_QPA_PLATFORM", "offscreen");
}

}  // namespace

int main(int argc, char** argv) {
    QStringList rawArguments;
    for (int i = 0; i < argc; ++i) rawArguments << QString::fromLocal8Bit(argv[i]);
    if (remis::gui::CommandLine::asksForHelpOrVersion(rawArguments))
        answerHelpOrVersion(argc, argv);
    chooseBatchPlatform(rawArguments);

    QApplication app(argc, argv);
    remis::gui::ensureResources();
    setIdentity();
    QApplication::setDesktopFileName(QStringLiteral(REMIS_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/remis.svg")));

    QString error;
    const auto options = remis::gui::CommandLine::parse(QApplication::arguments(), &error);
    if (!options) {
        std::fprintf(stderr, "remis: %s\n", qPrintable(error));
        return 2;
    }
    remis::gui::MainWindow window;
    const int code = remis::gui::Startup::run(window, *options);
    return code >= 0 ? code : QApplication::exec();
}
// SPDX-License-Identifier: GPL-3.0-or-later
