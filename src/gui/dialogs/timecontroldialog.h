// TimeControlDialog: choose the clock (forms/timecontroldialog.ui): the usual presets
// (bullet 1+0 to classical 90+30 and FIDE's 40 moves in 90 minutes, then 30 minutes, +30 s),
// the last used first, or sudden death, Fischer increment, Bronstein delay, simple delay with
// the base time in minutes and seconds, several periods as text, or no clock for untimed
// teaching. Only the fields of the chosen kind are shown, each with its own label. OK is
// disabled while the control is not valid (a periods text that does not parse, no base
// time); the message says why.
#pragma once

#include <QDialog>
#include <memory>

#include "core/base/error.h"

#include "core/clock/clock.h"

namespace Ui {
class TimeControlDialog;
}

namespace remis::gui {

class TimeControlDialog : public QDialog {
    Q_OBJECT
public:
    enum Kind { Untimed, SuddenDeath, Increment, Bronstein, SimpleDelay, Periods };

    explicit TimeControlDialog(QWidget* parent = nullptr);
    ~TimeControlDialog() override;

    TimeControl timeControl() const;
    void setTimeControl(const TimeControl& control);

    // The built-in presets, in menu order (the first is "no clock").
    static QList<std::pair<QString, TimeControl>> presets();
    // The presets with the recently used controls first (most recent first); a recent
    // control that is no preset is named by its description ("3 min + 2 s").
    static QList<std::pair<QString, TimeControl>> presetsWithRecent(
        const QList<TimeControl>& recent);
    // Puts the recently used controls first in the preset list.
    void setRecent(const QList<TimeControl>& recent);

private:
    void applyPreset(int index);
    void updateFields();
    void validate();
    // The control the fields describe, or why the periods text does not read.
    Result<TimeControl> fromFields() const;

    void fillPresets();
    void showRows(Kind kind);

    std::unique_ptr<Ui::TimeControlDialog> m_ui;
    QList<std::pair<QString, TimeControl>> m_presets;
    bool m_updating = false;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
