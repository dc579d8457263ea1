// GameController: owns the one Game of the app and is the only way the GUI changes it.
// Plays moves (checking legality in the core), processes claims, offers, resignation and
// flag fall, loads FEN/PGN, and emits what changed so that the models update. Browsing is the
// PlyNavigator's (navigator()); starting, pausing and resuming the clock is the ClockDriver's,
// on the cues this controller gives (clockCue). QtCore only: testable without a display.
//
// Time: every clock-dependent call reads nowMs(), a monotonic QElapsedTimer value unless a
// test injects its own source with setTimeSource(). The core clock is only ever TOLD this.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>
#include <functional>
#include <memory>
#include <optional>

#include "app/base/apperror.h"
#include "app/controller/annotatedrecord.h"
#include "app/controller/clockreadings.h"
#include "app/controller/plynavigator.h"
#include "app/controller/recordedits.h"
#include "app/controller/resultruling.h"
#include "core/pgn/ending.h"
#include "core/pgn/gamepgn.h"
#include "core/rules/game.h"

namespace remis::app {

class ClockDriver;
class DeadPositionWorker;
class RecordEditCommand;
class MoveCommand;
class CutCommand;

// What a command does on the board that the clock rule acts on (6.5, 6.12). The controller
// only says when; the ClockDriver starts, pauses and resumes the clock.
enum class ClockCue {
    MoveComing,     // a legal move is about to be played on the board: a pause ends, and a
                    // clock that waits for the first move starts for the mover
    MovePlayed,     // a move was played on the board (the clock runs for the opponent)
    ClaimComing,    // a claim acts on the board like a move: the clock runs (9.5.3 may add time)
    MoveTakenBack,  // the last move was taken back: the move now to be made is timed afresh
};

// A problem of the last loadPgnText(): where, what, and what it did to the game (the core's
// word: core/pgn/readeffect.h), so that the user is told the truth of each.
struct LoadWarning {
    enum class Kind {
        Unread,  // text of the game was not read (an illegal move: the rest kept as written)
        UnreadVariation,  // a variation read up to an illegal move, its rest kept as written;
                          // the mainline was read whole
        Repaired,         // read as it evidently meant; nothing left out; written in repaired form
        Note,  // nothing changed, something to know (a null move: the rulings stop there)
    };
    long line = 0;  // in the text given; 0 if none
    QString text;   // "23...Qxh7: why" (the caller adds file and game)
    Kind kind = Kind::Unread;
    QString savedAs;  // Repaired: the PGN it is written as ("[White \"x\"]"), when one line
};

class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    const Game& game() const { return *m_game; }
    int ply() const { return m_game->ply(); }
    // Which position is shown (browsing the move list); follows every change of the game.
    PlyNavigator& navigator() const { return *m_navigator; }

    // How the game stands. Usually game().outcome(); for a game loaded from PGN whose Result
    // tag says it ended although the rules did not end it (a resignation, an agreement, a
    // time forfeit written in the file), the recorded ending: its termination is None when
    // the record gives no reason (docs/pgn.md: never invent one), and it is over all the same.
    Outcome outcome() const;
    // Ended by the rules (game().isOver()) or as the loaded record says (isRecordedEnding()):
    // either way no move can be played. Game::isOver() alone is the rules' ending.
    bool hasEnded() const { return outcome().isOver(); }
    // 6.9: after a loss on time (judged here, or recorded), a series of legal moves by which
    // the winner could still checkmate; empty otherwise.
    const std::vector<Move>& flagFallHelpmate() const {
        return isRecordedEnding() ? m_recordedHelpmate : m_game->flagFallHelpmate();
    }
    // An unfinished record ("*") whose clock shows a flag fall (a side's last [%clk] reads
    // 0:00:00, as the audit reads it): the ruling is the arbiter's observation beside the
    // record, whose result stays unfinished (pgn.md). Nothing once the game has ended here or
    // the flag's move was taken back.
    std::optional<ClockFlagFall> recordedClockFlag() const;
    // True when outcome() comes from the PGN's Result/Termination tags, not from the rules.
    bool isRecordedEnding() const { return m_recorded.has_value() && !m_game->isOver(); }
    // The Termination tag of a recorded ending as written in the file ("" if none).
    QString recordedTermination() const { return m_recordedTermination; }
    // False when the record gives a result but no reason (no Ending tag, no words for one):
    // then only the result may be shown, "as recorded".
    bool isRecordedReasonGiven() const { return m_recorded && m_recorded->reasonGiven(); }
    // The record goes on beyond the Game (pgn.md): moves recorded after the game ended by
    // itself (a dead position, 75 moves, fivefold: the Game ends where the Laws ended it,
    // the rest is browsed as played after the end), or moves after a null move (a game with
    // one is no longer a game under the Laws: the rulings stop before it).
    int movesAfterEnd() const;    // plies recorded after the Game's ending; 0 if none
    bool rulingsStopped() const;  // the record goes on with a null move after the Game
    // The arbiter's actions (claims, offers, resignation) apply: not over, rulings not stopped.
    bool rulesApply() const { return !hasEnded() && !rulingsStopped(); }
    // A game read from a file keeps its recorded Result (pgn.md): the arbiter's ruling, when
    // the Laws say otherwise, is shown beside it (resultruling.h), and only
    // correctResult() changes it.
    bool isReadFromFile() const { return m_readFromFile; }
    // The result written for a game read from a file with a finished result (Ongoing for
    // other games: theirs is the game's own).
    GameResult recordedResult() const { return m_writtenResult; }
    const std::optional<ResultRuling>& resultRuling() const { return m_ruling; }
    // The written result is not the arbiter's ruling (not yet corrected).
    bool isResultAgainstRules() const { return m_ruling && m_writtenResult != m_ruling->ruled; }
    // "Correct the result to the arbiter's ruling": returns the result it replaced (for the
    // undo: setRecordedResult with it), or nothing when there is nothing to correct.
    std::optional<GameResult> correctResult();
    // Sets the written result of a game read from a file (the command and its undo); marks
    // the game modified. Ignored for other games.
    void setRecordedResult(GameResult result);
    // Moves can be played: not over and showing the latest position.
    // (Not while a fallen flag is being judged.)
    bool canPlay() const { return !hasEnded() && !m_navigator->isBrowsing() && !m_judgingFlag; }

