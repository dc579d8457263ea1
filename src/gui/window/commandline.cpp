#include "gui/window/commandline.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QRegularExpression>

#include "app/text/errortexts.h"

namespace remis::gui {

namespace {

std::optional<RuleSet> ruleSetFromName(const QString& name) {
    const QString lower = name.toLower();
    if (lower == QLatin1String("fide")) return RuleSet::Fide;
    if (lower == QLatin1String("uscf")) return RuleSet::Uscf;
    if (lower == QLatin1String("casual")) return RuleSet::Casual;
    return std::nullopt;
}

}  // namespace

QStringList CommandLine::splitMoves(const QString& text) {
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    static const QRegularExpression moveNumber(QStringLiteral("^\\d+\\.+"));
    QStringList moves;
    for (QString token : text.split(separators, Qt::SkipEmptyParts)) {
        token.remove(moveNumber);  // "1.e4" and "1...e5" as written on a score sheet
        if (!token.isEmpty()) moves << token;
    }
    return moves;
}

std::optional<StartupOptions> CommandLine::parse(const QStringList& arguments, QString* error) {
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Remis: a chess board with a FIDE arbiter."));
    parser.addHelpOption();
    parser.addVersionOption();
    const auto value = [](const char* name, const QString& help, const QString& valueName) {
        return QCommandLineOption(QLatin1String(name), help, valueName);
    };
    const auto flag = [](const char* name, const QString& help) {
        return QCommandLineOption(QLatin1String(name), help);
    };
    parser.addOptions({
        value("fen", tr("Start from the position FEN."), tr("FEN")),
        value("moves", tr("Play these moves (SAN or UCI) after loading."), tr("MOVES")),
        value("pgn",
              tr("Open a PGN file as Game > Open PGN does: one game at once, a list of the games "
                 "to choose from for several (the first game with --print-fen or "
                 "--screenshot)."),
              tr("FILE")),
        value("demo", tr("Load a demonstration by its id."), tr("ID")),
        value("rules", tr("Rule set: fide, uscf or casual (a demonstration always follows FIDE)."),
              tr("RULES")),
        value(
            "time",
            tr("Time control in seconds, e.g. 300+3, 5400+30, 40/5400+30:1800+30, or - for none."),
            tr("TC")),
        value("view",
              tr("Open a view: editor (the position editor, with --fen even an illegal one) or "
                 "school (the rules school)."),
              tr("VIEW")),
        flag("flip", tr("Show the board from Black's side.")),
        flag("resume", tr("Resume the autosaved game without asking.")),
        flag("no-resume", tr("Do not offer to resume the autosaved game.")),
        flag("print-fen", tr("Print the FEN of the position and exit.")),
        value("screenshot", tr("Save a picture of the window and exit."), tr("FILE.png")),
        value("size", tr("Window size for --screenshot (default 1280x800)."), tr("WxH")),
    });
    parser.addPositionalArgument(QStringLiteral("file"),
                                 tr("A PGN file, a FEN file or a FEN to open."), tr("[FILE|FEN]"));
    parser.process(arguments);  // exits for --help, --version and unknown options
    auto options = fromParser(parser, error);
    if (options && !applyPositional(parser.positionalArguments(), &*options, error))
        return std::nullopt;
    return options;
}

bool CommandLine::asksForHelpOrVersion(const QStringList& arguments) {
    for (const QString& a : arguments.mid(1)) {
        if (a == QLatin1String("--")) return false;  // what follows is a file name
        if (a == QLatin1String("-h") || a == QLatin1String("--help") ||
            a == QLatin1String("--help-all") || a == QLatin1String("-v") ||
            a == QLatin1String("--version") || a == QLatin1String("-?"))
            return true;
    }
    return false;
}

bool CommandLine::asksForBatch(const QStringList& arguments) {
    for (const QString& a : arguments.mid(1)) {
        if (a == QLatin1String("--")) return false;
        if (a == QLatin1String("--print-fen") || a == QLatin1String("--screenshot") ||
            a.startsWith(QLatin1String("--screenshot=")))
            return true;
    }
    return false;
}

// `remis games.pgn`, `remis position.fen`, `remis "8/8/4k3/8/8/4K3/8/8 w - - 0 1"`, and the
// same FEN unquoted (its six fields arrive as six arguments). One name that is neither a file
// nor a FEN is a file that is not there (a stale link double-clicked in a file manager): it is
// no usage error, Startup opens the window without it and says so.
bool CommandLine::applyPositional(const QStringList& positional, StartupOptions* o,
                                  QString* error) {
    if (positional.isEmpty()) return true;
    if (!o->fen.isEmpty() || !o->pgnFile.isEmpty() || !o->demo.isEmpty()) {
        *error = tr("give either a file or one of --fen, --pgn and --demo, not both");
        return false;
    }
    const QString first = positional.first();
    const bool one = positional.size() == 1;
    if (one && QFileInfo(first).isFile()) {
        o->pgnFile = first;  // the PGN reader also takes a file that holds one FEN
        return true;
    }
    const bool fenLike =
        first.contains(QLatin1Char('/')) && (!one || first.count(QLatin1Char('/')) == 7);
    if (fenLike && !QFileInfo::exists(first)) {
        o->fen = positional.join(QLatin1Char(' '));
        return true;
    }
    if (one && !QFileInfo::exists(first)) {
        o->pgnFile = first;  // missing: Startup says so
        return true;
    }
    *error = missingFile(positional.join(QLatin1Char(' ')));
    return false;
}

QString CommandLine::missingFile(const QString& name) {
    return tr("cannot open %1: no such file").arg(name);
}

std::optional<StartupOptions> CommandLine::fromParser(const QCommandLineParser& parser,
                                                      QString* error) {
    StartupOptions o;
    o.fen = parser.value(QStringLiteral("fen"));
    o.moves = splitMoves(parser.value(QStringLiteral("moves")));
    o.pgnFile = parser.value(QStringLiteral("pgn"));
    o.demo = parser.value(QStringLiteral("demo"));
    o.view = parser.value(QStringLiteral("view")).toLower();
    if (!o.view.isEmpty() && o.view != QLatin1String("editor") &&
        o.view != QLatin1String("school")) {
        *error = tr("--view must be editor or school, not \"%1\"").arg(o.view);
        return std::nullopt;
    }
    o.flip = parser.isSet(QStringLiteral("flip"));
    o.resume = parser.isSet(QStringLiteral("resume"));
    o.noResume = parser.isSet(QStringLiteral("no-resume"));
    o.printFen = parser.isSet(QStringLiteral("print-fen"));
    o.screenshot = parser.value(QStringLiteral("screenshot"));
    if (parser.isSet(QStringLiteral("rules"))) {
        o.rules = ruleSetFromName(parser.value(QStringLiteral("rules")));
        if (!o.rules) {
            *error = tr("--rules must be fide, uscf or casual, not \"%1\"")
                         .arg(parser.value(QStringLiteral("rules")));
            return std::nullopt;
        }
    }
    if (parser.isSet(QStringLiteral("time"))) {
        auto control = parseTimeControl(parser.value(QStringLiteral("time")).toStdString());
        if (!control) {
            *error = tr("--time: %1").arg(app::ErrorTexts::text(control.error()));
            return std::nullopt;
        }
        o.timeControl = *control;
    }
    if (parser.isSet(QStringLiteral("size")) &&
        !parseSize(parser.value(QStringLiteral("size")), &o.size)) {
        *error = tr("--size must be WIDTHxHEIGHT, e.g. 1280x800");
        return std::nullopt;
    }
    if (int(!o.fen.isEmpty()) + int(!o.pgnFile.isEmpty()) + int(!o.demo.isEmpty()) > 1) {
        *error = tr("use only one of --fen, --pgn and --demo");
        return std::nullopt;
    }
    return o;
}

bool CommandLine::parseSize(const QString& text, QSize* size) {
    const QStringList wh = text.split(QLatin1Char('x'));
    const int w = wh.value(0).toInt(), h = wh.size() == 2 ? wh[1].toInt() : 0;
    if (w < 320 || h < 240 || w > 8000 || h > 8000) return false;
    *size = QSize(w, h);
    return true;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
