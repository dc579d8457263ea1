// GameFiles: games and positions in and out of the app: Open (a multi-game file opens the
// game chooser), Save (every game of the file it came from, this one changed), Save As (this
// game or all games), Load FEN, copy FEN/PGN, paste and drop of FEN or PGN text or of a file.
//
// Nothing the user made is lost (docs/pgn.md, "Writing files safely"): before anything replaces a
// game with unsaved moves (open, paste, drop, Load Position, a demonstration, New Game) the
// user is asked Save / Discard / Cancel; every write goes through SafeWriter, so a failed
// save leaves the old file as it was and says why. Loading itself is the controller's.
#pragma once

#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

#include "app/base/apperror.h"
#include "app/files/pgnfile.h"
#include "core/rules/outcome.h"
#include "gui/window/charsetquestion.h"
#include "gui/window/savetarget.h"

class QMimeData;
class QWidget;

namespace remis::app {
class GameController;
class Settings;
struct AutosaveSource;
}  // namespace remis::app

namespace remis::gui {

class LoadNotice;

class GameFiles : public QObject {
    Q_OBJECT
public:
    enum class ReplaceAnswer { Save, Discard, Cancel };
    enum class SaveScope { ThisGame, AllGames, Cancel };

    GameFiles(app::GameController* controller, app::Settings* settings, QWidget* window);
    ~GameFiles() override;

    // Without questions (the command line, tests). `source` names pasted or dropped PGN text
    // where the load warnings name a file ("pasted text"); empty: the warnings go unreported.
    app::AppResult<> loadText(const QString& fenOrPgn, const QString& source = {});
    // Game `game` (0-based) of a PGN file, or a file holding a FEN.
    app::AppResult<> loadPgnFile(const QString& path, int game = 0);
    app::AppResult<> savePgnFile(const QString& path);  // this game alone
    // Every game of the open file, this one new; `latin1`: how the games read as
    // ISO 8859-1 are written (PgnFile::saveAll).
    app::AppResult<> saveAllGames(
        const QString& path, app::PgnFile::Latin1Games latin1 = app::PgnFile::Latin1Games::Keep);

    QString currentFile() const;                // empty when the game is not from a file
    int currentGame() const { return m_game; }  // 0-based in currentFile(), -1 if none
    // The notice of the game last opened (tests look at its box).
    LoadNotice* loadNotice() const { return m_notice; }
    int fileGameCount() const;                                    // games in currentFile()
    const app::PgnFile* pgnFile() const { return m_file.get(); }  // null when none
    // "White-Black-YYYY.MM.DD.pgn" (the parts that are known) in the last folder used.
    QString suggestedSavePath() const;

    // Interactive (dialogs, message boxes, status messages).
    // Opens a file as Ctrl+O does: the chooser when it holds several games, a question first
    // when the game on the board has unsaved moves. True if a game was loaded.
    bool openFile(const QString& path);
    void open();
    bool save();
    bool saveAs();
    // Game `game` (0-based) of the file the game came from, as the chooser would open it
    // (a question first when the game on the board has unsaved changes).
    bool openGameOfFile(int game);
    bool openNextGame() { return openGameOfFile(m_game + 1); }
    bool openPreviousGame() { return openGameOfFile(m_game - 1); }
    void loadFenDialog();
    // The position editor, opened with fen (empty: the position shown); OK loads its result.
    void setUpPosition(const QString& fen = {});
    void copyFen();
    void copyPgn();
    void paste();
    static bool canDrop(const QMimeData* mime);
    void drop(const QMimeData* mime);
    // Before replacing the game (`action` names what replaces it, e.g. "open game.pgn"):
    // true to go ahead (nothing to lose, saved, or discarded by the user).
    bool confirmReplace(const QString& action);
    // The game no longer comes from a file (a new game, a demonstration).
    void forgetFile();
    // The file and game Save writes to, for the autosave; none when the game is in no file
    // (gamefileslink.cpp).
    std::optional<app::AutosaveSource> autosaveSource() const;
    // A game resumed after a crash goes back to game `source.game` of `source.path` when the
    // file is as it was at the autosave (size and modification time): Save writes it there
    // again, every other game byte for byte. False when the file changed or is gone: the game
    // is then in no file, and Save asks for a name.
    bool relink(const app::AutosaveSource& source);

    // Tests answer the questions instead of a person.
    void setReplaceQuestion(std::function<ReplaceAnswer(const QString&)> ask);
    void setSaveScopeQuestion(std::function<SaveScope(int games)> ask);
    void setGameChoice(std::function<int(app::PgnFile&)> choose);
    // The chooser's answer with the ply of an event opened in it (-1: none).
    void setEventChoice(std::function<std::pair<int, int>(const app::PgnFile&)> choose);
    void setSavePathQuestion(std::function<QString(const QString& suggested)> ask);
    // Asked when the game, read as ISO 8859-1, now needs UTF-8.
    void setCharsetQuestion(std::function<CharsetQuestion::Answer(const CharsetQuestion&)> ask);
    // Asked when saving would write over a file holding other games.
    void setOverwriteQuestion(std::function<SaveTarget::Answer(const SaveTarget&)> ask);

signals:
    void message(const QString& text);
    void loaded();       // a new game or position was loaded from a file, the clipboard or a drop
    void fileChanged();  // currentFile() or currentGame() changed

private:
    // `what` happened, or a message box says why not.
    void report(const QString& what, const app::AppResult<>& done);
    app::AppResult<> loadGameOf(std::unique_ptr<app::PgnFile> file, int game);
    app::AppResult<> loadGameFrom(const app::PgnFile& file, int game);
    // `firstLine`: the line of `source` where game `game`'s text starts; `fromFile`: Save
    // copies the text of an unchanged game from `source`.
    void reportLoad(const QString& source, int game, long firstLine, bool fromFile);
    ReplaceAnswer askReplace(const QString& action);
    SaveScope askSaveScope(int games);
    int chooseGame(app::PgnFile& file);
    QString askSavePath(const QString& suggested);
    SaveScope confirmOverwrite(const QString& path, SaveScope scope);
    bool saveAllAsked(const QString& path);
    // The game, read as ISO 8859-1, would be written in UTF-8 (PgnFile::needsUtf8); the
    // question then (Cancel: nothing is written).
    bool gameNeedsUtf8() const;
    CharsetQuestion::Answer askCharset();
    QString timeControlNote() const;
    static bool looksLikePgn(const QString& text);
    static bool looksLikeFen(const QString& text);
    static QString fenFileText(const QString& path);

    app::GameController* m_controller;
    app::Settings* m_settings;
    QWidget* m_window;
    std::unique_ptr<app::PgnFile> m_file;  // the file the game came from, if any
    int m_game = -1;
    LoadNotice* m_notice;         // a child of the window
    bool m_savesRepairs = false;  // the game was only repaired: Save writes the repaired form
    bool m_interactive = false;   // open, paste, drop: tell the user in a message box as well
    std::function<ReplaceAnswer(const QString&)> m_askReplace;
    std::function<SaveScope(int)> m_askScope;
    std::function<int(app::PgnFile&)> m_chooseGame;
    std::function<std::pair<int, int>(const app::PgnFile&)> m_chooseEvent;
    int m_chosenPly = -1;  // the chooser opened an event: the ply to show
    std::function<QString(const QString&)> m_askPath;
    std::function<SaveTarget::Answer(const SaveTarget&)> m_askOverwrite;
    std::function<CharsetQuestion::Answer(const CharsetQuestion&)> m_askCharset;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
