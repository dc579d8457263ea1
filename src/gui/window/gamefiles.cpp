#include "gui/window/gamefiles.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QUrl>

#include "app/controller/gamecontroller.h"
#include "app/files/pgnfile.h"
#include "app/files/safewriter.h"
#include "app/services/settings.h"
#include "app/text/clocktexts.h"
#include "app/text/errortexts.h"
#include "core/setup/setup.h"
#include "gui/dialogs/fendialog.h"
#include "gui/dialogs/gamechooser.h"
#include "gui/editor/positioneditor.h"
#include "gui/window/loadnotice.h"

namespace remis::gui {

namespace {

QString fileName(const QString& path) {
    return QFileInfo(path).fileName();
}

// A part of a file name: characters that file systems refuse become '_'.
QString namePart(QString text) {
    static const QRegularExpression bad(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1f]"));
    return text.replace(bad, QStringLiteral("_")).trimmed();
}

// The lines that trimming takes off the front of a text, so that a warning's line is counted
// in the text as the user pasted it.
long blankLinesBefore(const QString& text) {
    long lines = 0;
    for (const QChar c : text) {
        if (!c.isSpace()) break;
        if (c == u'\n') ++lines;
    }
    return lines;
}

}  // namespace

GameFiles::GameFiles(app::GameController* controller, app::Settings* settings, QWidget* window)
    : QObject(window),
      m_controller(controller),
      m_settings(settings),
      m_window(window),
      m_notice(new LoadNotice(window)) {}

GameFiles::~GameFiles() = default;

bool GameFiles::looksLikePgn(const QString& text) {
    static const QRegularExpression moveNumber(QStringLiteral("(^|\\s)1\\.\\s*\\S"));
    return text.contains(QLatin1Char('[')) || moveNumber.match(text).hasMatch();
}

bool GameFiles::looksLikeFen(const QString& text) {
    static const QRegularExpression board(
        QStringLiteral("^\\s*[1-8pnbrqkPNBRQK]+(/[1-8pnbrqkPNBRQK]+){7}(\\s|$)"));
    return board.match(text).hasMatch();
}

QString GameFiles::currentFile() const {
    return m_file ? m_file->path() : QString();
}

int GameFiles::fileGameCount() const {
    return m_file ? m_file->gameCount() : 0;
}

void GameFiles::forgetFile() {
    const bool had = m_file != nullptr;
    m_savesRepairs = false;
    m_notice->clear();  // it spoke of a game that is gone
    m_file.reset();
    m_game = -1;
    if (had) emit fileChanged();
}

app::AppResult<> GameFiles::loadText(const QString& fenOrPgn, const QString& source) {
    const QString text = fenOrPgn.trimmed();
    if (text.isEmpty()) return app::AppError(app::AppErrorCode::NoTextToLoad);
    const bool pgn = looksLikePgn(text);
    auto done =
        pgn ? m_controller->loadPgnText(text, 1 + blankLinesBefore(fenOrPgn))
            : m_controller->loadFen(text.section(QLatin1Char('\n'), 0, 0), m_settings->ruleSet());
    if (done) {
        forgetFile();
        // Told as a file's game is: the lines counted in the text as the user gave it.
        if (pgn && !source.isEmpty()) reportLoad(source, 0, 1 + blankLinesBefore(fenOrPgn), false);
        emit loaded();
    }
    return done;
}

// Loads game `game` of an indexed file; only that game's text is read and parsed.
app::AppResult<> GameFiles::loadGameOf(std::unique_ptr<app::PgnFile> file, int game) {
    auto read = loadGameFrom(*file, game);
    if (!read) return read;
    m_file = std::move(file);
    m_game = game;
    emit fileChanged();
    emit loaded();
    return {};
}

// The game on the board from `file`; the caller keeps the file as the game's.
app::AppResult<> GameFiles::loadGameFrom(const app::PgnFile& file, int game) {
    const auto text = file.gameText(game);
    if (!text) return text.error();
    if (auto loaded = m_controller->loadPgnText(*text, file.entry(game).line); !loaded) {
        const app::PgnIndexEntry& e = file.entry(game);
        return loaded.error().within(app::AppErrorPlace::FileGame,
                                     {QDir::toNativeSeparators(file.path()),
                                      QString::number(game + 1), QString::number(e.line)});
    }
    m_settings->setLastDirectory(QFileInfo(file.path()).absolutePath());
    reportLoad(fileName(file.path()), game, file.entry(game).line, true);
    return {};
}

// The user is told what reading did to the game: where it broke (the file or "pasted text",
// the game, the line in it and the move, "23...Qxh7", not a ply count), or what was repaired
// and how it is saved (LoadNotice).
void GameFiles::reportLoad(const QString& source, int game, long firstLine, bool fromFile) {
    LoadReport report;
    report.fromFile = fromFile;
    for (const app::LoadWarning& w : m_controller->loadWarnings()) {
        // One arg() call each: a '%' in a file name is not a place marker.
        QString where = tr("%1, game %2").arg(source, QString::number(game + 1));
        if (w.line > 0)
            where = tr("%1, line %2").arg(where, QString::number(firstLine + w.line - 1));
        const QString line = tr("%1: %2").arg(where, w.text);
        switch (w.kind) {
            case app::LoadWarning::Kind::Unread:
                report.unread << line;
                break;
            case app::LoadWarning::Kind::UnreadVariation:
                report.variations << line;
                break;
            case app::LoadWarning::Kind::Repaired:
                report.repaired << (w.savedAs.isEmpty()
                                        ? line
                                        : tr("%1; saved as %2").arg(line, w.savedAs));
                break;
            case app::LoadWarning::Kind::Note:
                report.notes << line;
                break;
        }
    }
    m_savesRepairs = report.savesRepairs();
    m_notice->clear();
    if (report.isEmpty()) return;
    emit message(report.firstLine());
    if (m_interactive) m_notice->show(report);
}

// A small file that holds a FEN and no PGN (a .fen file): its text, else empty.
QString GameFiles::fenFileText(const QString& path) {
    QFile plain(path);
    if (plain.size() >= 4096 || !plain.open(QIODevice::ReadOnly)) return {};
    const QString text = QString::fromUtf8(plain.readAll());
    return looksLikeFen(text) && !looksLikePgn(text) ? text : QString();
}

app::AppResult<> GameFiles::loadPgnFile(const QString& path, int game) {
    if (const QString fen = fenFileText(path); !fen.isEmpty()) return loadText(fen);
    auto file = std::make_unique<app::PgnFile>();
    const auto opened = file->open(path);
    if (!opened) {
        // Not PGN: a small text file may hold just a FEN.
        QFile plain(path);
        if (plain.size() < 4096 && plain.open(QIODevice::ReadOnly)) {
            const QString text = QString::fromUtf8(plain.readAll());
            if (looksLikeFen(text)) return loadText(text);
        }
        return opened;
    }
    if (game < 0 || game >= file->gameCount())
        return app::AppError(app::AppErrorCode::NoSuchGame,
                             {QDir::toNativeSeparators(path), QString::number(game + 1)})
            .withCount(file->gameCount());
    return loadGameOf(std::move(file), game);
}

app::AppResult<> GameFiles::savePgnFile(const QString& path) {
    auto written = app::SafeWriter::writeFile(path, m_controller->pgnText().toUtf8());
    if (!written) return written;
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    m_controller->setModified(false);
    m_savesRepairs = false;  // written as it is now, repairs and all
    // The game now lives alone in `path`.
    auto file = std::make_unique<app::PgnFile>();
    if (file->open(path)) {
        m_file = std::move(file);
        m_game = 0;
    } else {
        m_file.reset();
        m_game = -1;
    }
    emit fileChanged();
    return {};
}

app::AppResult<> GameFiles::saveAllGames(const QString& path, app::PgnFile::Latin1Games latin1) {
    if (!m_file || m_game < 0) return savePgnFile(path);
    // An unchanged game is copied like the others: its bytes, every annotation with them. A
    // game that was only repaired is written in its repaired form, as its notice said.
    const bool changed = m_controller->isModified() || m_savesRepairs;
    auto saved = m_file->saveAll(path, changed ? m_game : -1,
                                 changed ? m_controller->pgnText() : QString(), latin1);
    if (!saved) return saved;
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    m_controller->setModified(false);
    m_savesRepairs = false;
    auto file = std::make_unique<app::PgnFile>();
    if (file->open(path)) {  // the spans moved: index the written file
        m_file = std::move(file);
    } else {
        m_file.reset();
        m_game = -1;
    }
    emit fileChanged();
    return {};
}

QString GameFiles::suggestedSavePath() const {
    const auto known = [](const QString& v) {
        return !v.isEmpty() && v != QLatin1String("?") && !v.contains(QLatin1Char('?'));
    };
    QStringList parts;
    for (const char* tag : {"White", "Black"}) {
        const QString v = m_controller->tag(QString::fromLatin1(tag));
        if (known(v)) parts << namePart(v);
    }
    const QString date = m_controller->tag(QStringLiteral("Date"));
    if (parts.isEmpty()) parts << tr("game");
    if (known(date)) parts << namePart(date);
    const QString dir =
        m_settings->lastDirectory().isEmpty() ? QDir::homePath() : m_settings->lastDirectory();
    return QDir(dir).filePath(parts.join(QLatin1Char('-')) + QStringLiteral(".pgn"));
}

void GameFiles::report(const QString& what, const app::AppResult<>& done) {
    if (done)
        emit message(what);
    else
        QMessageBox::warning(m_window, tr("Remis"), app::ErrorTexts::text(done.error()));
}

void GameFiles::setReplaceQuestion(std::function<ReplaceAnswer(const QString&)> ask) {
    m_askReplace = std::move(ask);
}
void GameFiles::setSaveScopeQuestion(std::function<SaveScope(int)> ask) {
    m_askScope = std::move(ask);
}
void GameFiles::setGameChoice(std::function<int(app::PgnFile&)> choose) {
    m_chooseGame = std::move(choose);
}
void GameFiles::setEventChoice(std::function<std::pair<int, int>(const app::PgnFile&)> choose) {
    m_chooseEvent = std::move(choose);
}
void GameFiles::setOverwriteQuestion(std::function<SaveTarget::Answer(const SaveTarget&)> ask) {
    m_askOverwrite = std::move(ask);
}
void GameFiles::setSavePathQuestion(std::function<QString(const QString&)> ask) {
    m_askPath = std::move(ask);
}

GameFiles::ReplaceAnswer GameFiles::askReplace(const QString& action) {
    if (m_askReplace) return m_askReplace(action);
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                    tr("The game on the board has changes that are not saved (moves, comments, "
                       "arrows or its details)."),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setInformativeText(tr("Save it before you %1?").arg(action));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
        case QMessageBox::Save:
            return ReplaceAnswer::Save;
        case QMessageBox::Discard:
            return ReplaceAnswer::Discard;
        default:
            return ReplaceAnswer::Cancel;
    }
}

