// NewGameDialog: start a new game: the rule set (FIDE, USCF or casual), the time control
// (through TimeControlDialog) and the players' names for the PGN.
#pragma once

#include <QDialog>

#include "core/clock/clock.h"
#include "core/rules/outcome.h"

class QComboBox;
class QLabel;
class QLineEdit;

namespace remis::gui {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    NewGameDialog(RuleSet rules, const TimeControl& control, QWidget* parent = nullptr);

    RuleSet ruleSet() const;
    TimeControl timeControl() const { return m_control; }
    QString whiteName() const;
    QString blackName() const;
    void setNames(const QString& white, const QString& black);

private:
    void chooseTimeControl();
    void updateRulesHelp();

    QComboBox* m_rules;
    QLabel* m_rulesHelp;
    QLabel* m_timeLabel;
    QLineEdit* m_white;
    QLineEdit* m_black;
    TimeControl m_control;
};

}  // namespace remis::gui
