// Whether a game's Result tag agrees with the rules (GameAuditor, audit.h): an automatic
// ending on the board, a win by a side that cannot mate (5.1.2, 6.9), flag falls from the
// record's clock or its Termination (6.9, 14E), a second illegal move (7.5.5); and the
// reason, naming the rule and the ply, where it does not.
#include <algorithm>
#include <utility>

#include "core/audit/audit.h"
#include "core/board/notation.h"
#include "core/pgn/ending.h"
#include "core/rules/flagfall.h"
#include "core/rules/laws.h"
#include "core/rules/vocabulary.h"

namespace remis {

namespace {

GameResult resultFromTag(std::string_view tag) {
    return resultFromToken(tag).value_or(GameResult::Ongoing);
}

// A side's men for a reason, besides the king: queens, rooks, bishops, knights, pawns.
std::vector<PieceType> menOf(const Position& pos, Color side) {
    std::vector<PieceType> men;
    for (PieceType t : {Queen, Rook, Bishop, Knight, Pawn})
        for (int n = popcount(pos.pieces(side, t)); n > 0; --n) men.push_back(t);
    return men;
}

}  // namespace

// A ply of the game and the move played there, for a reason (resultreason.h).
ReasonPly GameAuditor::reasonPly(int ply, std::string_view san) const {
    return {ply, moveNumberOfPly(m_start, ply), moverOfPly(m_start, ply), std::string(san)};
}

// The Result tag contradicts the rules when an automatic ending gives another result, or a
// side is scored a win although it could not checkmate in the final position (6.9, 5.1.2).
void GameAuditor::judgeResult() {
    GameResult tagged = resultFromTag(m_audit.resultTag);
    if (m_rulingsStopped && !m_audit.endedByRules.isOver()) return;
    if (m_audit.endedByRules.isOver()) return judgeAutomaticEnding(tagged);
    if (m_failed || tagged == GameResult::Ongoing || judgeFlagFall(tagged)) return;
    if (m_outsideLaws) return;  // the king of the side not to move could be taken: no ruling
    if (tagged == GameResult::Draw || m_offTheBoard) return;
    Color winner = tagged == GameResult::WhiteWins ? White : Black;
    const MateAnalysis a = analyseMateability(m_pos, winner, AnalysisMode::Quick);
    if (a.verdict != Mateability::No) return;
    m_audit.resultConsistent = false;
    // Neither a resignation (5.1.2) nor a flag fall (6.9) loses against a side that cannot
    // checkmate, nor a second illegal move in standard play (7.5.5), the one other way to
    // lose that a record shows (tester: the reason left out the 7.5.5 the events named).
    const AuditEvent* penalty = secondIllegalMove(~winner);
    ResultReason r;
    r.kind = ResultReasonKind::CannotCheckmate;
    r.ruled = GameResult::Draw;
    r.side = winner;
    r.men = menOf(m_pos, winner);
    r.at = reasonPly(m_audit.plies, lastSan());
    // Termination "illegal move" (TCEC): the record says why the game was lost, and 7.5.5
    // alone limits that (testers: first 5.1.2 and 6.9 alone were named, then all three read
    // as if each applied).
    if (m_illegalMoveEnded) r.ways = LossWays::IllegalMoveTermination;
    if (penalty) {
        r.ways = LossWays::WithSecondIllegalMove;
        r.penalty = reasonPly(penalty->ply, penalty->move);
    }
    m_audit.resultReason = resultReasonText(r);
    m_audit.reason = std::move(r);
}

// The move by which `side` made its second illegal move in standard play (7.5.5), if any.
const AuditEvent* GameAuditor::secondIllegalMove(Color side) const {
    for (const AuditEvent& e : m_audit.events)
        if (e.kind == AuditEventKind::IllegalMove && e.side == side &&
            e.article == article_no::IllegalMovePenalty)
            return &e;
    return nullptr;
}

// An automatic ending decided the game: the Result tag must be its result.
void GameAuditor::judgeAutomaticEnding(GameResult tagged) {
    const Outcome& end = m_audit.endedByRules;
    m_audit.resultConsistent = tagged == end.result;
    if (m_audit.resultConsistent) return;
    std::string san;
    for (const AuditEvent& e : m_audit.events)
        if (e.ply == end.ply) san = e.move;
    ResultReason r;
    r.kind = ResultReasonKind::AutomaticEnding;
    r.ruled = end.result;
    r.ending = end.termination;
    r.article = article(end, m_rules);
    r.side = end.result == GameResult::WhiteWins ? White : Black;
    r.at = reasonPly(end.ply, san);
    notePassedOverFlag(r);
    m_audit.resultReason = resultReasonText(r);
    m_audit.reason = std::move(r);
}

// A flag that fell before the ending on the board, while play went on: 6.8 counts a flag as
// fallen once the arbiter sees it or a player claims it, and the ending came first. Said, so
// that the flag_fall event's ruling (had it been claimed then) and the result's agree.
void GameAuditor::notePassedOverFlag(ResultReason& r) const {
    if (m_flagEvent < 0) return;
    const AuditEvent& flag = m_audit.events[size_t(m_flagEvent)];
    if (flag.ply >= r.at.ply) return;
    r.flagPassedOver = true;
    r.flagSide = flag.side;
    r.flagAt = reasonPly(flag.ply, flag.move);
}

// A flag fall, from the Termination tag (the side to move at the end) or from a side's last
// [%clk] reading 0:00:00, ruled by 6.9 (14E under USCF rules) where the flag fell; when the
// game had already ended by itself, the ruling is that ending's result. Not after a null
// move, nor in a game that could not be read to the end.
void GameAuditor::noteFlagFalls() {
    if (m_failed || m_rulingsStopped) return;
    // The Termination tag says the side to move lost on time; where that side's clock also
    // shows when (a zero reading), its flag fell there, not at the end.
    const Color toMove = m_pos.sideToMove();
    // Unless the record's own clock names the other side: its last move, the final one, was
    // made with 0:00:00 left (an e-board records the move made after the flag fell), and that
    // flag is the one the Termination speaks of (a tester: both flags were reported, and a
    // 1-0 that Black's flag explains was called against the rules).
    const bool otherFellAtTheEnd = clockFlagFallPly(~toMove) == m_audit.plies;
    if (m_timeForfeit && clockFlagFallPly(toMove) < 0 && !otherFellAtTheEnd)
        insertFlagFall(flagFallEvent(toMove, m_audit.plies, m_pos, std::string(lastSan())));
    for (Color side : {White, Black})
        if (clockFlagFallPly(side) >= 0) insertFlagFall(clockFlagFall(side));
}

// Not after a null move, nor in a game that could not be read on (noteFlagFalls).
int GameAuditor::clockFlagFallPly(Color side) const {
    if (m_failed || m_rulingsStopped) return -1;
    return m_zeroClock[side].ply;
}

AuditEvent GameAuditor::clockFlagFall(Color side) const {
    const ZeroClock& z = m_zeroClock[side];
    return flagFallEvent(side, z.ply, z.pos, z.san);
}

AuditEvent GameAuditor::flagFallEvent(Color side, int ply, const Position& pos,
                                      const std::string& san) const {
    AuditEvent e{ply, san, AuditEventKind::FlagFall, side, "unknown"};
    if (m_audit.endedByRules.isOver() && m_audit.endedByRules.ply <= ply) {
        // 6.9: unless 5.1.1, 5.2.1 or 5.2.2 (or 9.6) had already ended the game.
        e.ruling = resultToken(m_audit.endedByRules.result);
    } else if (!isPositionOfTheLaws(pos)) {
        // After an illegal move that left the king in check: no position of the Laws.
    } else if (const auto r = flagFallRuling(pos, side, m_rules).result) {
        e.ruling = resultToken(*r);
    }
    return e;
}

void GameAuditor::insertFlagFall(AuditEvent e) {
    const int ply = e.ply;
    // In ply order, after the other events of that ply.
    auto at = std::upper_bound(m_audit.events.begin(), m_audit.events.end(), ply,
                               [](int p, const AuditEvent& ev) { return p < ev.ply; });
    at = m_audit.events.insert(at, std::move(e));
    const int index = int(at - m_audit.events.begin());
    if (m_flagEvent < 0 || m_audit.events[size_t(m_flagEvent)].ply > ply)
        m_flagEvent = index;
    else if (m_flagEvent >= index)
        ++m_flagEvent;
}

// The result of a game whose flag fell is 6.9's (or 14E's) ruling, where it is known.
bool GameAuditor::judgeFlagFall(GameResult tagged) {
    if (m_flagEvent < 0) return false;
    const AuditEvent& e = m_audit.events[size_t(m_flagEvent)];
    const auto ruled = resultFromToken(e.ruling);
    if (!ruled) return false;  // unknown: judged as without a flag fall
    if (tagged == *ruled) return true;
    m_audit.resultConsistent = false;
    const Position& pos = e.ply == m_audit.plies ? m_pos : m_zeroClock[e.side].pos;
    // 6.9 asks whether the opponent can checkmate at all; USCF 14E asks about material only
    // (K+N draws on time although a helpmate exists: a tester read "cannot checkmate").
    ResultReason r;
    r.kind = ResultReasonKind::FlagFall;
    r.ruled = *ruled;
    r.side = e.side;
    r.men = menOf(pos, ~e.side);
    r.uscf = m_rules == RuleSet::Uscf;
    r.at = reasonPly(e.ply, e.move);
    m_audit.resultReason = resultReasonText(r);
    m_audit.reason = std::move(r);
    return true;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
