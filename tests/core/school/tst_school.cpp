// The rules school's items: lesson files read with their problems on the right line, every
// answer worked out by the arbiter, wrong answers named by their misconception, and items
// mined from games.
#include <QtTest>

#include "core/board/notation.h"
#include "core/pgn/treebuilder.h"
#include "core/rules/vocabulary.h"
#include "core/school/schoolanswer.h"
#include "core/school/schoolminer.h"

using namespace remis;
using namespace remis::school;

namespace {

const char* Knights = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";

std::string itemPgn(const std::string& tags, const std::string& moves) {
    return "[Lesson \"t\"]\n[Item \"x\"]\n" + tags + "\n" + moves + " *\n";
}

Item readOne(const std::string& pgn) {
    LessonRead read = readLesson(pgn);
    if (!read.problems.empty()) qWarning("%s", read.problems.front().message.c_str());
    return read.lesson.items.empty() ? Item{} : read.lesson.items.front();
}

Answer answerFor(const Item& item) {
    auto a = answerOf(item);
    if (!a) qWarning("%s", a.message().c_str());
    return a ? *a : Answer{};
}

Feedback choose(const Item& item, Choice c) {
    return check(item, answerFor(item), Response{{c}, {}, -1, {}});
}

}  // namespace

class TestSchool : public QObject {
    Q_OBJECT
private slots:
    void claimThreefoldCountsTheStart();
    void claimWithAWrittenMoveCounts();
    void flagFallOnlyForTheSideToMove();
    void lookAlikeByCastlingRightsIsNamed();
    void noCastlingRightsToLose();
    void fiftyNeedsHundredHalfMoves();
    void automaticEndingLeavesNothingToClaim();
    void samePositionEnPassantOnlyWhenLegal();
    void claimMovesAcceptsEveryCorrectMoveAndNoOther();
    void flagFallHelpmateAndUscf();
    void movesUntilClaimNamesTheMiscount();
    void procedureOrder();
    void writtenClaimPenaltyFollowsTheTimeControl();
    void writtenClaimRulingFollowsThePlayedMove_data();
    void writtenClaimRulingFollowsThePlayedMove();
    void offers();
    void fileProblemsNameTheirLine();
    void answerTagIsRechecked();
    void itemWrittenAndReadBackKeepsItsAnswer();
    void minerFindsEnPassantAndCastlingTraps();
};

// 9.2.2: the start counts as the first occurrence (pitfall 8); saying "no" is counting moves.
void TestSchool::claimThreefoldCountsTheStart() {
    const Item item = readOne(itemPgn("[Question \"claim\"]", Knights));
    const Answer a = answerFor(item);
    QCOMPARE(a.key, std::string("threefold"));
    QCOMPARE(a.article, std::string("9.2.2"));
    QCOMPARE(a.occurrencePlies, (std::vector<int>{0, 4, 8}));
    QVERIFY(choose(item, Choice::ClaimThreefold).correct);
    const Feedback f = choose(item, Choice::NoClaim);
    QVERIFY(!f.correct);
    QCOMPARE(f.misconceptions, std::vector<Misconception>{Misconception::CountedMovesNotPositions});
}

