// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/files/arbiterreport.h"

#include <QStringList>
#include <algorithm>

#include "app/files/pgnfile.h"
#include "app/text/audittexts.h"
#include "app/text/occurrences.h"
#include "app/text/reasontexts.h"
#include "app/text/ruletexts.h"
#include "core/pgn/gamepgn.h"
#include "core/pgn/treebuilder.h"

namespace remis::app {

namespace {

QString quoted(const QString& field) {
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')) &&
        !field.contains(QLatin1Char('\n')) && !field.contains(QLatin1Char('\r')))
        return field;
    QString out = field;
    out.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

QByteArray line(const QStringList& fields) {
    QStringList out;
    for (const QString& f : fields) out << quoted(f);
    return out.join(QLatin1Char(',')).toUtf8() + "\r\n";
}

}  // namespace

bool ArbiterReport::isRepetition(AuditEventKind kind) {
    return AuditTexts::isThreefold(kind) || kind == AuditEventKind::FivefoldRepetition;
}

namespace {

// What kind of event the line is: a claim the players could make, an ending by itself, or
// what the record shows happened (a flag fall, an illegal move that stood).
QString ruleOf(AuditEventKind kind) {
    if (AuditTexts::isClaim(kind)) return QStringLiteral("claim");
    if (AuditTexts::isFlagFall(kind)) return QStringLiteral("flag fall");
    if (AuditTexts::isIllegalMove(kind)) return QStringLiteral("illegal move");
    return QStringLiteral("automatic");
}

// The fields after the event's own: who, the ruling and why, for a flag fall or an illegal
// move (else empty).
QStringList whoAndRuling(const AuditEvent& ev) {
    if (!AuditTexts::isFlagFall(ev.kind) && !AuditTexts::isIllegalMove(ev.kind))
        return {{}, {}, {}};
    return {ev.side == White ? QStringLiteral("white") : QStringLiteral("black"),
            QString::fromStdString(ev.ruling),
            ev.why.empty() ? QString() : RuleTexts::illegalMoveWords(ev.illegal)};
}

}  // namespace

QByteArray ArbiterReport::csv(const PgnFile& file, const FileAudit& audit) {
    QByteArray out =
        line({QStringLiteral("game"), QStringLiteral("white"), QStringLiteral("black"),
              QStringLiteral("result"), QStringLiteral("plies"), QStringLiteral("event"),
              QStringLiteral("ply"), QStringLiteral("move"), QStringLiteral("rule"),
              QStringLiteral("article"), QStringLiteral("result_check"), QStringLiteral("error"),
              QStringLiteral("side"), QStringLiteral("ruling"), QStringLiteral("why"),
              QStringLiteral("illegal_moves"), QStringLiteral("flag_fall"),
              QStringLiteral("result_reason")});
    for (int g = 0; g < file.gameCount() && g < audit.gameCount(); ++g) {
        const PgnIndexEntry& e = file.entry(g);
        const QStringList game = {QString::number(g + 1), file.decode(e.white),
                                  file.decode(e.black), file.decode(e.result)};
        if (!audit.isAudited(g)) {
            out += line(game + QStringList{QString(), QStringLiteral("not audited")});
            continue;
        }
        const GameAudit& a = audit.audit(g);
        // The reason is the audit's own, in the user's language (in English the
        // result_reason of `remis-cli audit`).
        // A game replayed only up to its error is not checked past it (a tester).
        const QString check = !a.resultConsistent ? QStringLiteral("against the rules")
                              : a.error.empty()   ? QStringLiteral("agrees")
                                                  : QStringLiteral("not checked");
        const QStringList perGame = {
            QString::number(AuditTexts::count(a, &AuditTexts::isIllegalMove)),
            AuditTexts::flagText(AuditTexts::firstFlagFall(a)), ReasonTexts::text(a.reason)};
        const QString error = QString::fromStdString(a.error);
        const QString plies = QString::number(a.plies);
        if (a.events.empty())
            out += line(game + QStringList{plies, {}, {}, {}, {}, {}, check, error, {}, {}, {}} +
                        perGame);
        for (const AuditEvent& ev : a.events)
            out +=
                line(game +
                     QStringList{plies, AuditTexts::eventText(ev.kind), QString::number(ev.ply),
                                 QString::fromStdString(ev.move), ruleOf(ev.kind),
                                 QStringLiteral("FIDE ") + AuditTexts::article(ev), check, error} +
                     whoAndRuling(ev) + perGame);
    }
    return out;
}

std::vector<ArbiterReport::Occurrence> ArbiterReport::repetition(const PgnFile& file, int game,
                                                                 int ply) {
    const auto text = file.gameText(game);
    if (!text) return {};
    const std::string bytes = text->toStdString();
    const auto games = readPgnGames(bytes, nullptr, 1);
    if (games.empty()) return {};
    auto replayed = gameFromPgnTree(games.front(), std::size_t(std::max(ply, 0)));
    if (!replayed || replayed->ply() < ply) return {};
    std::vector<Occurrence> out;
    for (const app::Occurrence& o : Occurrences::of(*replayed, ply))
        out.push_back({o.ply, o.position});
    return out;
}

}  // namespace remis::app
