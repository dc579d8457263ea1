// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: what the players decide during the game, beside their moves: a take-back
// (casual rules only), a claim (9.2, 9.3), a draw offer and its answer (9.1.2), a time
// control set before the clock starts, a resignation, and a flag fall (6.9).
#include "app/controller/gamecontroller.h"

#include "app/services/deadpositionworker.h"
#include "app/text/ruletexts.h"
#include "core/pgn/claimnote.h"

namespace remis::app {

bool GameController::canTakeBack() const {
    // A fallen flag stays recorded in the clock, so a time forfeit cannot be taken back.
    return m_game->rules() == RuleSet::Casual && m_game->ply() > 0 && !isRecordedEnding() &&
           m_record.canRemoveLast() && outcome().termination != Termination::Timeout;
}

bool GameController::takeBack() {
    if (!canTakeBack()) return false;
    bool hadOffer = m_game->pendingOffer().has_value();
    if (!m_game->undo()) return false;
    clearEdits();
    m_record.removeLast();
    m_navigator->syncToLatest();
    emit clockCue(ClockCue::MoveTakenBack);
    emit moveUndone(m_game->ply());
    m_navigator->announceShownPly();
    if (hadOffer) emit offersChanged();
    emit stateChanged();
    return true;
}

ClaimVerdict GameController::claim(ClaimKind kind, std::optional<Move> intended) {
    Color claimant = m_game->position().sideToMove();
    bool withMove = intended.has_value();
    if (!rulesApply()) {  // over, or the record goes on with a null move (pgn.md)
        ClaimVerdict v;
        v.rejection = ClaimRejection::GameOver;
        emit claimJudged(v, claimant, withMove);
        return v;
    }
    if (m_navigator->isBrowsing()) m_navigator->showLatest();
    emit clockCue(ClockCue::ClaimComing);  // 9.5.3 may add time to a clock
    int before = m_game->ply();
    ClaimVerdict v = m_game->claim(kind, intended, nowMs());
    if (v.movePlayed) emit clockCue(ClockCue::MovePlayed);  // as for any move on the board
    if (v.rejection == ClaimRejection::IllegalMove) {
        emit claimJudged(v, claimant, withMove);
        return v;
    }
    clearEdits();  // a claim is judged, not edited: it is not undone
    // Made without a move, an incorrect claim is noted after the last move (with one, the
    // note goes with the move: gamepgn.h), so that the record keeps it and the time it added.
    if (!v.correct && !v.movePlayed) {
        const int64_t added = m_game->clock().isStarted() ? v.penaltyMs : 0;
        m_record.addComment(m_record.nodeOfPly(before), claimNote(claimant, added));
    }
    emit offersChanged();  // a claim is also a draw offer (9.1.2.3); a correct one ends it
    if (v.penaltyMs > 0) emit clockChanged();
    afterMove(before, false);
    emit claimJudged(v, claimant, withMove);
    return v;
}

bool GameController::offerDraw(Color by) {
    if (hasEnded() || m_judgingFlag) return false;
    if (!m_game->offerDraw(by, nowMs())) return false;  // answering an offer agrees (5.2.3)
    clearEdits();
    emit offersChanged();
    emitOverIfEnded(false);
    emit stateChanged();
    return true;
}

bool GameController::canSetTimeControl() const {
    return !hasEnded() && !m_game->clock().isStarted();
}

bool GameController::setTimeControl(const TimeControl& control) {
    if (!canSetTimeControl()) return false;
    if (m_game->clock().timeControl() == control) return true;
    m_game->clock().reset(control);
    emit clockChanged();
    emit stateChanged();
    return true;
}

std::optional<Color> GameController::offerAddressee() const {
    auto offer = m_game->pendingOffer();
    if (!offer || hasEnded()) return std::nullopt;
    return ~offer->by;
}

bool GameController::acceptDraw(Color by) {
    if (!canAcceptDraw(by) || !m_game->acceptDraw(by, nowMs())) return false;
    clearEdits();
    emit offersChanged();
    emitOverIfEnded(false);
    emit stateChanged();
    return true;
}

void GameController::declineDraw() {
    if (!m_game->pendingOffer()) return;
    m_game->declineDraw();
    clearEdits();
    emit offersChanged();
    emit stateChanged();
}

void GameController::resign(Color by) {
    if (!rulesApply()) return;
    bool hadOffer = m_game->pendingOffer().has_value();
    m_game->resign(by, nowMs());  // the clocks freeze now, not at the last move
    clearEdits();
    if (hadOffer) emit offersChanged();
    emitOverIfEnded(false);
    emit stateChanged();
}

// 6.9: most flag falls are judged at once (a bare king, a helpmate found within a small
// budget); the rest goes to the worker and the board waits, the clock stopped.
bool GameController::flagFell(Color side) {
    if (hasEnded() || m_judgingFlag) return false;
    if (m_game->clock().isRunning()) m_game->clock().pause(nowMs());
    if (isFlagFallQuicklyJudged(m_game->position(), side)) {
        endByFlag(side, std::nullopt);
        return true;
    }
    m_judgingFlag = true;
    m_analysis->judgeFlag(m_game->position(), side, m_game->rules());
    emit stateChanged();
    return true;
}

void GameController::onFlagJudged(Color flagged, const FlagFallJudgement& judgement) {
    if (!m_judgingFlag) return;
    m_judgingFlag = false;
    endByFlag(flagged, judgement);
}

void GameController::endByFlag(Color flagged, std::optional<FlagFallJudgement> judged) {
    bool hadOffer = m_game->pendingOffer().has_value();
    m_game->flagFall(flagged, nowMs(), std::move(judged));
    clearEdits();
    if (hadOffer) emit offersChanged();
    emitOverIfEnded(false);
    emit stateChanged();
}

}  // namespace remis::app
