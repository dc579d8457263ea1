// The rules school's answers, worked out by the arbiter and never keyed by hand: for each item
// (schoolitem.h) what the question offers, which answers are right, the facts the feedback and
// the hints rest on (occurrence plies, the halfmove clock, a helpmate line, the claim's
// verdict), and, for a wrong answer, the misconception it shows ("you counted moves, not
// positions"). The app words all of it in the user's language (app/text/schooltexts).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/rules/game.h"
#include "core/school/schoolitem.h"

namespace remis::school {

// Every choice a question can offer; each kind offers its own few.
enum class Choice : uint8_t {
    // Claim
    NoClaim,
    ClaimThreefold,  // 9.2.2
    ClaimFifty,      // 9.3.2
    AlreadyOver,     // 9.6 (or 5.1, 5.2) ended the game: nothing is left to claim
    // SamePosition
    Same,
    OtherSideToMove,
    OtherPieces,
    OtherCastlingRights,  // 9.2.3.2
    OtherEnPassant,       // 9.2.3.1
    // FlagFall
    WhiteWins,
    BlackWins,
    Draw,
    // WrittenClaim
    ClaimCorrect,         // 9.5.2: a draw, the written move is not played
    IncorrectTwoMinutes,  // 9.5.3: two minutes to the opponent, the written move is played
    IncorrectOneMinute,   // A.3, B.3: one minute in rapid and blitz
    IncorrectNoTime,      // untimed: no clock to add to; the move is played
    IncorrectAnyMove,     // the claimant may play another move (never right)
    // Offer
    OnlyWhiteMayAccept,
    OnlyBlackMayAccept,
    NobodyMayAccept,
    // Claim, with a written move (not played): 9.2.1, 9.3.1
    ClaimThreefoldWithMove,
    ClaimFiftyWithMove,
    // CanMate: who could still checkmate by some series of legal moves (5.2.2, 6.9, 5.1.2)
    BothCanMate,
    OnlyWhiteCanMate,
    OnlyBlackCanMate,
    NeitherCanMate,
    // Ending: what the last move brought about by itself
    GoesOn,
    EndCheckmate,    // 5.1.1
    EndStalemate,    // 5.2.1
    EndDead,         // 5.2.2
    EndFivefold,     // 9.6.1
    EndSeventyFive,  // 9.6.2
    // IllegalMove: the article the arbiter acts by
    IllegalStandardFirst,   // 7.5.1 (and two minutes to the opponent, 7.5.5)
    IllegalStandardSecond,  // 7.5.5: the second illegal move loses
    IllegalRapidBlitz,      // A.4.2
};

// The steps of a claim, for "what must the player do, in order?".
enum class Step : uint8_t { WriteMove, PlayMove, PressClock, ClaimToArbiter };

// What a wrong answer shows the pupil did not see. The app has a sentence for each.
enum class Misconception : uint8_t {
    None,
    CountedMovesNotPositions,  // said no threefold, yet the position stood three times
    TooFewOccurrences,         // said threefold with fewer than three occurrences
    LookAlikeCastling,         // the same placement, but castling rights differed (9.2.3.2)
    LookAlikeEnPassant,        // the same placement, but a legal e.p. capture differed (9.2.3.1)
    CountedPliesAsMoves,       // took 50 half-moves for the 50 moves of 9.3
    FiftyNotReached,           // said fifty moves far from 100 half-moves
    MissedFifty,               // said no claim with 100 half-moves or more
    AlreadyOverByRule,         // a claim, yet 9.6 (or 5.1, 5.2) had ended the game
    NotOver,                   // said the game was over, yet it goes on
    EnPassantNotLegal,         // an e.p. square with no legal capture counts for nothing
    LegalEnPassantCounts,      // said "same" although a legal e.p. capture differed
    RightsLostOnReturn,        // said "same" after a king or rook went and came back
    TemporaryInability,        // castling impossible now is not a lost right
    SideToMoveCounts,          // said "same" with the other player to move
    PiecesDiffer,              // said "same" with different pieces or squares
    HelpmateCounts,            // said draw on time, yet a mate was possible with help (6.9)
    OpponentCannotMate,        // said the opponent wins on time, yet it cannot mate (6.9)
    UscfInsufficient,          // USCF 14E draws where FIDE 6.9 would not
    FlaggedSideCannotWin,      // picked the player whose flag fell as the winner
    ZeroingMoveCounts,         // picked a capture or pawn move for a fifty-move claim (9.3.1)
    MoveDoesNotRepeat,         // picked a move after which the position stands fewer than 3 times
    MissedClaimMove,           // left out a move that makes a correct claim
    CountedOnePlayersMoves,    // answered in moves by one player, not half-moves
    CountedToFifty,            // counted to 50 half-moves, not 100
    PlayedBeforeClaiming,  // played (or touched) the move: the right to claim on it is gone (9.4)
    PressedClock,          // pressing the clock completes a move
    WriteFirst,            // the move is written before the claim, and cannot be changed (9.2.1)
    WrittenMoveMissing,    // a claim with a move needs the move written (9.2.1, 9.3.1)
    NothingToWrite,        // a claim on the board (9.2.2, 9.3.2) needs no written move
    ClaimIsCorrect,        // called a correct claim incorrect
    ClaimIsIncorrect,      // called an incorrect claim correct
    WrittenMoveMustBePlayed,   // 9.5.3: after an incorrect claim the written move is played
    PenaltyByTimeControl,      // two minutes, one in rapid and blitz, none untimed
    OwnOfferCannotBeAccepted,  // only the opponent of the player who offered may accept
    ClaimIsAnOffer,            // 9.1.2.3: an incorrect claim is a draw offer
    BothMustHaveMoved,         // 5.2.3: no agreement before each player has moved
    NoOfferStands,             // said someone may accept, yet no offer stands
    MissedWrittenClaim,   // said no claim, yet writing a move makes a correct claim (9.2.1, 9.3.1)
    NotYetOnTheBoard,     // claimed on the board what only a written move completes
    SamePieces,           // said the pieces differ, yet they stand the same in both
    SameSideToMove,       // said the other player is to move, yet it is the same one
    OfferStands,          // said nobody may accept, yet the opponent's offer stands (9.1.2)
    MiscountedHalfMoves,  // a number of half-moves to 100 that fits no known slip
    ClaimNotMade,         // left out the claim to the arbiter itself
    ResignerCannotWin,    // picked the player who resigned as the winner
    ResignationNoMateDraws,    // said the opponent wins, yet it cannot checkmate (5.1.2)
    ResignationHelpmateLoses,  // said draw, yet the opponent could mate with help (5.1.2)
    HelpmateMeansCanMate,      // said a side cannot mate, yet a helpmate exists
    NoMateAtAll,               // said a side can mate, yet no series of legal moves mates
    EndedByItself,             // said the game goes on, yet the last move ended it
    CheckmateFirst,            // picked another ending than the checkmate that came first
    NoSuchEnding,              // picked an ending the position does not have
    FirstIllegalMove,          // said 7.5.5 for a player's first illegal move
    SecondIllegalMove,         // said 7.5.1 for a player's second illegal move
    RapidBlitzAppendix,        // applied 7.5 in rapid or blitz, where A.4.2 applies
    StandardPlayArticle,       // applied A.4.2 in standard play
    NoRightsToLose,            // said castling rights differ, yet neither position has any
};

// Everything the arbiter says about one item.
struct Answer {
    QuestionKind kind = QuestionKind::Watch;
    std::vector<Choice> offered;     // the choices the question lists, in order
    std::vector<Choice> correct;     // any one of them is right
    std::vector<Move> legalMoves;    // ClaimMoves: every legal move, offered
    std::vector<Move> correctMoves;  // ClaimMoves: every move that makes a correct claim
    int number = 0;                  // MovesUntilClaim
    std::vector<Step> offeredSteps;  // Procedure
    std::vector<Step> correctSteps;  // Procedure, in order

