#include "app/services/settings.h"

#include <QCoreApplication>

#include "core/pgn/gamepgn.h"

namespace remis::app {

namespace {

std::unique_ptr<QSettings> applicationSettings() {
    if (QCoreApplication::organizationName().isEmpty() &&
        QCoreApplication::applicationName().isEmpty())
        return std::make_unique<QSettings>(QStringLiteral("Remis"), QStringLiteral("Remis"));
    return std::make_unique<QSettings>();
}

}  // namespace

Settings::Settings() : m_settings(applicationSettings()) {}

Settings::Settings(const QString& iniPath)
    : m_settings(std::make_unique<QSettings>(iniPath, QSettings::IniFormat)) {}

QByteArray Settings::windowGeometry() const {
    return m_settings->value("window/geometry").toByteArray();
}
void Settings::setWindowGeometry(const QByteArray& geometry) {
    m_settings->setValue("window/geometry", geometry);
}
QByteArray Settings::windowState() const {
    return m_settings->value("window/state").toByteArray();
}
void Settings::setWindowState(const QByteArray& state) {
    m_settings->setValue("window/state", state);
}

bool Settings::isFlipped() const {
    return m_settings->value("board/flipped", false).toBool();
}
void Settings::setFlipped(bool flipped) {
    m_settings->setValue("board/flipped", flipped);
}

RuleSet Settings::ruleSet() const {
    QString tag = m_settings->value("game/rules").toString();
    return ruleSetFromTag(tag.toStdString()).value_or(RuleSet::Fide);
}
void Settings::setRuleSet(RuleSet rules) {
    m_settings->setValue("game/rules", QString::fromLatin1(ruleSetTag(rules)));
}

QString Settings::timeControlText() const {
    return m_settings->value("game/timeControl", "-").toString();
}
void Settings::setTimeControlText(const QString& text) {
    m_settings->setValue("game/timeControl", text);
}

TimeControl Settings::timeControl() const {
    auto tc = parseTimeControl(timeControlText().toStdString());
    return tc ? *tc : TimeControl::untimed();
}

QList<TimeControl> Settings::recentTimeControls() const {
    QList<TimeControl> out;
    for (const QString& text : m_settings->value("game/recentTimeControls").toStringList())
        if (auto tc = parseTimeControl(text.toStdString())) out << *tc;
    if (out.isEmpty() && m_settings->contains("game/timeControl")) out << timeControl();
    return out;
}

void Settings::useTimeControl(const TimeControl& control) {
    const QString tag = QString::fromStdString(control.toPgnTag());
    setTimeControlText(tag);
    QStringList recent = m_settings->value("game/recentTimeControls").toStringList();
    recent.removeAll(tag);
    recent.prepend(tag);
    while (recent.size() > 4) recent.removeLast();
    m_settings->setValue("game/recentTimeControls", recent);
}

QString Settings::pieceSet() const {
    return m_settings->value("board/pieceSet", "remis").toString();
}
void Settings::setPieceSet(const QString& name) {
    m_settings->setValue("board/pieceSet", name);
}

QString Settings::boardTheme() const {
    return m_settings->value("board/theme", "default").toString();
}
void Settings::setBoardTheme(const QString& id) {
    m_settings->setValue("board/theme", id);
}

bool Settings::showCoordinates() const {
    return m_settings->value("board/coordinates", true).toBool();
}
void Settings::setShowCoordinates(bool show) {
    m_settings->setValue("board/coordinates", show);
}
bool Settings::followSideToMove() const {
    return m_settings->value("board/followSideToMove", false).toBool();
}
void Settings::setFollowSideToMove(bool follow) {
    m_settings->setValue("board/followSideToMove", follow);
}
bool Settings::showClaimHints() const {
    return m_settings->value("arbiter/claimHints", true).toBool();
}
void Settings::setShowClaimHints(bool show) {
    m_settings->setValue("arbiter/claimHints", show);
}

QString Settings::language() const {
    return m_settings->value("view/language").toString();
}
void Settings::setLanguage(const QString& language) {
    m_settings->setValue("view/language", language);
}

LocalNotation::Style Settings::notationStyle() const {
    return LocalNotation::styleFromId(m_settings->value("view/notation").toString());
}
void Settings::setNotationStyle(LocalNotation::Style style) {
    m_settings->setValue("view/notation", LocalNotation::styleId(style));
}

QString Settings::watchSource() const {
    return m_settings->value("watch/source").toString();
}
void Settings::setWatchSource(const QString& source) {
    m_settings->setValue("watch/source", source);
}
bool Settings::watchNotifies() const {
    return m_settings->value("watch/notify", true).toBool();
}
void Settings::setWatchNotifies(bool on) {
    m_settings->setValue("watch/notify", on);
}
bool Settings::watchSounds() const {
    return m_settings->value("watch/sound", true).toBool();
}
void Settings::setWatchSounds(bool on) {
    m_settings->setValue("watch/sound", on);
}
QString Settings::watchWebhook() const {
    return m_settings->value("watch/webhook").toString();
}
void Settings::setWatchWebhook(const QString& url) {
    m_settings->setValue("watch/webhook", url);
}

QString Settings::lastDirectory() const {
    return m_settings->value("files/lastDirectory").toString();
}
void Settings::setLastDirectory(const QString& dir) {
    m_settings->setValue("files/lastDirectory", dir);
}

void Settings::sync() {
    m_settings->sync();
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
