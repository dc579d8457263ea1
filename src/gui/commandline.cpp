#include "gui/commandline.h"

#include <QCommandLineParser>
#include <QRegularExpression>

namespace remis::gui {

namespace {

std::optional<RuleSet> ruleSetFromName(const QString& name) {
    const QString lower = name.toLower();
    if (lower == QLatin1String("fide"))
        return RuleSet::Fide;
    if (lower == QLatin1String("uscf"))
        return RuleSet::Uscf;
    if (lower == QLatin1String("casual"))
        return RuleSet::Casual;
    return std::nullopt;
}

}  // namespace

QStringList CommandLine::splitMoves(const QString& text) {
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    static const QRegularExpression moveNumber(QStringLiteral("^\\d+\\.+"));
    QStringList moves;
    for (QString token : text.split(separators, Qt::SkipEmptyParts)) {
        token.remove(moveNumber);  // "1.e4" and "1...e5" as written on a score sheet
        if (!token.isEmpty())
            moves << token;
    }
    return moves;
}

std::optional<StartupOptions> CommandLine::parse(const QStringList& arguments, QString* error) {
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Remis: a chess board with a FIDE arbiter."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption fen(QStringLiteral("fen"), tr("Start from the position FEN."), tr("FEN"));
    const QCommandLineOption moves(QStringLiteral("moves"), tr("Play these moves (SAN or UCI) after loading."), tr("MOVES"));
    const QCommandLineOption pgn(QStringLiteral("pgn"), tr("Open the first game of a PGN file."), tr("FILE"));
    const QCommandLineOption demo(QStringLiteral("demo"), tr("Load a demonstration by its id."), tr("ID"));
    const QCommandLineOption rules(QStringLiteral("rules"), tr("Rule set: fide, uscf or casual."), tr("RULES"));
    const QCommandLineOption flip(QStringLiteral("flip"), tr("Show the board from Black's side."));
    const QCommandLineOption resume(QStringLiteral("resume"), tr("Resume the autosaved game without asking."));
    const QCommandLineOption noResume(QStringLiteral("no-resume"), tr("Do not offer to resume the autosaved game."));
    const QCommandLineOption printFen(QStringLiteral("print-fen"), tr("Print the FEN of the position and exit."));
    const QCommandLineOption shot(QStringLiteral("screenshot"), tr("Save a picture of the window and exit."), tr("FILE.png"));
    const QCommandLineOption size(QStringLiteral("size"), tr("Window size for --screenshot (default 1280x800)."), tr("WxH"));
    parser.addOptions({fen, moves, pgn, demo, rules, flip, resume, noResume, printFen, shot, size});
    parser.process(arguments);  // exits for --help, --version and unknown options

    StartupOptions o;
    o.fen = parser.value(fen);
    o.moves = splitMoves(parser.value(moves));
    o.pgnFile = parser.value(pgn);
    o.demo = parser.value(demo);
    o.flip = parser.isSet(flip);
    o.resume = parser.isSet(resume);
    o.noResume = parser.isSet(noResume);
    o.printFen = parser.isSet(printFen);
    o.screenshot = parser.value(shot);
    if (parser.isSet(rules)) {
        o.rules = ruleSetFromName(parser.value(rules));
        if (!o.rules) {
            *error = tr("--rules must be fide, uscf or casual, not \"%1\"").arg(parser.value(rules));
            return std::nullopt;
        }
    }
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        const int w = wh.value(0).toInt(), h = wh.size() == 2 ? wh[1].toInt() : 0;
        if (w < 320 || h < 240 || w > 8000 || h > 8000) {
            *error = tr("--size must be WIDTHxHEIGHT, e.g. 1280x800");
            return std::nullopt;
        }
        o.size = QSize(w, h);
    }
    if (int(!o.fen.isEmpty()) + int(!o.pgnFile.isEmpty()) + int(!o.demo.isEmpty()) > 1) {
        *error = tr("use only one of --fen, --pgn and --demo");
        return std::nullopt;
    }
    return o;
}

}  // namespace remis::gui
