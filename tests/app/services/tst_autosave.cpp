// Autosave round trip in a temporary directory, resumability, and Settings over an INI file.
#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "app/models/movelistmodel.h"
#include "app/services/autosave.h"
#include "app/services/clockdriver.h"
#include "app/services/settings.h"

using namespace remis;
using namespace remis::app;

namespace {

// A game on the app's clock, as the tests of the kept clock readings play and resume it: the
// controller reads the time from `now`, its autosave writes into `dir`, and the clock driver
// starts the clock with the first move, as in the app.
struct TimedController : GameController {
    explicit TimedController(const int64_t& now) {
        setTimeSource([&now] { return now; });
    }
};

struct TimedSession {
    TimedSession(const QString& dir, const int64_t& now)
        : controller(now), autosave(&controller, dir), clock(&controller) {}
    TimedController controller;
    Autosave autosave;
    ClockDriver clock;
};

}  // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void finishedGameIsNotResumable();
    void unsavedMateIsOffered();
    void unsavedCorrectionIsOffered();
    void environmentOverride();
    void timedGameKeepsClocks();
    void resumedGameGoesOnAsItStood();
    void olderAutosaveResumesWithWaitingClocks();
    void runningClockIsSavedMeanwhile();
    void pausedClockResumesPaused();
    void runningClockResumesPaused();
    void sourceFileIsKept();
    void keptCopyIsTheGameAlone();
    void keptCopiesAreAddedNotWrittenOver();
    void settings();
};

void TestAutosave::roundTrip() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString fen, pgn;
    {
        GameController c;
        Autosave save(&c, dir.path());
        QSignalSpy saved(&save, &Autosave::saved);
        QVERIFY(c.playMoves({"e4", "c5", "Nf3", "d6"}).ok());
        c.offerDraw(Black);
        QVERIFY(saved.count() >= 4);  // after every move
        QVERIFY(QFile::exists(save.filePath()));
        fen = c.navigator().fen();
        pgn = c.pgnText();
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
             QStringList{"autosave.pgn"});  // no temporaries left
    GameController d;
    MoveListModel moves(&d);
    Autosave resume(&d, dir.path());
    QVERIFY(resume.hasResumableGame());
    QVERIFY(resume.resume().ok());
    QCOMPARE(d.navigator().fen(), fen);
    QCOMPARE(d.ply(), 4);
    QCOMPARE(moves.rowCount(), 2);
    QCOMPARE(moves.data(moves.index(1, 2)).toString(), QStringLiteral("d6 (=)"));
    QCOMPARE(d.pgnText(), pgn);
}

void TestAutosave::finishedGameIsNotResumable() {
    QTemporaryDir dir;
    GameController c;
    Autosave save(&c, dir.path());
    QVERIFY(!save.hasResumableGame());  // nothing saved yet
    QVERIFY(c.playMoves({"e4", "e5"}).ok());
    QVERIFY(save.hasResumableGame());
    c.resign(White);
    QVERIFY(save.hasResumableGame());  // saved in no file: the autosave is the only copy
    c.setModified(false);              // saved by the user (GameFiles)
    QVERIFY(!save.hasResumableGame());
    c.newGame();
    QVERIFY(!save.hasResumableGame());  // a fresh game has nothing to resume
    QVERIFY(save.discard());
    QVERIFY(!QFile::exists(save.filePath()));
}

