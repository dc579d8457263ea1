// PanelMirror: a menu action that stands for a button of a panel (the arbiter panel's claims,
// Accept and Decline): triggering the action clicks the button, and the action is enabled,
// and checked, exactly when the button is. The panel alone decides when its buttons apply.
#pragma once

#include <QObject>

class QAbstractButton;
class QAction;

namespace remis::gui {

class PanelMirror : public QObject {
    Q_OBJECT
public:
    static void link(QAction* action, QAbstractButton* button);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    PanelMirror(QAction* action, QAbstractButton* button);
    void follow();

    QAction* m_action;
    QAbstractButton* m_button;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
