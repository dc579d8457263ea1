// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: what it keeps of a game read from a file (pgn.md): the moves recorded after
// the Game (after its automatic ending, or from a null move on) are browsed, the recorded
// Result stays as read unless the user corrects it to the arbiter's ruling, and no tag the
// file did not have is added on save.
#include "app/controller/gamecontroller.h"

#include "core/board/notation.h"
#include "core/pgn/ending.h"
#include "core/pgn/treebuilder.h"
#include "core/rules/vocabulary.h"

namespace remis::app {

namespace {

// The positions of the record's main line after the Game's last ply, from `end` (its
// position): the moves recorded after the game ended, or a null move and those after it.
std::vector<PlyNavigator::RecordPly> recordTail(const AnnotatedRecord& record,
                                                const Position& end) {
    std::vector<PlyNavigator::RecordPly> tail;
    const PgnGame& tree = record.tree();
    Position pos = end;
    NodeId id = record.nodeOfPly(record.gamePlies());
    while (id != NoNode && !tree.node(id).children.empty()) {
        id = tree.node(id).children.front();
        const std::string& san = tree.node(id).san;
        Move move = Move::none();
        if (!tree.node(id).isNull()) {
            const auto m = parseSan(pos, san);
            const auto stood = m ? std::nullopt : findPhysicalMove(pos, san);  // 7.5
            if (!m && !stood) break;
            move = m ? *m : stood->move;
        }
        if (!playRecordedMove(pos, san)) break;
        tail.push_back({pos, move});
    }
    return tail;
}

}  // namespace

void GameController::showRecordTail() {
    m_navigator->setRecordTail(recordTail(m_record, m_game->position()));
}

int GameController::movesAfterEnd() const {
    if (!m_game->isOver()) return 0;
    return m_navigator->recordPlies() - m_game->ply();
}

bool GameController::rulingsStopped() const {
    if (m_game->isOver()) return false;
    const NodeId next = m_record.nodeOfPly(m_game->ply() + 1);
    return next != NoNode && m_record.tree().node(next).isNull();
}

std::optional<ClockFlagFall> GameController::recordedClockFlag() const {
    if (!m_clockFlag || hasEnded() || rulingsStopped() || m_clockFlag->ply > m_game->ply() ||
        m_game->plies()[std::size_t(m_clockFlag->ply - 1)].clockAfterMs != 0)
        return std::nullopt;
    return m_clockFlag;
}

void GameController::judgeRecordedResult() {
    Termination reason =
        isRecordedEnding() && isRecordedReasonGiven() ? m_recorded->reason : Termination::None;
    // A win recorded for an illegal move (TCEC's Termination "illegal move"): 7.5.5 is the
    // article that limits it, as the audit rules it.
    if (reason == Termination::None &&
        recordedTermination().contains(QLatin1String("illegal move"), Qt::CaseInsensitive))
        reason = Termination::IllegalMove;
    const auto standard = parsePgnTermination(recordedTermination().toStdString());
    const bool offTheBoard = standard == PgnTermination::Abandoned ||
                             standard == PgnTermination::RulesInfraction ||
                             standard == PgnTermination::Adjudication;
    m_ruling = m_readFromFile ? ruleOnRecordedResult(*m_game, m_readResult, reason, offTheBoard)
                              : std::nullopt;
}

std::optional<GameResult> GameController::correctResult() {
    if (!isResultAgainstRules()) return std::nullopt;
    const GameResult before = m_writtenResult;
    const GameResult ruled = m_ruling->ruled;
    // An edit of the record like any other: on the undo stack (Ctrl+Z puts the read one back).
    editRecord(tr("Correct the Result"), [&] { setRecordedResult(ruled); });
    return before;
}

void GameController::setRecordedResult(GameResult result) {
    if (!m_readFromFile || result == GameResult::Ongoing || result == m_writtenResult) return;
    m_writtenResult = result;
    if (isRecordedEnding()) m_recorded->result = result;  // shown as it is now written
    noteRecordChange();
    emit stateChanged();
}

// pgn.md: a game read from a file keeps what it recorded. Its finished Result stays (or as
// corrected by the user), and the tags Remis would set for a game played here (Termination,
// Ending, Rules, TimeControl) are not added: the file's own stay as they were. A game that
// was unfinished in the file and ended here is recorded as any game played here.
// pgn.md: a result corrected to the arbiter's ruling is recorded as an ending is, its exact
// ruling in the Ending tag and a closing comment that says what was corrected and why
// (tester: the file got the new Result alone). Returns the comment; empty if nothing was.
std::string GameController::recordCorrection(PgnGame& record) const {
    if (!m_readFromFile || !m_ruling || m_writtenResult == m_readResult ||
        m_writtenResult != m_ruling->ruled)
        return {};
    const ResultRuling& r = *m_ruling;
    Outcome ruled{r.basis, r.ruled, r.ply};
    std::optional<Color> cannotMate;
    if (r.basis == Termination::Resignation || r.basis == Termination::Timeout ||
        r.basis == Termination::None || r.basis == Termination::IllegalMove) {
        if (r.basis == Termination::Resignation) ruled.resigned = r.loser;
        if (r.ruled == GameResult::Draw && !r.mateable) cannotMate = ~r.loser;
    }
    // A win recorded without a reason, or for an illegal move (which the record does not call
    // a second one), has no ending of the Laws to name: the comment says why.
    if (r.basis != Termination::None && r.basis != Termination::IllegalMove)
        record.setTag("Ending", endingTagValue(ruled));
    return correctedResultComment(m_readResult, ruled, cannotMate);
}

void GameController::keepReadRecord(PgnGame& record) const {
    const bool endedHere = !m_overAtLoad && m_readResult == GameResult::Ongoing;
    if (!endedHere) {
        record.result = std::string(resultToken(m_writtenResult));
        // The closing comment of an ending not made here (a game without moves has it
        // before the first move; after a move, only moves played here are merged).
        record.node(PgnGame::root()).after.clear();
    }
    const bool hadTags = m_readHadTags;  // a game without any gets them all
    std::erase_if(record.tags, [endedHere, hadTags](const PgnTag& tag) {
        const std::string& name = tag.name;
        return (hadTags && (name == "Rules" || name == "TimeControl")) ||
               (!endedHere && (name == "Ending" || name == "Termination"));
    });
}

}  // namespace remis::app
