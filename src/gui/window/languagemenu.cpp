#include "gui/window/languagemenu.h"

#include <QActionGroup>
#include <QMessageBox>

#include "app/services/settings.h"
#include "app/services/translations.h"

namespace remis::gui {

LanguageMenu::LanguageMenu(app::Settings* settings, QWidget* parent)
    : QMenu(tr("&Language"), parent), m_settings(settings) {
    setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(this);
    const QString current = settings->language();
    const auto add = [&](const QString& text, const QString& language) {
        QAction* a = addAction(text);
        a->setCheckable(true);
        a->setChecked(language == current);
        a->setData(language);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, language] { choose(language); });
    };
    add(tr("As the &System"), QString());
    addSeparator();
    for (const QString& language : app::Translations::languages())
        add(app::Translations::nativeName(language), language);
}

void LanguageMenu::choose(const QString& language) {
    if (language == m_settings->language()) return;
    m_settings->setLanguage(language);
    m_settings->sync();
    QMessageBox::information(parentWidget(), tr("Language"),
                             tr("Remis will use the new language when it is started again."));
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
