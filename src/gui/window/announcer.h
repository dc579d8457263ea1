// Announcer: the live status region for screen readers. Qt 6.4 has no
// QAccessibleAnnouncementEvent, so what must be heard (every move, claims and their verdicts,
// draw offers, the end of the game, refusals) is shown in the status line and also made the
// status bar's accessible name, which assistive technology is told about with a NameChanged
// event (over AT-SPI: object:property-change:accessible-name on the status bar). Everything
// MainWindow shows in the status line is announced; moves and offers are added here.
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
    // "White played 1.e4: pawn from e2 to e4", for the move that made the game `ply` long.
    QString moveText(int ply) const;

signals:
    void announced(const QString& text);

private:
    void announce(const QString& text);

    QStatusBar* m_bar;
    app::GameController* m_controller;
    app::ArbiterModel* m_arbiter;
    QString m_last;
};

}  // namespace remis::gui