    // 5.2.2 / 6.9 off the GUI thread: true while the full analysis of a position (a dead
    // position the per-move check cannot see, or a fallen flag) is under way.
    bool isAnalysing() const;
    void waitForAnalysis();  // blocks until it has reported (tests, benchmarks)

    // Game set-up. Each replaces the game and emits gameReset. One rule on every path (new
    // game, FEN, PGN, command line): a timed game's clock starts with the first move played
    // on the board (the ClockDriver starts it on the MoveComing cue), and that move, like
    // every move, earns the increment. Moves given with the set-up (playMoves) give no cue:
    // they use no clock time and earn no increment.
    void newGame(RuleSet rules = RuleSet::Fide,
                 const TimeControl& control = TimeControl::untimed());
    // Fails with the core's parseFen error (the game is unchanged then).
    AppResult<> loadFen(const QString& fen, RuleSet rules = RuleSet::Fide,
                        const TimeControl& control = TimeControl::untimed());
    // The first game of the text (on failure the game is unchanged).
    // A damaged game loads up to its first unreadable mainline move (the rest of its text is
    // kept and written back as it was); an unreadable move in a variation stops only that
    // variation. loadWarnings() then says where and why.
    // The remaining times are taken from the last [%clk] of each side when present; the
    // clocks stand still until the first move played here.
    // firstLine: the line of the file (or of the text the user gave) where `pgn` starts, for
    // a line a warning's words name (a second FEN tag names the first's); LoadWarning::line
    // stays counted in `pgn`.
    AppResult<> loadPgnText(const QString& pgn, long firstLine = 1);
    // What the last loadPgnText() read but could not use, repaired or wants said, in order.
    const std::vector<LoadWarning>& loadWarnings() const { return m_loadWarnings; }

    // The record with its annotations: comments, NAGs, variations (shown by the notation).
    const AnnotatedRecord& record() const { return m_record; }
    QString comment(NodeId node) const;
    void setComment(NodeId node, const QString& text);  // marks the game modified
    // A [%name ...] command after a move (all of that name, joined with ","), such as the
    // arrows (cal) and marks (csl) drawn on the board: kept in the record, so they are
    // saved, autosaved and copied with the game. Setting one marks the game modified.
    QString command(NodeId node, const QString& name) const;
    void setCommand(NodeId node, const QString& name, const QString& value);
    // SAN or UCI moves played in order (for --moves, demonstrations); the first failure is
    // placed at its move (AppErrorPlace::SetupMove: "move 3 \"Nxe5\": ..."), the moves before
    // it stay played. They are part of the set-up: untimed, no increment, and the clock still
    // waits for a move on the board.
    AppResult<> playMoves(const QStringList& moves);

