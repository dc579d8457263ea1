// SPDX-License-Identifier: GPL-3.0-or-later
// The live watch against the audit: games written move by move (as e-board software rewrites
// a board's file after every move) give exactly the events `audit` finds in the final file,
// at the same plies, each once: 0 missed, 0 false. Rewritten, reordered, truncated and
// taken-back sources report nothing twice.
#include <QFile>
#include <QtTest>

#include <map>
#include <set>

#include "core/audit/audit.h"
#include "core/watch/httpdate.h"
#include "core/watch/watch.h"

using namespace remis;
using namespace remis::watch;

namespace {

std::string readFixture(const char* name) {
    QFile f(QStringLiteral(REMIS_TEST_DATA "/") + QString::fromLatin1(name));
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", name);
    return f.readAll().toStdString();
}

std::string quoted(const std::string& v) {
    std::string out;
    for (char c : v) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

// The game as a board's file shows it after `plies` moves; `result` written or not.
std::string textOf(const LiveGame& g, size_t plies, bool withResult) {
    std::string text;
    for (const auto& [name, value] : g.tags) {
        const std::string v = name == "Result" && !withResult ? "*" : value;
        text += "[" + name + " \"" + quoted(v) + "\"]\n";
    }
    text += "\n";
    if (!g.preComment.empty()) text += "{" + g.preComment + "} ";
    for (size_t i = 0; i < plies; ++i) {
        text += g.moves[i] + " ";
        if (!g.comments[i].empty()) text += "{" + g.comments[i] + "} ";
    }
    text += withResult && !g.result.empty() ? g.result : "*";
    return text + "\n";
}

std::vector<GameAudit> auditOf(const std::string& text) {
    std::vector<GameAudit> audits;
    GameAuditor auditor(RuleSet::Fide, [&](const GameAudit& a) { audits.push_back(a); });
    PgnReader reader(auditor);
    reader.readString(text);
    return audits;
}

using EventSet = std::set<std::pair<int, int>>;  // (ply, kind)

EventSet eventsOf(const GameAudit& a) {
    EventSet s;
    for (const AuditEvent& e : a.events) s.insert({e.ply, int(e.kind)});
    return s;
}

std::string describe(const EventSet& s) {
    std::string out;
    for (const auto& [ply, kind] : s) out += std::to_string(ply) + ":" + std::to_string(kind) + " ";
    return out;
}

}  // namespace

class TestWatch : public QObject {
    Q_OBJECT
private slots:
    void liveGamesGiveTheAuditsEvents_data();
    void liveGamesGiveTheAuditsEvents();
    void aRewrittenOrReorderedRoundReportsNothingTwice();
    void aMoveTakenBackAndReplayedIsReportedOnce();
    void aWordCutOffMidWriteWaits();
    void urgency();
    void anIllegalMoveIsUrgentAsItStands();
    void aFlagFallIsReportedWhileTheGameGoesOn();
    void aClockThatReadsZeroIsReportedAtOnce();
    void resultAgainstTheRulesIsReported();
    void aMoveNoPieceCouldMakeIsReportedUntilCorrected();
    void sourceHealthReportsOnce();
    void boardFromTheFileName();
    void httpDates();
};

void TestWatch::liveGamesGiveTheAuditsEvents_data() {
    QTest::addColumn<QString>("fixture");
    QTest::newRow("claim moments") << "audit/claim-moments.pgn";
    QTest::newRow("tcec sample") << "tcec-sample.pgn";
    QTest::newRow("locked wall") << "tcec-locked-wall.pgn";
    QTest::newRow("pgn-extract comparison") << "audit-vs-pgn-extract.pgn";
    QTest::newRow("flags that fall during play") << "audit/live-flag-falls.pgn";
}

// Every game of the fixture written move by move, one read per move, then with its result.
void TestWatch::liveGamesGiveTheAuditsEvents() {
    QFETCH(QString, fixture);
    const std::string text = readFixture(fixture.toLatin1().constData());
    const std::vector<LiveGame> games = readLiveGames(text);
    const std::vector<GameAudit> audits = auditOf(text);
    QCOMPARE(games.size(), audits.size());
    QVERIFY(!games.empty());
    int compared = 0;
    for (size_t g = 0; g < games.size(); ++g) {
        if (!audits[g].error.empty()) continue;  // a damaged game: the audit's error stands
        Watch watch(RuleSet::Fide);
        const std::string source = "board-" + std::to_string(g + 1) + ".pgn";
        EventSet seen;
        int reported = 0;
        for (size_t plies = 0; plies <= games[g].moves.size(); ++plies) {
            const bool last = plies == games[g].moves.size();
            for (const LocatedEvent& e : watch.read(source, 0, textOf(games[g], plies, last))) {
                if (e.event.kind != WatchKind::Audit) continue;
                ++reported;
                seen.insert({e.event.event.ply, int(e.event.event.kind)});
                // The moment the source shows it: in the read that brought its ply.
                QVERIFY2(size_t(e.event.event.ply) == plies,
                         qPrintable(QStringLiteral("%1: event at ply %2 reported at ply %3")
                                        .arg(QString::fromStdString(source))
                                        .arg(e.event.event.ply)
                                        .arg(plies)));
            }
        }
        const EventSet expected = eventsOf(audits[g]);
        QVERIFY2(seen == expected,
                 qPrintable(QString::fromStdString(source + " watch: " + describe(seen) +
                                                   " audit: " + describe(expected))));
        QCOMPARE(reported, int(expected.size()));  // each once
        ++compared;
    }
    QVERIFY(compared > 0);
}

void TestWatch::aRewrittenOrReorderedRoundReportsNothingTwice() {
    const std::string text = readFixture("audit/claim-moments.pgn");
    const std::vector<LiveGame> games = readLiveGames(text);
    QVERIFY(games.size() >= 2);
    Watch watch(RuleSet::Fide);
    std::string round, reversed;
    for (size_t g = 0; g < games.size(); ++g) {
        round += textOf(games[g], games[g].moves.size(), false) + "\n";
        reversed = textOf(games[g], games[g].moves.size(), false) + "\n" + reversed;
    }
    const size_t first = watch.read("games.pgn", 0, round).size();
    QVERIFY(first > 0);
    QCOMPARE(watch.read("games.pgn", 0, round).size(), size_t(0));     // read again
    QCOMPARE(watch.read("games.pgn", 0, reversed).size(), size_t(0));  // reordered
    QCOMPARE(watch.games(), int(games.size()));
}

void TestWatch::aMoveTakenBackAndReplayedIsReportedOnce() {
    const std::string tags = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";
    const std::string knights = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";  // ply 8: third occurrence
    Watch watch(RuleSet::Fide);
    const auto events = watch.read("b.pgn", 0, tags + knights + " *\n");
    QCOMPARE(events.size(), size_t(2));  // threefold with the move (ply 8) and on the board
    QCOMPARE(watch.read("b.pgn", 0, tags + "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 *\n").size(), size_t(0));
    QCOMPARE(watch.read("b.pgn", 0, tags + knights + " *\n").size(), size_t(0));
}

void TestWatch::aWordCutOffMidWriteWaits() {
    const std::string tags = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";
    Watch watch(RuleSet::Fide);
    // "Nf" is half of "Nf3": no error, and nothing read of it yet.
    QCOMPARE(watch.read("b.pgn", 0, tags + "1. e4 e5 2. Nf").size(), size_t(0));
    const std::vector<LiveGame> games = readLiveGames(tags + "1. e4 e5 2. Nf");
    QCOMPARE(games.size(), size_t(1));
    QCOMPARE(games[0].moves.size(), size_t(2));
    // The mate, once the writer has finished the line.
    const auto mate = watch.read("b.pgn", 0, tags + "1. f3 e5 2. g4 Qh4#\n");
    QCOMPARE(mate.size(), size_t(1));
    QCOMPARE(mate[0].event.event.kind, AuditEventKind::Checkmate);
    QCOMPARE(mate[0].event.event.ply, 4);
    QVERIFY(mate[0].event.urgent);  // no result recorded yet
}

void TestWatch::urgency() {
    QVERIFY(isUrgent(AuditEventKind::FivefoldRepetition, false));
    QVERIFY(isUrgent(AuditEventKind::SeventyFiveMoves, true));
    QVERIFY(isUrgent(AuditEventKind::DeadPosition, false));
    QVERIFY(isUrgent(AuditEventKind::Checkmate, false));
    QVERIFY(!isUrgent(AuditEventKind::Checkmate, true));  // already recorded
    QVERIFY(isUrgent(AuditEventKind::FlagFall, false));
    QVERIFY(isUrgent(AuditEventKind::FlagFall, true));
    QVERIFY(isUrgent(AuditEventKind::IllegalMove, false));
    QVERIFY(!isUrgent(AuditEventKind::ThreefoldClaimable, false));
    QVERIFY(!isUrgent(AuditEventKind::FiftyClaimableWithMove, false));
}

// 7.5.1: Black leaves the king in check and the move stands; the arbiter must step in now.
void TestWatch::anIllegalMoveIsUrgentAsItStands() {
    const std::string tags = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";
    Watch watch(RuleSet::Fide);
    QCOMPARE(watch.read("b.pgn", 0, tags + "1. e4 f5 2. Qh5+ *\n").size(), size_t(0));
    const auto events = watch.read("b.pgn", 0, tags + "1. e4 f5 2. Qh5+ Nf6 *\n");
    QCOMPARE(events.size(), size_t(1));
    QCOMPARE(events[0].event.event.kind, AuditEventKind::IllegalMove);
    QCOMPARE(events[0].event.event.ply, 4);
    QVERIFY(events[0].event.urgent);
}

// 6.9 while the result is still "*": the read that shows the clock at 0:00:00 reports the
// flag fall, urgent, with the side and the ruling the final audit gives; the moves played on
// with the clock still at zero and the result written later report nothing more.
void TestWatch::aFlagFallIsReportedWhileTheGameGoesOn() {
    const std::string text = readFixture("audit/live-flag-falls.pgn");
    const std::vector<LiveGame> games = readLiveGames(text);
    const std::vector<GameAudit> audits = auditOf(text);
    const LiveGame& g = games.at(1);  // White's flag, Black has a bare king: a draw
    Watch watch(RuleSet::Fide);
    QVERIFY(watch.read("game-2.pgn", 0, textOf(g, 0, false)).empty());
    const auto events = watch.read("game-2.pgn", 0, textOf(g, 1, false));
    QCOMPARE(events.size(), size_t(1));
    const WatchEvent& flag = events[0].event;
    QCOMPARE(flag.event.kind, AuditEventKind::FlagFall);
    QCOMPARE(flag.event.ply, 1);
    QCOMPARE(flag.event.move, std::string("Kd2"));
    QCOMPARE(flag.event.side, White);
    QCOMPARE(flag.event.ruling, std::string("1/2-1/2"));
    QVERIFY(flag.urgent);
    for (size_t plies = 2; plies <= g.moves.size(); ++plies)
        QVERIFY(watch.read("game-2.pgn", 0, textOf(g, plies, false)).empty());
    QVERIFY(watch.read("game-2.pgn", 0, textOf(g, g.moves.size(), true)).empty());
    // The final file's audit: the same event, the same ruling.
    const AuditEvent& final = audits.at(1).events.at(0);
    QCOMPARE(final.ply, flag.event.ply);
    QCOMPARE(final.ruling, flag.event.ruling);
}

// The arbiter must go to the board the moment its clock shows 0:00:00 (0:00:00.4 is not zero).
// If the record later shows that side's clock with time again, the final audit lists no flag
// fall (cli.md: the last reading counts); the watch reported what the board showed, once.
void TestWatch::aClockThatReadsZeroIsReportedAtOnce() {
    const std::string tags = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";
    Watch watch(RuleSet::Fide);
    QVERIFY(watch.read("b.pgn", 0, tags + "1. e4 {[%clk 0:00:00.4]} *\n").empty());
    const auto events = watch.read("b.pgn", 0, tags + "1. e4 {[%clk 0:00:00]} *\n");
    QCOMPARE(events.size(), size_t(1));
    QCOMPARE(events[0].event.event.kind, AuditEventKind::FlagFall);
    QCOMPARE(events[0].event.event.ruling, std::string("0-1"));
    QVERIFY(events[0].event.urgent);
    QVERIFY(
        watch.read("b.pgn", 0, tags + "1. e4 {[%clk 0:00:00]} e5 {[%clk 0:01:00]} *\n").empty());
    QVERIFY(watch
                .read("b.pgn", 0,
                      tags + "1. e4 {[%clk 0:00:00]} e5 {[%clk 0:01:00]} 2. Nf3 {[%clk 0:00:00]} "
                             "*\n")
                .empty());
}

void TestWatch::resultAgainstTheRulesIsReported() {
    const std::string text =
        "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n";
    Watch watch(RuleSet::Fide);
    const auto events = watch.read("b.pgn", 0, text);
    QCOMPARE(events.size(), size_t(2));
    QCOMPARE(events[0].event.event.kind, AuditEventKind::Checkmate);
    QVERIFY(!events[0].event.urgent);  // a result is recorded (a wrong one: the next event)
    QCOMPARE(events[1].event.kind, WatchKind::ResultInconsistent);
    QVERIFY(!events[1].event.reason.empty());
    QCOMPARE(watch.read("b.pgn", 0, text).size(), size_t(0));
}

// An e-board that misreads a move writes one no piece could make: the replay stops there, and
// the arbiter must hear it at once (every later ruling waits), once; a correction is followed.
void TestWatch::aMoveNoPieceCouldMakeIsReportedUntilCorrected() {
    const std::string tags = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";
    Watch watch(RuleSet::Fide);
    QCOMPARE(watch.read("b.pgn", 0, tags + "1. e4 e5 2. Ke2 *\n").size(), size_t(0));
    const auto wrong = watch.read("b.pgn", 0, tags + "1. e4 e5 2. Ke2 Ke7 3. Kxe5 *\n");
    QCOMPARE(wrong.size(), size_t(1));
    QCOMPARE(wrong[0].event.kind, WatchKind::RecordError);
    QVERIFY(wrong[0].event.urgent);
    QCOMPARE(wrong[0].event.event.ply, 5);
    QCOMPARE(wrong[0].event.event.move, std::string("Kxe5"));
    QVERIFY2(wrong[0].event.reason.find("Kxe5") != std::string::npos,
             wrong[0].event.reason.c_str());
    // More moves behind the wrong one: still the same error, not said again.
    QCOMPARE(watch.read("b.pgn", 0, tags + "1. e4 e5 2. Ke2 Ke7 3. Kxe5 Kd6 *\n").size(),
             size_t(0));
    // The record corrected: the game is followed again, and a new wrong move is a new report.
    QCOMPARE(watch.read("b.pgn", 0, tags + "1. e4 e5 2. Ke2 Ke7 3. Ke3 Kd6 *\n").size(), size_t(0));
    const auto again = watch.read("b.pgn", 0, tags + "1. e4 e5 2. Ke2 Ke7 3. Ke3 Kd6 4. Kxd6 *\n");
    QCOMPARE(again.size(), size_t(1));
    QCOMPARE(again[0].event.kind, WatchKind::RecordError);
    QCOMPARE(again[0].event.event.ply, 7);
}

void TestWatch::sourceHealthReportsOnce() {
    SourceHealth h;
    using C = SourceHealth::Change;
    QCOMPARE(h.succeeded(0, true, 10'000), C::None);
    QCOMPARE(h.succeeded(5'000, false, 10'000), C::None);
    QCOMPARE(h.succeeded(10'000, false, 10'000), C::Stale);
    QCOMPARE(h.succeeded(20'000, false, 10'000), C::None);  // once
    QCOMPARE(h.succeeded(21'000, true, 10'000), C::None);   // a move: fresh again
    QCOMPARE(h.failed(22'000), C::Error);
    QCOMPARE(h.failed(23'000), C::None);
    QCOMPARE(h.succeeded(24'000, false, 10'000), C::None);
    QCOMPARE(h.failed(25'000), C::Error);              // again after it recovered
    QCOMPARE(h.succeeded(40'000, false, 0), C::None);  // no --stale: never stale
}

void TestWatch::boardFromTheFileName() {
    QCOMPARE(boardOfFileName("round5/game-7.pgn"), 7);
    QCOMPARE(boardOfFileName("game-12.pgn"), 12);
    QCOMPARE(boardOfFileName("games.pgn"), 0);
    QCOMPARE(boardOfFileName("game-x.pgn"), 0);
    QCOMPARE(boardOfFileName("game-.pgn"), 0);
}

// RFC 9110's IMF-fixdate, and when a Last-Modified may go back as If-Modified-Since: only
// when it is earlier than the answer's Date (a later write then has a later second).
void TestWatch::httpDates() {
    QCOMPARE(parseHttpDate("Sun, 06 Nov 1994 08:49:37 GMT"), std::optional<int64_t>(784111777));
    QCOMPARE(parseHttpDate("Thu, 01 Jan 1970 00:00:00 GMT"), std::optional<int64_t>(0));
    QCOMPARE(parseHttpDate("Tue, 29 Feb 2028 23:59:59 GMT"), std::optional<int64_t>(1835481599));
    QVERIFY(!parseHttpDate("Sunday, 06-Nov-94 08:49:37 GMT"));  // obsolete: not relied on
    QVERIFY(!parseHttpDate("Sun, 06 Nov 1994 08:49:37 UTC"));
    QVERIFY(!parseHttpDate("Sun, 06 Xyz 1994 08:49:37 GMT"));
    QVERIFY(!parseHttpDate(""));
    const char* read = "Fri, 27 Nov 2026 14:09:03 GMT";
    QVERIFY(lastModifiedUsable("Fri, 27 Nov 2026 14:09:02 GMT", read));
    QVERIFY(!lastModifiedUsable(read, read));  // written in the second it was read
    QVERIFY(!lastModifiedUsable(read, ""));    // no Date
    QVERIFY(!lastModifiedUsable("", read));
}

QTEST_MAIN(TestWatch)
#include "tst_watch.moc"
