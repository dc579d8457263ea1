// The core's errors in the user's language: without a translation ErrorTexts says exactly
// what the core's English message says (the two wordings are twins), and with the German
// translation loaded the same error reads in German, fields and place included.
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "app/controller/gamecontroller.h"
#include "app/school/schoollibrary.h"
#include "app/text/errortexts.h"
#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/clock/clock.h"
#include "core/pgn/treebuilder.h"

using namespace remis;
using namespace remis::app;

namespace {

std::vector<Error> sampleErrors() {
    std::vector<Error> errors;
    for (const char* fen :
         {"", "8/8 w", "8/8/8/8/8/8/8/K6k w - - 0 1 x", "9/8/8/8/8/8/8/K6k w - - 0 1",
          "8/8/8/8/8/8/8/K6x w - - 0 1", "8/8/8/8/8/8/8/K5kk w - - 0 1",
          "P7/8/8/8/8/8/8/K6k w - - 0 1", "8/8/8/8/8/8/8/K6k w K - 0 1",
          "8/8/8/8/8/8/8/K6k w - e6 0 1", "8/8/8/8/8/8/8/K6k w - e3 0 1",
          "8/8/8/8/8/8/8/K6k w - - 0 0", "k7/8/8/8/8/8/8/R6K w - - 0 1"})
        errors.push_back(parseFen(fen).error());
    const Position start = Position::startPosition();
    for (const char* san : {"", "Qh5", "Nz9", "O-O", "e8", "Kx", "e2e5"})
        errors.push_back(parseMove(start, san).error());
    for (const char* tc : {"", "?", "40/5400:900+x", "5400d5:60b5", "0", "5400:60"})
        errors.push_back(parseTimeControl(tc).error());
    // What reading PGN reports: the FEN tag's repairs, stray text, a NAG out of range, an
    // unmatched parenthesis, a variation left open, a comment left open, no result, an
    // illegal move, a malformed tag inside the movetext, a tag read without its quotes, a '['
    // line that is no tag.
    const char* pgn =
        "[Event \"a\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w KQ - 0 0\"]\n\n"
        "1. Ra2 $300 @ Ke7 2. Kd1 ) (2. Kf1 *\n\n"
        "[Event \"b\"]\n[White x]\n[]\n\n1. e4 [x] e5 2. Ke3 *\n\n"
        "[Event \"c\"]\n\n1. e4 {open";
    for (const PgnGameRead& g : readPgnGamesDetailed(pgn))
        for (const PgnError& e : g.errors) errors.push_back(e.error);
    errors.push_back(makeError("disk full"));
    return errors;
}

}  // namespace

class TestErrorTexts : public QObject {
    Q_OBJECT

private slots:
    void untranslatedIsTheCoreMessage();
    void germanSaysItInGerman();
    void refusalIsASentence();
    void refusalSaysWhy();
    void lessonProblemsInTheUsersLanguage();
    void arbiterRefusalsInTheUsersLanguage_data();
    void arbiterRefusalsInTheUsersLanguage();
};

void TestErrorTexts::untranslatedIsTheCoreMessage() {
    const std::vector<Error> errors = sampleErrors();
    for (const Error& e : errors) QCOMPARE(ErrorTexts::text(e), QString::fromStdString(e.message));
    // The PGN reader's problems carry their codes too.
    for (ErrorCode c :
         {ErrorCode::PgnFullmoveZero, ErrorCode::PgnCastlingDropped, ErrorCode::PgnNagOutOfRange,
          ErrorCode::PgnUnexpected, ErrorCode::PgnUnmatchedParenthesis,
          ErrorCode::PgnUnterminatedComment, ErrorCode::PgnNoResult, ErrorCode::PgnMalformedTag,
          ErrorCode::PgnTagRepaired, ErrorCode::PgnTagKeptAsComment})
        QVERIFY2(
            std::any_of(errors.begin(), errors.end(), [c](const Error& e) { return e.code == c; }),
            englishWording(c));
    QVERIFY(std::any_of(errors.begin(), errors.end(), [](const Error& e) {
        return e.place == ErrorPlace::Move && e.placeArgs == std::vector<std::string>{"2. Ke3"};
    }));  // the illegal move keeps the core's code, placed at its move
}

void TestErrorTexts::germanSaysItInGerman() {
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_de.qm")));
    QCoreApplication::installTranslator(&german);
    const Error ep = parseFen("8/8/8/8/8/8/8/K6k w - e3 0 1").error();
    const QString text = ErrorTexts::text(ep);
    QVERIFY2(text.contains(QStringLiteral("Weiß")) && text.contains(QStringLiteral("e3")),
             qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("impossible")), qPrintable(text));
    for (const Error& e : sampleErrors()) {
        if (e.code == ErrorCode::Other) continue;
        QVERIFY2(ErrorTexts::text(e) != QString::fromStdString(e.message), e.message.c_str());
    }
    QCoreApplication::removeTranslator(&german);
}

