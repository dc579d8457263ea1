// SPDX-License-Identifier: GPL-3.0-or-later
// TimeControlPicker: the time control chosen where a game starts (New Game, Load Position,
// the position editor's Play from Here, Game > Time Control): one list of the usual
// presets, the last used first, and "Other…" for any control (TimeControlDialog). It shows
// the control in force; what it means in full is its tooltip. The arrow keys step through the
// controls of the closed list, each step choosing one, and stop before "Other…" (a key never
// opens a dialog).
#pragma once

#include <QWidget>

#include "core/clock/clock.h"

class QComboBox;

namespace remis::gui {

class TimeControlPicker : public QWidget {
    Q_OBJECT
public:
    explicit TimeControlPicker(QWidget* parent = nullptr);

    // The controls used last, most recent first: listed before the other presets.
    void setRecent(const QList<TimeControl>& recent);
    void setTimeControl(const TimeControl& control);
    TimeControl timeControl() const { return m_control; }
    QComboBox* combo() const { return m_combo; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void timeControlChanged(const remis::TimeControl& control);

private:
    void fill();
    void onActivated(int index);
    void chooseOther();
    bool step(int key);  // an arrow, page or Home/End key in the closed list

    QComboBox* m_combo;
    QList<TimeControl> m_recent;
    QList<TimeControl> m_listed;  // the controls in the list, in order ("Other…" follows)
    TimeControl m_control;
};

}  // namespace remis::gui
