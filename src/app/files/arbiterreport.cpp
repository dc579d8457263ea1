// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/files/arbiterreport.h"

#include <QStringList>

#include "app/files/pgnfile.h"
#include "app/text/audittexts.h"
#include "app/text/occurrences.h"
#include "core/pgn/gamepgn.h"
#include "core/pgn/writer.h"

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

QByteArray ArbiterReport::csv(const PgnFile& file, const FileAudit& audit) {
    QByteArray out =
        line({QStringLiteral("game"), QStringLiteral("white"), QStringLiteral("black"),
              QStringLiteral("result"), QStringLiteral("plies"), QStringLiteral("event"),
              QStringLiteral("ply"), QStringLiteral("move"), QStringLiteral("rule"),
              QStringLiteral("article"), QStringLiteral("result_check"), QStringLiteral("error")});
    for (int g = 0; g < file.gameCount() && g < audit.gameCount(); ++g) {
        const PgnIndexEntry& e = file.entry(g);
        const QStringList game = {QString::number(g + 1), file.decode(e.white),
                                  file.decode(e.black), file.decode(e.result)};
        if (!audit.isAudited(g)) {
            out += line(game + QStringList{QString(), QStringLiteral("not audited")});
            continue;
        }
        const GameAudit& a = audit.audit(g);
        const QString check = AuditTexts::resultCheck(a);
        const QString error = QString::fromStdString(a.error);
        const QString plies = QString::number(a.plies);
        if (a.events.empty())
            out += line(game + QStringList{plies, {}, {}, {}, {}, {}, check, error});
        for (const AuditEvent& ev : a.events)
            out +=
                line(game + QStringList{plies, AuditTexts::eventText(ev.kind),
                                        QString::number(ev.ply), QString::fromStdString(ev.move),
                                        AuditTexts::isClaim(ev.kind) ? QStringLiteral("claim")
                                                                     : QStringLiteral("automatic"),
                                        QStringLiteral("FIDE ") + AuditTexts::article(ev.kind),
                                        check, error});
    }
    return out;
}

std::vector<ArbiterReport::Occurrence> ArbiterReport::repetition(const PgnFile& file, int game,
                                                                 int ply) {
    const auto text = file.gameText(game);
    if (!text) return {};
    const std::string bytes = text->toStdString();
    auto records = readPgnRecords(bytes, nullptr, 1);
    if (records.empty()) return {};
    PgnGameRecord& record = records.front();
    if (int(record.moves.size()) > ply) record.moves.resize(std::size_t(ply));
    auto replayed = gameFromPgnRecord(record);
    if (!replayed || replayed->ply() < ply) return {};
    std::vector<Occurrence> out;
    for (const app::Occurrence& o : Occurrences::of(*replayed, ply))
        out.push_back({o.ply, o.position});
    return out;
}

}  // namespace remis::app
