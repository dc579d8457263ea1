// cli::ParseAhead (the PGN read on a thread of its own for `audit` with one job) against the
// reader itself: a visitor that writes down every call sees the same calls, with the same
// arguments and in the same order, whether it reads the text or ParseAhead replays it; also
// when it refuses a move (move() returns false: the rest of that game's movetext is hidden),
// on every PGN fixture and on a game of 100,000 plies (records handed over mid-game). With
// the moves played ahead on the reading thread (core/audit/lookahead.h), a GameAuditor fed by
// the replay audits every game as one reading the text itself does.
#include <QtTest>

#include <QDirIterator>
#include <QFile>

#include "cli/parseahead.h"
#include "core/audit/audit.h"
#include "core/io/textinput.h"
#include "core/pgn/reader.h"

using namespace remis;

namespace {

// Every call as a line; move() returns false at the refuseAt-th move of each game.
class Journal : public PgnVisitor {
public:
    explicit Journal(int refuseAt) : m_refuseAt(refuseAt) {}
    std::string text;

    void beginGame(int n, long line) override { say("beginGame", std::to_string(n), line); }
    void tag(std::string_view name, std::string_view value) override {
        say("tag", std::string(name) + "=" + std::string(value));
    }
    void untaggedLine(std::string_view t) override { say("untagged", t); }
    void beginMovetext() override {
        say("beginMovetext");
        m_moves = 0;
    }
    bool move(std::string_view san, long line) override {
        say("move", san, line);
        return ++m_moves != m_refuseAt;
    }
    void comment(std::string_view t) override { say("comment", t); }
    void lineComment(std::string_view t) override { say("lineComment", t); }
    void escapeLine(std::string_view t) override { say("escape", t); }
    void moveNumber(std::string_view t) override { say("number", t); }
    void commentBetweenGames(std::string_view t, bool line) override {
        say(line ? "between;" : "between{", t);
    }
    void nag(int n) override { say("nag", std::to_string(n)); }
    void drawOffer() override { say("drawOffer"); }
    void result(std::string_view r) override { say("result", r); }
    void gameBytes(const PgnGameBytes& b) override {
        say("bytes",
            std::to_string(b.begin) + " " + std::to_string(b.result) + " " + std::to_string(b.end));
    }
    void endGame() override { say("endGame"); }
    void error(const PgnError& e) override {
        say("error", std::to_string(e.game) + " " + e.message, e.line);
    }

private:
    void say(std::string_view what, std::string_view arg = {}, long line = 0) {
        text.append(what).append(" ").append(arg).append(" ").append(std::to_string(line));
        text += '\n';
    }
    int m_refuseAt, m_moves = 0;
};

std::string direct(const QByteArray& bytes, int refuseAt) {
    Journal journal(refuseAt);
    PgnReader reader(journal);
    auto input = io::TextInput::fromBytes(bytes.toStdString());
    reader.readChunks([&](char* dst, std::size_t n) { return input->read(dst, n); });
    return journal.text;
}

std::string replayed(const QByteArray& bytes, int refuseAt) {
    Journal journal(refuseAt);
    auto input = io::TextInput::fromBytes(bytes.toStdString());
    cli::ParseAhead ahead(*input);
    ahead.replay(journal);
    ahead.stop();
    return journal.text;
}

// Everything an audit says, as text.
std::string auditText(const GameAudit& a) {
    std::string out = std::to_string(a.game) + " " + a.white + " " + a.black + " " + a.resultTag +
                      " plies " + std::to_string(a.plies) + " ended " +
                      std::to_string(int(a.endedByRules.termination)) + "@" +
                      std::to_string(a.endedByRules.ply) + " consistent " +
                      std::to_string(a.resultConsistent) + " " + a.resultReason + " error " +
                      a.error + " stop " + std::to_string(a.rulingsStopPly) + "\n";
    for (const AuditEvent& e : a.events)
        out += "  " + std::to_string(e.ply) + " " + e.move + " " + std::to_string(int(e.kind)) +
               " " + std::to_string(int(e.side)) + " " + e.ruling + " " + e.why + " " + e.article +
               "\n";
    return out;
}

std::string audited(const QByteArray& bytes, bool playAhead) {
    std::string out;
    GameAuditor auditor(RuleSet::Fide, [&out](const GameAudit& a) { out += auditText(a); });
    auto input = io::TextInput::fromBytes(bytes.toStdString());
    if (!playAhead) {
        PgnReader reader(auditor);
        reader.readChunks([&](char* dst, std::size_t n) { return input->read(dst, n); });
        return out;
    }
    cli::ParseAhead ahead(*input, true);
    ahead.replay(auditor, &auditor);
    ahead.stop();
    return out;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestParseAhead : public QObject {
    Q_OBJECT
private slots:
    void sameCallsAsTheReader_data();
    void sameCallsAsTheReader();
    void longGame();
    void playedAheadSameAudit_data();
    void playedAheadSameAudit();
    void playedAheadLongGames();
};

void TestParseAhead::sameCallsAsTheReader_data() {
    QTest::addColumn<QString>("path");
    QDirIterator it(REMIS_TEST_DATA, {"*.pgn"}, QDir::Files, QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext()) paths << it.next();
    paths.sort();
    QVERIFY(paths.size() >= 40);
    for (const QString& p : paths)
        QTest::newRow(qPrintable(p.mid(QString(REMIS_TEST_DATA).size() + 1))) << p;
}

void TestParseAhead::sameCallsAsTheReader() {
    QFETCH(QString, path);
    const QByteArray bytes = readAll(path);
    for (int refuseAt : {0, 1, 3, 20}) {
        const std::string expected = direct(bytes, refuseAt);
        QVERIFY2(replayed(bytes, refuseAt) == expected, qPrintable(QString::number(refuseAt)));
    }
}

// More records than a batch holds, in one game, with comments and a refused move late on.
void TestParseAhead::longGame() {
    QByteArray text = "[Event \"long\"]\n[Result \"*\"]\n\n";
    const char* dance[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int ply = 0; ply < 100000; ++ply) {
        if (ply % 2 == 0) text += QByteArray::number(ply / 2 + 1) + ". ";
        text += dance[ply % 4];
        text += ply % 7 == 0 ? " {[%clk 0:01:00]} $1\n" : " ";
    }
    text += "*\n\n[Event \"next\"]\n\n1. e4 {after} e5 *\n";
    for (int refuseAt : {0, 90000}) QVERIFY(replayed(text, refuseAt) == direct(text, refuseAt));
}

void TestParseAhead::playedAheadSameAudit_data() {
    sameCallsAsTheReader_data();
}

void TestParseAhead::playedAheadSameAudit() {
    QFETCH(QString, path);
    const QByteArray bytes = readAll(path);
    QCOMPARE(QString::fromStdString(audited(bytes, true)),
             QString::fromStdString(audited(bytes, false)));
}

// Games whose moves are played ahead until something the look-ahead leaves to the auditor:
// a move that stood though it left the king in check (7.5), a null move, a move no piece can
// make, a FEN that cannot be read, a FEN tag twice; and a game longer than a batch holds.
void TestParseAhead::playedAheadLongGames() {
    QByteArray text =
        "[Event \"stood\"]\n[Result \"*\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxf7+ Nf6 4. Qxe8 *\n\n"
        "[Event \"null\"]\n\n1. e4 -- 2. d4 e5 3. Nf3 *\n\n"
        "[Event \"bad move\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n"
        "[Event \"bad FEN\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n"
        "[Event \"two FENs\"]\n[FEN \"bad\"]\n[FEN \"8/8/4k3/8/8/4K3/8/R7 w - - 0 1\"]\n\n"
        "1. Ra2 Kd6 2. Ra3 Ke6 *\n\n[Event \"long\"]\n[Result \"1/2-1/2\"]\n\n";
    const char* dance[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int ply = 0; ply < 10'000; ++ply) {
        if (ply % 2 == 0) text += QByteArray::number(ply / 2 + 1) + ". ";
        text += dance[ply % 4];
        text += ply % 9 == 0 ? " {[%clk 0:00:00]}\n" : " ";
    }
    text += "1/2-1/2\n\n[Event \"after\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
    const std::string expected = audited(text, false);
    QVERIFY(expected.find("plies 10000") != std::string::npos);
    QCOMPARE(QString::fromStdString(audited(text, true)), QString::fromStdString(expected));
}

QTEST_GUILESS_MAIN(TestParseAhead)
#include "tst_parseahead.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
