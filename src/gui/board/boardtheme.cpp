#include "gui/board/boardtheme.h"

#include <QCoreApplication>

#include "core/diagram/diagramstyle.h"

namespace remis::gui {

namespace {

// The highlights drawn over the squares; the square colours come from the diagram style.
struct Highlights {
    const char* id;
    QColor lastMove, selected, target, cursor;
};

const Highlights Themes[] = {
    {"default", QColor(0xcd, 0xd2, 0x6a, 150), QColor(0x14, 0x55, 0x1e, 120),
     QColor(0x14, 0x55, 0x1e, 110), QColor(0x1e, 0x6e, 0xdc)},
    {"green", QColor(0xf6, 0xf6, 0x69, 160), QColor(0x1f, 0x4f, 0x8f, 120),
     QColor(0x1f, 0x3f, 0x6f, 120), QColor(0xd0, 0x40, 0x20)},
    // Strong, opaque-looking marks that do not depend on telling hues apart: a bright yellow
    // last move, a magenta selection and targets, a thick black-and-magenta cursor.
    {"high-contrast", QColor(0xff, 0xd4, 0x00, 200), QColor(0xc0, 0x00, 0x80, 150),
     QColor(0xc0, 0x00, 0x80, 220), QColor(0xc0, 0x00, 0x80)},
};

BoardTheme make(const Highlights& h) {
    const auto style = diagram::findStyle(h.id);
    BoardTheme t;
    t.id = QString::fromLatin1(h.id);
    t.light = QColor(QLatin1String(style->light));
    t.dark = QColor(QLatin1String(style->dark));
    t.border = QColor(QLatin1String(style->border));
    t.mark = QColor(QLatin1String(style->mark));
    t.lastMove = h.lastMove;
    t.selected = h.selected;
    t.target = h.target;
    t.cursor = h.cursor;
    return t;
}

}  // namespace

QString BoardTheme::displayName() const {
    if (id == QLatin1String("green")) return QCoreApplication::translate("BoardTheme", "&Green");
    if (id == QLatin1String("high-contrast"))
        return QCoreApplication::translate("BoardTheme", "&High Contrast");
    return QCoreApplication::translate("BoardTheme", "&Brown");
}

QColor BoardTheme::coordinateOn(bool lightSquare) const {
    return lightSquare ? dark.darker(110) : light;
}

QList<BoardTheme> BoardTheme::all() {
    QList<BoardTheme> themes;
    for (const Highlights& h : Themes) themes << make(h);
    return themes;
}

BoardTheme BoardTheme::byId(const QString& id) {
    for (const Highlights& h : Themes)
        if (id == QLatin1String(h.id)) return make(h);
    return make(Themes[0]);
}

QString BoardTheme::defaultId() {
    return QString::fromLatin1(Themes[0].id);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
