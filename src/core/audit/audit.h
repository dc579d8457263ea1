// Auditing recorded games: replay every move of a PGN game and report what the arbiter
// would have ruled (claims that were available, automatic endings) and whether the Result
// tag agrees with the rules. Used by `remis-cli audit`; a PgnVisitor, so it streams.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/audit/occurrencelabels.h"
#include "core/audit/resultreason.h"
#include "core/pgn/reader.h"
#include "core/rules/arbiter.h"
#include "core/rules/illegalmove.h"
#include "core/rules/repetition.h"

namespace remis {

struct PlayedMove;  // lookahead.h

enum class AuditEventKind : uint8_t {
    ThreefoldClaimable,          // 9.2.2 holds for the side to move
    ThreefoldClaimableWithMove,  // the move just played could have been named (9.2.1)
    FiftyClaimable,              // 9.3.2
    FiftyClaimableWithMove,      // 9.3.1
    Checkmate,
    Stalemate,
    DeadPosition,
    SeventyFiveMoves,
    FivefoldRepetition,
    // From the record itself:
    FlagFall,     // the Termination tag says time forfeit, or a side's last [%clk] reads 0:00:00
    IllegalMove,  // a move that broke the rules but was physically made stood (7.5, pgn.md)
};
constexpr int AuditEventKindCount = 11;

// The event of an ending on the board (under the casual rule set, a claimable draw ends it).
AuditEventKind auditEventFor(Termination t);

struct AuditEvent {
    AuditEvent(int p, std::string m, AuditEventKind k, Color s = White, std::string r = {})
        : ply(p), move(std::move(m)), kind(k), side(s), ruling(std::move(r)) {}
    int ply;           // half-moves played when the event holds
    std::string move;  // the move just played, as written in the file
    AuditEventKind kind;
    // flag_fall: whose flag fell, and the ruling by 6.9 (14E under USCF rules): a result
    // token, or "unknown" where the analysis cannot decide. illegal_move: who made it, and
    // for a second one in standard play the ruling by 7.5.5 (else empty).
    Color side = White;
    std::string ruling;
    // illegal_move: why the move broke the rules, and the article (7.5.1, 7.5.5, A.4.2);
    // which of the side's illegal moves it is (1: the first).
    std::string why, article;
    IllegalMoveKind illegal = IllegalMoveKind::KingLeftInCheck;  // why, as data (the app's words)
    int nth = 0;
    // A threefold or fivefold kind, where the auditor keeps them (keepOccurrences): each
    // occurrence of the position, this one included, as "12.Nf3" ("" for the start).
    std::vector<std::string> occurrences;
};

struct GameAudit {
    int game = 0;
    std::string white, black, resultTag;
    bool hasTags = false;  // any tag at all: then the text was a game (cli.md), even unplayable
    int plies = 0;
    // In ply order. A claim kind at every ply where it newly holds (docs/cli.md): each third or
    // later occurrence of a position, the first ply of each stretch of a complete fifty-move
    // count; an automatic ending once.
    std::vector<AuditEvent> events;
    Outcome endedByRules;  // the first automatic ending, or None
    bool resultConsistent = true;
    // Why the Result tag contradicts the rules, in one line naming the rule and the ply
    // ("ruled 1/2-1/2: 5.2.2, a dead position arose at ply 87 (44.Kxf2)"); empty when it
    // does not. The same as data (the app words it in the user's language).
    std::string resultReason;
    ResultReason reason;
    std::string error;  // empty, or one line naming the move and the problem
    // What reading repaired (docs/pgn.md: a tag without its quotes, a FEN fullmove 0 or
    // castling rights no king and rook can use, no result token), lines counted in the file:
    // said on stderr as annotate and the app say it; the JSON has no field for them.
    std::vector<PgnError> repairs;
    // The ply of the first null move in the mainline, or -1. A game with a null move is no
    // longer a game under the Laws: the rulings stop there; later moves are only counted.
    int rulingsStopPly = -1;
};

// Feed it to a PgnReader; it calls `done` once per game, in file order.
class GameAuditor : public PgnVisitor {
public:
    // firstLine: the line of the file where the text given to the reader starts (a chunk of
    // a larger file), so that errors name the line of the file.
    GameAuditor(RuleSet rules, std::function<void(const GameAudit&)> done, int firstGameNumber = 1,
                long firstLine = 1);

    void beginGame(int gameNumber, long line) override;
    void tag(std::string_view name, std::string_view value) override;
    void tagLine(long line) override;
    void beginMovetext() override;
    bool move(std::string_view san, long line) override;
    // The same move as played ahead by a MoveLookahead fed the same calls (lookahead.h), on
    // another thread: the auditor takes the position reached instead of finding and making
    // the move. Where its own position is not the one the move was played from (never, if
    // both were fed alike), it reads the move itself.
    bool playedMove(std::string_view san, const PlayedMove& played);
    void comment(std::string_view text) override;  // [%clk] commands after the moves
    void endGame() override;
    void error(const PgnError& error) override;

