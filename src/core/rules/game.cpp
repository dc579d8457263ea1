#include "core/rules/game.h"

#include <algorithm>

#include "core/analysis/mateability.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "core/clock/clockstart.h"
#include "core/rules/deaddating.h"
#include "core/rules/vocabulary.h"

namespace remis {

Game::Game(const Position& start, RuleSet rules, TimeControl control)
    : m_start(start), m_position(start), m_rules(rules), m_clock(std::move(control)) {
    m_history.reset(start);  // 9.2: the start position is the first occurrence
    recompute();
}

void Game::recompute() {
    // After a move that left its own king in check (7.5) the position is none of the Laws:
    // nothing is ruled on it until the next move.
    if (!isPositionOfTheLaws(m_position)) {
        m_ruling = Ruling{};
        m_ruling.ply = m_history.ply();
        m_ruling.halfmoveClock = m_position.halfmoveClock();
        m_ruling.repetitionCount = m_history.count();
        m_ruling.repetitionPlies = m_history.occurrencePlies();
        return;
    }
    m_ruling = computeRuling(m_position, m_history, m_rules);
    if (m_ruling.automatic.isOver()) finish(m_ruling.automatic);
}

void Game::finish(Outcome o) {
    m_outcome = o;
    m_offer.reset();
    // The clock stops at the last moment the game was told (a move, a claim, a flag check).
    if (m_clock.isRunning()) m_clock.pause(m_lastNowMs);
}

Position Game::positionAt(int ply) const {
    Position p = m_start;
    for (int i = 0; i < ply && i < int(m_plies.size()); ++i) p = p.after(m_plies[size_t(i)].move);
    return p;
}

int Game::lastZeroingPly() const {
    for (int i = int(m_plies.size()) - 1; i >= 0; --i)
        if (m_plies[size_t(i)].halfmoveClock == 0) return i + 1;
    return 0;
}

std::string_view Game::stoodIllegalArticle(int ply) const {
    if (ply < 1 || ply > this->ply() || !m_plies[size_t(ply - 1)].stoodIllegal) return {};
    int byThePlayer = 0;  // the mover's illegal moves up to this one (plies of the same parity)
    for (int p = ply; p >= 1; p -= 2)
        if (m_plies[size_t(p - 1)].stoodIllegal) ++byThePlayer;
    const std::string tag =
        m_clock.timeControl().isUntimed() ? std::string() : m_clock.timeControl().toPgnTag();
    return illegalMoveArticle(playKindOfTimeControl(tag), byThePlayer);
}

void Game::startClock(int64_t nowMs) {
    m_lastNowMs = nowMs;
    // 6.3.1: a game that goes on from move N (a record, a set-up position) is in the period
    // its moves imply, not in the first.
    const Color toMove = m_position.sideToMove();
    startAfterMoves(m_clock, toMove, movesMadeBefore(toMove, m_position.fullmoveNumber()), nowMs);
}

Result<Outcome> Game::play(Move m, int64_t nowMs) {
    m_lastNowMs = std::max(m_lastNowMs, nowMs);
    if (isOver()) return makeError(ErrorCode::GameEnded, {std::to_string(m_outcome.ply)});
    // A king is never taken: only after a recorded illegal move (7.5) could it stand attacked.
    if (!isLegal(m_position, m) || typeOf(m_position.pieceOn(m.to())) == King)
        return makeError(ErrorCode::IllegalMove, {toUci(m)});
    std::string san = toSan(m_position, m);
    // Right after a move that left its king in check (7.5) that check still stands: the
    // reply does not give it, so its SAN claims none (as the PGN reader keeps it, treebuilder.h).
    if (!isPositionOfTheLaws(m_position) && !san.empty() && san.back() == '+') san.pop_back();
    return commit(m, std::move(san), nowMs);
}

Result<Outcome> Game::playStood(const PhysicalMove& played, std::string_view san, int64_t nowMs,
                                bool duringTheGame) {
    m_lastNowMs = std::max(m_lastNowMs, nowMs);
    if (isOver()) return makeError(ErrorCode::GameEnded, {std::to_string(m_outcome.ply)});
    const Position before = m_position;
    commit(played.move, std::string(san), nowMs);
    m_plies.back().stoodIllegal = played.why;
    if (duringTheGame && !isOver() && stoodIllegalArticle(ply()) == article_no::IllegalMovePenalty)
        finish(secondIllegalMoveOutcome(before));
    return m_outcome;
}

// 7.5.5: the arbiter declares the game lost by the player who completed a second illegal
// move in standard play, unless the opponent cannot checkmate by any series of legal moves,
// judged in the position before it (the one 7.5.1 reinstates), as the audit judges it. An
// analysis that cannot decide counts as "can checkmate", as for a flag fall.
Outcome Game::secondIllegalMoveOutcome(const Position& before) const {
    const Color offender = before.sideToMove();
    const bool cannotMate =
        isPositionOfTheLaws(before) &&
        analyseMateability(before, ~offender, AnalysisMode::Full).verdict == Mateability::No;
    return {Termination::IllegalMove, cannotMate ? GameResult::Draw : winFor(~offender), ply()};
}

// Records the move and rules the position it reaches.
Outcome Game::commit(Move m, std::string san, int64_t nowMs) {
    PlyRecord rec;
    rec.move = m;
    rec.san = std::move(san);
    Color mover = m_position.sideToMove();
    if (m_clock.isStarted() && !m_clock.timeControl().isUntimed()) {
        if (auto used = m_clock.press(nowMs)) rec.timeUsedMs = *used;
        rec.clockAfterMs = m_clock.remainingMs(mover, nowMs);
    }
    bool zeroing = m_position.isZeroing(m);
    m_undos.emplace_back();
    m_position.makeMove(m, m_undos.back());
    rec.key = m_position.key();
    rec.halfmoveClock = m_position.halfmoveClock();
    if (m_offer && m_offer->by != mover) m_offer.reset();  // 9.1.2: moving declines an offer
    if (m_offer && m_offer->by == mover && m_offer->ply == ply())
        rec.drawOffered = true, m_offer->ply = ply() + 1;
    m_plies.push_back(std::move(rec));
    m_history.push(m_position, zeroing);
    recompute();
    return m_outcome;
}

Result<Outcome> Game::play(std::string_view text, int64_t nowMs) {
    auto m = parseMove(m_position, text);
    if (!m) return m.error();
    return play(*m, nowMs);
}

bool Game::undo() {
    if (m_plies.empty()) return false;
    m_position.unmakeMove(m_plies.back().move, m_undos.back());
    m_plies.pop_back();
    m_undos.pop_back();
    m_history.pop();
    m_outcome = {};
    m_offer.reset();
    m_endingClaim.reset();
    m_flagFallHelpmate.clear();
    recompute();
    return true;
}

std::optional<int> Game::settleDeadPosition() {
    // The per-move check may have ended the game on the position on the board, by a dead
    // position or a stalemate: 5.2.2 ends it where the dead position arose, which the full
    // analysis may find before (as the audit). No series of legal moves goes on from a
    // stalemate, so a position whose every move stalemates is dead.
    const bool endedHere = endedOnTheBoard(*this);
    if (isOver() && !endedHere) return std::nullopt;
    std::vector<Move> moves;
    moves.reserve(m_plies.size());
    for (const PlyRecord& r : m_plies) moves.push_back(r.move);
    std::optional<DeadPositionFinding> found;
    if (endedHere) {
        found =
            datingBack(m_position, {ply(), m_ruling.deadReason, m_position.key()}, moves, m_undos);
        if (found->ply == ply()) return std::nullopt;
        m_outcome = {};  // ended again, earlier
    } else {
        found = findDeadPosition(m_position, ply(), moves, m_undos);
    }
    if (!found) return std::nullopt;
    return endByDeadPosition(*found);
}

std::optional<int> Game::endByDeadPosition(const DeadPositionFinding& found) {
    if (isOver() || found.ply < 0 || found.ply > ply()) return std::nullopt;
    uint64_t key = found.ply == 0 ? m_start.key() : m_plies[size_t(found.ply - 1)].key;
    if (key != found.key) return std::nullopt;
    int takenBack = ply() - found.ply;
    while (ply() > found.ply) undo();
    // 5.2.2: the game ended the moment the dead position arose.
    Outcome dead{Termination::DeadPosition, GameResult::Draw, found.ply};
    m_ruling.automatic = dead;
    m_ruling.canMate[White] = m_ruling.canMate[Black] = Mateability::No;
    m_ruling.deadReason = found.reason;
    m_ruling.canClaimThreefold = m_ruling.canClaimFifty = false;
    m_ruling.threefoldClaimMoves.clear();
    m_ruling.fiftyClaimMoves.clear();
    finish(dead);
    return takenBack;
}

namespace {

// The counts a claim is judged on: the position on the board, or after the written move.
void countClaim(const Position& pos, const RepetitionHistory& history, const Ruling& ruling,
                ClaimVerdict& v) {
    if (!v.intended) {
        v.occurrences = ruling.repetitionCount;
        v.halfmoveClock = ruling.halfmoveClock;
        return;
    }
    v.intendedSan = toSan(pos, *v.intended);
    v.intendedMoveNumber = pos.fullmoveNumber();
    v.zeroing = pos.isZeroing(*v.intended);
    Position next = pos.after(*v.intended);
    // 9.2.1: the position after the move would occur once more than it has so far.
    v.occurrences = v.zeroing ? 1 : history.countOf(next.identity(), next.key()) + 1;
    v.halfmoveClock = next.halfmoveClock();
}

// Is the claim correct for the position on the board, or with the intended move?
void judgeClaim(const Position& pos, const Ruling& ruling, const RepetitionHistory& history,
                ClaimVerdict& v) {
    const bool threefold = v.kind != ClaimKind::FiftyMoves;
    const bool fifty = v.kind != ClaimKind::Threefold;
    if (v.intended && !isLegal(pos, *v.intended)) {
        v.rejection = ClaimRejection::IllegalMove;
        return;
    }
    countClaim(pos, history, ruling, v);
    if (threefold &&
        (v.intended ? isThreefoldClaimMove(pos, history, *v.intended) : ruling.canClaimThreefold)) {
        v.correct = true, v.rule = Termination::ThreefoldRepetition;
        v.byWrittenMove = v.intended.has_value();
        return;
    }
    // 9.3.2 holds on the board whatever move is named; 9.3.1 needs a non-zeroing move.
    if (fifty && (ruling.canClaimFifty || (v.intended && isFiftyClaimMove(pos, *v.intended)))) {
        v.correct = true, v.rule = Termination::FiftyMoves;
        v.byWrittenMove = !ruling.canClaimFifty;
        if (ruling.canClaimFifty) v.halfmoveClock = ruling.halfmoveClock;
        return;
    }
    v.rejection = threefold && fifty ? ClaimRejection::Neither
                  : threefold        ? ClaimRejection::NotRepeated
                                     : ClaimRejection::FiftyIncomplete;
}

}  // namespace

ClaimVerdict Game::claim(ClaimKind kind, std::optional<Move> intended, int64_t nowMs) {
    m_lastNowMs = std::max(m_lastNowMs, nowMs);
    ClaimVerdict v;
    v.kind = kind;
    v.intended = intended;
    Color claimant = m_position.sideToMove();
    v.claimant = claimant;
    if (isOver()) return v.rejection = ClaimRejection::GameOver, v;
    judgeClaim(m_position, m_ruling, m_history, v);
    if (v.rejection == ClaimRejection::IllegalMove) return v;
    if (v.correct) {  // 9.5.2: the game is drawn and an intended move is not played
        finish({v.rule, GameResult::Draw, ply(), v.byWrittenMove});
        m_endingClaim = v;
        return v;
    }
    // 9.5.3: the opponent gets extra time, the game goes on and the intended move is played.
    // The claim is also a draw offer (9.1.2.3) the opponent may accept.
    v.penaltyMs = claimPenaltyMs(m_clock.timeControl());
    if (v.penaltyMs > 0 && m_clock.isStarted()) m_clock.addTime(~claimant, v.penaltyMs);
    m_offer = DrawOffer{claimant, ply()};
    if (intended) {
        v.movePlayed = play(*intended, nowMs).ok();
        if (v.movePlayed) m_plies.back().claimMade = true;
    }
    return v;
}

// 9.1.2.1: either player, at any time. An offer answered by an offer is an agreement
// (5.2.3): both players want the draw. While the answer cannot agree yet (5.2.3: both must
// have moved), it is refused rather than replacing the standing offer.
bool Game::canOfferDraw(Color by) const {
    if (isOver() || (m_offer && m_offer->by == by)) return false;
    return !m_offer || canAgreeDraw();
}

bool Game::canAcceptDraw(Color by) const {
    return !isOver() && m_offer && m_offer->by != by && canAgreeDraw();
}

bool Game::canClaim(Color by) const {
    return !isOver() && by == m_position.sideToMove();
}

bool Game::offerDraw(Color by, int64_t nowMs) {
    if (!canOfferDraw(by)) return false;
    if (m_offer) return acceptDraw(by, nowMs);  // answered by an offer: agreed (5.2.3)
    // 9.1.2.1: the offer belongs with a move; made before moving, it goes with the next one.
    m_offer = DrawOffer{by, ply()};
    if (by != m_position.sideToMove() && !m_plies.empty()) m_plies.back().drawOffered = true;
    return true;
}

// 5.2.3: Black's first move makes the move number 2, so both players have moved exactly when
// the current move number is at least 2, wherever the game started.
bool Game::canAgreeDraw() const {
    return m_position.fullmoveNumber() >= 2;
}

bool Game::acceptDraw(Color by, int64_t nowMs) {
    if (!canAcceptDraw(by)) return false;
    m_lastNowMs = std::max(m_lastNowMs, nowMs);
    finish({Termination::Agreement, GameResult::Draw, ply()});  // 5.2.3
    return true;
}

void Game::declineDraw() {
    m_offer.reset();
}

Outcome Game::resign(Color by, int64_t nowMs) {
    m_lastNowMs = std::max(m_lastNowMs, nowMs);
    if (!isOver()) {
        Outcome o{Termination::Resignation, resignationResult(m_position, by), ply()};
        o.resigned = by;  // a draw by 5.1.2 does not say who resigned otherwise
        finish(o);
    }
    return m_outcome;
}

Outcome Game::flagFall(Color flagged, int64_t nowMs, std::optional<FlagFallJudgement> judged) {
    m_lastNowMs = std::max(m_lastNowMs, nowMs);
    if (isOver()) return m_outcome;
    if (!judged) judged = judgeFlagFall(m_position, flagged, m_rules);
    finish({Termination::Timeout, judged->result, ply()});
    if (judged->result == winFor(~flagged) && judged->opponent.verdict == Mateability::Yes)
        m_flagFallHelpmate = std::move(judged->opponent.line);
    return m_outcome;
}

std::optional<Color> Game::fallenFlag(int64_t nowMs) const {
    if (isOver() || !m_clock.isStarted()) return std::nullopt;
    return m_clock.firstFlag(nowMs);
}

void Game::annotateLastPly(int64_t clockAfterMs, bool claimMade) {
    if (m_plies.empty()) return;
    m_plies.back().clockAfterMs = clockAfterMs;
    m_plies.back().claimMade = claimMade;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
