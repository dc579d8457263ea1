// One home for the words the core's enums are written as: result tokens, termination ids
// (CLI and JSON), rule-set ids and tags, FIDE article numbers and ply labels ("23...Qxh7").
// Everything else calls these. Sentences for people (translated) stay in app/text and take
// their article numbers from here.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/board/position.h"
#include "core/rules/outcome.h"

namespace remis {

// PGN result tokens (8.2.6): "1-0", "0-1", "1/2-1/2", "*".
std::string_view resultToken(GameResult r);
std::optional<GameResult> resultFromToken(std::string_view token);  // "*" is Ongoing

// Machine ids of the CLI's JSON: "checkmate", "dead_position", ...; "" for None.
std::string_view terminationId(Termination t);
std::optional<Termination> terminationFromId(std::string_view id);
// Every ending, in the order of the enum (None left out), for tables and tests.
inline constexpr Termination AllTerminations[] = {
    Termination::Checkmate,          Termination::Stalemate,
    Termination::DeadPosition,       Termination::SeventyFiveMoves,
    Termination::FivefoldRepetition, Termination::ThreefoldRepetition,
    Termination::FiftyMoves,         Termination::Agreement,
    Termination::Resignation,        Termination::Timeout,
    Termination::IllegalMove};

// Command-line ids "fide", "uscf", "casual"; the PGN "Rules" tag "FIDE 2023", "USCF", "casual".
std::string_view ruleSetId(RuleSet rules);
std::optional<RuleSet> ruleSetFromId(std::string_view id);
std::string_view ruleSetTag(RuleSet rules);
std::optional<RuleSet> ruleSetFromTag(std::string_view tag);

// The articles of the FIDE Laws of Chess (2023) that Remis cites, by what they rule, and the
// USCF rule it judges flag fall by under --rules uscf. Code that names an article takes it
// from here; a translated sentence has a placeholder for it (app/text/articles.h).
namespace article_no {
inline constexpr std::string_view Checkmate = "5.1.1";
inline constexpr std::string_view Resignation = "5.1.2";
inline constexpr std::string_view Draws = "5.2";  // the ways a game is drawn
inline constexpr std::string_view Stalemate = "5.2.1";
inline constexpr std::string_view DeadPosition = "5.2.2";
inline constexpr std::string_view Agreement = "5.2.3";  // both players have moved
inline constexpr std::string_view ClockStarts = "6.3";  // and what each move earns
inline constexpr std::string_view FlagFall = "6.9";
inline constexpr std::string_view ClocksPaused = "6.12";  // the game interrupted
inline constexpr std::string_view IllegalMoves = "7.5";
inline constexpr std::string_view IllegalMoveReinstated = "7.5.1";
// Two minutes to the opponent; the same player's second illegal move loses.
inline constexpr std::string_view IllegalMovePenalty = "7.5.5";
inline constexpr std::string_view DrawOffer = "9.1.2";
// Made after one's move; it stands until the opponent accepts it, rejects it (orally or by
// touching a piece to move it) or the game ends.
inline constexpr std::string_view OfferAfterMove = "9.1.2.1";
inline constexpr std::string_view OfferRecorded = "9.1.2.2";  // (=) on the score sheet
inline constexpr std::string_view ClaimIsOffer = "9.1.2.3";
inline constexpr std::string_view Threefold = "9.2";
inline constexpr std::string_view ThreefoldWithMove = "9.2.1";
inline constexpr std::string_view ThreefoldOnBoard = "9.2.2";
inline constexpr std::string_view SamePosition = "9.2.3";
inline constexpr std::string_view SameEnPassant = "9.2.3.1";
inline constexpr std::string_view SameCastling = "9.2.3.2";
inline constexpr std::string_view Fifty = "9.3";
inline constexpr std::string_view FiftyWithMove = "9.3.1";
inline constexpr std::string_view FiftyOnBoard = "9.3.2";
inline constexpr std::string_view TouchEndsClaim = "9.4";  // the right to claim on that move
inline constexpr std::string_view CorrectClaim = "9.5.2";
inline constexpr std::string_view IncorrectClaim = "9.5.3";
inline constexpr std::string_view DrawsByThemselves = "9.6";
inline constexpr std::string_view Fivefold = "9.6.1";
inline constexpr std::string_view SeventyFive = "9.6.2";
inline constexpr std::string_view RapidPenalty = "A.3";  // one minute instead of two
inline constexpr std::string_view RapidIllegalMove = "A.4.2";
inline constexpr std::string_view BlitzPenalty = "B.3";  // as A.3
inline constexpr std::string_view UscfFlagFall = "14E";
}  // namespace article_no

// The article an ending rests on, without the book: "5.1.1", "9.2.1", "14E". A claim's
// article depends on whether it was made on the board (9.2.2, 9.3.2) or with a written
// move (9.2.1, 9.3.1); Outcome::byWrittenMove says which. Under USCF rules a flag fall is
// judged by 14E.
std::string_view article(const Outcome& o, RuleSet rules = RuleSet::Fide);
// With the book: "FIDE 9.2.1", "USCF 14E".
std::string ruleReference(const Outcome& o, RuleSet rules = RuleSet::Fide);
// The article of a claim of `rule` (ThreefoldRepetition or FiftyMoves).
std::string_view claimArticle(Termination rule, bool withWrittenMove);

// A ply as on a score sheet: "23.Qxh7" for White, "23...Qxh7" for Black.
std::string plyLabel(int moveNumber, Color mover, std::string_view san);
// A line of moves from pos with move numbers counted from 1, as a hint is written:
// "1...Kf7 2.Ng6 Kg8 3.Nf6#". After maxPlies plies it stops with " …".
std::string numberedLine(const Position& pos, const std::vector<Move>& line, size_t maxPlies);

// The move number and mover of ply `ply` (1-based) of a game that started at `start`.
int moveNumberOfPly(const Position& start, int ply);
Color moverOfPly(const Position& start, int ply);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