    // For a game followed while it is played (core/watch): what holds so far, before
    // endGame, and 5.2.2 with the full analysis now rather than once at the end (a dead
    // position stays dead, so the ply found is the one the final audit finds).
    const GameAudit& progress() const { return m_audit; }
    void settleDeadPositionNow() { settleDeadPosition(); }
    // A side's flag fall the clocks show so far (its last [%clk] reads 0:00:00): the ply
    // noteFlagFalls would note it at if the game ended now, or -1; and the event with 6.9's
    // ruling, the one the final audit notes (the watch reports it while the game goes on).
    int clockFlagFallPly(Color side) const;
    AuditEvent clockFlagFall(Color side) const;
    // Plies whose positions or moves the auditor holds for the game being read (the
    // repetition history and the moves kept to date a dead position): they stop growing at
    // the end by the rules, so memory stays bounded however long a game is played on.
    // Name the occurrences of each repeated position in its events (annotate's notes): the
    // audit's JSON has no field for them, so the audit command does not pay for them.
    void keepOccurrences() { m_keepOccurrences = true; }
    std::size_t heldPlies() const { return std::size_t(m_history.ply() + 1) + m_moves.size(); }

private:
    void startReplay();
    void rule(std::string_view san, bool zeroing);
    void note(AuditEventKind kind, std::string_view san);
    bool nullMove(std::string_view san);
    void judgeResult();
    [[nodiscard]] const AuditEvent* secondIllegalMove(Color side) const;
    void judgeAutomaticEnding(GameResult tagged);
    void notePassedOverFlag(ResultReason& r) const;
    ReasonPly reasonPly(int ply, std::string_view san) const;
    bool fail(std::string_view san, const std::string& why);
    bool physicalMove(std::string_view san, const std::string& error);
    void play(Move played, std::string_view san);
    void afterMove(Move played, std::string_view san, bool zeroing, const Position::Undo& undo);
    void setLastSan(std::string_view san);
    std::string_view lastSan() const;
    void noteIllegalMove(IllegalMoveKind why, const Position& before, std::string_view san);
    void noteFlagFalls();
    AuditEvent flagFallEvent(Color side, int ply, const Position& pos,
                             const std::string& san) const;
    void insertFlagFall(AuditEvent e);
    bool judgeFlagFall(GameResult tagged);
    void settleDeadPosition();
    void dateDeadPosition();
    void endAt(const DeadPositionFinding& found);
    std::pair<std::vector<Move>, std::vector<Position::Undo>> movesWithinLaws() const;

    RuleSet m_rules;
    std::function<void(const GameAudit&)> m_done;
    int m_gameOffset;
    long m_lineOffset;
    long m_gameLine = 0;  // where the game's text starts, in the file
    long m_tagLine = 0;   // of the tag being read, in the file
    GameAudit m_audit;
    std::string m_fen;
    long m_fenLine = 0;  // of the FEN tag that counts (the first), in the file; 0: none
    bool m_hasFen = false;
    std::vector<long> m_fenNotRead;  // the lines of the FEN tags after it (readeffect.h)
    Position m_pos;
    RepetitionHistory m_history;
    std::vector<Move> m_moves;  // of this game, to look back for where a dead position arose
    std::vector<Position::Undo> m_undos;
    Position m_start;  // where the replay started, for move numbers in the reasons
    bool m_keepOccurrences = false;
    OccurrenceLabels m_labels;  // with keepOccurrences: the moves a position can recur after
    // The last move, as written (setLastSan, lastSan).
    char m_lastSanBuf[32] = {};
    std::size_t m_lastSanLen = 0;
    std::string m_lastSanLong;
    bool m_timeForfeit = false;       // the Termination tag says so
    bool m_illegalMoveEnded = false;  // the Termination tag says "illegal move" (TCEC)
    bool m_offTheBoard = false;  // the Termination tag: abandoned, rules infraction, adjudication
    // Per side, the position after its move whose [%clk] first read 0:00:00 in the run of
    // zero readings that is the side's last (the flag fell there; moves played on after it
    // with the clock still at zero do not move it).
    struct ZeroClock {
        int ply = -1;
        Position pos;
        std::string san;
    };
    ZeroClock m_zeroClock[2];
    int m_flagEvent = -1;
    // Illegal moves that stood (7.5): the kind of play (the article), how many each side made,
    // and whether the position on the board is one of the Laws (after a move that left the
    // king in check it is not: nothing is ruled on it). m_lawsFrom: the index in m_moves from
    // which every position is one of the Laws (the dead-position look-back stops there).
    PlayKind m_playKind = PlayKind::Standard;
    int m_illegalMoves[2] = {0, 0};
    bool m_sawIllegal = false, m_outsideLaws = false;
    std::size_t m_lawsFrom = 0;  // the flag fall the result is judged by (its index in events)
    bool m_started = false, m_failed = false, m_rulingsStopped = false;
    // Whether each fifty-move kind held at the ply before: a stretch is reported once, at
    // its first ply.
    bool m_fiftyHeld = false, m_fiftyWithMoveHeld = false;
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
