// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/reportexport.h"

#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>

#include "app/files/arbiterreport.h"
#include "app/files/fileaudit.h"
#include "app/files/pgnfile.h"
#include "app/files/safewriter.h"
#include "app/text/errortexts.h"
#include "gui/diagram/reportpdf.h"

namespace remis::gui {

namespace {

app::AppResult<> writeReport(const app::PgnFile& file, const app::FileAudit& audit,
                             const QString& path) {
    const bool csv =
        QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0;
    const QByteArray bytes =
        csv ? app::ArbiterReport::csv(file, audit) : ReportPdf::pdf(file, audit);
    return app::SafeWriter::writeFile(path, bytes);
}

}  // namespace

ReportExport::ReportExport(QWidget* window) : QObject(window), m_window(window) {}

void ReportExport::setPathQuestion(std::function<QString(const QString&)> ask) {
    m_ask = std::move(ask);
}

app::AppResult<> ReportExport::write(const app::PgnFile& file, const QString& path) {
    app::FileAudit audit;
    audit.start(file);
    audit.waitForFinished();
    return writeReport(file, audit, path);
}

void ReportExport::run(const app::PgnFile* file) {
    if (!file) {
        emit message(tr("The arbiter's report is made for a PGN file: open one first."));
        return;
    }
    const QFileInfo info(file->path());
    const QString suggested =
        info.dir().filePath(info.completeBaseName() + QStringLiteral("-arbiter-report.pdf"));
    const QString path =
        m_ask ? m_ask(suggested)
              : QFileDialog::getSaveFileName(m_window, tr("Export Arbiter Report"), suggested,
                                             tr("PDF (*.pdf);;CSV (*.csv)"));
    if (path.isEmpty()) return;
    app::FileAudit audit;
    QProgressDialog progress(tr("Auditing the games of %1…").arg(info.fileName()), tr("Cancel"), 0,
                             file->gameCount(), m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    QEventLoop loop;
    connect(&audit, &app::FileAudit::progressed, &progress,
            [&progress](int audited) { progress.setValue(audited); });
    connect(&audit, &app::FileAudit::finished, &loop, &QEventLoop::quit);
    connect(&progress, &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    audit.start(*file);
    if (audit.isRunning()) loop.exec();
    if (audit.isRunning()) {  // cancelled
        audit.stop();
        emit message(tr("Arbiter's report cancelled."));
        return;
    }
    progress.close();
    const auto written = writeReport(*file, audit, path);
    if (!written) {
        QMessageBox::warning(m_window, tr("Export Arbiter Report"),
                             app::ErrorTexts::text(written.error()));
        return;
    }
    emit message(tr("Arbiter's report written to %1").arg(QFileInfo(path).fileName()));
}

}  // namespace remis::gui
