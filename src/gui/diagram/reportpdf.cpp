// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/diagram/reportpdf.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

#include "app/files/arbiterreport.h"
#include "app/files/pgnfile.h"
#include "app/text/articles.h"
#include "app/text/audittexts.h"
#include "app/text/plural.h"
#include "core/board/fen.h"
#include "gui/diagram/diagramexport.h"

namespace remis::gui {

namespace {

QString esc(const QString& s) {
    return s.toHtmlEscaped();
}

DiagramContent diagramOf(const Position& pos, const QString& caption) {
    DiagramContent d;
    for (Square s = 0; s < 64; ++s) d.board[s] = pos.pieceOn(s);
    d.sideToMove = pos.sideToMove();
    d.fen = QString::fromStdString(toFen(pos));
    d.caption = caption;
    return d;
}

struct Totals {
    int events = 0, against = 0, errors = 0, illegal = 0, flags = 0;
};

}  // namespace

QString ReportPdf::html(const app::PgnFile& file, const app::FileAudit& audit, int maxDiagramEvents,
                        QList<QPair<QString, QImage>>* images) {
    Totals t;
    for (int g = 0; g < audit.gameCount(); ++g) {
        if (!audit.isAudited(g)) continue;
        const GameAudit& a = audit.audit(g);
        t.events += a.events.empty() ? 0 : 1;
        t.against += a.resultConsistent ? 0 : 1;
        t.errors += a.error.empty() ? 0 : 1;
        t.illegal += app::AuditTexts::count(a, &app::AuditTexts::isIllegalMove) > 0 ? 1 : 0;
        t.flags += app::AuditTexts::firstFlagFall(a) ? 1 : 0;
    }
    QString out = QStringLiteral("<h1>%1</h1>")
                      .arg(esc(tr("Arbiter's report: %1").arg(QFileInfo(file.path()).fileName())));
    out += QStringLiteral("<p>%1</p>")
               .arg(esc(app::englishPlural(
                   tr("%n game(s); %1 with events, %2 with a result against the rules, %3 "
                      "with illegal moves that stood, %4 with a flag fall, %5 with errors. "
                      "Rules: FIDE Laws of Chess.",
                      nullptr, int(audit.gameCount()))
                       .arg(t.events)
                       .arg(t.against)
                       .arg(t.illegal)
                       .arg(t.flags)
                       .arg(t.errors))));
    DiagramOptions options;
    options.blackAndWhite = true;
    options.coordinates = CoordinateStyle::Inside;
    int diagramEvents = 0;
    bool capped = false;
    for (int g = 0; g < audit.gameCount(); ++g) {
        const app::PgnIndexEntry& e = file.entry(g);
        out += QStringLiteral("<h3>%1</h3>")
                   .arg(esc(tr("Game %1: %2 – %3, %4")
                                .arg(g + 1)
                                .arg(file.decode(e.white), file.decode(e.black),
                                     file.decode(e.result))));
        if (!audit.isAudited(g)) {
            out += QStringLiteral("<p>%1</p>").arg(esc(tr("Not audited.")));
            continue;
        }
        const GameAudit& a = audit.audit(g);
        if (!a.events.empty()) {
            out += QStringLiteral(
                       "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\">"
                       "<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
                       .arg(esc(tr("Move")), esc(tr("Ply")), esc(tr("Rule")), esc(tr("Article")),
                            esc(tr("Who and ruling")));
            for (const AuditEvent& ev : a.events)
                out += QStringLiteral(
                           "<tr><td>%1</td><td>%2</td><td>%3</td><td>FIDE %4</td><td>%5</td></tr>")
                           .arg(esc(QString::fromStdString(ev.move)))
                           .arg(ev.ply)
                           .arg(esc(app::AuditTexts::eventText(ev.kind)))
                           .arg(app::AuditTexts::article(ev))
                           .arg(esc(app::AuditTexts::detail(ev)));
            out += QStringLiteral("</table>");
        }
        out += QStringLiteral("<p>%1</p>")
                   .arg(esc(tr("Result check: %1").arg(app::AuditTexts::resultCheck(a))));
        if (!a.error.empty())
            out += QStringLiteral("<p>%1</p>")
                       .arg(esc(tr("Error: %1").arg(QString::fromStdString(a.error))));
        int drawnPly = -1;  // a claim and a claim with the move at one ply: one set of diagrams
        for (const AuditEvent& ev : a.events) {
            if (!app::ArbiterReport::isRepetition(ev.kind) || ev.ply == drawnPly) continue;
            drawnPly = ev.ply;
            if (diagramEvents >= maxDiagramEvents) {
                capped = true;
                break;
            }
            ++diagramEvents;
            const auto occurrences = app::ArbiterReport::repetition(file, g, ev.ply);
            out += QStringLiteral("<p><i>%1</i><br>")
                       .arg(esc(tr("The position of ply %2, each time it stood (FIDE %1):")
                                    .arg(app::articleNo(article_no::SamePosition))
                                    .arg(ev.ply)));
            for (const auto& o : occurrences) {
                const QString name =
                    QStringLiteral("diagram-%1-%2-%3").arg(g).arg(ev.ply).arg(o.ply);
                if (images)
                    images->append(
                        {name, DiagramExport::png(diagramOf(o.position, {}), options, 240)});
                out += QStringLiteral("<img src=\"%1\" width=\"120\"> %2 &nbsp; ")
                           .arg(name, esc(tr("ply %1").arg(o.ply)));
            }
            out += QStringLiteral("</p>");
        }
    }
    if (capped)
        out += QStringLiteral("<p><b>%1</b></p>")
                   .arg(esc(tr("Diagrams are given for the first %n repetition(s); every event "
                               "is listed.",
                               "", maxDiagramEvents)));
    return out;
}

QByteArray ReportPdf::pdf(const app::PgnFile& file, const app::FileAudit& audit,
                          int maxDiagramEvents) {
    QList<QPair<QString, QImage>> images;
    const QString text = html(file, audit, maxDiagramEvents, &images);
    QTextDocument doc;
    for (const auto& [name, image] : images)  // known before the layout needs them
        doc.addResource(QTextDocument::ImageResource, QUrl(name), image);
    doc.setHtml(text);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setResolution(150);
    writer.setTitle(tr("Arbiter's report"));
    doc.print(&writer);
    buffer.close();
    return bytes;
}

}  // namespace remis::gui
