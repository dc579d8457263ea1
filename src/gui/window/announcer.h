// Announcer: what must be heard (every move, claims and their verdicts, a claim that becomes
// possible, draw offers and declines, refusals, flag falls, the end of the game) is shown in
// the status line and spoken through a LiveRegion: Orca 43 does not speak the status bar's
// name changes, which are not the focused object's. A message repeated word for word is
// cleared first, so that it is shown and heard again. MainWindow's messages come through
// announce(); moves, offers and claims that become possible are added here. A message shown
// speaks of the game and position it was said in: another game (Ctrl+PgDown, Open) or a move
// taken back (Ctrl+Z) takes it off the status line ("Black wins: checkmate" stayed after the
// mate was undone).
#pragma once

#include <QObject>
#include <QString>
#include <optional>
#include <utility>
#include <vector>

#include "core/base/types.h"

class QStatusBar;

namespace remis::app {
class ArbiterModel;
class ClockDriver;
class GameController;
}  // namespace remis::app

namespace remis::gui {

class LiveRegion;

class Announcer : public QObject {
    Q_OBJECT
public:
    Announcer(QStatusBar* bar, app::GameController* controller, app::ArbiterModel* arbiter,
              QObject* parent);

    QString lastAnnouncement() const { return m_last; }
    LiveRegion* liveRegion() const { return m_region; }
    void announce(const QString& text, int ms);  // shown for `ms` (0: until the next one)
    // Shown as `text`, heard as `spoken` (the same with its moves in words: SpokenText).
    void announce(const QString& text, int ms, const QString& spoken);
    // The same for the arbiter's ruling on a claim: heard before the rest of this turn (the
    // draw offer the rejected claim makes, 9.1.2.3, and the written move played).
    void announceRuling(const QString& text, int ms, const QString& spoken);
    void say(const QString& text);  // heard only (the eye sees it elsewhere)
    // Not heard after all, if said earlier in this turn (a fuller sentence says it instead).
    void withdraw(const QString& text);
    // Low time (ClockDriver::lowTime) is shown and said once per side and game.
    void watchClocks(app::ClockDriver* driver);
    // "White knight g1 to f3", for the move that made the game `ply` long.
    QString moveText(int ply) const;

signals:
    void announced(const QString& text);

private:
    void onOfferChanged();
    void onClaimsChanged();
    void sayClaimsByWriting(bool threefoldOnBoard, bool fiftyOnBoard);
    bool arrives(bool possible, unsigned& heard) const;  // possible now, not yet heard by the side
    unsigned sideBit() const;
    std::pair<bool, bool> claimsByWriting(bool threefoldOnBoard, bool fiftyOnBoard) const;
    QString movesInWords(const std::vector<Move>& moves) const;
    void dropShown();  // the game or position the shown message spoke of is gone

    QStatusBar* m_bar;
    app::GameController* m_controller;
    app::ArbiterModel* m_arbiter;
    LiveRegion* m_region;
    QString m_last;
    QString m_shown;                 // the last message put on the status line
    bool m_boardMove = false;        // the next moveMade is a move played in the game, announced
    bool m_lastMoveOnBoard = false;  // the last moveMade was such a move
    std::optional<Color> m_offerTo;  // who may answer the standing offer
    int m_offerPly = -1;             // the game's length when it stood
    // The sides that heard they may claim, while the claim stays possible (one bit per colour):
    // a right that passes to the other side (9.3.2 after White declines) is news for it.
    unsigned m_heardThreefold = 0, m_heardFifty = 0;
    unsigned m_heardThreefoldWriting = 0, m_heardFiftyWriting = 0;  // 9.2.1, 9.3.1
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
