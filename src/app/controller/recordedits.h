// SPDX-License-Identifier: GPL-3.0-or-later
// RecordEdits: the undo stack of one game's record (Edit > Undo, Ctrl+Z; Redo, Ctrl+Shift+Z).
// Every edit of the record goes on it: comments, NAGs, commands, tags, moves played or cut,
// result corrections; nothing the user wrote is lost by a slip of the keyboard (docs/pgn.md,
// "nothing the user made is lost or changed without their say").
//
// What is undone is exact: an annotation, tag or result edit restores the record's state
// from before it (RecordState, a value: the core's tree is copied, never shared); a move is
// taken back and played again; a cut restores the game as it stood. This holds because
// every change of the record after an edit is itself on the stack: game events that are not
// edits (claims, offers, resignation, a flag, a proven dead position, a new or loaded game)
// clear it (GameController does so).
#pragma once

#include <QString>
#include <QUndoCommand>
#include <optional>
#include <utility>
#include <vector>

#include "app/controller/annotatedrecord.h"
#include "core/pgn/ending.h"
#include "core/rules/game.h"

namespace remis::app {

class GameController;

// The record apart from the moves of the Game: the PGN tree with its comments, NAGs and
// commands, the tags, and the ending recorded in the file.
struct RecordState {
    AnnotatedRecord record;
    std::vector<std::pair<QString, QString>> tags;
    std::optional<RecordedEnding> recorded;
    QString recordedTermination;
    std::vector<Move> recordedHelpmate;
    GameResult writtenResult = GameResult::Ongoing;  // a read result, as corrected (pgn.md)
};

// An edit of the record that leaves the moves as they are: undo and redo put back the state
// before and after it.
class RecordEditCommand : public QUndoCommand {
public:
    RecordEditCommand(GameController* controller, const QString& text, RecordState before,
                      RecordState after);
    void undo() override;
    void redo() override;

private:
    GameController* m_controller;
    RecordState m_before;
    RecordState m_after;
    bool m_done = true;  // pushed after the edit was made: the first redo() does nothing
};

// How a move played on the board was timed: the game's clock as it stood when the move was
// started (stopped there: before the move's time and increment), and the time the move took
// (-1 when it was not timed).
struct MoveTiming {
    ChessClock before;
    int64_t usedMs = -1;
};

// A move played on the board: undo takes it back, redo plays it again. The clocks go with it
// (6.3.1: the increment is earned once per move): undo puts both back as they stood when the
// move was started, the side to move thinking afresh from then; redo times the move again
// exactly as it was timed, and the opponent's clock runs from the redo.
class MoveCommand : public QUndoCommand {
public:
    MoveCommand(GameController* controller, const QString& text, Move move, MoveTiming timing);
    void undo() override;
    void redo() override;

private:
    GameController* m_controller;
    Move m_move;
    MoveTiming m_timing;
    bool m_done = true;
};

// The moves after a ply cut from the game: undo puts the game and the record back as they
// stood, redo cuts again.
class CutCommand : public QUndoCommand {
public:
    struct State {
        Game game;
        RecordState record;
    };
    CutCommand(GameController* controller, const QString& text, State before, State after);
    void undo() override;
    void redo() override;

private:
    GameController* m_controller;
    State m_before;
    State m_after;
    bool m_done = true;
};

}  // namespace remis::app
