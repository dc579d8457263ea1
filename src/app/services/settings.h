// Settings: the user's preferences over QSettings (organisation "Remis", application "Remis"
// unless QCoreApplication says otherwise): window geometry and state, board orientation, rule
// set, time control text (parseTimeControl form), piece set, coordinates. Typed getters with
// defaults, so the rest of the app never spells a key. QtCore only.
#pragma once

#include <QByteArray>
#include <QList>
#include <QSettings>
#include <QString>
#include <memory>

#include "app/text/localnotation.h"
#include "core/clock/clock.h"
#include "core/rules/outcome.h"

namespace remis::app {

class Settings {
public:
    Settings();                                 // the application's default QSettings
    explicit Settings(const QString& iniPath);  // an INI file (tests, portable mode)

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);

    bool isFlipped() const;  // Black at the bottom
    void setFlipped(bool flipped);

    RuleSet ruleSet() const;  // default Fide
    void setRuleSet(RuleSet rules);

    QString timeControlText() const;  // default "-" (untimed)
    void setTimeControlText(const QString& text);
    TimeControl timeControl() const;  // parsed; untimed if the text does not parse
    // The time controls used last, most recent first (at most 4): offered first next time.
    QList<TimeControl> recentTimeControls() const;
    // Uses `control` now: it becomes the saved time control and the first recent one.
    void useTimeControl(const TimeControl& control);

    QString pieceSet() const;  // default "remis"
    void setPieceSet(const QString& name);

    QString boardTheme() const;  // the board's colours (a diagram style name); default "default"
    void setBoardTheme(const QString& id);

    bool showCoordinates() const;  // default true
    void setShowCoordinates(bool show);
    bool followSideToMove() const;  // turn the board after every move; default false
    void setFollowSideToMove(bool follow);
    bool showClaimHints() const;  // the list of moves that make a correct claim; default true
    void setShowClaimHints(bool show);

    // The language of the user interface ("de", "es", "en"); empty: follow the system.
    QString language() const;
    void setLanguage(const QString& language);

    // How moves are shown in the move list and the notation: English letters, the letters of
    // the interface's language (the default) or figurines. Files are English SAN whatever it is.
    LocalNotation::Style notationStyle() const;
    void setNotationStyle(LocalNotation::Style style);

    // Tournament Watch: the file, folder or URL watched last; whether an urgent event shows a
    // desktop notification and sounds (both default on); the webhook URL (empty: none).
    QString watchSource() const;
    void setWatchSource(const QString& source);
    bool watchNotifies() const;
    void setWatchNotifies(bool on);
    bool watchSounds() const;
    void setWatchSounds(bool on);
    QString watchWebhook() const;
    void setWatchWebhook(const QString& url);

    QString lastDirectory() const;  // for file dialogs
    void setLastDirectory(const QString& dir);

    void sync();

private:
    std::unique_ptr<QSettings> m_settings;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
