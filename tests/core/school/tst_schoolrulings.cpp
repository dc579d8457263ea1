// The school's questions about the arbiter's other rulings, each answered by the arbiter:
// resignation (5.1.2, as the rulebook has it: a loss unless the opponent cannot checkmate,
// then a draw), what the last move ended by itself (5.1.1 first, stalemate before a dead
// position, 9.6), the article for a move that broke the rules and stood (7.5.1, 7.5.5, A.4.2
// by the time control), and who could still checkmate. Every shipped item's answer is the
// arbiter's whole ruling, and so is every item mined from games and classified positions.
#include <QDir>
#include <QFile>
#include <QtTest>

#include <set>

#include "core/analysis/mateability.h"
#include "core/board/fen.h"
#include "core/pgn/treebuilder.h"
#include "core/rules/vocabulary.h"
#include "core/school/schoolanswer.h"
#include "core/school/schoolminer.h"

using namespace remis;
using namespace remis::school;

namespace {

std::string itemPgn(const std::string& tags, const std::string& moves) {
    return "[Lesson \"t\"]\n[Item \"x\"]\n" + tags + "\n" + moves + " *\n";
}

std::string fenTags(const std::string& fen) {
    return "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n";
}

Item readOne(const std::string& pgn) {
    LessonRead read = readLesson(pgn);
    if (!read.problems.empty()) qWarning("%s", read.problems.front().message.c_str());
    return read.lesson.items.empty() ? Item{} : read.lesson.items.front();
}

std::string keyOf(const std::string& pgn) {
    const Item item = readOne(pgn);
    auto a = answerOf(item);
    return a ? a->key : "error: " + a.message();
}

std::vector<Misconception> mistakes(const Item& item, Choice c) {
    return check(item, *answerOf(item), Response{{c}, {}, -1, {}}).misconceptions;
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The arbiter's ruling on the item, worked out here from Game alone, to compare with the
// school's answer key.
std::string ruledKey(const Item& item) {
    Game g(item.start, item.rules, item.control);
    for (int i = 0; i < item.ply(); ++i) {
        const Move m = item.moves[size_t(i)];
        bool stood = false;
        for (const auto& [ply, why] : item.stood)
            if (ply == i + 1) {
                (void)g.playStood({m, why}, "");
                stood = true;
            }
        if (!stood && !g.play(m)) return "illegal";
    }
    switch (item.kind) {
        case QuestionKind::Resignation: {
            Game copy = g;
            return std::string(resultToken(copy.resign(item.resigned).result));
        }
        case QuestionKind::Ending: {
            Game copy = g;
            if (!copy.isOver()) copy.settleDeadPosition();
            return copy.isOver() ? std::string(terminationId(copy.outcome().termination))
                                 : "goes-on";
        }
        case QuestionKind::IllegalMove:
            return std::string(g.stoodIllegalArticle(g.ply()));
        case QuestionKind::FlagFall:
            return std::string(resultToken(flagFallResult(g.position(), item.flagged, item.rules)));
        case QuestionKind::WrittenClaim: {
            Game copy = g;
            const ClaimVerdict v = copy.claim(item.claim, item.intended);
            if (v.movePlayed && !copy.isOver()) copy.settleDeadPosition();
            return (v.correct ? "correct" : "incorrect") +
                   (copy.isOver() && v.movePlayed
                        ? " " + std::string(terminationId(copy.outcome().termination))
                        : std::string());
        }
        default:
            return {};
    }
}

// The school's answer in the same words as ruledKey.
std::string schoolKey(const Item& item, const Answer& a) {
    switch (item.kind) {
        case QuestionKind::Ending: {
            if (a.key == "goes-on") return a.key;
            return std::string(terminationId(a.automatic.termination));
        }
        case QuestionKind::WrittenClaim:
            return (a.key == "correct" ? "correct" : "incorrect") +
                   (a.then.isOver() ? " " + std::string(terminationId(a.then.termination))
                                    : std::string());
        default:
            return a.key;
    }
}

}  // namespace

class TestSchoolRulings : public QObject {
    Q_OBJECT
private slots:
    // 5.1.2 as the rulebook says: the resigning player loses, unless the opponent cannot
    // checkmate by any series of legal moves; then it is a draw.
    void resignationLosesUnlessTheOpponentCannotMate() {
        const std::string knightRook = fenTags("8/8/4k3/r7/8/3NK3/8/8 b - - 0 60");
        QCOMPARE(
            keyOf(itemPgn("[Question \"resignation\"]\n[Resigned \"Black\"]\n" + knightRook, "")),
            std::string("1-0"));  // K+N can mate with help
        QCOMPARE(
            keyOf(itemPgn("[Question \"resignation\"]\n[Resigned \"White\"]\n" + knightRook, "")),
            std::string("0-1"));
        const std::string queen = fenTags("8/8/4k3/8/8/3QK3/8/8 w - - 0 60");
        const Item bare =
            readOne(itemPgn("[Question \"resignation\"]\n[Resigned \"White\"]\n" + queen, ""));
        QCOMPARE(answerOf(bare)->key, std::string("1/2-1/2"));  // a bare king cannot mate
        QCOMPARE(answerOf(bare)->article, std::string("5.1.2"));
        QVERIFY(mistakes(bare, Choice::BlackWins) ==
                std::vector{Misconception::ResignationNoMateDraws});
        QVERIFY(mistakes(bare, Choice::WhiteWins) == std::vector{Misconception::ResignerCannotWin});
        // Without a Resigned tag, the side to move resigns.
        QCOMPARE(keyOf(itemPgn("[Question \"resignation\"]", "1. e4 e5 2. Qh5 Nc6 3. Bc4")),
                 std::string("1-0"));
        // In a dead position the game is already over: nothing to ask.
        QVERIFY(readLesson(itemPgn("[Question \"resignation\"]\n" +
                                       fenTags("8/8/4k3/8/8/4K3/8/6N1 w - - 0 1"),
                                   ""))
                    .lesson.items.empty());
    }

