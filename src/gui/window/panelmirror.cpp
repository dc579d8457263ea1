#include "gui/window/panelmirror.h"

#include <QAbstractButton>
#include <QAction>
#include <QEvent>

namespace remis::gui {

void PanelMirror::link(QAction* action, QAbstractButton* button) {
    new PanelMirror(action, button);  // owned by the button
}

PanelMirror::PanelMirror(QAction* action, QAbstractButton* button)
    : QObject(button), m_action(action), m_button(button) {
    button->installEventFilter(this);
    connect(action, &QAction::triggered, button, [button] { button->click(); });
    if (button->isCheckable())
        connect(button, &QAbstractButton::toggled, action, &QAction::setChecked);
    follow();
}

bool PanelMirror::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_button && event->type() == QEvent::EnabledChange) follow();
    return QObject::eventFilter(watched, event);
}

void PanelMirror::follow() {
    m_action->setEnabled(m_button->isEnabled());
    if (m_button->isCheckable()) m_action->setChecked(m_button->isChecked());
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
