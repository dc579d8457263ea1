// Broken tag lines (docs/pgn.md: lenient reading, keep everything): each is read as
// the tag it evidently is, in its place among the tags; a guessed value is a warning that
// names the game and the tag; a '[' line that names no tag is kept as a ';' comment before
// the first move; reading and writing twice gives the same text; inside the movetext a
// broken tag stays an error.
#include <QtTest>

#include <sstream>

#include "core/pgn/reader.h"
#include "core/pgn/tagrepair.h"
#include "core/pgn/treebuilder.h"
#include "core/pgn/treewriter.h"

using namespace remis;

namespace {

std::string tagsOf(const PgnGame& g) {
    std::string out;
    for (const PgnTag& t : g.tags) out += t.name + "=" + t.value + ";";
    return out;
}

std::string problemsOf(const PgnGameRead& read) {
    std::string out;
    for (const PgnError& e : read.errors)
        out += std::string(e.severity == PgnError::Severity::Error ? "E " : "W ") +
               describePgnError(e) + "\n";
    return out;
}

PgnGameRead readOne(const std::string& text) {
    std::vector<PgnGameRead> games = readPgnGamesDetailed(text);
    if (games.size() != 1) qFatal("expected one game, got %zu", games.size());
    return std::move(games.front());
}

// Every event of the reader as text, to compare a stream read in small chunks with a whole one.
class Events : public PgnVisitor {
public:
    std::string log;
    void beginGame(int n, long line) override { add("G", std::to_string(n) + "@" + num(line)); }
    void tag(std::string_view name, std::string_view value) override {
        add("T", std::string(name) + "=" + std::string(value));
    }
    void untaggedLine(std::string_view text) override { add("U", text); }
    void beginMovetext() override { add("M", ""); }
    bool move(std::string_view san, long) override {
        add("", san);
        return true;
    }
    void comment(std::string_view text) override { add("C", text); }
    void error(const PgnError& e) override { add("!", num(e.line) + " " + e.message); }
    void endGame() override { add("E", ""); }

private:
    static std::string num(long n) { return std::to_string(n); }
    void add(std::string_view kind, std::string_view text) {
        log.append(kind).append(text).append("\n");
    }
};

const char* const sloppy =
    "[Event \"Open\"]\n"
    "[White Kasparov, Garry]\n"
    "[Black \"Karpov, Anatoly\"\n"
    "[Round \"3]\n"
    "[ Site   \"Moscow\"  ]\n"
    "[]\n"
    "[Date 1985.10.15\"]\n"
    "[Result \"1-0\"]\n"
    "\n"
    "{Game 16} 1. e4 e5 1-0\n";

}  // namespace

class TestPgnTags : public QObject {
    Q_OBJECT

private slots:
    void repairTagLine_data();
    void repairTagLine();
    void brokenTagsReadInTheirPlaces();
    void roundTripKeepsEveryLine();
    void warningsNameTheGameAndTheTag();
    void chunkedStreamReadsTheSame();
    void brokenTagsStartGamesWhereTagsDo();
    void insideMovetextStillAnError();
};

void TestPgnTags::repairTagLine_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("readable");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("guessed");

    QTest::newRow("no quotes") << "[White x]" << true << "White"
                               << "x" << true;
    QTest::newRow("no quotes, comma") << "[White Kasparov, Garry]" << true << "White"
                                      << "Kasparov, Garry" << true;
    QTest::newRow("no closing bracket") << "[White \"Kasparov, Garry\"" << true << "White"
                                        << "Kasparov, Garry" << false;
    QTest::newRow("no closing quote") << "[White \"Kasparov]" << true << "White"
                                      << "Kasparov" << true;
    QTest::newRow("no opening quote") << "[White Kasparov\"]" << true << "White"
                                      << "Kasparov" << true;
    QTest::newRow("neither quote nor bracket") << "[Round 5" << true << "Round"
                                               << "5" << true;
    QTest::newRow("spaces everywhere") << "[  White   \"x\"   ]  " << true << "White"
                                       << "x" << false;
    QTest::newRow("blanks inside the quotes kept") << "[Round \"  5  \"" << true << "Round"
                                                   << "  5  " << false;
    QTest::newRow("text after the value kept") << "[White \"x\" y]" << true << "White"
                                               << "x\" y" << true;
    QTest::newRow("name only") << "[White]" << true << "White"
                               << "" << true;
    QTest::newRow("empty") << "[]" << false << ""
                           << "" << false;
    QTest::newRow("no name") << "[ \"x\" ]" << false << ""
                             << "" << false;
    QTest::newRow("name with a hyphen") << "[White-Elo \"2700\"]" << false << ""
                                        << "" << false;
    QTest::newRow("escape command") << "[%evp 0,12]" << false << ""
                                    << "" << false;
}