// Tester: --time 300+3, f3 e5 g4 Qh4#, never saved, kill -9: the restart offered nothing and
// wrote an empty game over the autosave. A finished game saved in no file is offered, saying
// how it ended, and comes back finished, as it was.
void TestAutosave::unsavedMateIsOffered() {
    QTemporaryDir dir;
    QString pgn;
    {
        GameController c;
        Autosave save(&c, dir.path());
        ClockDriver clock(&c);
        c.newGame(RuleSet::Fide, TimeControl::fischer(300000, 3000));
        QVERIFY(c.playMoves({"f3", "e5", "g4", "Qh4"}).ok());
        QVERIFY(c.hasEnded());
        pgn = c.pgnText();
    }
    GameController d;
    Autosave resume(&d, dir.path());
    QCOMPARE(resume.state(), AutosaveState::Resumable);
    const auto saved = resume.resumableGame();
    QVERIFY(saved.has_value());
    QCOMPARE(saved->plies, 4);
    QVERIFY2(saved->ending.contains(QLatin1String("Black wins: checkmate")),
             qPrintable(saved->ending));
    QVERIFY(resume.resume().ok());
    QVERIFY(d.hasEnded());
    QCOMPARE(d.outcome().result, GameResult::BlackWins);
    QVERIFY(d.isModified());  // still in no file
    QCOMPARE(d.pgnText(), pgn);
}

// Tester: a result against the rules in a game read from a file, corrected to the arbiter's
// ruling, kill -9: the correction was gone and nothing was offered.
void TestAutosave::unsavedCorrectionIsOffered() {
    QTemporaryDir dir;
    {
        GameController c;
        Autosave save(&c, dir.path());
        QVERIFY(c.loadPgnText(QStringLiteral("[Event \"Dead\"]\n[Result \"1-0\"]\n[SetUp \"1\"]\n"
                                             "[FEN \"4k3/8/8/8/8/8/3n4/4KB2 w - - 0 60\"]\n\n"
                                             "60. Kxd2 Kd7 1-0\n"))
                    .ok());
        QVERIFY(!save.hasResumableGame());  // as read: the file has it
        QVERIFY(c.correctResult().has_value());
    }
    GameController d;
    Autosave resume(&d, dir.path());
    const auto saved = resume.resumableGame();
    QVERIFY(saved.has_value());
    QVERIFY2(saved->ending.startsWith(QLatin1String("Draw")), qPrintable(saved->ending));
    QVERIFY(resume.resume().ok());
    QVERIFY2(d.pgnText().contains(QLatin1String("[Result \"1/2-1/2\"]")), qPrintable(d.pgnText()));
}

void TestAutosave::environmentOverride() {
    QTemporaryDir dir;
    qputenv("REMIS_DATA_DIR", dir.path().toUtf8());
    GameController c;
    Autosave save(&c);
    QCOMPARE(save.filePath(), QDir(dir.path()).filePath("autosave.pgn"));
    qunsetenv("REMIS_DATA_DIR");
}

void TestAutosave::timedGameKeepsClocks() {
    QTemporaryDir dir;
    int64_t now = 0;
    {
        TimedSession session(dir.path(), now);
        GameController& c = session.controller;
        c.newGame(RuleSet::Fide, TimeControl::suddenDeath(300000));
        now = 7000;
        QVERIFY(c.playText("e4").ok());
        now = 10000;
        QVERIFY(c.playText("e5").ok());
        now = 25000;  // White thinks; the program is killed before anything else is saved
    }
    TimedSession resumed(dir.path(), now);
    auto& [d, resume, clock] = resumed;
    now = 60000;
    QVERIFY(resume.resume().ok());
    QVERIFY(clock.isTimed());
    // 1.e4 started the clock (it used no time); Black then thought 3 s. Resumed, the clocks
    // show the saved times, and White's runs on from the resumption.
    QCOMPARE(clock.remainingMs(White), int64_t(300000));
    QCOMPARE(clock.remainingMs(Black), int64_t(297000));
    QVERIFY(!clock.isWaiting());
    now = 65000;
    QCOMPARE(clock.remainingMs(White), int64_t(295000));
    const auto saved = resume.resumableGame();
    QVERIFY(saved.has_value());
    QCOMPARE(saved->plies, 2);
}