// A refused move is shown in the status line and heard by a screen reader on its own: a
// sentence, with a capital letter and a full stop, in either language.
void TestErrorTexts::refusalIsASentence() {
    const Position start = Position::startPosition();
    const AppError refused(parseSan(start, "Ke3").error());
    QCOMPARE(ErrorTexts::sentence(refused), QStringLiteral("No king can legally move to e3."));
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_de.qm")));
    QCoreApplication::installTranslator(&german);
    const QString said = ErrorTexts::sentence(refused);
    QCoreApplication::removeTranslator(&german);
    // Worded for the piece: "Kein König", not "Keine Figur der Art „König“".
    QCOMPARE(said, QStringLiteral("Kein König kann regelgemäß nach e3 ziehen."));
}

// A move that a piece could make on the board but the Laws forbid: the pupil hears which rule.
void TestErrorTexts::refusalSaysWhy() {
    GameController c;
    QVERIFY(c.loadFen(QStringLiteral("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1")).ok());
    const AppResult<> san = c.playText(QStringLiteral("Nc3"));
    QVERIFY(!san);
    QCOMPARE(
        ErrorTexts::sentence(san.error()),
        QStringLiteral("No knight can legally move to c3: the move would expose its king to check "
                       "(FIDE 3.9)."));
    const AppResult<> uci = c.playText(QStringLiteral("e2c3"));
    QVERIFY(!uci);
    QCOMPARE(ErrorTexts::sentence(uci.error()),
             QStringLiteral("The knight on e2 cannot legally move to c3: the move would expose its "
                            "king to check (FIDE 3.9)."));
    QVERIFY(c.loadFen(QStringLiteral("4kr2/8/8/8/8/8/8/4K2R w K - 0 1")).ok());
    const AppResult<> castled = c.playText(QStringLiteral("O-O"));
    QVERIFY(!castled);
    QVERIFY2(ErrorTexts::text(castled.error())
                 .endsWith(QStringLiteral(": the king would cross a square that is attacked "
                                          "(FIDE 3.8.2.2)")),
             qPrintable(ErrorTexts::text(castled.error())));
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_de.qm")));
    QCoreApplication::installTranslator(&german);
    const QString said = ErrorTexts::sentence(castled.error());
    const QString pinned = ErrorTexts::sentence(san.error());
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(pinned, QStringLiteral("Kein Springer kann regelgemäß nach c3 ziehen: der Zug würde "
                                    "den eigenen König dem Schach aussetzen (FIDE 3.9)."));
    QVERIFY2(said.contains(QStringLiteral("angegriffen")) && said.endsWith(QStringLiteral(").")),
             qPrintable(said));
}

// A teacher's lesson file with mistakes: each problem is said in the user's language (a tester
// saw them in English in German), and without a translation exactly as `school check` says it.
void TestErrorTexts::lessonProblemsInTheUsersLanguage() {
    const char* lesson =
        "[Item \"a\"]\n[Question \"clam\"]\n\n*\n\n"
        "[Item \"b\"]\n[Question \"claim\"]\n[Rules \"Zonk\"]\n\n*\n\n"
        "[Item \"c\"]\n[Question \"same-position\"]\n\n1. Nf3 *\n\n"
        "[Item \"d\"]\n[Question \"flag-fall\"]\n[Flagged \"Grey\"]\n\n1. Nf3 *\n\n"
        "[Item \"e\"]\n[Question \"claim\"]\n[Claim \"maybe\"]\n\n1. Nf3 *\n\n"
        "[Item \"f\"]\n[Question \"claim\"]\n\n1. e5 *\n\n"
        "[Item \"g\"]\n[Question \"written-claim\"]\n\n1. Nf3 *\n\n"
        "[Item \"h\"]\n[Question \"claim\"]\n[Compare \"7\"]\n\n1. Nf3 *\n\n"
        "[Item \"i\"]\n[Question \"claim\"]\n[Answer \"zzz\"]\n\n1. Nf3 *\n\n"
        "[Item \"j\"]\n[Question \"claim\"]\n[TimeControl \"?x\"]\n\n1. Nf3 *\n\n"
        "[Item \"k\"]\n[Question \"written-claim\"]\n[Intended \"Qh5\"]\n\n1. Nf3 *\n\n"
        "[Item \"l\"]\n[Question \"claim\"]\n\n1. Nf3 *\n\n"
        "[Item \"l\"]\n[Question \"claim\"]\n\n1. Nf3 *\n";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(lesson);
    file.close();
    const school::LessonRead read = school::readLesson(lesson);
    QCOMPARE(read.problems.size(), size_t(12));
    SchoolLibrary english;
    english.loadFile(path);
    QCOMPARE(english.problems().size(), qsizetype(12));
    for (size_t i = 0; i < read.problems.size(); ++i)
        QCOMPARE(english.problems()[qsizetype(i)],
                 QStringLiteral("x.pgn: ") + QString::fromStdString(read.problems[i].message));
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_de.qm")));
    QCoreApplication::installTranslator(&german);
    SchoolLibrary library;
    library.loadFile(path);
    QCoreApplication::removeTranslator(&german);
    for (const QString& problem : library.problems()) {
        QVERIFY2(problem.startsWith(QStringLiteral("x.pgn: Zeile ")), qPrintable(problem));
        for (const char* english : {"line", "item", "unknown", "must", "needs", "second",
                                    "not a ply", "cannot be read", "no knight", "illegal"})
            QVERIFY2(!problem.contains(QLatin1String(english)), qPrintable(problem));
    }
}

