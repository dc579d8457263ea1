// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/text/audittexts.h"

#include "core/rules/vocabulary.h"

namespace remis::app {

QString AuditTexts::eventText(AuditEventKind kind) {
    switch (kind) {
        case AuditEventKind::ThreefoldClaimable:
            return tr("threefold repetition claimable");
        case AuditEventKind::ThreefoldClaimableWithMove:
            return tr("threefold repetition claimable by writing the move played");
        case AuditEventKind::FiftyClaimable:
            return tr("fifty-move rule claimable");
        case AuditEventKind::FiftyClaimableWithMove:
            return tr("fifty-move rule claimable by writing the move played");
        case AuditEventKind::Checkmate:
            return tr("checkmate");
        case AuditEventKind::Stalemate:
            return tr("stalemate");
        case AuditEventKind::DeadPosition:
            return tr("dead position");
        case AuditEventKind::SeventyFiveMoves:
            return tr("75-move rule: the game ended");
        case AuditEventKind::FivefoldRepetition:
            return tr("fivefold repetition: the game ended");
    }
    return {};
}

// The articles of the FIDE Laws (2023) each event rests on.
QString AuditTexts::article(AuditEventKind kind) {
    switch (kind) {
        case AuditEventKind::ThreefoldClaimable:
            return QStringLiteral("9.2.2");
        case AuditEventKind::ThreefoldClaimableWithMove:
            return QStringLiteral("9.2.1");
        case AuditEventKind::FiftyClaimable:
            return QStringLiteral("9.3.2");
        case AuditEventKind::FiftyClaimableWithMove:
            return QStringLiteral("9.3.1");
        case AuditEventKind::Checkmate:
            return QStringLiteral("5.1.1");
        case AuditEventKind::Stalemate:
            return QStringLiteral("5.2.1");
        case AuditEventKind::DeadPosition:
            return QStringLiteral("5.2.2");
        case AuditEventKind::SeventyFiveMoves:
            return QStringLiteral("9.6.2");
        case AuditEventKind::FivefoldRepetition:
            return QStringLiteral("9.6.1");
    }
    return {};
}

bool AuditTexts::isThreefold(AuditEventKind kind) {
    return kind == AuditEventKind::ThreefoldClaimable ||
           kind == AuditEventKind::ThreefoldClaimableWithMove;
}

bool AuditTexts::isFifty(AuditEventKind kind) {
    return kind == AuditEventKind::FiftyClaimable || kind == AuditEventKind::FiftyClaimableWithMove;
}

bool AuditTexts::isClaim(AuditEventKind kind) {
    return isThreefold(kind) || isFifty(kind);
}

bool AuditTexts::isAutomatic(AuditEventKind kind) {
    return !isClaim(kind);
}

QString AuditTexts::eventLine(const AuditEvent& event) {
    const QString move = QString::fromStdString(event.move);
    const QString where =
        move.isEmpty() ? tr("ply %1").arg(event.ply) : tr("ply %1 (%2)").arg(event.ply).arg(move);
    return tr("%1: %2 (FIDE %3)").arg(where, eventText(event.kind), article(event.kind));
}

int AuditTexts::count(const GameAudit& audit, bool (*kind)(AuditEventKind)) {
    int n = 0;
    for (const AuditEvent& e : audit.events)
        if (kind(e.kind)) ++n;
    return n;
}

QString AuditTexts::endingText(const GameAudit& audit) {
    for (const AuditEvent& e : audit.events)
        if (isAutomatic(e.kind)) {
            const QString move = QString::fromStdString(e.move);
            return move.isEmpty()
                       ? tr("%1, ply %2").arg(eventText(e.kind)).arg(e.ply)
                       : tr("%1, ply %2 (%3)").arg(eventText(e.kind)).arg(e.ply).arg(move);
        }
    return {};
}

QString AuditTexts::resultCheck(const GameAudit& audit) {
    if (audit.resultConsistent) return tr("agrees");
    const QString recorded = QString::fromStdString(audit.resultTag);
    const Outcome& o = audit.endedByRules;
    if (o.isOver())
        return tr("against the rules: recorded %1, but the game ended at ply %2 by %3 (FIDE %4): "
                  "%5")
            .arg(recorded)
            .arg(o.ply)
            .arg(eventText(o.termination == Termination::Checkmate   ? AuditEventKind::Checkmate
                           : o.termination == Termination::Stalemate ? AuditEventKind::Stalemate
                           : o.termination == Termination::DeadPosition
                               ? AuditEventKind::DeadPosition
                           : o.termination == Termination::SeventyFiveMoves
                               ? AuditEventKind::SeventyFiveMoves
                               : AuditEventKind::FivefoldRepetition))
            .arg(QString::fromStdString(std::string(remis::article(o))))
            .arg(QString::fromStdString(std::string(resultToken(o.result))));
    return tr("against the rules: recorded %1, but the winner could not checkmate by any series "
              "of legal moves in the final position (FIDE 5.2.2, 6.9)")
        .arg(recorded);
}

}  // namespace remis::app
