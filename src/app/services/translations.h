// Translations: installs the translators for the language of the user interface: Remis's
// own strings (remis_xx.qm, installed in share/remis/translations, or in the build tree) and
// Qt's (qtbase_xx.qm from qt6-translations-l10n, in QLibraryInfo::TranslationsPath). The
// language follows the system unless the settings name one.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace remis::app {

class Translations {
    Q_DECLARE_TR_FUNCTIONS(remis::app::Translations)
public:
    // The languages Remis speaks, as ISO 639-1 codes; "en" is the language of the sources.
    static QStringList languages();
    static QString nativeName(const QString& language);  // "Deutsch", "español"
    // language empty: the system's. Returns the language of the Remis strings now in use
    // ("en" when no translation fits).
    static QString install(const QString& language);
    // The language the user asked for when install() ran last (the settings' or the
    // system's, "en" before any), even one Remis has no translation for: a teacher's lesson
    // files may be in it (SchoolLibrary).
    static QString wanted();
    static QString directory();  // where remis_xx.qm was found

private:
    static QString installFor(const QString& language);
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