// Tester: 300+2, White to move offered a draw with 4:51 on the clock, kill -9, resumed: White
// showed 5:00, the offer was gone and 2.Nf3 made 8 s later was recorded at 0:05:00.
void TestAutosave::resumedGameGoesOnAsItStood() {
    QTemporaryDir dir;
    int64_t now = 0;
    QString saved;
    {
        TimedSession session(dir.path(), now);
        GameController& c = session.controller;
        c.newGame(RuleSet::Fide, TimeControl::fischer(300000, 2000));
        QVERIFY(c.playText("e4").ok());  // White 5:02
        now = 3000;
        QVERIFY(c.playText("e5").ok());  // Black 4:59
        now = 14000;                     // White has thought 11 s: 4:51
        QVERIFY(c.offerDraw(White));
        saved = c.pgnText();
    }
    TimedSession resumed(dir.path(), now);
    auto& [d, resume, clock] = resumed;
    now = 100000;
    QVERIFY(resume.resume().ok());
    QCOMPARE(clock.remainingMs(White), int64_t(291000));
    QCOMPARE(clock.remainingMs(Black), int64_t(299000));
    QVERIFY(d.pendingOffer().has_value());  // 9.1.2: it stands until answered
    QCOMPARE(d.pendingOffer()->by, White);
    QCOMPARE(d.pgnText(), saved);  // the autosave's own tags are not part of the game
    now = 108000;
    QVERIFY(d.playText("Nf3").ok());  // charged the 8 s, the offer goes with it (9.1.2.2)
    QVERIFY2(d.pgnText().contains(QLatin1String("2. Nf3 {(=)} {[%clk 0:04:45]}")),
             qPrintable(d.pgnText()));
    // pgn.md: the offer is written with the side that made it, once, also when the game is
    // read back and played on.
    const QLatin1String words("White offers a draw (FIDE 9.1.2)");
    QCOMPARE(d.pgnText().count(words), 1);
    GameController e;
    QVERIFY(e.loadPgnText(d.pgnText()).ok());
    QVERIFY(e.pendingOffer() == std::nullopt || e.pendingOffer()->by == White);
    QVERIFY(e.playText("Nc6").ok());
    QCOMPARE(e.pgnText().count(words), 1);
}

// previous.pgn, the copy of a game not resumed, is the game alone: the autosave's own tags
// (the running clock, a standing offer) are not the game's and would be kept as its tags.
void TestAutosave::keptCopyIsTheGameAlone() {
    QTemporaryDir dir;
    int64_t now = 0;
    TimedSession session(dir.path(), now);
    auto& [c, save, clock] = session;
    c.newGame(RuleSet::Fide, TimeControl::fischer(300000, 2000));
    QVERIFY(c.playText("e4").ok());
    now = 3000;
    QVERIFY(c.playText("e5").ok());
    now = 5000;
    QVERIFY(c.offerDraw(White));
    QVERIFY(save.save().ok());
    QFile autosaved(save.filePath());
    QVERIFY(autosaved.open(QIODevice::ReadOnly));
    QVERIFY(autosaved.readAll().contains("[AutosaveWhiteClock"));
    const QString copy = QDir(dir.path()).filePath("previous.pgn");
    QVERIFY(save.keepCopy(copy).ok());
    QFile kept(copy);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(kept.readAll());
    QVERIFY2(!text.contains(QLatin1String("[Autosave")), qPrintable(text));
    QCOMPARE(text, c.pgnText());
}

// Tester: two crashes, each followed by a start with a file: previous.pgn held only the
// second game. Each kept game is added after those kept before, once.
void TestAutosave::keptCopiesAreAddedNotWrittenOver() {
    QTemporaryDir dir;
    GameController c;
    Autosave save(&c, dir.path());
    const QString copy = QDir(dir.path()).filePath("previous.pgn");
    QVERIFY(c.playText("d4").ok() && c.playText("d5").ok() && c.playText("c4").ok());
    QVERIFY(save.save().ok());
    const QString first = c.pgnText();
    QVERIFY(save.keepCopy(copy).ok());
    c.newGame(RuleSet::Fide, TimeControl::untimed());
    QVERIFY(c.playText("e4").ok() && c.playText("c5").ok());
    QVERIFY(save.save().ok());
    QVERIFY(save.keepCopy(copy).ok());
    QVERIFY(save.keepCopy(copy).ok());  // the same game again: not twice
    QFile kept(copy);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(kept.readAll());
    QVERIFY2(text.startsWith(first), qPrintable(text));
    QVERIFY2(text.endsWith(c.pgnText()), qPrintable(text));
    QCOMPARE(text.count(QLatin1String("[Event ")), 2);
    QVERIFY2(text.contains(QLatin1String("c4 *\n\n[Event")), qPrintable(text));
}

