// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/text/audittexts.h"

#include "app/text/articles.h"
#include "app/text/localnotation.h"
#include "app/text/reasontexts.h"
#include "app/text/ruletexts.h"
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
        case AuditEventKind::FlagFall:
            return tr("flag fall");
        case AuditEventKind::IllegalMove:
            return tr("illegal move that stood");
    }
    return {};
}

// The articles of the FIDE Laws (2023) each event rests on.
QString AuditTexts::article(AuditEventKind kind) {
    switch (kind) {
        case AuditEventKind::ThreefoldClaimable:
            return articleNo(article_no::ThreefoldOnBoard);
        case AuditEventKind::ThreefoldClaimableWithMove:
            return articleNo(article_no::ThreefoldWithMove);
        case AuditEventKind::FiftyClaimable:
            return articleNo(article_no::FiftyOnBoard);
        case AuditEventKind::FiftyClaimableWithMove:
            return articleNo(article_no::FiftyWithMove);
        case AuditEventKind::Checkmate:
            return articleNo(article_no::Checkmate);
        case AuditEventKind::Stalemate:
            return articleNo(article_no::Stalemate);
        case AuditEventKind::DeadPosition:
            return articleNo(article_no::DeadPosition);
        case AuditEventKind::SeventyFiveMoves:
            return articleNo(article_no::SeventyFive);
        case AuditEventKind::FivefoldRepetition:
            return articleNo(article_no::Fivefold);
        case AuditEventKind::FlagFall:
            return articleNo(article_no::FlagFall);
        case AuditEventKind::IllegalMove:
            return articleNo(article_no::IllegalMoveReinstated);
    }
    return {};
}

// An illegal move's article depends on the kind of play and on how many the player made
// (7.5.1, 7.5.5, A.4.2): the audit names it per event.
QString AuditTexts::article(const AuditEvent& event) {
    if (event.kind == AuditEventKind::IllegalMove && !event.article.empty())
        return QString::fromStdString(event.article);
    return article(event.kind);
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

// The endings by themselves (5.1.1, 5.2.1, 5.2.2, 9.6): not the claims, nor what the record
// itself says happened (a flag fall, an illegal move that stood).
bool AuditTexts::isAutomatic(AuditEventKind kind) {
    switch (kind) {
        case AuditEventKind::Checkmate:
        case AuditEventKind::Stalemate:
        case AuditEventKind::DeadPosition:
        case AuditEventKind::SeventyFiveMoves:
        case AuditEventKind::FivefoldRepetition:
            return true;
        case AuditEventKind::ThreefoldClaimable:
        case AuditEventKind::ThreefoldClaimableWithMove:
        case AuditEventKind::FiftyClaimable:
        case AuditEventKind::FiftyClaimableWithMove:
        case AuditEventKind::FlagFall:
        case AuditEventKind::IllegalMove:
            return false;
    }
    return false;
}

bool AuditTexts::isIllegalMove(AuditEventKind kind) {
    return kind == AuditEventKind::IllegalMove;
}

bool AuditTexts::isFlagFall(AuditEventKind kind) {
    return kind == AuditEventKind::FlagFall;
}

// The ruling the audit gives with a flag fall (6.9) or a second illegal move (7.5.5): a
// result token, or "unknown" where the analysis cannot decide.
QString AuditTexts::ruling(const AuditEvent& event) {
    if (event.ruling.empty()) return {};
    if (event.ruling == "unknown") return tr("the ruling is not known");
    return tr("ruled %1").arg(QString::fromStdString(event.ruling));
}

QString AuditTexts::detail(const AuditEvent& event) {
    const QString ruled = ruling(event);
    if (event.kind == AuditEventKind::FlagFall) {
        const QString fell =
            event.side == White ? tr("White's flag fell") : tr("Black's flag fell");
        return ruled.isEmpty() ? fell : tr("%1; %2").arg(fell, ruled);
    }
    if (event.kind != AuditEventKind::IllegalMove) return {};
    QString by = event.side == White ? tr("by White") : tr("by Black");
    if (!event.why.empty()) by = tr("%1: %2").arg(by, RuleTexts::illegalMoveWords(event.illegal));
    return ruled.isEmpty() ? by : tr("%1; %2").arg(by, ruled);
}

QString AuditTexts::eventLine(const AuditEvent& event) {
    const QString move = LocalNotation::inText(QString::fromStdString(event.move));
    const QString where =
        move.isEmpty() ? tr("ply %1").arg(event.ply) : tr("ply %1 (%2)").arg(event.ply).arg(move);
    const QString what = detail(event).isEmpty()
                             ? eventText(event.kind)
                             : tr("%1, %2").arg(eventText(event.kind), detail(event));
    return tr("%1: %2 (FIDE %3)").arg(where, what, article(event));
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
            const QString move = LocalNotation::inText(QString::fromStdString(e.move));
            return move.isEmpty()
                       ? tr("%1, ply %2").arg(eventText(e.kind)).arg(e.ply)
                       : tr("%1, ply %2 (%3)").arg(eventText(e.kind)).arg(e.ply).arg(move);
        }
    return {};
}

QString AuditTexts::flagText(const AuditEvent* flag) {
    if (!flag) return {};
    const QString move = LocalNotation::inText(QString::fromStdString(flag->move));
    const QString where =
        move.isEmpty() ? tr("ply %1").arg(flag->ply) : tr("ply %1 (%2)").arg(flag->ply).arg(move);
    return tr("%1, %2").arg(detail(*flag), where);
}

const AuditEvent* AuditTexts::firstFlagFall(const GameAudit& audit) {
    for (const AuditEvent& e : audit.events)
        if (e.kind == AuditEventKind::FlagFall) return &e;
    return nullptr;
}

// The reason is the audit's own (core/audit: the rule, the article and the ply), in the
// user's language: in English the words `remis-cli audit` writes as result_reason.
QString AuditTexts::resultCheck(const GameAudit& audit) {
    // A game read only up to a move no piece could make: nothing after it was checked, so
    // "agrees" would claim what was not seen (a tester).
    if (audit.resultConsistent && !audit.error.empty())
        return tr("not checked: the game could not be replayed to its end");
    if (audit.resultConsistent) return tr("agrees");
    const QString reason = ReasonTexts::text(audit.reason);
    if (reason.isEmpty()) return tr("against the rules");
    return tr("against the rules: %1").arg(reason);
}

}  // namespace remis::app
