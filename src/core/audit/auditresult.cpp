// Whether a game's Result tag agrees with the rules (GameAuditor, audit.h): an automatic
// ending on the board, a win by a side that cannot mate (5.1.2, 6.9), flag falls from the
// record's clock or its Termination (6.9, 14E), a second illegal move (7.5.5); and the
// reason, naming the rule and the ply, where it does not.
#include <algorithm>

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

const char* colorName(Color c) {
    return c == White ? "White" : "Black";
}

// A side's men for a reason: "bare king", or "K+N", "K+B+P+P".
std::string materialWords(const Position& pos, Color side) {
    if (pos.pieces(side) == pos.pieces(side, King)) return "bare king";
    std::string words = "K";
    for (PieceType t : {Queen, Rook, Bishop, Knight, Pawn})
        for (int n = popcount(pos.pieces(side, t)); n > 0; --n) {
            words += '+';
            words += "PNBRQK"[t];
        }
    return words;
}

}  // namespace

// "ply 57 (29.Qh7#)": where a reason's ruling holds.
std::string GameAuditor::plyWords(int ply, std::string_view san) const {
    std::string words = "ply " + std::to_string(ply);
    if (ply > 0 && !san.empty())
        words +=
            " (" + plyLabel(moveNumberOfPly(m_start, ply), moverOfPly(m_start, ply), san) + ")";
    return words;
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
    std::string articles = std::string(article_no::Resignation) + (penalty ? ", " : " and ") +
                           std::string(article_no::FlagFall);
    std::string ways = "neither a resignation nor a flag fall loses";
    if (!penalty && m_illegalMoveEnded) {
        // Termination "illegal move" (TCEC): the record says why the game was lost, and 7.5.5
        // alone limits that (testers: first 5.1.2 and 6.9 alone were named, then all three
        // read as if each applied).
        articles = std::string(article_no::IllegalMovePenalty);
        ways =
            "a loss for an illegal move (the recorded Termination) is a draw against such a "
            "side";
    }
    if (penalty) {
        articles += " and " + std::string(article_no::IllegalMovePenalty);
        ways = "neither a resignation, a flag fall nor " + std::string(colorName(~winner)) +
               "'s second illegal move " +
               plyLabel(moveNumberOfPly(m_start, penalty->ply), moverOfPly(m_start, penalty->ply),
                        penalty->move) +
               " loses";
    }
    m_audit.resultReason = "ruled 1/2-1/2: " + articles + ", " + std::string(colorName(winner)) +
                           " (" + materialWords(m_pos, winner) +
                           ") cannot checkmate by any series of legal moves at the end, " +
                           plyWords(m_audit.plies, lastSan()) + ": " + ways;
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
    std::string what;
    switch (end.termination) {
        case Termination::Checkmate:
            what = std::string(colorName(end.result == GameResult::WhiteWins ? White : Black)) +
                   " checkmated at ";
            break;
        case Termination::Stalemate:
            what = "stalemate at ";
            break;
        case Termination::DeadPosition:
            what = "a dead position arose at ";
            break;
        case Termination::SeventyFiveMoves:
            what = "75 moves by each side without a capture or a pawn move at ";
            break;
        case Termination::FivefoldRepetition:
            what = "the same position for the fifth time at ";
            break;
        case Termination::ThreefoldRepetition:
            what = "the same position for the third time (casual rules) at ";
            break;
        default:
            what = "50 moves by each side without a capture or a pawn move (casual rules) at ";
            break;
    }
    m_audit.resultReason = "ruled " + std::string(resultToken(end.result)) + ": " +
                           std::string(article(end, m_rules)) + ", " + what +
                           plyWords(end.ply, san) + flagPassedOver(end.ply);
}

// A flag that fell before the ending on the board, while play went on: 6.8 counts a flag as
// fallen once the arbiter sees it or a player claims it, and the ending came first. Said, so
// that the flag_fall event's ruling (had it been claimed then) and the result's agree.
std::string GameAuditor::flagPassedOver(int endPly) const {
    if (m_flagEvent < 0) return {};
    const AuditEvent& flag = m_audit.events[size_t(m_flagEvent)];
    if (flag.ply >= endPly) return {};
    return "; " + std::string(colorName(flag.side)) + "'s flag had fallen at " +
           plyWords(flag.ply, flag.move) +
           ", but play went on (6.8: a flag counts once seen or claimed)";
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
    const Color opponent = ~e.side;
    const Position& pos = e.ply == m_audit.plies ? m_pos : m_zeroClock[e.side].pos;
    const bool wins = *ruled != GameResult::Draw;
    // 6.9 asks whether the opponent can checkmate at all; USCF 14E asks about material only
    // (K+N draws on time although a helpmate exists: a tester read "cannot checkmate").
    const bool uscf = m_rules == RuleSet::Uscf;
    const char* why =
        uscf ? (wins ? "has enough material to win on time"
                     : "has insufficient material to win on time")
             : (wins ? "can checkmate by some series of legal moves" : "cannot checkmate");
    m_audit.resultReason = "ruled " + std::string(resultToken(*ruled)) + ": " +
                           std::string(uscf ? article_no::UscfFlagFall : article_no::FlagFall) +
                           ", " + colorName(e.side) + "'s flag fell and " + colorName(opponent) +
                           " (" + materialWords(pos, opponent) + ") " + why + ", at " +
                           plyWords(e.ply, e.move);
    return true;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