    // Checkmate first, even on the 150th half-move; stalemate before a dead position;
    // fivefold only at the fifth occurrence; a dead position by the full analysis.
    void endingByTheRulebooksOrder() {
        QCOMPARE(
            keyOf(itemPgn("[Question \"ending\"]\n" + fenTags("3k4/8/3K4/8/8/8/8/7R w - - 149 120"),
                          "120. Rh8#")),
            std::string("checkmate"));
        QCOMPARE(keyOf(itemPgn(
                     "[Question \"ending\"]\n" + fenTags("8/8/3k4/8/8/2RK4/8/7r w - - 149 120"),
                     "120. Rc4")),
                 std::string("seventy-five"));
        QCOMPARE(
            keyOf(itemPgn("[Question \"ending\"]\n" + fenTags("k7/8/1K6/4p3/8/6B1/8/8 w - - 0 70"),
                          "70. Bxe5")),
            std::string("stalemate"));
        const std::string knights = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 ";
        QCOMPARE(keyOf(itemPgn("[Question \"ending\"]", knights + knights)),
                 std::string("fivefold"));
        const Item four =
            readOne(itemPgn("[Question \"ending\"]", knights + "5. Nf3 Nf6 6. Ng1 Ng8"));
        QCOMPARE(answerOf(four)->key, std::string("goes-on"));
        QVERIFY(mistakes(four, Choice::EndFivefold) == std::vector{Misconception::NoSuchEnding});
        // A locked pawn wall is dead only by the full analysis.
        QCOMPARE(keyOf(itemPgn("[Question \"ending\"]\n" +
                                   fenTags("8/8/3k4/1p1p1p1p/1P1P1P2/7P/4K3/8 w - - 0 50"),
                               "50. h4")),
                 std::string("dead-position"));
        const Item mate = readOne(itemPgn("[Question \"ending\"]", "1. f3 e5 2. g4 Qh4#"));
        QVERIFY(mistakes(mate, Choice::GoesOn) == std::vector{Misconception::EndedByItself});
        QVERIFY(mistakes(mate, Choice::EndDead) == std::vector{Misconception::CheckmateFirst});
    }

    // 7.5.1 for the first, 7.5.5 for a player's second in standard play (lost, or drawn when
    // the opponent cannot checkmate); A.4.2 in rapid and blitz, by the time control.
    void illegalMoveArticleByPlayAndCount() {
        const std::string pinned = "1. d4 e5 2. Nc3 Bb4 3. Nd5";
        const Item standard = readOne(itemPgn("[Question \"illegal-move\"]", pinned));
        QCOMPARE(answerOf(standard)->key, std::string("7.5.1"));
        QVERIFY(answerOf(standard)->illegal == IllegalMoveKind::PinnedPieceMoved);
        QVERIFY(mistakes(standard, Choice::IllegalStandardSecond) ==
                std::vector{Misconception::FirstIllegalMove});
        QVERIFY(mistakes(standard, Choice::IllegalRapidBlitz) ==
                std::vector{Misconception::StandardPlayArticle});
        const Item rapid =
            readOne(itemPgn("[Question \"illegal-move\"]\n[TimeControl \"900+10\"]", pinned));
        QCOMPARE(answerOf(rapid)->key, std::string("A.4.2"));
        QVERIFY(mistakes(rapid, Choice::IllegalStandardFirst) ==
                std::vector{Misconception::RapidBlitzAppendix});
        QCOMPARE(keyOf(itemPgn("[Question \"illegal-move\"]\n[TimeControl \"180+2\"]", pinned)),
                 std::string("A.4.2"));
        QCOMPARE(keyOf(itemPgn("[Question \"illegal-move\"]\n[TimeControl \"5400+30\"]", pinned)),
                 std::string("7.5.1"));
        const std::string rook = fenTags("3rk3/8/8/8/8/8/P7/4K3 w - - 0 40");
        const Item second =
            readOne(itemPgn("[Question \"illegal-move\"]\n" + rook, "40. Kd2 Ke7 41. Kd1"));
        QCOMPARE(answerOf(second)->key, std::string("7.5.5"));
        QVERIFY(answerOf(second)->ruledResult == GameResult::BlackWins);
        QVERIFY(mistakes(second, Choice::IllegalStandardFirst) ==
                std::vector{Misconception::SecondIllegalMove});
        const Item drawn = readOne(
            itemPgn("[Question \"illegal-move\"]\n" + fenTags("8/8/8/8/8/3k4/8/3K2R1 w - - 0 60"),
                    "60. Kd2 Kc4 61. Kc3"));
        QCOMPARE(answerOf(drawn)->key, std::string("7.5.5"));
        QVERIFY(answerOf(drawn)->ruledResult == GameResult::Draw);
        // Counted per player: Black's first after White's is 7.5.1.
        QCOMPARE(keyOf(itemPgn("[Question \"illegal-move\"]\n" +
                                   fenTags("3rk3/8/8/8/8/8/P4R2/4K3 w - - 0 40"),
                               "40. Kd2 Kf7")),
                 std::string("7.5.1"));
        // The last move must be the illegal one.
        QVERIFY(readLesson(itemPgn("[Question \"illegal-move\"]", "1. e4")).lesson.items.empty());
    }