// The items the arbiter refuses to answer (core/school Refusal: a flag fall after the end, a
// procedure with an incorrect claim, ...): in English the core's message, in German and
// Spanish no English word left, the written move in the language's letters (testers saw them
// in English among translated problems).
void TestErrorTexts::arbiterRefusalsInTheUsersLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("knight");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Zeile") << QStringLiteral("Sc6");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("línea") << QStringLiteral("Cc6");
}

void TestErrorTexts::arbiterRefusalsInTheUsersLanguage() {
    QFETCH(QString, language);
    QFETCH(QString, line);
    QFETCH(QString, knight);
    const char* lesson =
        "[Item \"r1\"]\n"
        "[Question \"claim\"]\n"
        "\n"
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 "
        "9. e4 *\n"
        "\n"
        "[Item \"r2\"]\n"
        "[Question \"flag-fall\"]\n"
        "[Flagged \"White\"]\n"
        "\n"
        "1. Nf3 *\n"
        "\n"
        "[Item \"r3\"]\n"
        "[Question \"flag-fall\"]\n"
        "[Flagged \"White\"]\n"
        "\n"
        "1. f3 e5 2. g4 Qh4# *\n"
        "\n"
        "[Item \"r4\"]\n"
        "[Question \"procedure\"]\n"
        "[Intended \"Nc6\"]\n"
        "\n"
        "1. e4 *\n"
        "\n"
        "[Item \"r5\"]\n"
        "[Question \"procedure\"]\n"
        "\n"
        "1. e4 *\n"
        "\n"
        "[Item \"r6\"]\n"
        "[Question \"written-claim\"]\n"
        "[SetUp \"1\"]\n"
        "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n"
        "[Intended \"Kb1\"]\n"
        "\n"
        "*\n"
        "\n"
        "[Item \"r7\"]\n"
        "[Question \"moves-until-claim\"]\n"
        "\n"
        "1. f3 e5 2. g4 Qh4# *\n"
        "\n"
        "[Item \"r8\"]\n"
        "[Question \"resignation\"]\n"
        "[Resigned \"White\"]\n"
        "\n"
        "1. f3 e5 2. g4 Qh4# *\n"
        "\n"
        "[Item \"r9\"]\n"
        "[Question \"illegal-move\"]\n"
        "\n"
        "1. Nf3 *\n"
        "\n"
        "[Item \"r10\"]\n"
        "[Question \"who-can-mate\"]\n"
        "\n"
        "1. f3 e5 2. g4 Qh4# *\n";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("r.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(lesson);
    file.close();
    const school::LessonRead read = school::readLesson(lesson);
    QCOMPARE(read.problems.size(), size_t(10));
    SchoolLibrary english;
    english.loadFile(path);
    QCOMPARE(english.problems().size(), qsizetype(10));
    for (size_t i = 0; i < read.problems.size(); ++i)
        QCOMPARE(english.problems()[qsizetype(i)],
                 QStringLiteral("r.pgn: ") + QString::fromStdString(read.problems[i].message));
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_%1.qm").arg(language)));
    QCoreApplication::installTranslator(&translator);
    SchoolLibrary library;
    library.loadFile(path);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(library.problems().size(), qsizetype(10));
    for (const QString& problem : library.problems()) {
        QVERIFY2(problem.startsWith(QStringLiteral("r.pgn: ") + line), qPrintable(problem));
        for (const char* english : {"the game", "over", "flag", "clock", "claim", "move", "must",
                                    "position", "ask", "resignation", "nothing", "_", "fivefold"})
            QVERIFY2(!problem.contains(QLatin1String(english)), qPrintable(problem));
    }
    QVERIFY2(library.problems()[3].contains(knight), qPrintable(library.problems()[3]));
}

QTEST_GUILESS_MAIN(TestErrorTexts)
#include "tst_errortexts.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
