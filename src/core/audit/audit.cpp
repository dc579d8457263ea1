#include "core/audit/audit.h"
#include "core/audit/lookahead.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/pgn/ending.h"
#include "core/pgn/readeffect.h"
#include "core/pgn/treebuilder.h"
#include "core/rules/flagfall.h"
#include "core/rules/laws.h"
#include "core/rules/vocabulary.h"

namespace remis {

AuditEventKind auditEventFor(Termination t) {
    switch (t) {
        case Termination::Checkmate:
            return AuditEventKind::Checkmate;
        case Termination::Stalemate:
            return AuditEventKind::Stalemate;
        case Termination::DeadPosition:
            return AuditEventKind::DeadPosition;
        case Termination::SeventyFiveMoves:
            return AuditEventKind::SeventyFiveMoves;
        // Automatic only under the casual rule set: the condition a claim needs has arisen.
        case Termination::ThreefoldRepetition:
            return AuditEventKind::ThreefoldClaimable;
        case Termination::FiftyMoves:
            return AuditEventKind::FiftyClaimable;
        default:
            return AuditEventKind::FivefoldRepetition;
    }
}

GameAuditor::GameAuditor(RuleSet rules, std::function<void(const GameAudit&)> done,
                         int firstGameNumber, long firstLine)
    : m_rules(rules),
      m_done(std::move(done)),
      m_gameOffset(firstGameNumber - 1),
      m_lineOffset(firstLine - 1) {}

void GameAuditor::beginGame(int gameNumber, long line) {
    m_audit = GameAudit{};
    m_gameLine = line + m_lineOffset;
    m_audit.game = gameNumber + m_gameOffset;
    m_fen.clear();
    m_fenLine = 0;
    m_hasFen = false;
    m_fenNotRead.clear();
    m_started = m_failed = m_rulingsStopped = false;
    m_fiftyHeld = m_fiftyWithMoveHeld = false;
    m_lastSanLen = 0;
    m_timeForfeit = m_offTheBoard = m_illegalMoveEnded = false;
    m_zeroClock[White].ply = m_zeroClock[Black].ply = -1;
    m_flagEvent = -1;
    m_playKind = PlayKind::Standard;
    m_illegalMoves[White] = m_illegalMoves[Black] = 0;
    m_sawIllegal = m_outsideLaws = false;
    m_lawsFrom = 0;
}

namespace {
// Whether `value` holds `words` (lower case), in any letter case.
bool saysWords(std::string_view value, std::string_view words) {
    if (value.size() < words.size()) return false;
    for (std::size_t at = 0; at + words.size() <= value.size(); ++at) {
        std::size_t i = 0;
        while (i < words.size() &&
               std::tolower(static_cast<unsigned char>(value[at + i])) == words[i])
            ++i;
        if (i == words.size()) return true;
    }
    return false;
}

// "Time forfeit", "time forfeit", "TIME FORFEIT" (cli.md: any case).
bool saysTimeForfeit(std::string_view value) {
    return saysWords(value, "time forfeit");
}

// A result the arbiter decided off the board (a forfeit for leaving the game, 6.7; a rules
// infraction such as 11.3's; an adjudication) stands whatever the winner's material: 5.1.2
// and 6.9 do not limit it (tester: an "abandoned" game won by a bare king was called against
// the rules).
bool saysDecidedOffTheBoard(std::string_view value) {
    const auto t = parsePgnTermination(value);
    return t == PgnTermination::Abandoned || t == PgnTermination::RulesInfraction ||
           t == PgnTermination::Adjudication;
}
}  // namespace

void GameAuditor::tagLine(long line) {
    m_tagLine = line > 0 ? line + m_lineOffset : 0;
}

void GameAuditor::tag(std::string_view name, std::string_view value) {
    m_audit.hasTags = true;
    if (name == "White")
        m_audit.white = value;
    else if (name == "Black")
        m_audit.black = value;
    else if (name == "Result")
        m_audit.resultTag = value;
    else if (name == "FEN" && m_hasFen)  // readeffect.h, fenTagNotRead: the first is read
        m_fenNotRead.push_back(m_tagLine);
    else if (name == "FEN")
        m_fen = value, m_fenLine = m_tagLine, m_hasFen = true;
    else if (name == "Termination")
        m_timeForfeit = saysTimeForfeit(value), m_offTheBoard = saysDecidedOffTheBoard(value),
        m_illegalMoveEnded = saysWords(value, "illegal move");
    else if (name == "TimeControl")
        m_playKind = playKindOfTimeControl(value);
}

// A [%clk] after a move is the mover's clock after it (cli.md): 0:00:00 as the side's last
// reading means its flag fell. Most comments have no '%' at all: one memchr each.
void GameAuditor::comment(std::string_view text) {
    if (m_audit.plies == 0 || m_failed || text.find('%') == std::string_view::npos) return;
    if (text.find("[%clk") == std::string_view::npos) return;
    const auto ms = parseClockComment(text);
    if (!ms) return;
    const Color mover = ~m_pos.sideToMove();
    if (*ms != 0) {
        m_zeroClock[mover].ply = -1;
        return;
    }
    if (m_zeroClock[mover].ply < 0)
        m_zeroClock[mover] = {m_audit.plies, m_pos, std::string(lastSan())};
}

void GameAuditor::beginMovetext() {
    startReplay();
}

void GameAuditor::startReplay() {
    if (m_started) return;
    m_started = true;
    m_pos = Position::startPosition();
    if (m_hasFen) {
        std::vector<Error> repairs;  // docs/pgn.md: fullmove 0, castling rights dropped
        auto p = parsePgnFen(m_fen, &repairs);
        // At the FEN tag's line, as the app and annotate say it (the game's line when the
        // tag came without one, fed by hand as annotate's notes and the watch feed it).
        const long line = m_fenLine > 0 ? m_fenLine : m_gameLine;
        for (Error& r : repairs)
            m_audit.repairs.push_back(
                {0, line, "FEN tag: " + r.message, PgnError::Severity::Warning, std::move(r)});
        for (const long other : m_fenNotRead) {
            Error said = fenTagNotRead(line);
            std::string message = said.message;
            m_audit.repairs.push_back({0, other > 0 ? other : m_gameLine, std::move(message),
                                       PgnError::Severity::Warning, std::move(said)});
        }
        if (!p) {
            m_audit.error = "FEN tag: " + p.message();
            m_failed = true;
            return;
        }
        m_pos = *p;
    }
    m_start = m_pos;
    m_history.reset(m_pos);
    if (m_keepOccurrences) m_labels.reset(m_pos);
    m_moves.clear();
    m_undos.clear();
    rule("", false);
}

void GameAuditor::note(AuditEventKind kind, std::string_view san) {
    m_audit.events.push_back({m_audit.plies, std::string(san), kind});
    const bool repetition = kind == AuditEventKind::ThreefoldClaimable ||
                            kind == AuditEventKind::ThreefoldClaimableWithMove ||
                            kind == AuditEventKind::FivefoldRepetition;
    if (repetition && m_keepOccurrences)
        m_audit.events.back().occurrences = m_labels.labels(m_history.occurrencePlies());
}

// What holds after the move just played (san), with the ruling of the position reached.
void GameAuditor::rule(std::string_view san, bool zeroing) {
    // Moves after the end, or after a null move, are only counted; a position where the king
    // of the side not to move could be taken (an illegal move stood) is not ruled.
    if (m_audit.endedByRules.isOver() || m_rulingsStopped || m_outsideLaws) return;
    LeanRuling r = computeLeanRuling(m_pos, m_history, m_rules);
    int count = r.repetitionCount;
    bool moved = m_audit.plies > 0;
    // The mover could have named this move in a claim when it completes the condition: every
    // move that makes a third or later occurrence (9.2.1); for 9.3.1 the first move of each
    // stretch in which the count stays complete (docs/cli.md: every moment, each once).
    if (moved && completesThreefold(count, zeroing))
        note(AuditEventKind::ThreefoldClaimableWithMove, san);
    const bool fiftyWithMove = moved && completesFifty(m_pos.halfmoveClock(), zeroing);
    if (fiftyWithMove && !m_fiftyWithMoveHeld) note(AuditEventKind::FiftyClaimableWithMove, san);
    m_fiftyWithMoveHeld = fiftyWithMove;
    if (r.automatic.isOver()) {
        m_audit.endedByRules = r.automatic;
        note(auditEventFor(r.automatic.termination), san);
        // 5.2.2: a dead position may have arisen before, even before a stalemate (a position
        // whose every legal move stalemates is dead: no series of moves goes on to a mate).
        if (r.automatic.termination == Termination::DeadPosition ||
            r.automatic.termination == Termination::Stalemate)
            dateDeadPosition();
        return;
    }
    // 9.2.2 at each third or later occurrence; 9.3.2 once per stretch.
    if (r.canClaimThreefold) note(AuditEventKind::ThreefoldClaimable, san);
    if (r.canClaimFifty && !m_fiftyHeld) note(AuditEventKind::FiftyClaimable, san);
    m_fiftyHeld = r.canClaimFifty;
}

bool GameAuditor::fail(std::string_view san, const std::string& why) {
    m_audit.error = "move " + std::to_string(m_pos.fullmoveNumber()) +
                    (m_pos.sideToMove() == White ? ". " : "... ") + std::string(san) + " (ply " +
                    std::to_string(m_audit.plies + 1) + "): " + why;
    m_failed = true;
    return false;
}

bool GameAuditor::move(std::string_view san, long) {
    startReplay();
    if (m_failed) return false;
    if (san == "--" || san == "Z0") return nullMove(san);
    auto m = parseSan(m_pos, san);
    if (!m) return physicalMove(san, m.message());
    if (m_outsideLaws && typeOf(m_pos.pieceOn(m->to())) == King)
        return fail(san, "a king cannot be taken");
    play(*m, san);
    return true;
}

// 7.5: a move that broke the rules but that a piece could physically make stood; the board
// is as played. Otherwise the move is the game's error.
bool GameAuditor::physicalMove(std::string_view san, const std::string& error) {
    const auto physical = findPhysicalMove(m_pos, san);
    if (!physical) return fail(san, error);
    if (!m_audit.endedByRules.isOver() && !m_rulingsStopped)
        noteIllegalMove(physical->why, m_pos, san);
    m_sawIllegal = true;
    play(physical->move, san);
    return true;
}

bool GameAuditor::playedMove(std::string_view san, const PlayedMove& played) {
    startReplay();
    // The look-ahead plays only legal moves of a game without a null or illegal move yet.
    if (m_failed || m_sawIllegal || m_rulingsStopped || m_pos.key() != played.keyBefore)
        return move(san, 0);
    m_pos = played.after;
    afterMove(played.move, san, played.zeroing, played.undo);
    return true;
}

// Plays a move (legal, or physical after an illegal one) and rules the position reached.
void GameAuditor::play(Move played, std::string_view san) {
    const bool zeroing = m_pos.isZeroing(played);
    Position::Undo undo;
    m_pos.makeMove(played, undo);
    afterMove(played, san, zeroing, undo);
}

// What follows a move made on m_pos: the moves kept, the count, the history and the ruling.
void GameAuditor::afterMove(Move played, std::string_view san, bool zeroing,
                            const Position::Undo& undo) {
    if (!m_audit.endedByRules.isOver() && !m_rulingsStopped)
        m_moves.push_back(played), m_undos.push_back(undo);
    ++m_audit.plies;
    setLastSan(san);
    if (m_sawIllegal) {
        m_outsideLaws = !isPositionOfTheLaws(m_pos);
        if (m_outsideLaws) m_lawsFrom = m_moves.size();
    }
    // Nothing is ruled after the end or a null move (rule): the history stops growing, so a
    // game of millions of plies played on after a fivefold holds no memory per ply.
    if (!m_rulingsStopped && !m_audit.endedByRules.isOver()) {
        m_history.push(m_pos, zeroing);
        if (m_keepOccurrences) m_labels.moved(m_audit.plies, san, zeroing);
    }
    rule(san, zeroing);
}

// The last move as written, in a small buffer: a std::string assignment after every move
// cost 3% of an audit's instructions. Longer text (no real move) is kept whole all the same.
void GameAuditor::setLastSan(std::string_view san) {
    if (san.size() <= sizeof m_lastSanBuf) {
        std::memcpy(m_lastSanBuf, san.data(), san.size());
        m_lastSanLen = san.size();
    } else {
        m_lastSanLong = san;
        m_lastSanLen = SIZE_MAX;
    }
}

std::string_view GameAuditor::lastSan() const {
    if (m_lastSanLen == SIZE_MAX) return m_lastSanLong;
    return {m_lastSanBuf, m_lastSanLen};
}

// An illegal move that stood (about to be played from `before`): what it broke, and the
// article by the kind of play. A player's second one in standard play loses (7.5.5), unless
// the opponent cannot checkmate in the position before it (the one 7.5.1 reinstates).
void GameAuditor::noteIllegalMove(IllegalMoveKind why, const Position& before,
                                  std::string_view san) {
    const Color mover = before.sideToMove();
    const int count = ++m_illegalMoves[mover];
    AuditEvent e{m_audit.plies + 1, std::string(san), AuditEventKind::IllegalMove, mover};
    e.why = illegalMoveWords(why);
    e.illegal = why;
    e.nth = count;
    e.article = illegalMoveArticle(m_playKind, count);
    if (e.article == article_no::IllegalMovePenalty) {
        e.ruling = "unknown";
        if (isPositionOfTheLaws(before)) {
            const Mateability can = analyseMateability(before, ~mover, AnalysisMode::Full).verdict;
            if (can == Mateability::Yes) e.ruling = resultToken(winFor(~mover));
            if (can == Mateability::No) e.ruling = resultToken(GameResult::Draw);
        }
    }
    m_audit.events.push_back(std::move(e));
}

// A null move (docs/pgn.md): the side to move switches; the game has left the Laws, so the
// arbiter's rulings stop, but the moves after it are replayed and counted.
bool GameAuditor::nullMove(std::string_view san) {
    const std::string label = numberedMove(m_pos, san);
    if (auto played = playPgnMove(m_pos, san); !played) {
        m_audit.error =
            label + " (ply " + std::to_string(m_audit.plies + 1) + "): " + played.message();
        m_failed = true;
        return false;
    }
    ++m_audit.plies;
    setLastSan(san);
    if (!m_rulingsStopped && !m_audit.endedByRules.isOver()) m_audit.rulingsStopPly = m_audit.plies;
    m_rulingsStopped = true;
    return true;
}

void GameAuditor::error(const PgnError& e) {
    // A comment longer than the reader holds (a megabyte and more) is skipped whole, and the
    // moves after it are read: the game is all there, only [%clk] commands inside that comment
    // are not seen. Said on stderr, not the game's error (tester: a legal game with a 30 MB
    // comment was an error to audit, and fine in the app, which holds any comment).
    if (e.error.code == ErrorCode::PgnCommentTooLong) {
        m_audit.repairs.push_back(e);
        m_audit.repairs.back().line += m_lineOffset;
        return;
    }
    // Warnings are tolerated defects (no result token, an unknown annotation): nothing of the
    // game was lost, so they are not the audit's "error".
    if (e.severity == PgnError::Severity::Warning) {
        if (pgnReadEffect(e) != PgnReadEffect::Repaired) return;
        m_audit.repairs.push_back(e);
        m_audit.repairs.back().line += m_lineOffset;
        return;
    }
    if (m_audit.error.empty())
        m_audit.error = "line " + std::to_string(e.line + m_lineOffset) + ": " + e.message;
}

// The moves since the last position outside the Laws (an illegal move stood before it): a
// dead position is dated back only over them.
std::pair<std::vector<Move>, std::vector<Position::Undo>> GameAuditor::movesWithinLaws() const {
    const auto from = std::ptrdiff_t(m_lawsFrom);
    return {{m_moves.begin() + from, m_moves.end()}, {m_undos.begin() + from, m_undos.end()}};
}

// 5.2.2 with the full analysis, once per game (too slow for every move): if the last
// position ruled is proven dead, the game ended where the dead position arose. (Not after
// a null move: the rulings stopped there.)
void GameAuditor::settleDeadPosition() {
    if (m_failed || m_rulingsStopped || m_outsideLaws || m_audit.endedByRules.isOver()) return;
    const auto [moves, undos] = movesWithinLaws();
    if (auto found = findDeadPosition(m_pos, m_audit.plies, moves, undos)) return endAt(*found);
    // A position that only both sides' full analyses prove dead (walls a pawn can still step
    // into, a free piece that can only be taken): 5.2.2 drew the game there, as `status` and
    // the app rule, whatever result was recorded. Once per game, at its end.
    MateReason reason = MateReason::None;
    if (!isDeadByFullAnalysis(m_pos, &reason)) return;
    endAt(datingBack(m_pos, {m_audit.plies, reason, m_pos.key()}, moves, undos));
}

// The per-move check proved the position just reached dead, or it is a stalemate: 5.2.2 ends
// the game where a dead position arose, which the full analysis of the positions before may
// find earlier (a wall dead before its last pawn step, a forced move into it, a position
// whose every move stalemates).
void GameAuditor::dateDeadPosition() {
    const auto [moves, undos] = movesWithinLaws();
    DeadPositionFinding found{m_audit.plies, MateReason::None, m_pos.key()};
    found = datingBack(m_pos, found, moves, undos);
    if (found.ply < m_audit.plies) endAt(found);
}

// The game ended by a dead position at found.ply: what the audit noted after it goes.
void GameAuditor::endAt(const DeadPositionFinding& found) {
    const Position& last = m_pos;
    m_audit.endedByRules = {Termination::DeadPosition, GameResult::Draw, found.ply};
    std::erase_if(m_audit.events, [&](const AuditEvent& e) { return e.ply > found.ply; });
    // The move that made it, from the position before it (m_moves holds every move so far).
    std::string san;
    if (found.ply > 0) {
        Position before = last;
        for (size_t i = m_moves.size(); i-- > size_t(found.ply - 1);)
            before.unmakeMove(m_moves[i], m_undos[i]);
        san = toSan(before, m_moves[size_t(found.ply - 1)]);
    }
    m_audit.events.push_back({found.ply, san, AuditEventKind::DeadPosition});
}

void GameAuditor::endGame() {
    startReplay();
    settleDeadPosition();
    noteFlagFalls();
    judgeResult();
    m_done(m_audit);
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
