// PlyNavigator: which position of the game the board and the move list show. Browsing
// (Left/Right/Home/End, a click in the move list) moves the shown ply between 0 (the start
// position) and the latest ply; new moves, take-backs and a new game bring it back to the
// latest position. It never changes the game: GameController owns that.
//
// A record may go on beyond the Game (pgn.md): moves recorded after the game ended by itself
// (a dead position, 75 moves, fivefold), or after a null move, where the rulings stop. Those
// plies are browsed too (setRecordTail): shownRecordPly() counts them, while shownPly() stays
// the Game's ply the rulings are about (the Game's last ply while beyond it).
#pragma once

#include <QObject>
#include <QString>
#include <algorithm>
#include <optional>
#include <vector>

#include "core/board/position.h"

namespace remis {
class Game;
}

namespace remis::app {

class PlyNavigator : public QObject {
    Q_OBJECT
public:
    explicit PlyNavigator(QObject* parent = nullptr);

    // The game browsed. Set by GameController whenever it installs a game.
    void setGame(const Game* game);

    // The plies of the record after the Game's last: the position after each and its move
    // (Move::none() for a null move). Shows the last of them (a record opens at its last
    // move); an empty tail shows the Game's latest position. No signal: set with the game.
    struct RecordPly {
        Position position;
        Move move;
    };
    void setRecordTail(std::vector<RecordPly> tail);
    int recordPlies() const;  // the Game's plies and the tail's

    // The position shown: the current one, or an earlier one while browsing.
    const Position& shownPosition() const;
    // The Game's ply shown, 0..game.ply(); beyond the Game, its last ply.
    int shownPly() const { return std::min(m_shownPly, gamePly()); }
    // The record's ply shown (the move list, the notation): beyond the Game past its last ply.
    int shownRecordPly() const { return m_shownPly; }
    bool isBeyondGame() const { return m_shownPly > gamePly(); }
    bool isBrowsing() const;
    // The move that led to the shown position (for highlighting), or Move::none() at ply 0.
    Move lastShownMove() const;
    QString fen() const;  // of the shown position

    // 0 = start position .. the record's last ply; out-of-range values are clamped.
    void showPly(int ply);
    void showLatest();  // the record's last ply (the Game's latest when nothing follows it)
    void showPrevious() { showPly(m_shownPly - 1); }
    void showNext() { showPly(m_shownPly + 1); }

    // A position off the main line (a move of a variation in the notation): shown until the
    // next showPly(), showLatest() or change of the game; shownPly() is then the main-line
    // ply the variation branches from. Moves cannot be played there (isBrowsing()).
    void showVariationPosition(const Position& position, Move lastMove, int branchPly);
    bool isInVariation() const { return m_variation.has_value(); }

    // After the game changed (a move, a take-back, a new game): show the latest position
    // (the record's last ply) without a signal yet; true when the shown ply moved. The controller
    // then calls announceShownPly() once its own signals about the change have gone out.
    bool syncToLatest();
    void announceShownPly() { emit shownPlyChanged(m_shownPly); }

signals:
    void shownPlyChanged(int ply);  // ply: shownRecordPly()

private:
    int gamePly() const;

    const Game* m_game = nullptr;
    std::vector<RecordPly> m_tail;
    int m_shownPly = 0;
    mutable std::optional<Position> m_shownCache;
    struct Variation {
        Position position;
        Move lastMove;
    };
    std::optional<Variation> m_variation;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
