// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/dialogs/timecontrolpicker.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>

#include "app/text/clocktexts.h"
#include "gui/dialogs/timecontroldialog.h"

namespace remis::gui {

TimeControlPicker::TimeControlPicker(QWidget* parent)
    : QWidget(parent), m_combo(new QComboBox(this)) {
    m_combo->setObjectName(QStringLiteral("timeControlCombo"));
    m_combo->setAccessibleName(tr("Time control"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_combo, 1);
    setFocusProxy(m_combo);
    // A label's buddy (Alt+T, "Time control:") takes the focus only if it accepts focus; Tab
    // skips a widget with a proxy, so the list is still one stop.
    setFocusPolicy(m_combo->focusPolicy());
    connect(m_combo, &QComboBox::activated, this, &TimeControlPicker::onActivated);
    m_combo->installEventFilter(this);
    fill();
}

bool TimeControlPicker::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_combo && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        // Alt+Down opens the list, and other modifiers are the combo box's own.
        if (key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier)
            if (step(key->key())) return true;
    }
    return QWidget::eventFilter(watched, event);
}

bool TimeControlPicker::step(int key) {
    const int last = int(m_listed.size()) - 1;
    const int at = qMin(m_combo->currentIndex(), last);
    int to = at;
    switch (key) {
        case Qt::Key_Up:
            to = at - 1;
            break;
        case Qt::Key_Down:
            to = at + 1;
            break;
        case Qt::Key_PageUp:
        case Qt::Key_Home:
            to = 0;
            break;
        case Qt::Key_PageDown:
        case Qt::Key_End:
            to = last;
            break;
        default:
            return false;
    }
    to = qBound(0, to, last);
    if (to != at) setTimeControl(m_listed[to]);
    return true;
}

void TimeControlPicker::setRecent(const QList<TimeControl>& recent) {
    m_recent = recent;
    fill();
}

void TimeControlPicker::setTimeControl(const TimeControl& control) {
    const bool changed = !(control == m_control);
    m_control = control;
    fill();
    if (changed) emit timeControlChanged(m_control);
}

// The recent controls and the presets, the control in force among them (added to the recent
// ones when it is neither, so it stays listed when another is chosen), then "Other…".
void TimeControlPicker::fill() {
    if (!m_recent.contains(m_control)) {
        bool preset = false;
        for (const auto& item : TimeControlDialog::presets())
            preset = preset || item.second == m_control;
        if (!preset) m_recent.prepend(m_control);
    }
    const auto items = TimeControlDialog::presetsWithRecent(m_recent);
    const QSignalBlocker block(m_combo);
    m_combo->clear();
    m_listed.clear();
    for (const auto& [name, control] : items) {
        m_combo->addItem(name);
        m_combo->setItemData(m_combo->count() - 1, app::ClockTexts::controlDetails(control),
                             Qt::ToolTipRole);
        m_listed << control;
        if (control == m_control) m_combo->setCurrentIndex(m_combo->count() - 1);
    }
    m_combo->addItem(tr("Other…"));
    m_combo->setToolTip(app::ClockTexts::controlDetails(m_control));
}

void TimeControlPicker::onActivated(int index) {
    if (index < 0) return;
    if (index >= m_listed.size()) return chooseOther();
    setTimeControl(m_listed[index]);
}

void TimeControlPicker::chooseOther() {
    TimeControlDialog dialog(this);
    dialog.setRecent(m_recent);
    dialog.setTimeControl(m_control);
    if (dialog.exec() == QDialog::Accepted)
        setTimeControl(dialog.timeControl());
    else
        fill();  // back to the control in force
}

}  // namespace remis::gui
