#include "app/services/translations.h"

#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace remis::app {

namespace {

QStringList candidateDirectories() {
    const QString appDir = QCoreApplication::applicationDirPath();
    return {appDir + QStringLiteral("/../share/remis/translations"),
            QStringLiteral(REMIS_BUILD_TRANSLATIONS_DIR)};
}

// A translator owned by the application, so that it lives as long as the strings it gives.
bool installTranslator(const QLocale& locale, const QString& name, const QString& dir) {
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(locale, name, QStringLiteral("_"), dir) &&
        QCoreApplication::installTranslator(translator))
        return true;
    delete translator;
    return false;
}

QString& installed() {
    static QString language = QStringLiteral("en");
    return language;
}

}  // namespace

QString Translations::wanted() {
    return installed();
}

QStringList Translations::languages() {
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es")};
}

QString Translations::nativeName(const QString& language) {
    const QString name = QLocale(language).nativeLanguageName();
    return name.isEmpty() ? language : name.left(1).toUpper() + name.mid(1);
}

QString Translations::directory() {
    for (const QString& dir : candidateDirectories())
        if (QDir(dir).exists(QStringLiteral("remis_de.qm"))) return QDir::cleanPath(dir);
    return {};
}

QString Translations::install(const QString& language) {
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    installed() = QLocale::languageToCode(locale.language());
    return installFor(language);
}

QString Translations::installFor(const QString& language) {
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (!language.isEmpty()) QLocale::setDefault(locale);
    // English is the language of the sources; its translator holds only the plural forms
    // ("%n game(s)" as "1 game", "2 games"). Not even Qt's own translator is needed.
    const QLocale english(QLocale::English);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        installTranslator(english, QStringLiteral("remis"), directory());
        return QStringLiteral("en");
    }
    if (!installTranslator(locale, QStringLiteral("remis"), directory())) {
        installTranslator(english, QStringLiteral("remis"), directory());
        return QStringLiteral("en");
    }
    installTranslator(locale, QStringLiteral("qtbase"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return QLocale::languageToCode(locale.language());
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