bool GameFiles::confirmReplace(const QString& action) {
    // Any change the user made counts, also on a position without moves: a teacher's arrows
    // and comments on a set-up position are as much their work as moves are.
    if (!m_controller->isModified()) return true;
    switch (askReplace(action)) {
        case ReplaceAnswer::Save:
            return save();
        case ReplaceAnswer::Discard:
            return true;
        case ReplaceAnswer::Cancel:
            return false;
    }
    return false;
}

int GameFiles::chooseGame(app::PgnFile& file) {
    m_chosenPly = -1;
    if (file.gameCount() == 1) return 0;
    if ((m_chooseEvent || m_chooseGame) && !file.indexRest()) return -1;
    if (m_chooseEvent) {
        const auto [game, ply] = m_chooseEvent(file);
        m_chosenPly = ply;
        return game;
    }
    if (m_chooseGame) return m_chooseGame(file);
    GameChooser chooser(&file, m_window);
    if (chooser.exec() != QDialog::Accepted) return -1;
    m_chosenPly = chooser.chosenPly();
    return chooser.chosenGame();
}

bool GameFiles::openFile(const QString& path) {
    m_interactive = true;
    const auto quiet = qScopeGuard([this] { m_interactive = false; });
    if (const QString fen = fenFileText(path); !fen.isEmpty()) {
        if (!confirmReplace(tr("open %1").arg(fileName(path)))) return false;
        const auto loaded = loadText(fen);
        report(tr("Opened %1").arg(fileName(path)), loaded);
        return loaded.ok();
    }
    // A large file's first games are listed at once; the chooser reads the rest.
    auto file = std::make_unique<app::PgnFile>();
    if (auto opened = file->openStart(path, app::PgnFile::ListedAtOnce); !opened) {
        QFile plain(path);  // a small file with just a FEN in it
        if (plain.size() < 4096 && plain.open(QIODevice::ReadOnly) &&
            looksLikeFen(QString::fromUtf8(plain.readAll()))) {
            if (!confirmReplace(tr("open %1").arg(fileName(path)))) return false;
            opened = loadPgnFile(path);
        }
        report({}, opened);
        return opened.ok();
    }
    const int game = chooseGame(*file);
    if (game < 0) return false;
    // Every game is listed before one is opened: Save writes them all back.
    if (auto rest = file->indexRest(); !rest) {
        report({}, rest);
        return false;
    }
    if (!confirmReplace(tr("open %1").arg(fileName(path)))) return false;
    const auto loaded = loadGameOf(std::move(file), game);
    // An event opened in the arbiter's table: the game at that ply, the panel showing the
    // position and the claim as they stood then.
    if (loaded && m_chosenPly >= 0) m_controller->navigator().showPly(m_chosenPly);
    report(tr("%1: %2").arg(fileGameCount() > 1 ? tr("Opened game %1 of %2 in %3")
                                                      .arg(m_game + 1)
                                                      .arg(fileGameCount())
                                                      .arg(fileName(path))
                                                : tr("Opened %1").arg(fileName(path)),
                            timeControlNote()),
           loaded);
    return loaded.ok();
}

