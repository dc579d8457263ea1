// SPDX-License-Identifier: GPL-3.0-or-later
// ArbiterReport: the audit of a whole file (FileAudit) as the arbiter hands it in. CSV, one
// line per event (a game without events has one line of its own, so that every game's
// result check is there), RFC 4180 quoting; and the repetitions' positions for the printable
// report's diagrams (gui/diagram/reportpdf).
#pragma once

#include <QByteArray>
#include <QString>
#include <vector>

#include "app/files/fileaudit.h"
#include "core/board/position.h"

namespace remis::app {

class PgnFile;

class ArbiterReport {
public:
    // The CSV text (UTF-8): game, white, black, result, plies, event, ply, move, rule,
    // article, result_check, error; for a flag fall or an illegal move side, ruling, why;
    // per game illegal_moves (how many stood), flag_fall (the first, in words) and
    // result_reason (the audit's, in the user's language: in English as `remis-cli audit`
    // writes it).
    static QByteArray csv(const PgnFile& file, const FileAudit& audit);

    // The positions of a repetition event of game `game`: every occurrence (FIDE 9.2.3) of
    // the position at the event's ply, with its ply; empty when the game cannot be replayed.
    struct Occurrence {
        int ply = 0;
        Position position;
    };
    static std::vector<Occurrence> repetition(const PgnFile& file, int game, int ply);
    static bool isRepetition(AuditEventKind kind);
};

}  // namespace remis::app
