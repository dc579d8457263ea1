// NewGameDialog: start a new game: the rule set (FIDE, USCF or casual), the time control
// (TimeControlPicker: the presets, the last used first) and the players' names for the PGN.
#pragma once

#include <QDialog>

#include "core/clock/clock.h"
#include "core/rules/outcome.h"

class QComboBox;
class QLabel;
class QLineEdit;

namespace remis::gui {

class TimeControlPicker;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    NewGameDialog(RuleSet rules, const TimeControl& control, QWidget* parent = nullptr);

    RuleSet ruleSet() const;
    TimeControl timeControl() const;
    void setRecentTimeControls(const QList<TimeControl>& recent);
    QString whiteName() const;
    QString blackName() const;
    void setNames(const QString& white, const QString& black);

private:
    void updateRulesHelp();

    QComboBox* m_rules;
    QLabel* m_rulesHelp;
    TimeControlPicker* m_time;
    QLineEdit* m_white;
    QLineEdit* m_black;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
