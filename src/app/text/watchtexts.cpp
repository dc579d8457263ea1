// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/text/watchtexts.h"

#include "app/text/audittexts.h"
#include "app/text/reasontexts.h"
#include "app/watch/watchboardmodel.h"

namespace remis::app {

QString WatchTexts::columnTitle(int column) {
    switch (WatchBoardModel::Column(column)) {
        case WatchBoardModel::BoardColumn:
            return tr("Board");
        case WatchBoardModel::WhiteColumn:
            return tr("White");
        case WatchBoardModel::BlackColumn:
            return tr("Black");
        case WatchBoardModel::MoveColumn:
            return tr("Move");
        case WatchBoardModel::ClockColumn:
            return tr("Clocks");
        case WatchBoardModel::EventColumn:
            return tr("Last event");
        case WatchBoardModel::ColumnCount:
            break;
    }
    return {};
}

QString WatchTexts::eventText(const watch::WatchEvent& event) {
    if (event.kind == watch::WatchKind::ResultInconsistent)
        return tr("ply %1: the recorded result is against the rules: %2")
            .arg(event.event.ply)
            .arg(ReasonTexts::text(event.why));
    if (event.kind == watch::WatchKind::RecordError)
        return tr("the record stops here: %1; check the board: the moves after it are ruled once "
                  "the record is corrected")
            .arg(QString::fromStdString(event.reason));
    return AuditTexts::eventLine(event.event);
}

QString WatchTexts::sentence(int board, const QString& white, const QString& black,
                             const QString& event) {
    return tr("Board %1, %2 – %3: %4").arg(board).arg(white, black, event);
}

QString WatchTexts::clock(qint64 ms) {
    const qint64 s = ms / 1000;
    return QStringLiteral("%1:%2:%3")
        .arg(s / 3600)
        .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

}  // namespace remis::app