    // Who could still checkmate: the classified positions (tests/data, from public games)
    // mined as items, each answered as the classification says.
    void whoCanMateAgreesWithTheClassifiedPositions() {
        const QByteArray text = readFile(QStringLiteral(REMIS_TEST_DATA "/school-positions.pgn"));
        QVERIFY(!text.isEmpty());
        const std::vector<PgnGame> games =
            readPgnGames(std::string_view(text.constData(), size_t(text.size())));
        QVERIFY(games.size() >= 40);
        int checked = 0;
        for (size_t i = 0; i < games.size(); ++i) {
            const std::string cls(games[i].tag("Class"));
            const std::vector<Item> items = mineGame(games[i], int(i) + 1, {MineKind::CanMate});
            QCOMPARE(items.size(), size_t(1));
            const std::string expected = cls == "WB"   ? "both-can-mate"
                                         : cls == "W-" ? "only-white-can-mate"
                                         : cls == "-B" ? "only-black-can-mate"
                                                       : "neither-can-mate";
            QCOMPARE(answerOf(items.front())->key, expected);
            ++checked;
        }
        QVERIFY(checked >= 40);
    }

    // Items mined from real games: the ending each game came to, read back from the lesson
    // text the miner writes with the same answer.
    void minedEndingsAreTheArbitersRuling() {
        const QByteArray text = readFile(QStringLiteral(REMIS_TEST_DATA "/school-games.pgn"));
        const std::vector<PgnGame> games =
            readPgnGames(std::string_view(text.constData(), size_t(text.size())));
        std::set<std::string> keys;
        for (size_t i = 0; i < games.size(); ++i)
            for (const Item& item : mineGame(games[i], int(i) + 1,
                                             {std::begin(AllMineKinds), std::end(AllMineKinds)})) {
                const LessonRead back = readLesson(itemToPgn(item));
                QVERIFY2(back.problems.empty(),
                         back.problems.empty() ? "" : back.problems.front().message.c_str());
                const Item& read = back.lesson.items.front();
                QVERIFY(!read.source.empty());
                const std::string ruled = ruledKey(read);
                if (!ruled.empty()) QCOMPARE(schoolKey(read, *answerOf(read)), ruled);
                if (item.kind == QuestionKind::Ending) keys.insert(answerOf(read)->key);
            }
        QVERIFY(keys == (std::set<std::string>{"checkmate", "stalemate", "dead-position"}));
    }

    // Every shipped item: it loads, names its source, and its answer is the arbiter's whole
    // ruling; at least 150 items over at least 12 kinds of question.
    void everyShippedItemIsTheArbitersRuling() {
        const QDir dir(QStringLiteral(REMIS_SCHOOL_DIR));
        int items = 0, compared = 0;
        std::set<QuestionKind> kinds;
        for (const QString& name : dir.entryList({QStringLiteral("*.pgn")}, QDir::Files)) {
            const QByteArray text = readFile(dir.filePath(name));
            const LessonRead read =
                readLesson(std::string_view(text.constData(), size_t(text.size())));
            QVERIFY2(read.problems.empty(),
                     qPrintable(name + ": " +
                                QString::fromStdString(read.problems.empty()
                                                           ? std::string()
                                                           : read.problems.front().message)));
            for (const Item& item : read.lesson.items) {
                ++items;
                if (item.kind != QuestionKind::Watch) kinds.insert(item.kind);
                QVERIFY2(!item.source.empty(), item.id.c_str());
                const auto a = answerOf(item);
                QVERIFY(a.ok());
                const std::string ruled = ruledKey(item);
                if (ruled.empty()) continue;
                QVERIFY2(schoolKey(item, *a) == ruled,
                         qPrintable(QString::fromStdString(item.id + ": " + schoolKey(item, *a) +
                                                           " / " + ruled)));
                ++compared;
            }
        }
        QVERIFY2(items >= 150, qPrintable(QString::number(items)));
        QVERIFY2(kinds.size() >= 12, qPrintable(QString::number(kinds.size())));
        QVERIFY(compared >= 80);
    }
};

QTEST_GUILESS_MAIN(TestSchoolRulings)
#include "tst_schoolrulings.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
