// SPDX-License-Identifier: GPL-3.0-or-later
// ReportExport: Game > Export Arbiter Report. The file the game came from is audited (every
// game, in the worker thread, with a progress dialog that can cancel) and its report written
// as CSV (a .csv name) or as a printable PDF (any other name), through SafeWriter: a failed
// write leaves nothing half-written and says why.
#pragma once

#include <QObject>
#include <QString>
#include <functional>

#include "app/base/apperror.h"

class QWidget;

namespace remis::app {
class PgnFile;
}

namespace remis::gui {

class ReportExport : public QObject {
    Q_OBJECT
public:
    explicit ReportExport(QWidget* window);

    // Asks where (the file's name with "-arbiter-report.pdf" proposed), audits and writes.
    void run(const app::PgnFile* file);
    // Without questions: audits `file` and writes the report to `path` (.csv: CSV, else PDF).
    static app::AppResult<> write(const app::PgnFile& file, const QString& path);
    // Tests answer the file question instead of a person.
    void setPathQuestion(std::function<QString(const QString& suggested)> ask);

signals:
    void message(const QString& text);

private:
    QWidget* m_window;
    std::function<QString(const QString&)> m_ask;
};

}  // namespace remis::gui
