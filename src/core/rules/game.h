// Game: the one game being played or replayed. It owns the record (start position, moves
// with their position keys, clocks, SAN, time used, draw offers and claims), the repetition
// history, the chess clock and the current ruling, and processes claims, offers,
// resignation and flag fall as the FIDE Laws say.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/base/error.h"
#include "core/clock/clock.h"
#include "core/rules/arbiter.h"
#include "core/rules/illegalmove.h"

namespace remis {

struct PlyRecord {
    Move move;
    std::string san;
    uint64_t key = 0;           // of the position after the move
    int halfmoveClock = 0;      // after the move
    int64_t timeUsedMs = -1;    // -1: not timed
    int64_t clockAfterMs = -1;  // the mover's remaining time after the move, -1: not timed
    bool drawOffered = false;   // (=) on the score sheet (9.1.2.2)
    bool claimMade = false;     // a claim (incorrect, so the move was played) came with this move
    // A move that broke the rules and stood (7.5): why; the board after it is as played.
    std::optional<IllegalMoveKind> stoodIllegal;
};

enum class ClaimRejection : uint8_t {
    None,
    NotYourMove,
    GameOver,
    IllegalMove,
    NotRepeated,      // threefold claimed: the position (after the move) occurs too few times
    FiftyIncomplete,  // fifty moves claimed: too few plies, or the move zeroes the count
    Neither,          // either rule claimed (ClaimKind::Any), and neither holds
};

struct ClaimVerdict {
    bool correct = false;
    Termination rule = Termination::None;  // ThreefoldRepetition or FiftyMoves when correct
    ClaimRejection rejection = ClaimRejection::None;
    int64_t penaltyMs = 0;  // 9.5.3: added to the opponent's clock for an incorrect claim
    bool movePlayed = false;
    // What was claimed, and the counts the ruling rests on, so it can be explained.
    ClaimKind kind = ClaimKind::Any;
    Color claimant = White;
    std::optional<Move> intended;  // the written move (9.2.1, 9.3.1)
    std::string intendedSan;       // in the position of the claim
    int intendedMoveNumber = 0;    // its move number, for "4...Ng8"
    int occurrences = 0;           // of the claimed position (after the written move), this one too
    int halfmoveClock = 0;         // plies without capture or pawn move (after the written move)
    bool zeroing = false;          // the written move is a capture or a pawn move (9.3.1)
    bool byWrittenMove = false;    // a correct claim rests on the written move, not the board
};

// 9.1.2: an offer stands until the opponent accepts, declines or moves.
struct DrawOffer {
    Color by = White;
    int ply = 0;  // the ply at which it was made
};

class Game {
public:
    explicit Game(const Position& start = Position::startPosition(), RuleSet rules = RuleSet::Fide,
                  TimeControl control = TimeControl::untimed());

    const Position& startPosition() const { return m_start; }
    const Position& position() const { return m_position; }
    RuleSet rules() const { return m_rules; }
    int ply() const { return int(m_plies.size()); }
    const std::vector<PlyRecord>& plies() const { return m_plies; }
    const Ruling& ruling() const { return m_ruling; }
    const Outcome& outcome() const { return m_outcome; }
    bool isOver() const { return m_outcome.isOver(); }
    const RepetitionHistory& history() const { return m_history; }
    const std::vector<Position::Undo>& undos() const { return m_undos; }  // one per ply
    Position positionAt(int ply) const;                                   // replays from the start
    // The last capture or pawn move: its ply (1-based), or 0 when none since the start.
    int lastZeroingPly() const;
    // The article for a recorded move that broke the rules and stood (ply 1-based): 7.5.1,
    // 7.5.5 for the player's second in standard play, A.4.2 in rapid and blitz, by the time
    // control; empty when that move was legal.
    std::string_view stoodIllegalArticle(int ply) const;

    ChessClock& clock() { return m_clock; }
    const ChessClock& clock() const { return m_clock; }
    void startClock(int64_t nowMs);

