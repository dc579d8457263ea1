#include "core/school/schoolanswer.h"

#include <algorithm>
#include <array>
#include <utility>

#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "core/rules/laws.h"
#include "core/rules/vocabulary.h"
#include "core/school/schoolrulings.h"

namespace remis::school {

namespace {

bool has(const std::vector<Choice>& v, Choice c) {
    return std::find(v.begin(), v.end(), c) != v.end();
}

// The item's history played as a game. An ending before the last move is an error: the
// position asked about could not have arisen.
}  // namespace

Expected<Game, Refusal> replay(const Item& item) {
    Game g(item.start, item.rules, item.control);
    for (size_t i = 0; i < item.moves.size(); ++i) {
        if (g.isOver())
            return refuse(LessonFault::OverBeforeMove,
                          {std::string(terminationId(g.outcome().termination)),
                           ruleReference(g.outcome(), item.rules), std::to_string(i + 1)});
        const auto stood = std::find_if(item.stood.begin(), item.stood.end(),
                                        [&](const auto& s) { return s.first == int(i) + 1; });
        if (stood != item.stood.end()) {
            const Position& pos = g.position();
            (void)g.playStood({item.moves[i], stood->second}, toSan(pos, item.moves[i]));
        } else if (auto r = g.play(item.moves[i]); !r) {
            return Refusal{LessonFault::Unanswered, {}, r.error(), r.error().message};
        }
    }
    return g;
}

namespace {

void fillFacts(const Game& g, Answer& a) {
    const Ruling& r = g.ruling();
    a.sideToMove = g.position().sideToMove();
    a.repetitionCount = r.repetitionCount;
    a.occurrencePlies = r.repetitionPlies;
    a.lookAlikes = r.lookAlikes;
    a.halfmoveClock = g.position().halfmoveClock();
    a.automatic = g.outcome();
}

// Every move that, written down, makes a correct claim (9.2.1 or 9.3.1), each once.
std::vector<Move> claimMoves(const Ruling& r) {
    std::vector<Move> moves = r.threefoldClaimMoves;
    for (Move m : r.fiftyClaimMoves)
        if (std::find(moves.begin(), moves.end(), m) == moves.end()) moves.push_back(m);
    return moves;
}

// Can the side to move claim now, and by which article (9.2.2, 9.3.2)?
void answerClaim(const Game& g, Answer& a) {
    a.offered = {Choice::NoClaim,
                 Choice::ClaimThreefold,
                 Choice::ClaimFifty,
                 Choice::ClaimThreefoldWithMove,
                 Choice::ClaimFiftyWithMove,
                 Choice::AlreadyOver};
    if (g.isOver()) {
        a.correct = {Choice::AlreadyOver};
        a.article = std::string(article(g.outcome(), g.rules()));
        a.key = "over";
        return;
    }
    // On the board (9.2.2, 9.3.2) first; a claim with a written move (9.2.1, 9.3.1) is just as
    // correct, and the only one when the move completes the count.
    const Ruling& r = g.ruling();
    if (r.canClaimThreefold) a.correct.push_back(Choice::ClaimThreefold);
    if (r.canClaimFifty) a.correct.push_back(Choice::ClaimFifty);
    if (!r.threefoldClaimMoves.empty()) a.correct.push_back(Choice::ClaimThreefoldWithMove);
    if (!r.fiftyClaimMoves.empty()) a.correct.push_back(Choice::ClaimFiftyWithMove);
    a.correctMoves = claimMoves(r);
    if (a.correct.empty()) {
        a.correct = {Choice::NoClaim};
        a.article = std::string(article_no::Threefold) + ", " + std::string(article_no::Fifty);
        a.key = "none";
        return;
    }
    static constexpr std::pair<Choice, std::string_view> Articles[] = {
        {Choice::ClaimThreefold, article_no::ThreefoldOnBoard},
        {Choice::ClaimFifty, article_no::FiftyOnBoard},
        {Choice::ClaimThreefoldWithMove, article_no::ThreefoldWithMove},
        {Choice::ClaimFiftyWithMove, article_no::FiftyWithMove}};
    for (const auto& [c, art] : Articles)
        if (c == a.correct.front()) a.article = art;
    a.key = std::string(choiceId(a.correct.front()));
}

// The squares where two positions differ in what 9.2.3 compares.
std::vector<Square> differingSquares(const Position& x, const Position& y) {
    std::vector<Square> squares;
    for (int s = 0; s < 64; ++s)
        if (x.pieceOn(Square(s)) != y.pieceOn(Square(s))) squares.push_back(Square(s));
    constexpr std::array<std::pair<CastlingRights, std::pair<Square, Square>>, 4> Homes{{
        {WhiteKingSide, {4, 7}},     // e1, h1
        {WhiteQueenSide, {4, 0}},    // e1, a1
        {BlackKingSide, {60, 63}},   // e8, h8
        {BlackQueenSide, {60, 56}},  // e8, a8
    }};
    for (const auto& [right, homes] : Homes) {
        if ((x.castlingRights() & right) == (y.castlingRights() & right)) continue;
        for (Square s : {homes.first, homes.second})
            if (std::find(squares.begin(), squares.end(), s) == squares.end()) squares.push_back(s);
    }
    for (Square ep : {Square(x.epSquare()), Square(y.epSquare())})
        if (ep != NoSquare && std::find(squares.begin(), squares.end(), ep) == squares.end())
            squares.push_back(ep);
    return squares;
}

void answerSamePosition(const Item& item, Answer& a) {
    const Position x = item.positionAt(item.compareWithPly), y = item.position();
    const PositionIdentity ix = x.identity(), iy = y.identity();
    a.offered = {Choice::Same, Choice::OtherSideToMove, Choice::OtherPieces,
                 Choice::OtherCastlingRights, Choice::OtherEnPassant};
    if (ix.side != iy.side) a.correct.push_back(Choice::OtherSideToMove);
    if (ix.packed != iy.packed || ix.white != iy.white) a.correct.push_back(Choice::OtherPieces);
    if (ix.castling != iy.castling) a.correct.push_back(Choice::OtherCastlingRights);
    if (ix.epSquare != iy.epSquare) a.correct.push_back(Choice::OtherEnPassant);
    if (a.correct.empty()) a.correct = {Choice::Same};
    a.differences = differingSquares(x, y);
    a.noCastlingRights = x.castlingRights() == 0 && y.castlingRights() == 0;
    a.article = a.correct.front() == Choice::OtherCastlingRights ? article_no::SameCastling
                : a.correct.front() == Choice::OtherEnPassant    ? article_no::SameEnPassant
                                                                 : article_no::SamePosition;
    a.key = std::string(choiceId(a.correct.front()));
}

void answerClaimMoves(const Game& g, Answer& a) {
    for (Move m : legalMoves(g.position())) a.legalMoves.push_back(m);
    if (!g.isOver()) a.correctMoves = claimMoves(g.ruling());
    std::vector<std::string> sans;
    for (Move m : a.correctMoves) sans.push_back(toSan(g.position(), m));
    std::sort(sans.begin(), sans.end());
    for (const std::string& s : sans) a.key += (a.key.empty() ? "" : " ") + s;
    if (a.key.empty()) a.key = "none";
    a.article =
        std::string(article_no::ThreefoldWithMove) + ", " + std::string(article_no::FiftyWithMove);
}

Choice choiceFor(GameResult r) {
    return r == GameResult::WhiteWins   ? Choice::WhiteWins
           : r == GameResult::BlackWins ? Choice::BlackWins
                                        : Choice::Draw;
}

Answering answerFlagFall(const Item& item, const Game& g, Answer& a) {
    if (item.flagged != g.position().sideToMove())  // 6.9: only the running clock runs out
        return refuse(LessonFault::FlaggedNotToMove);
    if (g.isOver() && g.outcome().termination == Termination::DeadPosition)
        return answerFlagFallWhenDead(item, g, a);
    if (g.isOver()) return refuse(LessonFault::FlagAfterEnd);
    const Position& pos = g.position();
    a.offered = {Choice::WhiteWins, Choice::BlackWins, Choice::Draw};
    const FlagFallJudgement judged = judgeFlagFall(pos, item.flagged, item.rules);
    a.flagResult = judged.result;
    a.correct = {choiceFor(a.flagResult)};
    const MateAnalysis& mate = judged.opponent;
    if (mate.verdict == Mateability::Yes) a.mateLine = mate.line;
    if (mate.verdict == Mateability::No) a.cannotMate = mate.reason;
    a.article =
        std::string(article(Outcome{Termination::Timeout, a.flagResult, g.ply()}, item.rules));
    a.key = std::string(resultToken(a.flagResult));
    return true;
}

void answerMovesUntil(const Game& g, Answer& a) {
    a.number = std::max(0, FiftyMovePlies - g.position().halfmoveClock());
    a.article = article_no::Fifty;
    a.key = std::to_string(a.number);
}

Answering answerProcedure(const Item& item, const Game& g, Answer& a) {
    a.offeredSteps = {Step::WriteMove, Step::PlayMove, Step::PressClock, Step::ClaimToArbiter};
    if (item.intended) {
        Game copy = g;
        const ClaimVerdict v = copy.claim(item.claim, item.intended);
        if (!v.correct)
            return refuse(LessonFault::ProcedureClaimIncorrect,
                          {toSan(g.position(), *item.intended)});
        a.verdict = v;
        a.correctSteps = {Step::WriteMove, Step::ClaimToArbiter};
        a.article = std::string(claimArticle(v.rule, true));
        a.key = "write-move claim";
        return true;
    }
    if (!g.ruling().canClaimThreefold && !g.ruling().canClaimFifty)
        return refuse(LessonFault::NoClaimOnBoard);
    a.correctSteps = {Step::ClaimToArbiter};
    a.article =
        g.ruling().canClaimThreefold ? article_no::ThreefoldOnBoard : article_no::FiftyOnBoard;
    a.key = "claim";
    return true;
}

// The claim made on `copy`, and what the move it played caused: 9.5.3 plays the written move
// of an incorrect claim, and the arbiter's ruling goes on to what that move brings about. A dead
// position is settled with the full analysis (5.2.2), as the arbiter would see it.
ClaimVerdict claimAndFollow(Game& copy, const Item& item, Answer& a) {
    ClaimVerdict v = copy.claim(item.claim, item.intended);
    if (!v.movePlayed) return v;
    if (!copy.isOver()) copy.settleDeadPosition();
    a.then = copy.outcome();
    return v;
}

Answering answerWrittenClaim(const Item& item, const Game& g, Answer& a) {
    Game copy = g;
    const ClaimVerdict v = claimAndFollow(copy, item, a);
    if (v.rejection == ClaimRejection::IllegalMove || v.rejection == ClaimRejection::GameOver)
        return refuse(LessonFault::ClaimNotPossible);
    a.verdict = v;
    a.offered = {Choice::ClaimCorrect, Choice::IncorrectTwoMinutes, Choice::IncorrectOneMinute,
                 Choice::IncorrectAnyMove};
    if (claimPenaltyMs(item.control) == 0)
        a.offered.insert(a.offered.begin() + 3, Choice::IncorrectNoTime);
    const Choice right = v.correct                ? Choice::ClaimCorrect
                         : v.penaltyMs >= 120'000 ? Choice::IncorrectTwoMinutes
                         : v.penaltyMs > 0        ? Choice::IncorrectOneMinute
                                                  : Choice::IncorrectNoTime;
    a.correct = {right};
    a.article = v.correct ? claimArticle(v.rule, true) : article_no::IncorrectClaim;
    a.key = std::string(choiceId(right));
    return true;
}

Answering answerOffer(const Item& item, const Game& g, Answer& a) {
    Game copy = g;
    if (item.offeredBy) {
        copy.offerDraw(*item.offeredBy);
        a.article = copy.canAgreeDraw() ? article_no::DrawOffer : article_no::Agreement;
    } else {
        const ClaimVerdict v = claimAndFollow(copy, item, a);
        if (v.rejection == ClaimRejection::IllegalMove)
            return refuse(LessonFault::ClaimMoveIllegal);
        a.verdict = v;
        a.article =
            v.correct ? claimArticle(v.rule, item.intended.has_value()) : article_no::ClaimIsOffer;
    }
    a.mayAccept[White] = copy.canAcceptDraw(White);
    a.mayAccept[Black] = copy.canAcceptDraw(Black);
    a.offered = {Choice::OnlyWhiteMayAccept, Choice::OnlyBlackMayAccept, Choice::NobodyMayAccept};
    const Choice right = a.mayAccept[White]   ? Choice::OnlyWhiteMayAccept
                         : a.mayAccept[Black] ? Choice::OnlyBlackMayAccept
                                              : Choice::NobodyMayAccept;
    a.correct = {right};
    a.key = std::string(choiceId(right));
    return true;
}

// --- checking -------------------------------------------------------------------------

std::vector<Misconception> claimMistakes(const Answer& a, Choice c) {
    if (a.automatic.isOver())
        return {c == Choice::AlreadyOver ? Misconception::None : Misconception::AlreadyOverByRule};
    switch (c) {
        case Choice::NoClaim:
            if (has(a.correct, Choice::ClaimThreefold))
                return {Misconception::CountedMovesNotPositions};
            if (has(a.correct, Choice::ClaimFifty)) return {Misconception::MissedFifty};
            return {Misconception::MissedWrittenClaim};
        case Choice::ClaimThreefold: {
            if (has(a.correct, Choice::ClaimThreefoldWithMove))
                return {Misconception::NotYetOnTheBoard};
            for (const LookAlike& l : a.lookAlikes)
                return {l.reason == LookAlikeReason::CastlingRights
                            ? Misconception::LookAlikeCastling
                            : Misconception::LookAlikeEnPassant};
            return {Misconception::TooFewOccurrences};
        }
        case Choice::ClaimFifty:
            if (has(a.correct, Choice::ClaimFiftyWithMove))
                return {Misconception::NotYetOnTheBoard};
            return {a.halfmoveClock >= 50 ? Misconception::CountedPliesAsMoves
                                          : Misconception::FiftyNotReached};
        case Choice::ClaimThreefoldWithMove:
            return {Misconception::MoveDoesNotRepeat};
        case Choice::ClaimFiftyWithMove:
            return {a.halfmoveClock >= 50 ? Misconception::CountedPliesAsMoves
                                          : Misconception::FiftyNotReached};
        case Choice::AlreadyOver:
            return {Misconception::NotOver};
        default:
            return {};
    }
}

std::vector<Misconception> sameMistakes(const Answer& a, Choice c) {
    if (c == Choice::Same) {
        switch (a.correct.front()) {
            case Choice::OtherSideToMove:
                return {Misconception::SideToMoveCounts};
            case Choice::OtherPieces:
                return {Misconception::PiecesDiffer};
            case Choice::OtherCastlingRights:
                return {Misconception::RightsLostOnReturn};
            default:
                return {Misconception::LegalEnPassantCounts};
        }
    }
    if (c == Choice::OtherEnPassant) return {Misconception::EnPassantNotLegal};
    // A rook that went round looks like a lost right; with no right at all there is none to
    // lose (a tester was told about being unable to castle "for the moment").
    if (c == Choice::OtherCastlingRights)
        return {a.noCastlingRights ? Misconception::NoRightsToLose
                                   : Misconception::TemporaryInability};
    if (c == Choice::OtherPieces) return {Misconception::SamePieces};
    return {Misconception::SameSideToMove};
}

std::vector<Misconception> flagMistakes(const Item& item, const Answer& a, Choice c) {
    const Choice flaggedWins = item.flagged == White ? Choice::WhiteWins : Choice::BlackWins;
    if (c == flaggedWins) return {Misconception::FlaggedSideCannotWin};
    if (c == Choice::Draw) return {Misconception::HelpmateCounts};
    if (item.rules == RuleSet::Uscf && a.cannotMate == MateReason::None)
        return {Misconception::UscfInsufficient};
    return {Misconception::OpponentCannotMate};
}

std::vector<Misconception> writtenClaimMistakes(const Answer& a, Choice c) {
    const ClaimVerdict& v = *a.verdict;
    if (v.correct) return {Misconception::ClaimIsCorrect};
    if (c == Choice::ClaimCorrect) {
        std::vector<Misconception> m{Misconception::ClaimIsIncorrect};
        if (v.zeroing && v.kind != ClaimKind::Threefold)
            m.push_back(Misconception::ZeroingMoveCounts);
        else if (v.kind != ClaimKind::FiftyMoves && !a.writtenLookAlikes.empty())
            // The pieces would stand as before, but one of those was another position (9.2.3).
            m.push_back(a.writtenLookAlikes.front().reason == LookAlikeReason::EnPassant
                            ? Misconception::LookAlikeEnPassant
                            : Misconception::LookAlikeCastling);
        else if (v.kind != ClaimKind::FiftyMoves)
            m.push_back(Misconception::MoveDoesNotRepeat);
        if (!v.zeroing && v.kind != ClaimKind::Threefold && v.halfmoveClock >= 50)
            m.push_back(Misconception::CountedPliesAsMoves);
        return m;
    }
    if (c == Choice::IncorrectAnyMove) return {Misconception::WrittenMoveMustBePlayed};
    return {Misconception::PenaltyByTimeControl};
}

std::vector<Misconception> offerMistakes(const Item& item, const Answer& a, Choice c) {
    const Color offerer = item.offeredBy ? *item.offeredBy : a.sideToMove;
    const Choice offererAccepts =
        offerer == White ? Choice::OnlyWhiteMayAccept : Choice::OnlyBlackMayAccept;
    if (c == offererAccepts && !a.mayAccept[offerer])
        return {Misconception::OwnOfferCannotBeAccepted};
    if (c == Choice::NobodyMayAccept)
        return {item.offeredBy ? Misconception::OfferStands : Misconception::ClaimIsAnOffer};
    if (a.verdict && a.verdict->correct) return {Misconception::AlreadyOverByRule};
    return {Misconception::BothMustHaveMoved};
}

Feedback checkChoice(const Item& item, const Answer& a, Choice c) {
    Feedback f;
    f.correct = has(a.correct, c);
    if (f.correct) return f;
    switch (item.kind) {
        case QuestionKind::Claim:
            f.misconceptions = claimMistakes(a, c);
            break;
        case QuestionKind::SamePosition:
            f.misconceptions = sameMistakes(a, c);
            break;
        case QuestionKind::FlagFall:
            f.misconceptions = flagMistakes(item, a, c);
            break;
        case QuestionKind::WrittenClaim:
            f.misconceptions = writtenClaimMistakes(a, c);
            break;
        case QuestionKind::Offer:
            f.misconceptions = offerMistakes(item, a, c);
            break;
        case QuestionKind::Resignation:
        case QuestionKind::Ending:
        case QuestionKind::IllegalMove:
        case QuestionKind::CanMate:
            f.misconceptions = rulingMistakes(item, a, c);
            break;
        default:
            break;
    }
    std::erase(f.misconceptions, Misconception::None);
    return f;
}

Feedback checkMoves(const Item& item, const Answer& a, const std::vector<Move>& picked) {
    Feedback f;
    const Position pos = item.position();
    for (Move m : picked) {
        if (std::find(a.correctMoves.begin(), a.correctMoves.end(), m) != a.correctMoves.end())
            continue;
        f.wrongMoves.push_back(m);
        const bool fiftyNear = pos.halfmoveClock() + 1 >= FiftyMovePlies;
        f.misconceptions.push_back(fiftyNear && pos.isZeroing(m)
                                       ? Misconception::ZeroingMoveCounts
                                       : Misconception::MoveDoesNotRepeat);
    }
    for (Move m : a.correctMoves)
        if (std::find(picked.begin(), picked.end(), m) == picked.end()) f.missedMoves.push_back(m);
    if (!f.missedMoves.empty()) f.misconceptions.push_back(Misconception::MissedClaimMove);
    f.correct = f.wrongMoves.empty() && f.missedMoves.empty();
    std::sort(f.misconceptions.begin(), f.misconceptions.end());
    f.misconceptions.erase(std::unique(f.misconceptions.begin(), f.misconceptions.end()),
                           f.misconceptions.end());
    return f;
}

Feedback checkNumber(const Answer& a, int n) {
    Feedback f;
    f.correct = n == a.number;
    if (f.correct) return f;
    const int remaining = a.number;
    if (n == (remaining + 1) / 2 || n == remaining / 2)
        f.misconceptions = {Misconception::CountedOnePlayersMoves};
    else if (a.halfmoveClock < 50 && n == 50 - a.halfmoveClock)
        f.misconceptions = {Misconception::CountedToFifty};
    else
        f.misconceptions = {Misconception::MiscountedHalfMoves};
    return f;
}

Feedback checkSteps(const Answer& a, const std::vector<Step>& steps) {
    Feedback f;
    f.correct = steps == a.correctSteps;
    if (f.correct) return f;
    auto position = [&](Step s) { return std::find(steps.begin(), steps.end(), s); };
    const bool written = a.correctSteps.front() == Step::WriteMove;
    if (position(Step::PlayMove) != steps.end())
        f.misconceptions.push_back(Misconception::PlayedBeforeClaiming);
    if (position(Step::PressClock) != steps.end())
        f.misconceptions.push_back(Misconception::PressedClock);
    if (written && position(Step::WriteMove) == steps.end())
        f.misconceptions.push_back(Misconception::WrittenMoveMissing);
    if (written && position(Step::WriteMove) != steps.end() &&
        position(Step::WriteMove) > position(Step::ClaimToArbiter))
        f.misconceptions.push_back(Misconception::WriteFirst);
    if (!written && position(Step::WriteMove) != steps.end())
        f.misconceptions.push_back(Misconception::NothingToWrite);
    if (position(Step::ClaimToArbiter) == steps.end())
        f.misconceptions.push_back(Misconception::ClaimNotMade);
    return f;
}

}  // namespace

// The position after the written move, as a claim with it counts (9.2.1): played on a copy.
void fillWrittenFacts(const Item& item, const Game& g, Answer& a) {
    if (!item.intended || g.isOver() || item.kind == QuestionKind::Watch) return;
    Game after = g;
    if (!after.play(*item.intended)) return;  // an illegal written move: the answer says so
    a.writtenOccurrences = after.ruling().repetitionPlies;
    a.writtenLookAlikes = after.ruling().lookAlikes;
}

Expected<Answer, Refusal> answerOrRefusal(const Item& item) {
    auto game = replay(item);
    if (!game) return game.error();
    const Game& g = *game;
    Answer a;
    a.kind = item.kind;
    fillFacts(g, a);
    fillWrittenFacts(item, g, a);
    Answering done = true;
    switch (item.kind) {
        case QuestionKind::Watch:
            a.key = "watch";
            break;
        case QuestionKind::Claim:
            answerClaim(g, a);
            break;
        case QuestionKind::SamePosition:
            answerSamePosition(item, a);
            break;
        case QuestionKind::ClaimMoves:
            answerClaimMoves(g, a);
            break;
        case QuestionKind::FlagFall:
            done = answerFlagFall(item, g, a);
            break;
        case QuestionKind::MovesUntilClaim:
            answerMovesUntil(g, a);
            break;
        case QuestionKind::Procedure:
            done = answerProcedure(item, g, a);
            break;
        case QuestionKind::WrittenClaim:
            done = answerWrittenClaim(item, g, a);
            break;
        case QuestionKind::Offer:
            done = answerOffer(item, g, a);
            break;
        case QuestionKind::Resignation:
        case QuestionKind::Ending:
        case QuestionKind::IllegalMove:
        case QuestionKind::CanMate:
            done = answerRuling(item, g, a);
            break;
    }
    if (!done) return done.error();
    if (item.kind == QuestionKind::MovesUntilClaim && g.isOver())
        return refuse(LessonFault::NothingToWaitFor);
    return a;
}

Result<Answer> answerOf(const Item& item) {
    auto answer = answerOrRefusal(item);
    if (answer) return std::move(*answer);
    const Refusal& r = answer.error();
    if (r.fault == LessonFault::Unanswered) return r.cause;
    return makeError(r.message);
}

Feedback check(const Item& item, const Answer& answer, const Response& response) {
    switch (item.kind) {
        case QuestionKind::Watch:
            return Feedback{true, {}, {}, {}};
        case QuestionKind::ClaimMoves:
            return checkMoves(item, answer, response.moves);
        case QuestionKind::MovesUntilClaim:
            return checkNumber(answer, response.number);
        case QuestionKind::Procedure:
            return checkSteps(answer, response.steps);
        default:
            if (response.choices.size() != 1) return Feedback{};
            return checkChoice(item, answer, response.choices.front());
    }
}

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
