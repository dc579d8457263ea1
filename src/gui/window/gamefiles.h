// GameFiles: games and positions in and out of the app: Open and Save PGN (with result,
// termination and rule set, written by the controller), Load FEN (FenDialog), copy FEN/PGN,
// paste and drop of FEN or PGN text or of a .pgn file. Errors come back as messages; loading
// itself is done by the controller, which checks everything.
#pragma once

#include <QObject>
#include <QString>

#include "core/rules/outcome.h"

class QMimeData;
class QWidget;

namespace remis::app {
class GameController;
class Settings;
}  // namespace remis::app

namespace remis::gui {

class GameFiles : public QObject {
    Q_OBJECT
public:
    GameFiles(app::GameController* controller, app::Settings* settings, QWidget* window);

    // Empty on success, else why. Positions are loaded untimed with the preferred rule set.
    QString loadText(const QString& fenOrPgn);
    QString loadPgnFile(const QString& path);
    QString savePgnFile(const QString& path);
    QString currentFile() const { return m_path; }

    // Interactive (dialogs, message boxes, status messages).
    void open();
    bool save();
    bool saveAs();
    void loadFenDialog();
    // The position editor, opened with fen (empty: the position shown); OK loads its result.
    void setUpPosition(const QString& fen = {});
    void copyFen();
    void copyPgn();
    void paste();
    static bool canDrop(const QMimeData* mime);
    void drop(const QMimeData* mime);

signals:
    void message(const QString& text);
    void loaded();  // a new game or position was loaded from a file, the clipboard or a drop

private:
    void report(const QString& what, const QString& error);
    static bool looksLikePgn(const QString& text);

    app::GameController* m_controller;
    app::Settings* m_settings;
    QWidget* m_window;
    QString m_path;
};

}  // namespace remis::gui