    // Moves (only at the latest position); a refusal says why.
    AppResult<> play(Move m);
    AppResult<> playText(const QString& sanOrUci);
    // Reads a move (SAN or UCI) in the current position without playing it, e.g. the
    // intended move of a claim (9.2.1, 9.3.1).
    AppResult<Move> readMove(const QString& sanOrUci) const;
    // Take-back of the last ply: casual rule set only; false when not allowed or nothing to undo.
    bool canTakeBack() const;
    bool takeBack();

    // Claims for the side to move (9.2, 9.3, 9.5): the core judges and applies the 9.5.3
    // penalty to its clock; an incorrect claim with a move plays the move. Emits claimJudged.
    ClaimVerdict claim(ClaimKind kind, std::optional<Move> intended = std::nullopt);
    // 9.1.2: `by` offers a draw; made by the side to move it goes with that side's next move.
    // An offer made while the opponent's stands is an agreement (5.2.3): the game is drawn.
    // The core decides who may (Game::canOfferDraw); false when refused.
    bool canOfferDraw(Color by) const { return rulesApply() && m_game->canOfferDraw(by); }
    bool offerDraw(Color by);
    std::optional<DrawOffer> pendingOffer() const { return m_game->pendingOffer(); }
    // Only the opponent of the player who offered, once both have moved (9.1.2, 5.2.3).
    bool canAcceptDraw(Color by) const { return rulesApply() && m_game->canAcceptDraw(by); }
    // The side an answer to the standing offer would come from, if an offer stands.
    std::optional<Color> offerAddressee() const;
    bool acceptDraw(Color by);
    void declineDraw();
    void resign(Color by);
    // The time control of the game on the board, chosen when it starts (New Game, Load
    // Position, the editor) or afterwards until its clock has started (a pasted or opened
    // game, a demonstration): false once a move has been timed or the game is over.
    bool canSetTimeControl() const;
    bool setTimeControl(const TimeControl& control);
    // 6.9 judged by the arbiter now for the side whose flag fell (the ClockDriver sees it
    // fall): at once when the small search settles it, else in the worker thread while the
    // board waits (canPlay() false). False when the game is over or a flag is being judged.
    bool flagFell(Color side);

    // The undo stack of this game's record (recordedits.h): every edit of the record is on
    // it; a new or loaded game starts it empty, and game events that are not edits (claims,
    // offers, resignation, a flag, a proven dead position, a take-back) empty it.
    QUndoStack* undoStack() const { return m_edits; }
    // One edit of the record that keeps the moves (tags, comments, NAGs, commands, the
    // recorded result): `change` makes it through the members below; when it changed
    // anything it goes on the undo stack as `text`. Nested edits are one edit.
    void editRecord(const QString& text, const std::function<void()>& change);
    // The NAGs ($1 "!", $2 "?", ...) of a move of the record; setting them is an edit.
    std::vector<int> nags(NodeId node) const;
    void setNags(NodeId node, const std::vector<int>& nags);
    // Cuts the main line after `ply` (the moves after it, their variations and comments,
    // and any unread rest): an edit, undoable. Not while a clock runs (the time of the cut
    // moves cannot be given back), nor past the game's last move.
    bool canCutAfter(int ply) const;
    bool cutAfter(int ply);

    // PGN tags written by pgnText() (Event, Site, Date, White, Black; Date defaults to today).
    void setTag(const QString& name, const QString& value);
    QString tag(const QString& name) const;
    QString pgnText() const;  // the game as PGN, with result, termination and rule set

    // Unsaved changes: moves, take-backs, claims, offers, an ending, tags or annotations
    // since the game was started, loaded or last saved. A new game or a loaded one is
    // unmodified; whoever saves the game calls setModified(false).
    bool isModified() const { return m_modified; }
    void setModified(bool modified);

    // The monotonic time fed to the core clock.
    int64_t nowMs() const;
    void setTimeSource(std::function<int64_t()> source);  // for tests; empty = QElapsedTimer

