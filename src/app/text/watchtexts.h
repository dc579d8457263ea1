// SPDX-License-Identifier: GPL-3.0-or-later
// WatchTexts: Tournament Watch in words: the board list's column titles, an event of the
// core's watch (core/watch) as the list and a notification say it, and the plain sentence an
// urgent event is told in (notification, webhook).
#pragma once

#include <QCoreApplication>
#include <QString>

#include "core/watch/gamewatch.h"

namespace remis::app {

class WatchTexts {
    Q_DECLARE_TR_FUNCTIONS(WatchTexts)
public:
    static QString columnTitle(int column);  // WatchBoardModel::Column
    // "ply 40 (Kg7): fivefold repetition (FIDE 9.6.1)"
    static QString eventText(const watch::WatchEvent& event);
    // "Board 7, Carlsen – Caruana: ply 40 (Kg7): fivefold repetition (FIDE 9.6.1)"
    static QString sentence(int board, const QString& white, const QString& black,
                            const QString& event);
    // "1:23:45"
    static QString clock(qint64 ms);
    static QString noMove() { return tr("not started"); }
};

}  // namespace remis::app