bool GameFiles::openGameOfFile(int game) {
    if (!m_file || game < 0 || game >= m_file->gameCount()) return false;
    const QString name = fileName(m_file->path());
    if (!confirmReplace(tr("open game %1 of %2").arg(game + 1).arg(name))) return false;
    m_interactive = true;
    const auto quiet = qScopeGuard([this] { m_interactive = false; });
    const auto read = loadGameFrom(*m_file, game);  // the same file: no second index
    if (read) {
        m_game = game;
        emit fileChanged();
        emit loaded();
    }
    report(tr("Opened game %1 of %2 in %3").arg(game + 1).arg(fileGameCount()).arg(name), read);
    return read.ok();
}

void GameFiles::open() {
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open PGN"), m_settings->lastDirectory(),
                                     tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

bool GameFiles::save() {
    if (!m_file) return saveAs();
    return saveAllAsked(m_file->path());
}

// Save of every game of the file to `path`, with the question where the game, read as
// ISO 8859-1, now needs UTF-8 (CharsetQuestion); the status line says what went to UTF-8.
bool GameFiles::saveAllAsked(const QString& path) {
    const bool toUtf8 = gameNeedsUtf8();
    const CharsetQuestion::Answer charset =
        toUtf8 ? askCharset() : CharsetQuestion::Answer::ThisGame;
    if (charset == CharsetQuestion::Answer::Cancel) return false;
    const auto saved = saveAllGames(path, charset == CharsetQuestion::Answer::WholeFile
                                              ? app::PgnFile::Latin1Games::ToUtf8
                                              : app::PgnFile::Latin1Games::Keep);
    QString what = tr("Saved %1").arg(fileName(path));
    if (toUtf8 && charset == CharsetQuestion::Answer::WholeFile)
        what = tr("Saved %1, every game in UTF-8").arg(fileName(path));
    else if (toUtf8)
        what = tr("Saved %1, game %2 in UTF-8").arg(fileName(path), QString::number(m_game + 1));
    report(what, saved);
    return saved.ok();
}

bool GameFiles::gameNeedsUtf8() const {
    const bool changed = m_controller->isModified() || m_savesRepairs;
    return m_file && m_game >= 0 && changed && m_file->needsUtf8(m_game, m_controller->pgnText());
}

CharsetQuestion::Answer GameFiles::askCharset() {
    CharsetQuestion question;
    question.fileName = fileName(m_file->path());
    question.game = m_game;
    question.missing = app::PgnFile::outsideLatin1(m_controller->pgnText());
    question.otherLatin1Games = m_file->hasLatin1GameBesides(m_game);
    return m_askCharset ? m_askCharset(question) : question.ask(m_window);
}

void GameFiles::setCharsetQuestion(
    std::function<CharsetQuestion::Answer(const CharsetQuestion&)> ask) {
    m_askCharset = std::move(ask);
}

GameFiles::SaveScope GameFiles::askSaveScope(int games) {
    if (m_askScope) return m_askScope(games);
    QMessageBox box(QMessageBox::Question, tr("Save As"),
                    tr("The game comes from a file with %n game(s).", "", games), {}, m_window);
    QPushButton* all = box.addButton(tr("All %n Games", "", games), QMessageBox::AcceptRole);
    QPushButton* one = box.addButton(tr("This Game Only"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(all);
    box.exec();
    if (box.clickedButton() == all) return SaveScope::AllGames;
    if (box.clickedButton() == one) return SaveScope::ThisGame;
    return SaveScope::Cancel;
}

// Written over a file that holds other games (this game alone over the file it came from,
// or any games over another PGN file), those games would be gone: the user says so first,
// told how many (docs/pgn.md: "A file is never shortened without the user's say"). Any other
// existing file is replaced only after the question too: the file dialog asks none. Plain
// Save of a game from no file comes here too, through saveAs().
GameFiles::SaveScope GameFiles::confirmOverwrite(const QString& path, SaveScope scope) {
    const int writing = scope == SaveScope::AllGames ? fileGameCount() : 1;
    const SaveTarget target = SaveTarget::inspect(path, currentFile(), writing);
    if (!target.asksFirst()) return scope;
    switch (m_askOverwrite ? m_askOverwrite(target) : target.ask(m_window)) {
        case SaveTarget::Answer::SaveAll:
            return target.isSource ? SaveScope::AllGames : SaveScope::Cancel;
        case SaveTarget::Answer::Replace:
            return scope;
        case SaveTarget::Answer::Cancel:
            break;
    }
    return SaveScope::Cancel;
}

QString GameFiles::askSavePath(const QString& suggested) {
    if (m_askPath) return m_askPath(suggested);
    // The file dialog does not ask about an existing file: confirmOverwrite() does, naming
    // the games it would remove (a tester got Qt's question and then ours).
    return QFileDialog::getSaveFileName(m_window, tr("Save PGN"), suggested,
                                        tr("PGN files (*.pgn)"), nullptr,
                                        QFileDialog::DontConfirmOverwrite);
}

bool GameFiles::saveAs() {
    SaveScope scope = SaveScope::ThisGame;
    if (fileGameCount() > 1) scope = askSaveScope(fileGameCount());
    if (scope == SaveScope::Cancel) return false;
    // All games: the file's own name is proposed (the usual wish is to save it in place or
    // beside it); one game: a name from its players and date.
    QString path =
        askSavePath(scope == SaveScope::AllGames && m_file ? m_file->path() : suggestedSavePath());
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
    scope = confirmOverwrite(path, scope);
    if (scope == SaveScope::Cancel) return false;
    if (scope == SaveScope::AllGames) return saveAllAsked(path);
    const auto saved = savePgnFile(path);
    report(tr("Saved %1").arg(fileName(path)), saved);
    return saved.ok();
}

void GameFiles::loadFenDialog() {
    FenDialog dialog(m_settings->ruleSet(), m_window);
    dialog.setTimeControl(m_settings->timeControl(), m_settings->recentTimeControls());
    if (dialog.exec() != QDialog::Accepted) return;
    if (!confirmReplace(tr("load the position"))) return;
    m_settings->useTimeControl(dialog.timeControl());
    const auto done = m_controller->loadFen(dialog.fen(), dialog.ruleSet(), dialog.timeControl());
    if (done) {
        forgetFile();
        emit loaded();
    }
    report(tr("Position loaded: %1").arg(timeControlNote()), done);
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
    editor.setTimeControl(m_settings->timeControl(), m_settings->recentTimeControls());
    if (editor.exec() != QDialog::Accepted) return;
    if (!confirmReplace(tr("set up the position"))) return;
    m_settings->useTimeControl(editor.timeControl());
    const auto done =
        m_controller->loadFen(editor.fen(), m_settings->ruleSet(), editor.timeControl());
    if (done) {
        forgetFile();
        emit loaded();
    }
    report(tr("Position set up, %1. Play moves to give it a history, then save it as PGN.")
               .arg(timeControlNote()),
           done);
}

// The time control in force, and how to change it while the clock has not started: every
// way to start a game lets the players choose it then (Game > Time Control).
QString GameFiles::timeControlNote() const {
    const TimeControl& control = m_controller->game().clock().timeControl();
    const QString text = app::ClockTexts::control(control);
    return m_controller->canSetTimeControl()
               ? tr("time control %1 (Game > Time Control changes it until the first move)")
                     .arg(text)
               : tr("time control %1").arg(text);
}

// A FEN that reads but cannot be played opens the editor, which says what to fix.
void GameFiles::paste() {
    const QString pasted = QGuiApplication::clipboard()->text();
    const QString text = pasted.trimmed();
    if (!looksLikePgn(text) && !looksLikeFen(text)) {
        emit message(tr("The clipboard holds neither a FEN nor a PGN."));
        return;
    }
    if (!confirmReplace(tr("paste from the clipboard"))) return;
    m_interactive = true;
    const auto quiet = qScopeGuard([this] { m_interactive = false; });
    const auto loaded = loadText(pasted, tr("pasted text"));
    if (!loaded && !looksLikePgn(text) &&
        setup::parseSetupFen(text.section(QLatin1Char('\n'), 0, 0).toStdString()).ok()) {
        emit message(tr("The pasted position cannot be played: %1")
                         .arg(app::ErrorTexts::text(loaded.error())));
        setUpPosition(text.section(QLatin1Char('\n'), 0, 0));
        return;
    }
    emit message(loaded ? tr("Loaded from the clipboard: %1").arg(timeControlNote())
                        : tr("Cannot paste: %1").arg(app::ErrorTexts::text(loaded.error())));
}

bool GameFiles::canDrop(const QMimeData* mime) {
    if (mime->hasUrls()) return !mime->urls().isEmpty() && mime->urls().first().isLocalFile();
    return mime->hasText();
}

void GameFiles::drop(const QMimeData* mime) {
    if (mime->hasUrls() && !mime->urls().isEmpty()) {
        openFile(mime->urls().first().toLocalFile());
        return;
    }
    const QString text = mime->text();
    if (!looksLikePgn(text) && !looksLikeFen(text)) {
        emit message(tr("The dropped text is neither a FEN nor a PGN."));
        return;
    }
    if (!confirmReplace(tr("load the dropped text"))) return;
    m_interactive = true;
    const auto quiet = qScopeGuard([this] { m_interactive = false; });
    report(tr("Loaded the dropped text"), loadText(text, tr("dropped text")));
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
