#include "gui/window/gamefiles.h"

#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QSaveFile>
#include <QUrl>

#include "app/controller/gamecontroller.h"
#include "app/services/settings.h"
#include "core/setup/setup.h"
#include "gui/dialogs/fendialog.h"
#include "gui/editor/positioneditor.h"

namespace remis::gui {

GameFiles::GameFiles(app::GameController* controller, app::Settings* settings, QWidget* window)
    : QObject(window), m_controller(controller), m_settings(settings), m_window(window) {}

bool GameFiles::looksLikePgn(const QString& text) {
    static const QRegularExpression moveNumber(QStringLiteral("(^|\\s)1\\.\\s*\\S"));
    return text.contains(QLatin1Char('[')) || moveNumber.match(text).hasMatch();
}

QString GameFiles::loadText(const QString& fenOrPgn) {
    const QString text = fenOrPgn.trimmed();
    if (text.isEmpty()) return tr("There is no text to load.");
    QString error =
        looksLikePgn(text)
            ? m_controller->loadPgnText(text)
            : m_controller->loadFen(text.section(QLatin1Char('\n'), 0, 0), m_settings->ruleSet());
    if (error.isEmpty()) {
        m_path.clear();
        emit loaded();
    }
    return error;
}

QString GameFiles::loadPgnFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    const QString text = QString::fromUtf8(file.readAll());
    // A .pgn is a game; any other file may hold just a FEN.
    const bool pgn =
        path.endsWith(QLatin1String(".pgn"), Qt::CaseInsensitive) || looksLikePgn(text);
    const QString error = pgn ? m_controller->loadPgnText(text) : loadText(text);
    if (error.isEmpty() && pgn) {
        m_path = path;
        m_settings->setLastDirectory(QFileInfo(path).absolutePath());
        emit loaded();
    }
    return error;
}

QString GameFiles::savePgnFile(const QString& path) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return file.errorString();
    file.write(m_controller->pgnText().toUtf8());
    if (!file.commit()) return file.errorString();
    m_path = path;
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    return {};
}

void GameFiles::report(const QString& what, const QString& error) {
    if (error.isEmpty())
        emit message(what);
    else
        QMessageBox::warning(m_window, tr("Remis"), error);
}

void GameFiles::open() {
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open PGN"), m_settings->lastDirectory(),
                                     tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty()) report(tr("Opened %1").arg(QFileInfo(path).fileName()), loadPgnFile(path));
}

bool GameFiles::save() {
    if (m_path.isEmpty()) return saveAs();
    const QString error = savePgnFile(m_path);
    report(tr("Saved %1").arg(QFileInfo(m_path).fileName()), error);
    return error.isEmpty();
}

bool GameFiles::saveAs() {
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save PGN"), m_settings->lastDirectory(), tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
    const QString error = savePgnFile(path);
    report(tr("Saved %1").arg(QFileInfo(path).fileName()), error);
    return error.isEmpty();
}

void GameFiles::loadFenDialog() {
    FenDialog dialog(m_settings->ruleSet(), m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    const QString error = m_controller->loadFen(dialog.fen(), dialog.ruleSet());
    if (error.isEmpty()) {
        m_path.clear();
        emit loaded();
    }
    report(tr("Position loaded"), error);
}

void GameFiles::copyFen() {
    QGuiApplication::clipboard()->setText(m_controller->navigator().fen());
    emit message(tr("FEN copied: %1").arg(m_controller->navigator().fen()));
}

void GameFiles::copyPgn() {
    QGuiApplication::clipboard()->setText(m_controller->pgnText());
    emit message(tr("Game copied as PGN"));
}

void GameFiles::setUpPosition(const QString& fen) {
    PositionEditor editor(m_window);
    editor.setFen(fen.isEmpty() ? m_controller->navigator().fen() : fen);
    if (editor.exec() != QDialog::Accepted) return;
    const QString error = m_controller->loadFen(editor.fen(), m_settings->ruleSet());
    if (error.isEmpty()) {
        m_path.clear();
        emit loaded();
    }
    report(tr("Position set up: play moves to give it a history, then save it as PGN"), error);
}

// A FEN that reads but cannot be played opens the editor, which says what to fix.
void GameFiles::paste() {
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    const QString error = loadText(text);
    if (!error.isEmpty() && !looksLikePgn(text) &&
        setup::parseSetupFen(text.section(QLatin1Char('\n'), 0, 0).toStdString()).ok()) {
        emit message(tr("The pasted position cannot be played: %1").arg(error));
        setUpPosition(text.section(QLatin1Char('\n'), 0, 0));
        return;
    }
    emit message(error.isEmpty() ? tr("Loaded from the clipboard")
                                 : tr("Cannot paste: %1").arg(error));
}

bool GameFiles::canDrop(const QMimeData* mime) {
    if (mime->hasUrls()) return !mime->urls().isEmpty() && mime->urls().first().isLocalFile();
    return mime->hasText();
}

void GameFiles::drop(const QMimeData* mime) {
    if (mime->hasUrls() && !mime->urls().isEmpty()) {
        const QString path = mime->urls().first().toLocalFile();
        report(tr("Opened %1").arg(QFileInfo(path).fileName()), loadPgnFile(path));
        return;
    }
    report(tr("Loaded the dropped text"), loadText(mime->text()));
}

}  // namespace remis::gui
