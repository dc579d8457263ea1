// BoardTheme: the colours of the board (squares, border, coordinates, highlights), chosen in
// View > Board Theme and kept in the settings. The square and border colours come from the
// core's diagram style of the same name, so that an exported diagram (PNG, PDF, SVG and
// `remis-cli diagram --style`) looks like the board on screen. The pieces are the same in
// every theme.
#pragma once

#include <QColor>
#include <QList>
#include <QString>

namespace remis::gui {

struct BoardTheme {
    QString id;  // the core diagram style name; the settings value
    QColor light, dark, border;
    QColor mark;  // a marked square's ring (the diagram style's, see MarkRing)
    QColor lastMove, selected, target, cursor;

    QString displayName() const;  // translated, for the menu
    // Coordinates drawn on a square take the other square colour, a little stronger.
    QColor coordinateOn(bool lightSquare) const;

    static QList<BoardTheme> all();             // brown (the default), green, high contrast
    static BoardTheme byId(const QString& id);  // the default for an unknown id
    static QString defaultId();
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
