// remis: the desktop app. Everything is in the remis_gui library; this only starts it.
#include <QApplication>
#include <QIcon>
#include <cstdio>

#include "gui/window/commandline.h"
#include "gui/window/mainwindow.h"
#include "gui/window/resources.h"
#include "gui/window/startup.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    remis::gui::ensureResources();
    QApplication::setOrganizationName(QStringLiteral("Remis"));
    QApplication::setApplicationName(QStringLiteral("Remis"));
    QApplication::setApplicationVersion(QStringLiteral(REMIS_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("remis"));
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