void TestPgnTags::repairTagLine() {
    QFETCH(QString, line);
    QFETCH(bool, readable);
    const std::string text = line.toStdString();
    const std::optional<RepairedTag> tag = remis::repairTagLine(text);
    QCOMPARE(tag.has_value(), readable);
    if (!tag) return;
    QTEST(QString::fromUtf8(tag->name.data(), qsizetype(tag->name.size())), "name");
    QTEST(QString::fromUtf8(tag->value.data(), qsizetype(tag->value.size())), "value");
    QTEST(tag->guessed, "guessed");
}

void TestPgnTags::brokenTagsReadInTheirPlaces() {
    const PgnGameRead read = readOne(sloppy);
    QCOMPARE(tagsOf(read.game), std::string("Event=Open;White=Kasparov, Garry;Black=Karpov, "
                                            "Anatoly;Round=3;Site=Moscow;Date=1985.10.15;"
                                            "Result=1-0;"));
    // Nothing was lost: no error, so the audit and annotate read it as a sound game.
    for (const PgnError& e : read.errors)
        QVERIFY2(e.severity == PgnError::Severity::Warning, e.message.c_str());
    QCOMPARE(int(read.game.mainline().size()), 2);
    const std::vector<PgnComment>& first = read.game.node(PgnGame::root()).after;
    QCOMPARE(first.size(), std::size_t(2));
    QCOMPARE(first[0], (PgnComment{"[]", PgnComment::Kind::Line}));
    QCOMPARE(first[1], (PgnComment{"Game 16", PgnComment::Kind::Brace}));
}

void TestPgnTags::roundTripKeepsEveryLine() {
    const std::string written = writePgnGame(readOne(sloppy).game);
    QCOMPARE(written, std::string("[Event \"Open\"]\n"
                                  "[White \"Kasparov, Garry\"]\n"
                                  "[Black \"Karpov, Anatoly\"]\n"
                                  "[Round \"3\"]\n"
                                  "[Site \"Moscow\"]\n"
                                  "[Date \"1985.10.15\"]\n"
                                  "[Result \"1-0\"]\n"
                                  "\n"
                                  ";[]\n"
                                  "{Game 16} 1. e4 e5 1-0\n\n"));
    // Read again: well-formed now, no warning, and the same text once more.
    const PgnGameRead again = readOne(written);
    QCOMPARE(again.errors.size(), std::size_t(0));
    QCOMPARE(writePgnGame(again.game), written);
    // Where a broken FEN tag stops the reading before the first move, the line is still a
    // ';' comment before the first move, ahead of the unread rest, and read again it is that
    // same comment (found by fuzz_pgn: "[FEN][]" read, written and read again differed).
    for (const char* input : {"[FEN][]", "[FEN \"x\"]\n[]\n{c} 1. e4 *"}) {
        const std::vector<PgnGame> games = readPgnGames(input);
        const std::string text = writePgnGames(games);
        QCOMPARE(readPgnGames(text), games);
        QVERIFY2(text.find("\n;[]\n") != std::string::npos, text.c_str());
        QCOMPARE(games[0].node(PgnGame::root()).after.front(),
                 (PgnComment{"[]", PgnComment::Kind::Line}));
    }
    // A line that names no tag keeps every byte, a '}' and blank runs too.
    const std::string odd = "[Event \"e\"]\n[  {x}   \"y\" ]\n\n1. d4 *\n";
    QVERIFY(writePgnGame(readOne(odd).game).find(";[  {x}   \"y\" ]\n1. d4 *") !=
            std::string::npos);
}