// An autosave written before the clock readings were kept resumes as it did: the clocks wait
// for the next move.
void TestAutosave::olderAutosaveResumesWithWaitingClocks() {
    QTemporaryDir dir;
    QFile file(QDir(dir.path()).filePath("autosave.pgn"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        "[Event \"Casual game\"]\n[Result \"*\"]\n[TimeControl \"300\"]\n\n"
        "1. e4 {[%clk 0:05:00]} 1... e5 {[%clk 0:04:57]} *\n");
    file.close();
    int64_t now = 50000;
    TimedSession resumed(dir.path(), now);
    auto& [d, resume, clock] = resumed;
    QVERIFY(resume.resume().ok());
    QVERIFY(clock.isWaiting());
    now = 60000;
    QCOMPARE(clock.remainingMs(White), int64_t(300000));
    QCOMPARE(clock.remainingMs(Black), int64_t(297000));
}

// While a clock runs, its reading is saved now and then, not only at the moves.
void TestAutosave::runningClockIsSavedMeanwhile() {
    QTemporaryDir dir;
    GameController c;
    Autosave save(&c, dir.path());
    ClockDriver clock(&c);
    c.newGame(RuleSet::Fide, TimeControl::suddenDeath(300000));
    QVERIFY(c.playText("e4").ok());
    QSignalSpy saved(&save, &Autosave::saved);
    QVERIFY(saved.wait(Autosave::ClockSaveMs + 5000));
}

// A 5-minute game, 1.e4 e5 (Black 4:56), White thinks 10 s (4:50); the clock paused
// there (6.12) if pauseFirst; then the program is killed: the session goes, the autosave
// stays as it was written.
static void playUntilTheCrash(const QString& dir, int64_t& now, bool pauseFirst) {
    TimedSession session(dir, now);
    auto& [c, save, clock] = session;
    save.followClock(&clock);
    c.newGame(RuleSet::Fide, TimeControl::suddenDeath(300000));
    QVERIFY(c.playText("e4").ok());
    now = 4000;
    QVERIFY(c.playText("e5").ok());
    now = 14000;
    if (pauseFirst) clock.pause();
}

// Tester: White paused (P, FIDE 6.12) at 4:50, kill -9, resumed: the autosave still said
// White's clock ran, so it ran at once from the last reading saved before the pause.
void TestAutosave::pausedClockResumesPaused() {
    QTemporaryDir dir;
    int64_t now = 0;
    playUntilTheCrash(dir.path(), now, /*pauseFirst=*/true);
    now = 200000;  // the pause went on; the program was killed
    TimedSession resumed(dir.path(), now);
    auto& [d, resume, clock] = resumed;
    resume.followClock(&clock);
    QVERIFY(resume.resume().ok());
    QVERIFY(clock.isPausedByUser());
    now = 260000;
    QCOMPARE(clock.remainingMs(White), int64_t(290000));
    QCOMPARE(clock.remainingMs(Black), int64_t(296000));
    clock.resume();  // the P key: White's clock runs on from 4:50
    now = 265000;
    QCOMPARE(clock.remainingMs(White), int64_t(285000));
}

// Tester: kill -9 mid-game, Yes to resume: the clock ran the moment Yes was pressed, and the
// time since the last autosave was given back. It comes back paused at the reading saved (all
// that is known); the players sit down and it is restarted (FIDE 6.12: the arbiter pauses and
// restarts the clocks).
void TestAutosave::runningClockResumesPaused() {
    QTemporaryDir dir;
    int64_t now = 0;
    playUntilTheCrash(dir.path(), now, /*pauseFirst=*/false);  // White's clock runs at 4:50
    TimedSession resumed(dir.path(), now);
    auto& [d, resume, clock] = resumed;
    resume.followClock(&clock);
    now = 200000;  // Yes is pressed
    QVERIFY(resume.resume().ok());
    QVERIFY(clock.isPausedByUser());
    now = 260000;                                         // the players sit down
    QCOMPARE(clock.remainingMs(White), int64_t(300000));  // the reading of the last autosave
    QCOMPARE(clock.remainingMs(Black), int64_t(296000));
    clock.resume();  // the P key: White's clock runs on from there
    now = 265000;
    QCOMPARE(clock.remainingMs(White), int64_t(295000));
}

// The file and game a game came from go with it (a path may hold what a tag value cannot),
// and come back on resume; they are never part of the game's own text.
void TestAutosave::sourceFileIsKept() {
    QTemporaryDir dir;
    AutosaveSource source;
    source.path = QStringLiteral("/home/ann/\"club\" games\\2026 %.pgn");
    source.game = 6;
    source.size = 48211;
    source.modifiedMs = 1795872000123;
    source.hash = 0x9f0c3a51d2e47b86ULL;
    {
        GameController c;
        Autosave save(&c, dir.path());
        save.setSourceOf([&source] { return std::optional<AutosaveSource>(source); });
        QVERIFY(c.playMoves({"e4"}).ok());
        QVERIFY(save.state() == AutosaveState::Resumable);
    }
    GameController d;
    Autosave resume(&d, dir.path());
    QVERIFY(resume.resume().ok());
    const auto back = resume.resumedSource();
    QVERIFY(back.has_value());
    QCOMPARE(back->path, source.path);
    QCOMPARE(back->game, 6);
    QCOMPARE(back->size, qint64(48211));
    QCOMPARE(back->modifiedMs, qint64(1795872000123));
    QCOMPARE(back->hash, std::optional<quint64>(0x9f0c3a51d2e47b86ULL));
    QVERIFY(!d.pgnText().contains(QLatin1String("Autosave")));
    // An autosave written before the hash was kept has none: size and time alone decide.
    source.hash.reset();
    AutosaveSession session;
    session.source = source;
    const QString older = session.written(QStringLiteral("*\n"));
    QVERIFY(!older.contains(QLatin1String("FileHash")));
    QVERIFY(!AutosaveSession::read(older).source->hash.has_value());
}

void TestAutosave::settings() {
    QTemporaryDir dir;
    QString ini = QDir(dir.path()).filePath("remis.ini");
    {
        Settings s(ini);
        QCOMPARE(s.ruleSet(), RuleSet::Fide);
        QCOMPARE(s.timeControlText(), QStringLiteral("-"));
        QVERIFY(s.showCoordinates());
        QVERIFY(s.showClaimHints());
        QVERIFY(!s.isFlipped());
        s.setWindowGeometry(QByteArray("\x01\x02\x00geom", 7));
        s.setFlipped(true);
        s.setRuleSet(RuleSet::Uscf);
        s.setTimeControlText("300+3");
        s.setPieceSet("classic");
        s.setShowCoordinates(false);
        s.setShowClaimHints(false);
        s.sync();
    }
    Settings s(ini);
    QCOMPARE(s.windowGeometry(), QByteArray("\x01\x02\x00geom", 7));
    QVERIFY(s.isFlipped());
    QCOMPARE(s.ruleSet(), RuleSet::Uscf);
    QCOMPARE(s.timeControl(), TimeControl::fischer(300000, 3000));
    QCOMPARE(s.pieceSet(), QStringLiteral("classic"));
    QVERIFY(!s.showCoordinates());
    QVERIFY(!s.showClaimHints());
    s.setTimeControlText("nonsense");
    QVERIFY(s.timeControl().isUntimed());
}

QTEST_GUILESS_MAIN(TestAutosave)
#include "tst_autosave.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
