// CommandLine: the options of `remis` (QCommandLineParser):
//   remis [--fen FEN] [--moves MOVES] [--pgn FILE] [--demo ID] [--rules fide|uscf|casual]
//         [--time TC] [--flip] [--resume | --no-resume] [--print-fen]
//         [--screenshot FILE.png [--size WxH]] [FILE.pgn | FILE.fen | FEN]
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>

#include "core/clock/clock.h"
#include "core/rules/outcome.h"

namespace remis::gui {

struct StartupOptions {
    QString fen;
    QStringList moves;  // SAN or UCI, played after loading
    QString pgnFile;
    QString demo;  // a demonstration id from :/demos/demos.json
    QString view;  // "editor" or "school": open that view (with --screenshot, picture it)
    std::optional<RuleSet> rules;
    std::optional<TimeControl> timeControl;  // --time, PGN TimeControl form ("300+3", "-")
    bool flip = false;
    bool resume = false;    // resume the autosaved game without asking
    bool noResume = false;  // never offer to resume
    bool printFen = false;  // print the FEN of the position after loading, then exit
    QString screenshot;     // render the window off screen to this PNG, then exit
    QSize size{1280, 800};  // window size for --screenshot
    bool isBatch() const { return printFen || !screenshot.isEmpty(); }
};

class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(remis::gui::CommandLine)
public:
    // Parses the arguments (argv[0] first). On a usage error returns nullopt and sets error;
    // --help and --version print and exit as QCommandLineParser does.
    static std::optional<StartupOptions> parse(const QStringList& arguments, QString* error);
    static QStringList splitMoves(const QString& text);  // "e4 e5, Nf3" -> e4 e5 Nf3
    // True when the arguments ask only for --help or --version: main() answers those with a
    // QCoreApplication, so that they work without a display.
    static bool asksForHelpOrVersion(const QStringList& arguments);
    // True when the arguments ask for --print-fen or --screenshot, which draw nothing on a
    // screen: main() lets them run on the offscreen platform when there is no display.
    static bool asksForBatch(const QStringList& arguments);
    // "cannot open NAME: no such file", as the terminal is told.
    static QString missingFile(const QString& name);

private:
    static std::optional<StartupOptions> fromParser(const QCommandLineParser& parser,
                                                    QString* error);
    static bool parseSize(const QString& text, QSize* size);
    static bool applyPositional(const QStringList& positional, StartupOptions* options,
                                QString* error);
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