    // The facts, for the feedback and the hints.
    Color sideToMove = White;
    std::string article;  // what the answer rests on: "9.2.2", "6.9", "9.5.3"...
    int repetitionCount = 1;
    std::vector<int> occurrencePlies;  // of the asked position, the start being ply 0
    std::vector<LookAlike> lookAlikes;
    int halfmoveClock = 0;
    Outcome automatic;                // an ending the last move brought (Claim)
    std::vector<Square> differences;  // SamePosition: the squares that make the difference
    bool noCastlingRights = false;    // SamePosition: neither position has a castling right
    GameResult flagResult = GameResult::Ongoing;
    std::vector<Move> mateLine;  // FlagFall: a mate the opponent could reach with help
    // FlagFall in a dead position (5.2.2; automatic says so): a line ending in stalemate.
    std::vector<Move> stalemateLine;
    MateReason cannotMate = MateReason::None;
    std::optional<ClaimVerdict> verdict;  // WrittenClaim, Procedure, Offer after a claim
    // The rest of the same ruling: after an incorrect claim the written move is played
    // (9.5.3), and that move may end the game by itself (checkmate 5.1.1, stalemate 5.2.1, a
    // dead position 5.2.2, 9.6.1, 9.6.2). None when no move was played or the game goes on.
    Outcome then;
    bool mayAccept[2] = {false, false};  // Offer, by colour
    // A claim with a written move is about the position after it (9.2.1): where that position
    // stood before, and the earlier look-alikes that were other positions (9.2.3). Empty
    // without a written move.
    std::vector<int> writtenOccurrences;
    std::vector<LookAlike> writtenLookAlikes;

