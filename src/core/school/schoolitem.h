// The rules school's items: one question (or one demonstration) about the draw rules, set in
// a real position with the moves that led to it, so that repetitions are counted from a real
// history. A lesson is a PGN file that a teacher can add to: each game is one item, its tags
// say what is asked, its movetext is the history and its comments the teaching text.
//
//   [Lesson "repetition"]             the lesson's id (the first game's LessonTitle names it)
//   [Item "rep-knights"]              the item's id, unique in the lesson
//   [Question "claim"]                what is asked (questionKindId below)
//   [Source "Carlsen - Caruana, ..."] where the position comes from
//   [FEN "..."] [SetUp "1"]           optional start; the moves lead to the asked position
//   [Compare "4"]                     same-position: the ply compared with the last one
//   [Flagged "Black"]                 flag-fall: whose flag fell in the last position
//   [Intended "Ng1"] [Claim "threefold"]  written-claim / procedure / offer: the claim made
//   [OfferBy "White"]                 offer: who offered in the last position
//   [Resigned "Black"]                resignation: who resigns in the last position
//   [Rules "USCF"]                    the rule set (FIDE by default)
//   [TimeControl "600+5"]             the control (the incorrect-claim penalty depends on it)
//   [Answer "threefold"]              optional: the answer the miner computed; re-checked
//   [Hint1 "..."] ...                 optional hints; the core words its own otherwise
//
// Nothing in a file is trusted: every item is replayed and its answer computed by the arbiter
// (schoolanswer.h), and a file's Answer that the arbiter does not give is an error on its line.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/base/error.h"
#include "core/board/position.h"
#include "core/clock/clock.h"
#include "core/rules/illegalmove.h"
#include "core/rules/outcome.h"

namespace remis::school {

enum class QuestionKind : uint8_t {
    Watch,            // a demonstration: the moves are played and explained, nothing is asked
    Claim,            // can the side to move claim a draw now, and by which article?
    SamePosition,     // are the positions at ply Compare and now the same for 9.2? why not?
    ClaimMoves,       // pick every move that makes a correct claim (9.2.1, 9.3.1)
    FlagFall,         // the result when Flagged's flag falls now (6.9, USCF 14E)
    MovesUntilClaim,  // how many more half-moves until the fifty-move count is complete
    Procedure,        // what must the claimant do, in order?
    WrittenClaim,     // the claim with the Intended move: how does the arbiter rule?
    Offer,            // who may accept the draw offer now?
    Resignation,      // the result when Resigned resigns now (5.1.2)
    Ending,           // did the last move end the game by itself, and how (5.1.1, 5.2, 9.6)?
    IllegalMove,      // the last move broke the rules and stood: which article (7.5, A.4.2)?
    CanMate,          // who could still checkmate by some series of legal moves (5.2.2, 6.9)?
};

std::string_view questionKindId(QuestionKind kind);  // "claim", "same-position", ...
std::optional<QuestionKind> questionKindFromId(std::string_view id);

struct Item {
    std::string id;
    std::string lessonId;
    QuestionKind kind = QuestionKind::Watch;
    std::string source;              // where the position comes from
    std::string text;                // the teacher's words (the game's comments), may be empty
    std::string answerGiven;         // the Answer tag, checked against the arbiter on load
    std::vector<std::string> hints;  // the Hint1..3 tags; the core's hints where missing
    RuleSet rules = RuleSet::Fide;
    TimeControl control = TimeControl::fideClassical();
    Position start;
    std::vector<Move> moves;  // from start to the asked position
    // Moves that broke the rules and stood (7.5; the board as played): ply (1-based) and why.
    std::vector<std::pair<int, IllegalMoveKind>> stood;
    long line = 0;  // where the item starts in its file

    int compareWithPly = 0;            // SamePosition
    Color flagged = White;             // FlagFall
    std::optional<Move> intended;      // WrittenClaim, Procedure (a claim with a move)
    ClaimKind claim = ClaimKind::Any;  // WrittenClaim, Procedure
    std::optional<Color> offeredBy;    // Offer (nullopt with Claim: the claim is the offer)
    Color resigned = White;            // Resignation

    Position position() const;           // after all the moves
    Position positionAt(int ply) const;  // after the first `ply` moves
    int ply() const { return int(moves.size()); }
};

struct Lesson {
    std::string id;
    std::string title;
    std::vector<Item> items;
};

// What is wrong in a lesson file, for a front end to word in the user's language; the core's
// English is in LessonProblem::message. The arguments each takes are named.
enum class LessonFault : uint8_t {
    NoItem,           // the file holds no item (no PGN game)
    Pgn,              // the PGN reader's error: `cause`
    UnknownQuestion,  // %1 the Question tag
    UnknownRules,     // %1 the Rules tag
    TimeControl,      // `cause`
    Fen,              // `cause`
    Move,             // %1 the numbered move; `cause`
    CompareRange,     // %1 the Compare tag, %2 the last ply it may name
    CompareMissing,
    ColorTag,  // %1 the tag (Flagged, Resigned, OfferBy), %2 its value
    ClaimTag,  // %1 the Claim tag
    Intended,  // %1 the Intended tag; `cause`
    IntendedMissing,
    OfferMissing,
    Unanswered,  // the arbiter cannot answer the item: `cause`
    // The arbiter's refusals to answer an item (answerOf, Refusal):
    OverBeforeMove,           // %1 the ending's id, %2 its rule ("FIDE 9.6.1"), %3 the move
    FlaggedNotToMove,         // 6.9: only the running clock runs out
    FlagAfterEnd,             // the game was over before the flag fell
    ProcedureClaimIncorrect,  // %1 the Intended move: a procedure needs a correct claim
    NoClaimOnBoard,           // a procedure without an Intended move and no claim
    ClaimNotPossible,         // the game is over or the written move is illegal
    ClaimMoveIllegal,         // an offer question's claim with an illegal move
    NothingToWaitFor,         // a moves-until-claim question after the end
    ResignationAfterEnd,
    MateUndecided,     // the analysis cannot decide whether the opponent can checkmate
    DeadBeforeLast,    // %1 how many moves before the last the position was dead
    LastMoveLegal,     // an illegal-move question whose last move broke no rule
    AlreadyCheckmate,  // a who-can-mate question in a checkmate
    MatesUndecided,    // the analysis cannot decide whether each side can checkmate
    NotARuling,        // a question answerRuling does not answer
    AnswerUnreadable,  // %1 the Answer tag, %2 the question's id
    AnswerDiffers,     // %1 the Answer tag, %2 the arbiter's answer
    DuplicateId,
};

// A problem in a lesson file, on the line where it stands.
struct LessonProblem {
    long line = 0;
    std::string message;  // in English: "line 17, item rep-3: unknown question "clam""
    std::string item;     // the item's id; empty for a problem of the file or an unread item
    LessonFault fault = LessonFault::Pgn;
    std::vector<std::string> args;  // %1, %2 of the fault's wording
    Error cause;                    // the core's error beneath, where the fault names one
};

struct LessonRead {
    Lesson lesson;
    std::vector<LessonProblem> problems;  // an item with a problem is left out of the lesson
};

// Reads a lesson file. Every item is replayed and its answer worked out, so a file that
// loads is a file whose every answer the arbiter gives.
LessonRead readLesson(std::string_view pgnText);

// The item as a lesson file holds it, with the Answer the arbiter gives (for the miner and
// for a teacher's copy). Moves in SAN with their numbers.
std::string itemToPgn(const Item& item, std::string_view lessonTitle = {});

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
