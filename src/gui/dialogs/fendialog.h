// FenDialog: load a position from FEN (forms/fendialog.ui), with the rule set and the time
// control of the game that starts from it. The text is checked as it is
// typed: the core's message (naming the FEN field) is shown and OK is disabled while the FEN
// is invalid; a small board previews the position. The check and the preview go through a
// private GameController, so the dialog itself knows no rules.
#pragma once

#include <QDialog>
#include <memory>

#include "core/clock/clock.h"
#include "core/rules/outcome.h"

namespace Ui {
class FenDialog;
}

namespace remis::app {
class BoardModel;
class GameController;
}  // namespace remis::app

namespace remis::gui {

class TimeControlPicker;

class FenDialog : public QDialog {
    Q_OBJECT
public:
    explicit FenDialog(RuleSet rules, QWidget* parent = nullptr);
    ~FenDialog() override;

    QString fen() const;
    void setFen(const QString& fen);
    RuleSet ruleSet() const;
    // The time control the game from this position is played with.
    void setTimeControl(const TimeControl& control, const QList<TimeControl>& recent = {});
    TimeControl timeControl() const;
    bool isValid() const { return m_valid; }
    QString errorText() const;

private:
    void validate();
    void updateSummary();

    std::unique_ptr<Ui::FenDialog> m_ui;
    app::GameController* m_preview;
    app::BoardModel* m_previewBoard;
    TimeControlPicker* m_time;
    bool m_valid = false;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
