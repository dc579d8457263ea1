#include "app/services/autosave.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <tuple>

#include "app/controller/gamecontroller.h"
#include "app/files/safewriter.h"
#include "app/services/autosavesession.h"
#include "app/services/clockdriver.h"
#include "app/text/ruletexts.h"
#include "core/pgn/ending.h"
#include "core/pgn/gamepgn.h"
#include "core/pgn/treebuilder.h"

namespace remis::app {

Autosave::Autosave(GameController* controller, const QString& directory, QObject* parent)
    : QObject(parent), m_controller(controller) {
    QString dir = directory.isEmpty() ? defaultDirectory() : directory;
    m_path = QDir(dir).filePath(QStringLiteral("autosave.pgn"));
    // stateChanged follows every move, take-back, claim, offer, game end and new game;
    // modifiedChanged a save, after which the game is no longer the autosave's alone.
    connect(controller, &GameController::stateChanged, this, &Autosave::onChanged);
    connect(controller, &GameController::modifiedChanged, this, &Autosave::onChanged);
    connect(&m_clockSave, &QTimer::timeout, this, &Autosave::onClockSave);
    m_clockSave.start(ClockSaveMs);
}

// Tester: paused (P), kill -9, resumed: the autosave still said the clock ran, so it ran at
// once and the time used before the pause was given back. Nothing else is saved at a pause.
void Autosave::followClock(ClockDriver* driver) {
    m_clockDriver = driver;
    connect(driver, &ClockDriver::pausedChanged, this, &Autosave::onChanged);
}

QString Autosave::defaultDirectory() {
    QString env = qEnvironmentVariable("REMIS_DATA_DIR");
    if (!env.isEmpty()) return env;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

void Autosave::onChanged() {
    if (m_enabled) std::ignore = save();  // a failure is reported by saveFailed
}

// The running clock's reading (AutosaveSession), so that a crash does not give its time back.
void Autosave::onClockSave() {
    if (m_controller->game().clock().isRunning() && !m_controller->hasEnded()) onChanged();
}

// Nothing the user made is lost: a file we cannot read may still be worth something to them
// (or to us, to find out what broke it), so it is copied aside before the first overwrite.
void Autosave::keepDamagedFile() {
    if (m_checkedBeforeWrite) return;
    m_checkedBeforeWrite = true;
    if (!QFile::exists(m_path) || state() != AutosaveState::Damaged) return;
    const QString stamp =
        QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    const QString copy =
        QFileInfo(m_path).dir().filePath(QStringLiteral("autosave-damaged-%1.pgn").arg(stamp));
    if (QFile::copy(m_path, copy)) m_damagedCopy = copy;
}

// Appended, never written over: a second crash before the user looked at the first kept game
// must not lose it (tester: two crashes, each followed by a start with a file, kept only the
// second game).
AppResult<> Autosave::keepCopy(const QString& path) const {
    QFile in(m_path);
    if (!in.open(QIODevice::ReadOnly))
        return AppError(AppErrorCode::CannotOpen, {m_path, in.errorString()});
    const QByteArray game = AutosaveSession::withoutTags(QString::fromUtf8(in.readAll())).toUtf8();
    QByteArray kept;
    if (QFile earlier(path); earlier.exists()) {
        if (!earlier.open(QIODevice::ReadOnly))
            return AppError(AppErrorCode::CannotOpen, {path, earlier.errorString()});
        kept = earlier.readAll();
    }
    if (kept.trimmed().endsWith(game.trimmed())) return {};  // kept already
    while (!kept.isEmpty() && !kept.endsWith("\n\n")) kept += '\n';
    return SafeWriter::writeFile(path, kept + game);
}

// SafeWriter (QSaveFile) writes a temporary file and renames it over the old one only when
// every byte was written: a crash or a full disk leaves the previous complete file.
AppResult<> Autosave::save() {
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    keepDamagedFile();
    AutosaveSession session = AutosaveSession::of(*m_controller);
    if (m_sourceOf) session.source = m_sourceOf();
    const QString text = session.written(m_controller->pgnText());
    auto written = SafeWriter::writeFile(m_path, text.toUtf8());
    if (written)
        emit saved(m_path);
    else
        emit saveFailed(written.error());
    return written;
}

QByteArray Autosave::readBytes(bool* ok) const {
    QFile file(m_path);
    *ok = file.open(QIODevice::ReadOnly);
    if (!*ok) return {};
    // An autosave is one game: a huge file is damaged and is not read into memory.
    if (file.size() > qint64(MaxAutosaveBytes)) {
        *ok = false;
        return {};
    }
    return file.readAll();
}

QString Autosave::readSaved(bool* ok) const {
    const QByteArray bytes = readBytes(ok);
    return QString::fromUtf8(bytes);
}

AutosaveState Autosave::state() const {
    bool ok = false;
    const QByteArray bytes = readBytes(&ok);
    if (!ok) return QFile::exists(m_path) ? AutosaveState::Damaged : AutosaveState::Missing;
    return inspectAutosave(std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

std::optional<SavedGame> Autosave::resumableGame() const {
    if (state() != AutosaveState::Resumable) return std::nullopt;
    bool ok = false;
    QString text = readSaved(&ok);
    if (!ok) return std::nullopt;
    auto games = readPgnGames(text.toStdString(), nullptr, 1);
    if (games.empty()) return std::nullopt;
    const PgnGame& game = games.front();
    SavedGame saved;
    saved.white = QString::fromStdString(std::string(game.tag("White")));
    saved.black = QString::fromStdString(std::string(game.tag("Black")));
    saved.plies = int(game.mainline().size());
    saved.savedAt = QFileInfo(m_path).lastModified();
    saved.ending = endingText(game);
    saved.source = AutosaveSession::read(text).source;
    return saved;
}

// How the saved game ended, as its record says (a result corrected by the arbiter included).
QString Autosave::endingText(const PgnGame& game) {
    const RecordedEnding ending =
        recordedEnding(game.tag("Result"), game.tag("Termination"), game.tag("Ending"));
    if (ending.result == GameResult::Ongoing) return {};
    Outcome outcome;
    outcome.termination = ending.reason;
    outcome.result = ending.result;
    outcome.resigned = ending.resigned;
    const auto replayed = gameFromPgnTree(game);
    const QString banner =
        replayed ? RuleTexts::banner(outcome, replayed->position(), replayed->rules()) : QString();
    return banner.isEmpty() ? RuleTexts::resultText(ending.result) : banner;
}

AppResult<> Autosave::resume() {
    if (state() != AutosaveState::Resumable)
        return AppError(AppErrorCode::NothingToResume, {m_path});
    bool ok = false;
    QString text = readSaved(&ok);
    if (!ok) return AppError(AppErrorCode::NoSavedGame, {m_path});
    auto loaded = m_controller->loadPgnText(AutosaveSession::withoutTags(text));
    if (!loaded) return loaded;
    const AutosaveSession session = AutosaveSession::read(text);
    session.restore(*m_controller, m_clockDriver);
    m_resumedSource = session.source;
    m_controller->setModified(true);  // the game is in no file the user chose
    return loaded;
}

bool Autosave::discard() {
    return !QFile::exists(m_path) || QFile::remove(m_path);
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
