// SPDX-License-Identifier: GPL-3.0-or-later
// The undo commands, and the GameController members they and the edits use (kept here so
// that gamecontroller.cpp stays about playing the game).
#include "app/controller/recordedits.h"

#include "app/controller/gamecontroller.h"
#include "app/services/deadpositionworker.h"
#include "app/text/localnotation.h"
#include "core/pgn/treebuilder.h"

namespace remis::app {

RecordEditCommand::RecordEditCommand(GameController* controller, const QString& text,
                                     RecordState before, RecordState after)
    : QUndoCommand(text),
      m_controller(controller),
      m_before(std::move(before)),
      m_after(std::move(after)) {}

void RecordEditCommand::undo() {
    m_controller->restoreRecordState(m_before);
}

void RecordEditCommand::redo() {
    if (std::exchange(m_done, false)) return;
    m_controller->restoreRecordState(m_after);
}

MoveCommand::MoveCommand(GameController* controller, const QString& text, Move move,
                         MoveTiming timing)
    : QUndoCommand(text), m_controller(controller), m_move(move), m_timing(std::move(timing)) {}

void MoveCommand::undo() {
    m_controller->undoMove(m_timing);
}

void MoveCommand::redo() {
    if (std::exchange(m_done, false)) return;
    m_controller->redoMove(m_move, m_timing);
}

CutCommand::CutCommand(GameController* controller, const QString& text, State before, State after)
    : QUndoCommand(text),
      m_controller(controller),
      m_before(std::move(before)),
      m_after(std::move(after)) {}

void CutCommand::undo() {
    m_controller->restoreGame(m_before.game, m_before.record);
}

void CutCommand::redo() {
    if (std::exchange(m_done, false)) return;
    m_controller->restoreGame(m_after.game, m_after.record);
}

// --- GameController: the edits ---

RecordState GameController::recordState() const {
    return {m_record,           m_tags,         m_recorded, m_recordedTermination,
            m_recordedHelpmate, m_writtenResult};
}

// The record's members from a saved state (the undo commands' before and after).
void GameController::assignRecordState(const RecordState& state) {
    m_record = state.record;
    m_tags = state.tags;
    m_recorded = state.recorded;
    m_recordedTermination = state.recordedTermination;
    m_recordedHelpmate = state.recordedHelpmate;
    m_writtenResult = state.writtenResult;
}

void GameController::restoreRecordState(const RecordState& state) {
    assignRecordState(state);
    emit annotationsChanged();
    emit tagsChanged();
    emit stateChanged();  // the panel, the banner and the autosave follow
}

void GameController::editRecord(const QString& text, const std::function<void()>& change) {
    if (m_editDepth > 0) return change();
    RecordState before = recordState();
    ++m_editDepth;
    change();
    --m_editDepth;
    m_edits->push(new RecordEditCommand(this, text, std::move(before), recordState()));
    emit annotationsChanged();
    emit tagsChanged();
    emit stateChanged();
}

std::vector<int> GameController::nags(NodeId node) const {
    if (node == NoNode || node == PgnGame::root()) return {};
    return m_record.tree().node(node).nags;
}

void GameController::setNags(NodeId node, const std::vector<int>& nags) {
    if (node == NoNode || node == PgnGame::root() || this->nags(node) == nags) return;
    editRecord(tr("Set Move Assessment"), [&] { m_record.setNags(node, nags); });
}

// The game as it stood before the move, the clocks too: the move's time and its increment
// go with it (6.3.1), and the opponent's time since the move is not charged (that move of
// theirs is no longer to be made). The clock restarts the move now being thought over.
void GameController::undoMove(const MoveTiming& timing) {
    if (!m_game->undo()) return;
    m_game->clock() = timing.before;
    m_record.removeLast();
    m_navigator->syncToLatest();
    emit clockCue(ClockCue::MoveTakenBack);
    emit moveUndone(m_game->ply());
    m_navigator->announceShownPly();
    emit offersChanged();
    emit stateChanged();
    m_analysis->examine(*m_game);
}

// The move is timed again as it was: from the clock as it stood when it was started, with
// the time it took, so that it earns its increment once (6.3.1) and its [%clk] is the same.
void GameController::redoMove(Move move, const MoveTiming& timing) {
    const bool wasOver = hasEnded();
    if (m_navigator->isBrowsing()) m_navigator->showLatest();
    const int before = m_game->ply();
    const int64_t now = nowMs();
    ChessClock& clock = m_game->clock();
    clock = timing.before;
    if (clock.isStarted() && timing.usedMs >= 0)
        clock.start(clock.sideToMove(), now - timing.usedMs);
    emit clockCue(ClockCue::MoveComing);
    if (!m_game->play(move, now)) return;
    emit clockCue(ClockCue::MovePlayed);
    afterMove(before, wasOver);
}

// `clockBefore`: the clock before the move was timed (a waiting clock not yet started).
void GameController::pushMove(Move move, int plyBefore, ChessClock clockBefore) {
    if (m_game->ply() != plyBefore + 1) return;
    // Edit > Undo names the move as the move list shows it ("Zug 1...Sf6"), not in PGN's SAN.
    const QString san = LocalNotation::lineInText(QString::fromStdString(
        numberedMove(m_game->positionAt(plyBefore), m_game->plies().back().san)));
    // Stopped where the move was started: restoring it must not judge the time since then.
    clockBefore.pause(nowMs());
    MoveTiming timing{std::move(clockBefore), m_game->plies().back().timeUsedMs};
    m_edits->push(new MoveCommand(this, tr("Move %1").arg(san), move, std::move(timing)));
}

bool GameController::canCutAfter(int ply) const {
    const bool clockRuns = isTimed() && m_game->clock().isRunning();
    return ply >= 0 && ply < m_game->ply() && !clockRuns && !m_judgingFlag;
}

bool GameController::cutAfter(int ply) {
    if (!canCutAfter(ply)) return false;
    CutCommand::State before{*m_game, recordState()};
    while (m_game->ply() > ply) m_game->undo();
    m_record.cutAfter(ply);
    // A recorded ending (a resignation, a time forfeit, a result without a reason) stood
    // after the last recorded move, which is cut: the game goes on from here, so that the
    // arbiter can enter the moves as they were played (tester: "The game is over" after the
    // cut). The record's Result and Termination are kept as read and written back; only
    // "Correct the Result" changes them (pgn.md). Undo puts the ending back.
    m_recorded.reset();
    m_recordedHelpmate.clear();
    // The clocks as they stood at the new last move (tester: they kept the times of the cut
    // moves): each side's last reading up to it, the control's time where none. The clock
    // waits for the next move played on the board, which starts it (6.5).
    m_game->clock().reset();
    restoreClocks(m_record.tree(), std::size_t(ply));
    CutCommand::State after{*m_game, recordState()};
    restoreGame(after.game, after.record);
    m_edits->push(new CutCommand(this, tr("Cut the Moves after Ply %1").arg(ply), std::move(before),
                                 std::move(after)));
    return true;
}

void GameController::restoreGame(const Game& game, const RecordState& state) {
    m_game = std::make_unique<Game>(game);
    m_navigator->setGame(m_game.get());
    m_judgingFlag = false;
    assignRecordState(state);
    judgeRecordedResult();  // the ruling beside the record is for the game as it now stands
    emit gameReset();
    m_navigator->announceShownPly();
    emit offersChanged();
    emit clockChanged();
    emit annotationsChanged();
    emit tagsChanged();
    emit stateChanged();
    m_analysis->examine(*m_game);
}

void GameController::clearEdits() {
    m_clearingEdits = true;
    m_edits->clear();
    if (m_modified) m_edits->resetClean();  // no undo leads back to the saved game now
    m_clearingEdits = false;
}

// Undo and redo: unmodified exactly when the record is back where it was last saved.
void GameController::onEditIndexChanged() {
    if (!m_clearingEdits) noteRecordChange();
}

}  // namespace remis::app
