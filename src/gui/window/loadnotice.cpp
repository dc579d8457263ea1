#include "gui/window/loadnotice.h"

#include <QMessageBox>
#include <QTimer>
#include <QWidget>

namespace remis::gui {

namespace {

// A box's informative text stays short; every line is under Show Details.
constexpr int kShownLines = 5;

QString someLines(const QStringList& lines) {
    QStringList shown = lines.mid(0, kShownLines);
    if (lines.size() > kShownLines) shown << QStringLiteral("…");
    return shown.join(QLatin1Char('\n'));
}

}  // namespace

QString LoadReport::firstLine() const {
    for (const QStringList* list : {&unread, &variations, &repaired, &notes})
        if (!list->isEmpty()) return list->first();
    return {};
}

LoadNotice::LoadNotice(QWidget* window) : QObject(window), m_window(window) {}

void LoadNotice::clear() {
    if (m_box) {
        m_box->hide();
        m_box->deleteLater();  // also when it was never shown (its showing waits on it)
    }
    m_box = nullptr;
}

void LoadNotice::show(const LoadReport& report) {
    clear();
    if (!report.unread.isEmpty())
        showDamaged(report);
    else if (!report.variations.isEmpty())
        showVariationsKept(report);
    else if (!report.repaired.isEmpty())
        showRepaired(report);
}

// Text of the game was not read: today's words, and the repairs when there were some too.
// Pasted text has no file whose bytes Save could copy: the game is written as it was read,
// the unread rest after its last move and the repaired lines in their repaired form.
void LoadNotice::showDamaged(const LoadReport& report) {
    auto* box = new QMessageBox(
        QMessageBox::Warning, tr("Damaged Game"),
        report.fromFile ? tr("The game was loaded as far as it could be read; the rest of "
                             "its text is kept as it was and saved unchanged.")
                        : tr("The game was loaded as far as it could be read; the rest of "
                             "its text is kept and saved after its last move."),
        QMessageBox::Ok, m_window);
    QString info = report.unread.first();
    if (!report.repaired.isEmpty())
        info += QStringLiteral("\n\n") +
                (report.fromFile
                     ? tr("Some of its lines were also repaired while reading (see the "
                          "details); until you change the game, they too are saved as the file "
                          "has them.")
                     : tr("Some of its lines were also repaired while reading (see the "
                          "details); saving writes them in the repaired form."));
    box->setInformativeText(info);
    box->setDetailedText((report.unread + report.variations + report.repaired + report.notes)
                             .join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    // Window-modal, not modal to the event loop: the game is on the board already.
    box->setWindowModality(Qt::WindowModal);
    present(box);
}

// The whole game is on the board; only some variations stop at a move that cannot be played.
// Their rest stays as written, in the notation and in the file: a notice, not a warning.
void LoadNotice::showVariationsKept(const LoadReport& report) {
    auto* box = new QMessageBox(
        QMessageBox::Information, tr("Variation Kept As Written"),
        report.fromFile ? tr("The whole game was read. Where a variation in it has a move that "
                             "cannot be played, the variation is kept from there on as it was "
                             "written and saved unchanged.")
                        : tr("The whole game was read. Where a variation in it has a move that "
                             "cannot be played, the variation is kept from there on as it was "
                             "written, and saved that way."),
        QMessageBox::Ok, m_window);
    box->setInformativeText(someLines(report.variations));
    box->setDetailedText(
        (report.variations + report.repaired + report.notes).join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal);
    present(box);
}

// Nothing was left out: a notice, not a warning, that does not stand in the user's way.
void LoadNotice::showRepaired(const LoadReport& report) {
    auto* box = new QMessageBox(QMessageBox::Information, tr("Game Repaired"),
                                tr("Some lines of this game were not well-formed. They were read "
                                   "as they evidently meant and nothing was left out; saving "
                                   "writes them in the repaired form."),
                                QMessageBox::Ok, m_window);
    box->setInformativeText(someLines(report.repaired + report.notes));
    box->setDetailedText((report.repaired + report.notes).join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal);
    present(box);
}

// A file opened from the command line is read before the window is shown: a box shown then
// has no window to stay above, and the window, shown next, covers it. It waits for the window.
void LoadNotice::present(QMessageBox* box) {
    m_box = box;
    if (m_window->isVisible()) return box->show();
    QTimer::singleShot(0, box, [box] {
        box->show();
        box->raise();
    });
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