void TestPgnTags::warningsNameTheGameAndTheTag() {
    const std::string text = std::string("[Event \"a\"]\n\n1. e4 *\n\n") + sloppy;
    const std::vector<PgnGameRead> games = readPgnGamesDetailed(text);
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(problemsOf(games[0]), std::string());
    QCOMPARE(problemsOf(games[1]),
             std::string("W game 2, line 6: malformed tag White read as \"Kasparov, Garry\"\n"
                         "W game 2, line 8: malformed tag Round read as \"3\"\n"
                         "W game 2, line 10: not a tag, kept as a comment: \"[]\"\n"
                         "W game 2, line 11: malformed tag Date read as \"1985.10.15\"\n"));
    const PgnError& e = games[1].errors.front();
    QCOMPARE(e.error.code, ErrorCode::PgnTagRepaired);
    QCOMPARE(e.error.args, (std::vector<std::string>{"White", "\"Kasparov, Garry\""}));
    // A value is named in letters, not bytes; a long one is cut short.
    const PgnGameRead umlaut =
        readOne("[White M\xC3\xBCller, Hans]\n[Black " + std::string(60, 'x') + "]\n*\n");
    QCOMPARE(umlaut.errors.at(0).message,
             std::string("malformed tag White read as \"M\xC3\xBCller, Hans\""));
    QCOMPARE(umlaut.errors.at(1).message,
             "malformed tag Black read as \"" + std::string(40, 'x') + "...\"");
    // A byte that starts no UTF-8 letter is shown as its code (the message stays UTF-8).
    const PgnGameRead latin1 = readOne("[White M\xFCller\x01]\n*\n");
    QCOMPARE(latin1.errors.at(0).message,
             std::string("malformed tag White read as \"M\\xFCller\\x01\""));
}

// The reader's answers never depend on how the input was buffered (docs/cli.md).
void TestPgnTags::chunkedStreamReadsTheSame() {
    const std::string text = std::string(sloppy) + "[Event x\n[ ]\n[White \"w]\n1. d4 *\n";
    Events whole;
    PgnReader(whole).readString(text);
    QVERIFY(whole.log.find("U[ ]\n") != std::string::npos);
    for (std::size_t size : {1, 2, 3, 7, 64}) {
        Events chunked;
        PgnReaderOptions options;
        options.bufferSize = size;
        std::istringstream in(text);
        QVERIFY(PgnReader(chunked, options).readStream(in).ok());
        QCOMPARE(chunked.log, whole.log);
    }
}

// A repaired tag counts as a tag: after a result it starts the next game, a second Event
// starts another; a line that names no tag after a result starts a game too, and is kept there.
void TestPgnTags::brokenTagsStartGamesWhereTagsDo() {
    const std::vector<PgnGameRead> games = readPgnGamesDetailed(
        "[Event \"a\"]\n1. e4 *\n[Event b]\n[Event \"c\"\n1. d4 *\n[]\n[Event \"d\"]\n1. c4 *\n");
    QCOMPARE(games.size(), std::size_t(4));
    QCOMPARE(tagsOf(games[1].game), std::string("Event=b;"));
    QCOMPARE(int(games[1].game.mainline().size()), 0);
    QCOMPARE(tagsOf(games[2].game), std::string("Event=c;"));
    QCOMPARE(tagsOf(games[3].game), std::string("Event=d;"));
    QCOMPARE(games[3].game.node(PgnGame::root()).after.at(0).text, std::string("[]"));
}

// "1. e4 [x] e5": no tag section there; the reader reports it as before.
void TestPgnTags::insideMovetextStillAnError() {
    const PgnGameRead read = readOne("[Event \"a\"]\n\n1. e4 [White x] e5 *\n");
    QCOMPARE(tagsOf(read.game), std::string("Event=a;"));
    QCOMPARE(problemsOf(read), std::string("E game 1, line 3: malformed tag: \"[White x]\"\n"));
    QCOMPARE(int(read.game.mainline().size()), 2);
}

QTEST_GUILESS_MAIN(TestPgnTags)
#include "tst_pgntags.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