    // The clock's control, for the ClockDriver alone (6.5, 6.12): it starts a waiting clock
    // for the side to move at nowMs(), and pauses, resumes and restarts the running one.
    // Moves, claims and endings press or stop the clock through the game itself.
    void startClock() { m_game->startClock(nowMs()); }
    ChessClock& clock() { return m_game->clock(); }
    // A game resumed after a crash (Autosave): the clocks as they read when it was saved, and
    // the side to move's running on from now when it ran then, so that the time used until
    // the save is not given back. Nothing for an untimed or ended game.
    void resumeClocks(int64_t whiteMs, int64_t blackMs, bool running);

signals:
    void gameReset();
    void moveMade(int ply);    // a move was appended (ply = the new number of plies)
    void moveUndone(int ply);  // a move was taken back (ply = the new number of plies)
    void gameOver(const remis::Outcome& outcome);
    // After every claim (also a rejected one); claimant had the move, withMove: a move was named.
    void claimJudged(const remis::ClaimVerdict& verdict, remis::Color claimant, bool withMove);
    void offersChanged();
    void clockChanged();  // a move pressed it, a penalty added time, the game ended
    // For the ClockDriver, which applies the clock rule on it (see ClockCue).
    void clockCue(remis::app::ClockCue cue);
    // After any change above (and after every move): listeners that show the whole state
    // (ArbiterModel) recompute on this one signal.
    void stateChanged();
    void modifiedChanged(bool modified);
    void annotationsChanged();  // a comment, NAG or command was edited (or undone)
    void tagsChanged();         // a tag was set (or its edit undone)
    void analysingChanged(bool analysing);
    // 5.2.2 proven by the full analysis: the game ended at `ply`, where the dead position
    // arose; the moves made after it (movesTakenBack, maybe 0) were taken back.
    void deadPositionProven(int ply, int movesTakenBack);

private:
    // The undo commands put back what they saved (recordedits.cpp).
    friend class RecordEditCommand;
    friend class MoveCommand;
    friend class CutCommand;
    RecordState recordState() const;
    void assignRecordState(const RecordState& state);  // no signals
    void restoreRecordState(const RecordState& state);
    void restoreGame(const Game& game, const RecordState& state);
    void undoMove(const MoveTiming& timing);
    void redoMove(Move move, const MoveTiming& timing);
    void clearEdits();  // a game event that is not an edit: nothing before it can be undone
    void pushMove(Move move, int plyBefore, ChessClock clockBefore);
    void onEditIndexChanged();
    void noteRecordChange();
    void setModifiedFlag(bool modified);
    bool isTimed() const { return !m_game->clock().timeControl().isUntimed(); }

    void onDeadPositionFound(const DeadPositionFinding& finding);
    void onFlagJudged(Color flagged, const FlagFallJudgement& judgement);
    void endByFlag(Color flagged, std::optional<FlagFallJudgement> judged);
    void installGame(std::unique_ptr<Game> game);  // no signals
    void announceReset();                          // the signals of a new game
    void replaceGame(std::unique_ptr<Game> game);  // both
    void afterMove(int plyBefore, bool wasOver);
    AppResult<> playMove(Move m, bool timed);
    void emitOverIfEnded(bool wasOver);
    bool sameOffer(const std::optional<DrawOffer>& before) const;
    void setRecordedEnding(const PgnGame& record);
    void restoreClocks(const PgnGame& record, std::size_t plies);
    void resetTags();            // a new game or position has no players, event or date of its own
    void showRecordTail();       // the navigator browses the record's moves after the Game's
    void judgeRecordedResult();  // m_ruling, for the game as it now stands
    void keepReadRecord(PgnGame& record) const;
    std::string recordCorrection(PgnGame& record) const;

    std::unique_ptr<Game> m_game;
    PlyNavigator* m_navigator;                 // a child QObject
    std::optional<RecordedEnding> m_recorded;  // what the loaded record says of its end
    QString m_recordedTermination;             // its Termination tag as written
    std::vector<Move> m_recordedHelpmate;      // a recorded loss on time: the winner's mate
    std::vector<std::pair<QString, QString>> m_tags;
    bool m_modified = false;
    // The game's text when it was last loaded or saved (null: none to compare with), and the
    // longest game compared so: a longer one is not written out again on every move.
    QString m_savedText;
    static constexpr int MaxComparedPlies = 4000;
    AnnotatedRecord m_record;
    std::vector<LoadWarning> m_loadWarnings;
    bool m_readFromFile = false;  // loadPgnText(): its record is kept (pgn.md)
    bool m_readHadTags = false;   // it had tags: none it lacked are added on save
    bool m_overAtLoad = false;    // it ended in the record (by the rules or as recorded)
    std::optional<ClockFlagFall> m_clockFlag;          // recordedClockFlag(), judged once at load
    GameResult m_readResult = GameResult::Ongoing;     // its Result as read (finished or not)
    GameResult m_writtenResult = GameResult::Ongoing;  // as read, or as corrected
    std::optional<ResultRuling> m_ruling;
    QElapsedTimer m_timer;
    std::function<int64_t()> m_timeSource;
    DeadPositionWorker* m_analysis;  // a child QObject
    bool m_judgingFlag = false;
    QUndoStack* m_edits;  // a child QObject
    int m_editDepth = 0;  // editRecord() within editRecord(): one edit
    bool m_clearingEdits = false;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
