#include "app/services/autosave.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

#include "app/controller/gamecontroller.h"
#include "core/pgn/writer.h"

namespace remis::app {

Autosave::Autosave(GameController* controller, const QString& directory, QObject* parent)
    : QObject(parent), m_controller(controller) {
    QString dir = directory.isEmpty() ? defaultDirectory() : directory;
    m_path = QDir(dir).filePath(QStringLiteral("autosave.pgn"));
    // stateChanged follows every move, take-back, claim, offer, game end and new game.
    connect(controller, &GameController::stateChanged, this, &Autosave::onChanged);
}

QString Autosave::defaultDirectory() {
    QString env = qEnvironmentVariable("REMIS_DATA_DIR");
    if (!env.isEmpty()) return env;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

void Autosave::onChanged() {
    if (m_enabled) save();
}

// QSaveFile writes a temporary file and renames it over the old one on commit(): a crash at
// any moment leaves either the previous complete file or the new one.
QString Autosave::save() {
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    QString error;
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        error = tr("Cannot write %1: %2").arg(m_path, file.errorString());
    else {
        file.write(m_controller->autosaveText().toUtf8());
        if (!file.commit()) error = tr("Cannot write %1: %2").arg(m_path, file.errorString());
    }
    if (error.isEmpty())
        emit saved(m_path);
    else
        emit saveFailed(error);
    return error;
}

QString Autosave::readSaved(bool* ok) const {
    QFile file(m_path);
    *ok = file.open(QIODevice::ReadOnly | QIODevice::Text);
    return *ok ? QString::fromUtf8(file.readAll()) : QString();
}

bool Autosave::hasResumableGame() const {
    bool ok = false;
    QString text = readSaved(&ok);
    if (!ok) return false;
    auto records = readPgnRecords(text.toStdString(), nullptr, 1);
    if (records.empty()) return false;
    const PgnGameRecord& rec = records.front();
    std::string result = rec.result.empty() ? std::string(rec.tag("Result")) : rec.result;
    bool unfinished = result.empty() || result == "*";
    return unfinished && (!rec.moves.empty() || !rec.startFen.empty());
}

QString Autosave::resume() {
    bool ok = false;
    QString text = readSaved(&ok);
    if (!ok) return tr("No saved game at %1").arg(m_path);
    QString error = m_controller->loadPgnText(text);
    if (error.isEmpty()) m_controller->startClock();  // resuming means playing on
    return error;
}

bool Autosave::discard() {
    return !QFile::exists(m_path) || QFile::remove(m_path);
}

}  // namespace remis::app