    // Resignation (5.1.2), the second illegal move (7.5.5): the result ruled.
    GameResult ruledResult = GameResult::Ongoing;
    // CanMate: the analysis of each side, by colour (a helpmate line for Yes).
    MateAnalysis mate[2];
    // IllegalMove: why the last move broke the rules, the mover's illegal moves so far, and
    // the kind of play the time control makes.
    std::optional<IllegalMoveKind> illegal;
    int illegalByPlayer = 0;
    PlayKind playKind = PlayKind::Standard;

    // A string that names the right answer, for the Answer tag and the answer key:
    // "threefold", "same", "0-1", "Ng1 Nb1", "37", "write-move claim", ...
    std::string key;
};

// How the arbiter's ruling ends the game, for `remis-cli school check`: the ending the
// played written move of an incorrect claim causes (9.5.3), the draw a correct written claim
// gives (9.2.1, 9.3.1), the result of a flag fall (6.9; 5.2.2 when the game was already
// dead) or of a resignation (5.1.2), the ending the last move brought (Claim, Ending), the
// result of a second illegal move (7.5.5). nullopt when the game goes on.
struct GameEnd {
    std::string termination;  // terminationId(), or "illegal_move" (7.5.5)
    GameResult result = GameResult::Ongoing;
    std::string article;
};
std::optional<GameEnd> rulingEnd(const Item& item, const Answer& a);
// The part of it that a move played as part of the ruling brings (the contract's `then` of
// `school check`): the automatic ending the written move of an incorrect claim causes when it
// is played (9.5.3: checkmate, stalemate, a dead position, 9.6.1, 9.6.2). nullopt otherwise.
std::optional<GameEnd> playedMoveEnd(const Item& item, const Answer& a);

// Why the arbiter cannot answer an item: one of LessonFault's refusals with its fields, or
// Unanswered with the core's error beneath (a move of the item that cannot be played); the
// English `message` is what `remis-cli school check` says.
struct Refusal {
    LessonFault fault = LessonFault::Unanswered;
    std::vector<std::string> args;
    Error cause;
    std::string message;
};

// Works out the answer, or why the item cannot be asked: a move that is not legal, a written
// claim with an illegal move, a flag fall after the end.
Expected<Answer, Refusal> answerOrRefusal(const Item& item);
// The same with the refusal as an Error: its English message (the cause itself for
// Unanswered).
Result<Answer> answerOf(const Item& item);

struct Response {
    std::vector<Choice> choices;  // one for the choice questions
    std::vector<Move> moves;      // ClaimMoves
    int number = -1;              // MovesUntilClaim
    std::vector<Step> steps;      // Procedure, in order
};

struct Feedback {
    bool correct = false;
    // Most telling first; empty when correct.
    std::vector<Misconception> misconceptions;
    std::vector<Move> wrongMoves;   // ClaimMoves: picked but not correct
    std::vector<Move> missedMoves;  // ClaimMoves: correct but not picked
};

Feedback check(const Item& item, const Answer& answer, const Response& response);

// The Answer key read back ("threefold" -> the response it stands for), so that a file's
// Answer tag can be checked and the CLI can check an answer given on the command line.
std::optional<Response> responseFromKey(const Item& item, const Answer& answer,
                                        std::string_view key);

// The answer key a response stands for (responseFromKey reads it back), to keep an answer.
std::string responseKey(const Item& item, const Response& response);

std::string_view choiceId(Choice c);
std::string_view stepId(Step s);
std::string_view misconceptionId(Misconception m);

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
