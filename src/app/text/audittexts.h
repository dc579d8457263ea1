// SPDX-License-Identifier: GPL-3.0-or-later
// AuditTexts: the arbiter's audit of a game (core/audit) in words, for the game chooser's
// columns and the arbiter's report: each event with its rule and FIDE article, the automatic
// ending, and whether the recorded result agrees with the rules, with the reason.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "core/audit/audit.h"

namespace remis::app {

class AuditTexts {
    Q_DECLARE_TR_FUNCTIONS(AuditTexts)
public:
    // "threefold repetition claimable"
    static QString eventText(AuditEventKind kind);
    // "9.2.2"
    static QString article(AuditEventKind kind);
    static bool isClaim(AuditEventKind kind);
    static bool isThreefold(AuditEventKind kind);
    static bool isFifty(AuditEventKind kind);
    static bool isAutomatic(AuditEventKind kind);  // ends the game by itself (or mate, stalemate)
    // "ply 40 (Kg7): threefold repetition claimable (FIDE 9.2.2)"
    static QString eventLine(const AuditEvent& event);
    // How many of each a game has: "2" or "" when none.
    static int count(const GameAudit& audit, bool (*kind)(AuditEventKind));
    // The automatic ending: "fivefold repetition, ply 112 (Kc7)", or "".
    static QString endingText(const GameAudit& audit);
    // "agrees" or the reason it does not.
    static QString resultCheck(const GameAudit& audit);
    static bool hasEvents(const GameAudit& audit) { return !audit.events.empty(); }
};

}  // namespace remis::app
