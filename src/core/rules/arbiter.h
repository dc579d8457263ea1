// The arbiter's ruling on the current position, recomputed after every move: what ends the
// game by itself (docs/rules.md section 1, in that precedence) and what the side to move may
// claim (section 2). The GUI and the CLI both read this one value.
#pragma once

#include <optional>
#include <vector>

#include "core/analysis/mateability.h"
#include "core/board/movegen.h"
#include "core/board/position.h"
#include "core/rules/outcome.h"
#include "core/rules/repetition.h"

namespace remis {

struct Ruling {
    int ply = 0;
    int halfmoveClock = 0;
    int repetitionCount = 1;
    std::vector<int> repetitionPlies;  // ascending; ply 0 is the start position
    Outcome automatic;                 // an ending that needs no claim, or None

    // Claims for the side to move (all off when the game is over).
    bool canClaimThreefold = false;         // 9.2.2
    bool canClaimFifty = false;             // 9.3.2
    std::vector<Move> threefoldClaimMoves;  // 9.2.1: naming one of these makes a correct claim
    std::vector<Move> fiftyClaimMoves;      // 9.3.1

    // Who can still checkmate (quick mode); "Unknown" counts as "can".
    Mateability canMate[2] = {Mateability::Unknown, Mateability::Unknown};
    MateReason deadReason = MateReason::None;

    // Teaching data: the plies where this placement stood but was not the same position.
    std::vector<LookAlike> lookAlikes;
};

// history must end with pos; the ruling's ply is history.ply() (half-moves since the start).
// Lean leaves out the teaching data (occurrence plies, look-alikes), for audits.
enum class RulingDetail : uint8_t { Full, Lean };
Ruling computeRuling(const Position& pos, const RepetitionHistory& history, RuleSet rules,
                     RulingDetail detail = RulingDetail::Full);

// What an archive audit needs after each move, without the claim-with-move lists and the
// teaching data: the automatic ending (as computeRuling rules it) and the claims of the side
// to move.
struct LeanRuling {
    int repetitionCount = 1;
    Outcome automatic;
    bool canClaimThreefold = false;  // 9.2.2
    bool canClaimFifty = false;      // 9.3.2
};
LeanRuling computeLeanRuling(const Position& pos, const RepetitionHistory& history, RuleSet rules);

// The automatic ending of pos, or None (checkmate, stalemate, dead position, 75 moves,
// fivefold; under casual rules also threefold and fifty moves).
Outcome automaticEnding(const Position& pos, int repetitionCount, RuleSet rules, int ply,
                        MateReason* deadReason = nullptr);

// 9.2.1 / 9.3.1 for one move: would naming it make a correct claim?
bool isThreefoldClaimMove(const Position& pos, const RepetitionHistory& history, Move m);
bool isFiftyClaimMove(const Position& pos, Move m);

// 5.2.2 with the full analysis, which the per-move ruling leaves out (too slow for every
// move): is the position on the board dead, and since when? `moves` and `undos` are the
// moves that led to `last` (the last one made last) and what unmakes them; the positions
// before are examined backward while the full analysis proves them dead too. A dead
// position stays dead (every position reachable from it is dead), so the game ended at the
// first of that run. The same answer in `status`, `audit` and the app.
struct DeadPositionFinding {
    int ply = 0;  // where the dead position arose
    MateReason reason = MateReason::None;
    uint64_t key = 0;  // of the position there: a finding for another line is not applied
};
std::optional<DeadPositionFinding> findDeadPosition(const Position& last, int lastPly,
                                                    const std::vector<Move>& moves,
                                                    const std::vector<Position::Undo>& undos);

// The dating half of findDeadPosition, for a position `last` already known dead (`found`:
// its ply, reason and key; e.g. the per-move check proved it): the positions before are
// examined backward while the full analysis proves them dead, or every legal move of one
// (at most 8) leads to a dead position or a stalemate, the move played to one proven dead.
DeadPositionFinding datingBack(const Position& last, DeadPositionFinding found,
                               const std::vector<Move>& moves,
                               const std::vector<Position::Undo>& undos);

// 6.9 (FIDE) or 14E (USCF): the result if `flagged` ran out of time now, with the analysis
// it rests on: whether the opponent can checkmate, and how (the helpmate line an
// explanation shows), so that nobody needs to search for it again.
struct FlagFallJudgement {
    GameResult result = GameResult::Ongoing;
    MateAnalysis opponent;  // of ~flagged; line: a helpmate when the verdict is Yes
};
FlagFallJudgement judgeFlagFall(const Position& pos, Color flagged, RuleSet rules,
                                AnalysisMode mode = AnalysisMode::Full);
GameResult flagFallResult(const Position& pos, Color flagged, RuleSet rules,
                          AnalysisMode mode = AnalysisMode::Full);
// 6.9 at once: true when a small search (a few milliseconds) settles whether the opponent of
// `flagged` can checkmate, so flagFallResult answers without delay; false when the full
// analysis must run (the app runs it off the GUI thread while the board waits).
bool isFlagFallQuicklyJudged(const Position& pos, Color flagged);
// 5.1.2: the result if `resigning` resigned now.
GameResult resignationResult(const Position& pos, Color resigning);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
