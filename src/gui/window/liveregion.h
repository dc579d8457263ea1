// SPDX-License-Identifier: GPL-3.0-or-later
// LiveRegion: what a screen reader speaks without the focus moving. Orca 43 (Debian 12) drops
// name changes of objects other than the focused one (the status bar's: "Event is for object
// other than the locusOfFocus"), but it speaks an object of role notification whenever it
// becomes showing (object:state-changed:showing). So each announcement names one of a few
// notification objects and hides and shows it. Several take turns because Orca, when it falls
// behind, skips a showing event of an object that has a newer one queued ("appears to be
// duplicate state-changed event"): two moves in a row would lose the first. The objects have
// no size; the eye reads the same words in the status line. Announcements made in one turn of
// the event loop (a move and the checkmate it gives) are spoken as one, so that the second
// does not cut off the first.
#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

namespace remis::gui {

class LiveRegion : public QWidget {
    Q_OBJECT
public:
    explicit LiveRegion(QWidget* parent);

    void say(const QString& text);  // spoken with whatever else is said in this turn
    // Spoken before whatever else is said in this turn: the arbiter's ruling, heard before
    // what follows from it (a rejected claim's draw offer, 9.1.2.3).
    void sayFirst(const QString& text);
    void withdraw(const QString& text);      // not spoken after all, if said in this turn
    QString text() const { return m_text; }  // what was (or is being) spoken last
    QWidget* notice() const;                 // the notification object that spoke it

private:
    void flush();

    QList<QWidget*> m_notices;
    qsizetype m_next = 0;
    QStringList m_pending;
    QString m_text;
};

}  // namespace remis::gui
