// Announcer: the live status region for screen readers. Qt 6.4 has no
// QAccessibleAnnouncementEvent; its status bar, though, is an accessible object whose name is
// the message shown, and every new message is sent as a NameChanged event (over AT-SPI:
// object:property-change:accessible-name on the status bar). So what must be heard (every
// move, claims and their verdicts, draw offers, refusals, the end of the game) is shown in the
// status line, and a message repeated word for word is cleared first so that it is heard
// again. MainWindow's messages come through announce(); moves and offers are added here.
#pragma once

#include <QObject>
#include <QString>

class QStatusBar;

namespace remis::app {
class ArbiterModel;
class GameController;
}  // namespace remis::app

namespace remis::gui {

class Announcer : public QObject {
    Q_OBJECT
public:
    Announcer(QStatusBar* bar, app::GameController* controller, app::ArbiterModel* arbiter,
              QObject* parent);

    QString lastAnnouncement() const { return m_last; }
    void announce(const QString& text, int ms);  // shown for `ms` (0: until the next one)
    // "White played 1.e4: pawn from e2 to e4", for the move that made the game `ply` long.
    QString moveText(int ply) const;

signals:
    void announced(const QString& text);

private:
    QStatusBar* m_bar;
    app::GameController* m_controller;
    app::ArbiterModel* m_arbiter;
    QString m_last;
    bool m_boardMove = false;  // the next moveMade is a move played in the game, announced
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