// 9.2.1: Black to move cannot claim on the board (the position stood twice), but writing Ng8
// brings the start position a third time: "no claim" is wrong, and so is 9.2.2.
void TestSchool::claimWithAWrittenMoveCounts() {
    const Item item =
        readOne(itemPgn("[Question \"claim\"]", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1"));
    const Answer a = answerFor(item);
    QCOMPARE(a.key, std::string("threefold-move"));
    QCOMPARE(a.article, std::string("9.2.1"));
    QCOMPARE(a.correctMoves.size(), size_t(1));
    QVERIFY(choose(item, Choice::ClaimThreefoldWithMove).correct);
    QCOMPARE(choose(item, Choice::NoClaim).misconceptions,
             std::vector<Misconception>{Misconception::MissedWrittenClaim});
    QCOMPARE(choose(item, Choice::ClaimThreefold).misconceptions,
             std::vector<Misconception>{Misconception::NotYetOnTheBoard});
    const Item fifty = readOne(itemPgn(
        "[Question \"claim\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/8/8/5k2/3r4/4K3 w - - 99 120\"]", ""));
    QCOMPARE(answerFor(fifty).key, std::string("fifty-move"));
    QCOMPARE(answerFor(fifty).article, std::string("9.3.1"));
}

// 6.9: only the running clock can run out, so a flag fall is asked of the side to move.
void TestSchool::flagFallOnlyForTheSideToMove() {
    const LessonRead read =
        readLesson(itemPgn("[Question \"flag-fall\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/r7/8/3NK3/8/8 "
                           "w - - 0 60\"]\n[Flagged \"Black\"]",
                           ""));
    QVERIFY(read.lesson.items.empty());
    QCOMPARE(read.problems.size(), size_t(1));
    QVERIFY(read.problems[0].message.find("side to move") != std::string::npos);
}

// 9.2.3.2: the rooks went out and came back; the placement stood three times, the position once.
void TestSchool::lookAlikeByCastlingRightsIsNamed() {
    const Item item = readOne(itemPgn(
        "[Question \"claim\"]",
        "1. Nf3 Nf6 2. Rg1 Ng8 3. Rh1 Nf6 4. Ng1 Ng8 5. Nc3 Nf6 6. Rb1 Ng8 7. Ra1 Nf6 8. Nb1 Ng8"));
    QCOMPARE(answerFor(item).key, std::string("none"));
    QCOMPARE(choose(item, Choice::ClaimThreefold).misconceptions,
             std::vector<Misconception>{Misconception::LookAlikeCastling});
}

// 9.2.3: the rook went round with no castling right anywhere: "castling rights differ" is
// wrong because there were none to lose, not because castling was impossible for the moment
// (a tester was told the latter for the lesson's "The same position?").
void TestSchool::noCastlingRightsToLose() {
    const Item none =
        readOne(itemPgn("[Question \"same-position\"]\n[Compare \"0\"]\n[SetUp "
                        "\"1\"]\n[FEN \"8/8/8/4k3/8/8/8/R3K3 w - - 0 1\"]",
                        "1. Ra2 Kd5 2. Ra3 Ke5 3. Ra1"));
    QCOMPARE(choose(none, Choice::OtherCastlingRights).misconceptions,
             std::vector<Misconception>{Misconception::NoRightsToLose});
    // With a right at the start the fact is not set: the feedback is about that right (here
    // lost by the king's walk).
    const Item kept =
        readOne(itemPgn("[Question \"same-position\"]\n[Compare \"0\"]\n[SetUp "
                        "\"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\"]",
                        "1. Kd1 Kd8 2. Ke1 Ke8"));
    QVERIFY(!answerFor(kept).noCastlingRights);
}

// 9.3.2 and pitfall 1: 60 half-moves are not fifty moves.
void TestSchool::fiftyNeedsHundredHalfMoves() {
    const Item sixty = readOne(itemPgn(
        "[Question \"claim\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/8/3QK3/8 w - - 60 90\"]", ""));
    QCOMPARE(answerFor(sixty).key, std::string("none"));
    QCOMPARE(choose(sixty, Choice::ClaimFifty).misconceptions,
             std::vector<Misconception>{Misconception::CountedPliesAsMoves});
    const Item hundred = readOne(itemPgn(
        "[Question \"claim\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/8/3QK3/8 w - - 100 90\"]", ""));
    QCOMPARE(answerFor(hundred).key, std::string("fifty"));
    QCOMPARE(choose(hundred, Choice::NoClaim).misconceptions,
             std::vector<Misconception>{Misconception::MissedFifty});
}

// 9.6.2: at 150 the game is over; a claim is a misconception.
void TestSchool::automaticEndingLeavesNothingToClaim() {
    const Item item = readOne(
        itemPgn("[Question \"claim\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/8/3QK3/8 b - - 149 90\"]",
                "90... Kf7"));
    const Answer a = answerFor(item);
    QCOMPARE(a.key, std::string("over"));
    QCOMPARE(a.article, std::string("9.6.2"));
    QCOMPARE(choose(item, Choice::ClaimFifty).misconceptions,
             std::vector<Misconception>{Misconception::AlreadyOverByRule});
}

// 9.2.3.1: after d7-d5 the e5 pawn may capture e.p.: not the same as later; with the
// capturing pawn pinned, it is the same.
void TestSchool::samePositionEnPassantOnlyWhenLegal() {
    const char* legal =
        "[Question \"same-position\"]\n[Compare \"1\"]\n[SetUp \"1\"]\n[FEN "
        "\"4k1n1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1\"]";
    const Item item = readOne(itemPgn(legal, "1... d5 2. Nf3 Nf6 3. Ng1 Ng8"));
    const Answer a = answerFor(item);
    QCOMPARE(a.key, std::string("en-passant"));
    QVERIFY(std::find(a.differences.begin(), a.differences.end(), Square(43)) !=
            a.differences.end());  // d6
    QCOMPARE(choose(item, Choice::Same).misconceptions,
             std::vector<Misconception>{Misconception::LegalEnPassantCounts});
    // exd6 would open the e-file to the rook on e8: no legal capture, so the same position.
    const char* pinned =
        "[Question \"same-position\"]\n[Compare \"1\"]\n[SetUp \"1\"]\n[FEN "
        "\"4rkn1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1\"]";
    const Item same = readOne(itemPgn(pinned, "1... d5 2. Nf3 Nf6 3. Ng1 Ng8"));
    QCOMPARE(answerFor(same).key, std::string("same"));
    QCOMPARE(choose(same, Choice::OtherEnPassant).misconceptions,
             std::vector<Misconception>{Misconception::EnPassantNotLegal});
}

// 9.2.1: both knight moves back to the start squares repeat; picking one is not enough.
void TestSchool::claimMovesAcceptsEveryCorrectMoveAndNoOther() {
    const Item item =
        readOne(itemPgn("[Question \"claim-moves\"]", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1"));
    const Answer a = answerFor(item);
    QCOMPARE(a.key, std::string("Ng8"));
    QCOMPARE(int(a.legalMoves.size()), countLegalMoves(item.position()));
    const Position pos = item.position();
    const Move ng8 = *parseSan(pos, "Ng8"), e5 = *parseSan(pos, "e5");
    QVERIFY(check(item, a, Response{{}, {ng8}, -1, {}}).correct);
    const Feedback wrong = check(item, a, Response{{}, {ng8, e5}, -1, {}});
    QVERIFY(!wrong.correct);
    QCOMPARE(wrong.wrongMoves, std::vector<Move>{e5});
    QCOMPARE(wrong.misconceptions, std::vector<Misconception>{Misconception::MoveDoesNotRepeat});
    const Feedback none = check(item, a, Response{});
    QCOMPARE(none.missedMoves, std::vector<Move>{ng8});
}

// 6.9: K+N wins on time against K+R (a helpmate exists); USCF 14E calls it a draw.
void TestSchool::flagFallHelpmateAndUscf() {
    const char* fen =
        "[SetUp \"1\"]\n[FEN \"8/8/4k3/r7/8/3NK3/8/8 b - - 0 60\"]\n[Flagged \"Black\"]";
    const Item fide = readOne(itemPgn(std::string("[Question \"flag-fall\"]\n") + fen, ""));
    const Answer a = answerFor(fide);
    QCOMPARE(a.key, std::string("1-0"));
    QVERIFY(!a.mateLine.empty());
    QCOMPARE(choose(fide, Choice::Draw).misconceptions,
             std::vector<Misconception>{Misconception::HelpmateCounts});
    QCOMPARE(choose(fide, Choice::BlackWins).misconceptions,
             std::vector<Misconception>{Misconception::FlaggedSideCannotWin});
    const Item uscf =
        readOne(itemPgn(std::string("[Question \"flag-fall\"]\n[Rules \"USCF\"]\n") + fen, ""));
    QCOMPARE(answerFor(uscf).key, std::string("1/2-1/2"));
    QCOMPARE(answerFor(uscf).article, std::string("14E"));
    QCOMPARE(choose(uscf, Choice::WhiteWins).misconceptions,
             std::vector<Misconception>{Misconception::UscfInsufficient});
    const Item bare =
        readOne(itemPgn("[Question \"flag-fall\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/q7/8/4K3/8/8 b - "
                        "- 0 60\"]\n[Flagged \"Black\"]",
                        ""));
    QCOMPARE(answerFor(bare).key, std::string("1/2-1/2"));
    QCOMPARE(choose(bare, Choice::WhiteWins).misconceptions,
             std::vector<Misconception>{Misconception::OpponentCannotMate});
}

void TestSchool::movesUntilClaimNamesTheMiscount() {
    const Item item =
        readOne(itemPgn("[Question \"moves-until-claim\"]\n[SetUp \"1\"]\n[FEN "
                        "\"8/8/4k3/8/8/8/3QK3/8 w - - 30 90\"]",
                        ""));
    const Answer a = answerFor(item);
    QCOMPARE(a.number, 70);
    QVERIFY(check(item, a, Response{{}, {}, 70, {}}).correct);
    QCOMPARE(check(item, a, Response{{}, {}, 35, {}}).misconceptions,
             std::vector<Misconception>{Misconception::CountedOnePlayersMoves});
    QCOMPARE(check(item, a, Response{{}, {}, 20, {}}).misconceptions,
             std::vector<Misconception>{Misconception::CountedToFifty});
}

// 9.2.1: write the move, then claim; never play it first (9.4).
void TestSchool::procedureOrder() {
    const Item item =
        readOne(itemPgn("[Question \"procedure\"]\n[Intended \"Ng8\"]\n[Claim \"threefold\"]",
                        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1"));
    const Answer a = answerFor(item);
    QCOMPARE(a.correctSteps, (std::vector<Step>{Step::WriteMove, Step::ClaimToArbiter}));
    QCOMPARE(a.article, std::string("9.2.1"));
    QVERIFY(check(item, a, Response{{}, {}, -1, {Step::WriteMove, Step::ClaimToArbiter}}).correct);
    QCOMPARE(check(item, a, Response{{}, {}, -1, {Step::ClaimToArbiter, Step::WriteMove}})
                 .misconceptions,
             std::vector<Misconception>{Misconception::WriteFirst});
    QCOMPARE(
        check(item, a, Response{{}, {}, -1, {Step::PlayMove, Step::ClaimToArbiter}}).misconceptions,
        (std::vector<Misconception>{Misconception::PlayedBeforeClaiming,
                                    Misconception::WrittenMoveMissing}));
    const Item board = readOne(itemPgn("[Question \"procedure\"]", Knights));
    QCOMPARE(answerFor(board).correctSteps, std::vector<Step>{Step::ClaimToArbiter});
    const LessonRead wrong = readLesson(itemPgn("[Question \"procedure\"]\n[Intended \"e5\"]",
                                                "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1"));
    QVERIFY(wrong.lesson.items.empty());
    QCOMPARE(wrong.problems.size(), size_t(1));
    QVERIFY(wrong.problems[0].message.find("would be incorrect") != std::string::npos);
}

// 9.5.3: two minutes; A.3 and B.3: one in rapid and blitz; the written move is played.
void TestSchool::writtenClaimPenaltyFollowsTheTimeControl() {
    const std::string moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6";
    const Item classical =
        readOne(itemPgn("[Question \"written-claim\"]\n[Intended \"Ng1\"]", moves));
    QCOMPARE(answerFor(classical).key, std::string("two-minutes"));
    QCOMPARE(choose(classical, Choice::ClaimCorrect).misconceptions,
             (std::vector<Misconception>{Misconception::ClaimIsIncorrect,
                                         Misconception::MoveDoesNotRepeat}));
    QCOMPARE(choose(classical, Choice::IncorrectAnyMove).misconceptions,
             std::vector<Misconception>{Misconception::WrittenMoveMustBePlayed});
    const Item rapid = readOne(itemPgn(
        "[Question \"written-claim\"]\n[Intended \"Ng1\"]\n[TimeControl \"900+10\"]", moves));
    QCOMPARE(answerFor(rapid).key, std::string("one-minute"));
    QCOMPARE(choose(rapid, Choice::IncorrectTwoMinutes).misconceptions,
             std::vector<Misconception>{Misconception::PenaltyByTimeControl});
    const Item correct = readOne(itemPgn("[Question \"written-claim\"]\n[Intended \"Ng8\"]",
                                         "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1"));
    QCOMPARE(answerFor(correct).key, std::string("correct"));
    QCOMPARE(answerFor(correct).article, std::string("9.2.1"));
}

// 9.5.3 plays the written move of an incorrect claim; the arbiter's ruling goes on to what
// that move causes by itself (5.1.1, 5.2.1, 5.2.2, 9.6.2). A correct claim plays nothing.
void TestSchool::writtenClaimRulingFollowsThePlayedMove_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("claim");
    QTest::addColumn<QString>("intended");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("termination");
    QTest::addColumn<int>("result");
    QTest::addColumn<QString>("article");
    const int over = int(Termination::None), draw = int(GameResult::Draw);
    QTest::newRow("capture leaves bare kings")
        << "8/8/8/8/8/5k2/3r4/4K3 w - - 99 120"
        << "fifty"
        << "Kxd2"
        << "two-minutes" << int(Termination::DeadPosition) << draw << "5.2.2";
    QTest::newRow("written move mates")
        << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 10 40"
        << "fifty"
        << "Ra8"
        << "two-minutes" << int(Termination::Checkmate) << int(GameResult::WhiteWins) << "5.1.1";
    QTest::newRow("written move stalemates")
        << "k7/8/1Q6/8/8/8/8/6K1 w - - 5 60"
        << "threefold"
        << "Qc7"
        << "two-minutes" << int(Termination::Stalemate) << draw << "5.2.1";
    QTest::newRow("written move is the 150th half-move")
        << "8/8/4k3/8/8/8/3QK3/8 w - - 149 90"
        << "threefold"
        << "Qd3"
        << "two-minutes" << int(Termination::SeventyFiveMoves) << draw << "9.6.2";
    QTest::newRow("locked wall after the written pawn move")
        << "8/8/3k4/1p1p1p1p/1P1P1P2/7P/4K3/8 w - - 0 50"
        << "fifty"
        << "h4"
        << "two-minutes" << int(Termination::DeadPosition) << draw << "5.2.2";
    QTest::newRow("the game goes on") << "8/8/8/8/8/5k2/3r4/4K3 w - - 20 120"
                                      << "fifty"
                                      << "Kf1"
                                      << "two-minutes" << over << int(GameResult::Ongoing) << "";
    QTest::newRow("correct claim plays nothing")
        << "8/8/8/8/8/5k2/3r4/4K3 w - - 99 120"
        << "fifty"
        << "Kf1"
        << "correct" << over << int(GameResult::Ongoing) << "";
}

void TestSchool::writtenClaimRulingFollowsThePlayedMove() {
    QFETCH(QString, fen);
    QFETCH(QString, claim);
    QFETCH(QString, intended);
    QFETCH(QString, answer);
    QFETCH(int, termination);
    QFETCH(int, result);
    QFETCH(QString, article);
    const std::string tags = "[Question \"written-claim\"]\n[SetUp \"1\"]\n[FEN \"" +
                             fen.toStdString() + "\"]\n[Claim \"" + claim.toStdString() +
                             "\"]\n[Intended \"" + intended.toStdString() + "\"]";
    const Answer a = answerFor(readOne(itemPgn(tags, "")));
    QCOMPARE(QString::fromStdString(a.key), answer);
    QCOMPARE(int(a.then.termination), termination);
    QCOMPARE(int(a.then.result), result);
    QCOMPARE(QString::fromStdString(std::string(remis::article(a.then))), article);
}

// 9.1.2: only the opponent accepts; 9.1.2.3: an incorrect claim is an offer; 5.2.3.
void TestSchool::offers() {
    const Item white =
        readOne(itemPgn("[Question \"offer\"]\n[OfferBy \"White\"]", "1. e4 e5 2. Nf3"));
    QCOMPARE(answerFor(white).key, std::string("black"));
    QCOMPARE(choose(white, Choice::OnlyWhiteMayAccept).misconceptions,
             std::vector<Misconception>{Misconception::OwnOfferCannotBeAccepted});
    const Item early = readOne(itemPgn("[Question \"offer\"]\n[OfferBy \"White\"]", "1. e4"));
    QCOMPARE(answerFor(early).key, std::string("nobody"));
    QCOMPARE(choose(early, Choice::OnlyBlackMayAccept).misconceptions,
             std::vector<Misconception>{Misconception::BothMustHaveMoved});
    const Item claim =
        readOne(itemPgn("[Question \"offer\"]\n[Claim \"threefold\"]\n[Intended \"Ng1\"]",
                        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6"));
    QCOMPARE(answerFor(claim).key, std::string("black"));
    QCOMPARE(choose(claim, Choice::NobodyMayAccept).misconceptions,
             std::vector<Misconception>{Misconception::ClaimIsAnOffer});
}

void TestSchool::fileProblemsNameTheirLine() {
    const std::string text =
        "[Lesson \"t\"]\n[Item \"a\"]\n[Question \"clam\"]\n\n*\n\n"                  // line 3
        "[Item \"b\"]\n[Question \"claim\"]\n\n1. e4 e5 2. Ke3 *\n\n"                 // line 10
        "[Item \"c\"]\n[Question \"same-position\"]\n[Compare \"9\"]\n\n1. e4 *\n\n"  // line 15
        "[Item \"c\"]\n[Question \"claim\"]\n\n*\n\n"  // line 18: second c
        "[Item \"d\"]\n[Question \"claim\"]\n\n*\n";
    const LessonRead read = readLesson(text);
    QCOMPARE(read.lesson.items.size(), size_t(2));  // the second c, and d
    QCOMPARE(read.problems.size(), size_t(3));
    QCOMPARE(read.problems[0].line, 3L);
    QVERIFY(read.problems[0].message.find("unknown question \"clam\"") != std::string::npos);
    QCOMPARE(read.problems[1].line, 10L);
    QVERIFY(read.problems[1].message.find("2. Ke3") != std::string::npos);
    QCOMPARE(read.problems[2].line, 14L);  // the Compare tag's own line
    QVERIFY(read.problems[2].message.find("Compare \"9\"") != std::string::npos);
    const LessonRead twice = readLesson("[Item \"c\"]\n\n*\n\n[Item \"c\"]\n\n*\n");
    QCOMPARE(twice.problems.size(), size_t(1));
    QCOMPARE(twice.problems[0].line, 5L);
    QVERIFY(twice.problems[0].message.find("second item") != std::string::npos);
}

// A file's Answer is checked against the arbiter: a wrong one is an error on its line.
void TestSchool::answerTagIsRechecked() {
    const LessonRead right =
        readLesson(itemPgn("[Question \"claim\"]\n[Answer \"threefold\"]", Knights));
    QVERIFY(right.problems.empty());
    const LessonRead wrong =
        readLesson(itemPgn("[Question \"claim\"]\n[Answer \"none\"]", Knights));
    QCOMPARE(wrong.problems.size(), size_t(1));
    QCOMPARE(wrong.problems[0].line, 4L);
    QVERIFY(wrong.problems[0].message.find("the arbiter rules \"threefold\"") != std::string::npos);
}

void TestSchool::itemWrittenAndReadBackKeepsItsAnswer() {
    const Item item =
        readOne(itemPgn("[Question \"written-claim\"]\n[Intended \"Ng1\"]\n[Claim "
                        "\"threefold\"]\n[TimeControl \"180+2\"]\n[Source \"a test\"]",
                        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6"));
    const std::string pgn = itemToPgn(item, "Title");
    QVERIFY(pgn.find("[Answer \"one-minute\"]") != std::string::npos);
    const LessonRead again = readLesson(pgn);
    QVERIFY2(again.problems.empty(),
             again.problems.empty() ? "" : again.problems[0].message.c_str());
    QCOMPARE(again.lesson.title, std::string("Title"));
    QCOMPARE(answerFor(again.lesson.items.front()).key, std::string("one-minute"));
    QCOMPARE(again.lesson.items.front().source, std::string("a test"));
}

void TestSchool::minerFindsEnPassantAndCastlingTraps() {
    const std::string games =
        "[White \"A\"]\n[Black \"B\"]\n[SetUp \"1\"]\n[FEN \"4k1n1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 "
        "1\"]\n\n"
        "1... d5 2. Nf3 Nf6 3. Ng1 Ng8 4. Nf3 Nf6 5. Ng1 Ng8 6. Nf3 Nf6 7. Ng1 Ng8 *\n\n"
        "[White \"C\"]\n[Black \"D\"]\n\n1. Nf3 Nf6 2. Rg1 Ng8 3. Rh1 Nf6 4. Ng1 Ng8 5. Nc3 Nf6 6. "
        "Rb1 Ng8 7. Ra1 Nf6 8. Nb1 Ng8 *\n";
    const std::vector<PgnGame> read = readPgnGames(games);
    QCOMPARE(read.size(), size_t(2));
    const std::vector<Item> ep = mineGame(read[0], 1, {MineKind::EnPassantTrap});
    QCOMPARE(ep.size(), size_t(2));
    QCOMPARE(answerFor(ep[1]).key, std::string("en-passant"));
    QVERIFY(ep[0].source.find("A - B") == 0);
    const std::vector<Item> castling = mineGame(read[1], 2, {MineKind::CastlingTrap});
    QCOMPARE(castling.size(), size_t(2));
    QCOMPARE(answerFor(castling[0]).key, std::string("none"));
    QCOMPARE(answerFor(castling[1]).key, std::string("castling-rights"));
    QVERIFY(mineGame(read[1], 2, {MineKind::EnPassantTrap}).empty());
    const std::vector<Item> three = mineGame(read[0], 1, {MineKind::Threefold});
    QVERIFY(!three.empty());
    QCOMPARE(answerFor(three[0]).key, std::string("threefold"));
}

QTEST_APPLESS_MAIN(TestSchool)
#include "tst_school.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