    // Plays a legal move (recording SAN, keys, time); an error if illegal or the game is over.
    Result<Outcome> play(Move m, int64_t nowMs = 0);
    Result<Outcome> play(std::string_view text, int64_t nowMs = 0);  // SAN or UCI
    // Replays a recorded move that broke the rules but stood (7.5; pgn.md: the board as
    // played), written as `san`. Nothing is ruled on a position where the side not to move
    // is in check (isPositionOfTheLaws) until the next move.
    // A player's second such move in standard play ends the game (7.5.5) when the arbiter
    // sees it during the game (`duringTheGame`); found in a finished record it changes
    // nothing (7.5.1 acts during the game), and the rulings go on.
    Result<Outcome> playStood(const PhysicalMove& played, std::string_view san, int64_t nowMs = 0,
                              bool duringTheGame = true);
    // Restores what a saved record says about the last move (replaying a PGN file).
    void annotateLastPly(int64_t clockAfterMs, bool claimMade);
    // Take-back (the casual rule set, or analysis): false when there is nothing to undo.
    bool undo();

    // 5.2.2 with the full analysis (findDeadPosition; the per-move ruling runs the quick
    // one): ends the game where the dead position arose and takes back the moves made after
    // it. Returns how many moves were taken back, or nullopt when nothing was proven (or the
    // game is over, unless the per-move check ended it on the position on the board: then
    // the positions before are dated as datingBack says).
    std::optional<int> settleDeadPosition();
    // The second half alone, for a finding made elsewhere (the app's worker thread): ignored
    // (nullopt) when the game is over or the finding is for a line no longer on the board.
    std::optional<int> endByDeadPosition(const DeadPositionFinding& found);

    // 9.2, 9.3, 9.5: a claim by the side to move, alone or with an intended (unplayed) move.
    ClaimVerdict claim(ClaimKind kind, std::optional<Move> intended = std::nullopt,
                       int64_t nowMs = 0);
    // The correct claim that ended the game (9.5.2), if a claim ended it: the record keeps
    // the written move although it was not played.
    const std::optional<ClaimVerdict>& endingClaim() const { return m_endingClaim; }

    // Who may do what now. The app and the CLI ask these; they never decide themselves.
    // 9.1.2.1: either player may offer, the player to move too (the offer then goes with
    // that player's next move); not while the same player's offer stands or after the end.
    // The opponent's offer answered by an offer is an agreement (see offerDraw).
    bool canOfferDraw(Color by) const;
    // 9.1.2 / 5.2.3: only the opponent of the player who offered, once both have moved.
    bool canAcceptDraw(Color by) const;
    // 9.2 / 9.3: only the player having the move may claim.
    bool canClaim(Color by) const;

    // False when canOfferDraw(by) is false. An offer made while the opponent's stands
    // accepts it (5.2.3): the game is drawn (nowMs freezes the clock then).
    bool offerDraw(Color by, int64_t nowMs = 0);
    std::optional<DrawOffer> pendingOffer() const { return m_offer; }
    // 5.2.3: both players have made at least one move. Counted from the start position's
    // move number, so a game set up from a FEN at move 120 may be agreed at once.
    bool canAgreeDraw() const;
    // By the player the offer was made to. nowMs freezes the clock at the agreement.
    bool acceptDraw(Color by, int64_t nowMs = 0);
    void declineDraw();

    // 5.1.2. nowMs freezes the clock at the resignation.
    Outcome resign(Color by, int64_t nowMs = 0);
    // 6.9: the side whose flag has fallen by nowMs (the first to fall), while the game is in
    // progress and its clock has started; nullopt otherwise.
    std::optional<Color> fallenFlag(int64_t nowMs) const;
    // Judge a flag fall now; `judged`: the judgement made elsewhere (the app judges in a
    // worker thread), so that it is not worked out again here.
    Outcome flagFall(Color flagged, int64_t nowMs = 0,
                     std::optional<FlagFallJudgement> judged = std::nullopt);
    // 6.9: after a loss on time, a series of legal moves by which the winner could still
    // checkmate (the judgement's helpmate line); empty otherwise.
    const std::vector<Move>& flagFallHelpmate() const { return m_flagFallHelpmate; }

private:
    void recompute();
    void finish(Outcome o);
    Outcome commit(Move m, std::string san, int64_t nowMs);
    Outcome secondIllegalMoveOutcome(const Position& before) const;

    Position m_start;
    Position m_position;
    RuleSet m_rules;
    std::vector<PlyRecord> m_plies;
    std::vector<Position::Undo> m_undos;
    RepetitionHistory m_history;
    Ruling m_ruling;
    Outcome m_outcome;
    ChessClock m_clock;
    std::optional<DrawOffer> m_offer;
    std::optional<ClaimVerdict> m_endingClaim;
    std::vector<Move> m_flagFallHelpmate;
    int64_t m_lastNowMs = 0;
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
