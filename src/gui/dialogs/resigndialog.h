// ResignDialog: "Who resigns?" with [White resigns] [Black resigns] [Cancel], always in this
// order whoever is to move (a button that changed places with the side to move made users
// record the wrong resignation). Cancel is the default: Enter never resigns by accident.
// QMessageBox is not used because its button box reorders buttons of one role by platform.
#pragma once

#include <QDialog>
#include <optional>

#include "core/base/types.h"

class QPushButton;

namespace remis::gui {

class ResignDialog : public QDialog {
    Q_OBJECT
public:
    explicit ResignDialog(const QString& question, QWidget* parent = nullptr);

    // The side whose button was pressed; nullopt after Cancel, Escape or Enter.
    std::optional<Color> resigned() const { return m_resigned; }

private:
    QPushButton* addResignButton(Color side);

    std::optional<Color> m_resigned;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
