// TimeControlDialog: choose the clock (forms/timecontroldialog.ui): presets (5+3, 15+10,
// 90+30, FIDE classical), or sudden death, Fischer increment, Bronstein delay, simple delay,
// several periods as text, or no clock for untimed teaching. OK is disabled while the
// periods text does not parse; the core's message says why.
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

private:
    void applyPreset(int index);
    void updateFields();
    void validate();
    // The control the fields describe, or why the periods text does not read.
    Result<TimeControl> fromFields() const;

    std::unique_ptr<Ui::TimeControlDialog> m_ui;
    bool m_updating = false;
};

}  // namespace remis::gui
