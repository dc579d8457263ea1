// RepetitionStrip: thumbnails of every occurrence of the position shown (FIDE 9.2.3), each
// with its ply, move and halfmove clock, so a teacher can show on screen or on a worksheet
// that the "same" position really came back. Look-alikes that differ in castling rights or a
// legal en passant capture are not occurrences and do not appear.
#pragma once

#include <QDialog>

#include "gui/diagram/worksheet.h"

namespace remis {
class Game;
}

namespace remis::gui {

class RepetitionStrip : public QDialog {
    Q_OBJECT
public:
    RepetitionStrip(const Game& game, int ply, bool flipped, QWidget* parent = nullptr);
    const QList<WorksheetItem>& items() const { return m_items; }
    QStringList labels() const { return m_labels; }

signals:
    void addToWorksheet(const QList<WorksheetItem>& items);

private:
    QList<WorksheetItem> m_items;
    QStringList m_labels;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
