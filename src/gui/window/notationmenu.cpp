#include "gui/window/notationmenu.h"

#include <QActionGroup>

#include "app/models/movelistmodel.h"
#include "app/services/settings.h"
#include "app/text/localnotation.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/notationview.h"

namespace remis::gui {

NotationMenu::NotationMenu(app::Settings* settings, app::MoveListModel* moves,
                           NotationView* notation, ArbiterPanel* arbiter, QWidget* parent)
    : QMenu(tr("Move &Notation"), parent),
      m_settings(settings),
      m_moves(moves),
      m_notation(notation),
      m_arbiter(arbiter) {
    using app::LocalNotation;
    setObjectName(QStringLiteral("notationMenu"));
    auto* group = new QActionGroup(this);
    // Each entry shows its own example, so the choice is seen before it is made.
    const QString knight = QStringLiteral("Nf3");
    const auto add = [&](const QString& text, LocalNotation::Style style) {
        QAction* a = addAction(text.arg(LocalNotation::show(knight, style)));
        a->setObjectName(QStringLiteral("notation-") + LocalNotation::styleId(style));
        a->setCheckable(true);
        a->setData(int(style));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, style] { choose(style); });
    };
    add(tr("&English Letters (%1)"), LocalNotation::Style::English);
    add(tr("&Letters of the Language (%1)"), LocalNotation::Style::Local);
    add(tr("&Figurines (%1)"), LocalNotation::Style::Figurines);
    choose(settings->notationStyle());
}

void NotationMenu::choose(app::LocalNotation::Style style) {
    m_moves->setNotationStyle(style);
    m_notation->setNotationStyle(style);
    m_arbiter->setNotationStyle(style);
    m_settings->setNotationStyle(style);
    // The arbiter's sentences and the Rules School show moves the same way.
    app::LocalNotation::setTextStyle(style);
    for (QAction* a : actions()) a->setChecked(a->data().toInt() == int(style));
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
