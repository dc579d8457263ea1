// SPDX-License-Identifier: GPL-3.0-or-later
// ReportPdf: the arbiter's report of a whole file as a printable PDF: a summary, then per
// game its events (move, ply, rule, article), the result check with its reason, any error,
// and for each repetition the diagrams of the positions that repeated (FIDE 9.2.3), drawn by
// DiagramPainter. A file with thousands of repetitions gets diagrams for the first
// `maxDiagramEvents` of them (the report says so); every event is listed.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace remis::app {
class FileAudit;
class PgnFile;
}  // namespace remis::app

namespace remis::gui {

class ReportPdf {
    Q_DECLARE_TR_FUNCTIONS(remis::gui::ReportPdf)
public:
    static QByteArray pdf(const app::PgnFile& file, const app::FileAudit& audit,
                          int maxDiagramEvents = 300);
    // The report as HTML with its images registered in `images` (name, PNG image), as the
    // PDF is made from it (tests read it).
    static QString html(const app::PgnFile& file, const app::FileAudit& audit, int maxDiagramEvents,
                        QList<QPair<QString, QImage>>* images);
};

}  // namespace remis::gui
