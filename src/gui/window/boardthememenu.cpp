#include "gui/window/boardthememenu.h"

#include <QActionGroup>

#include "app/services/settings.h"
#include "gui/board/boardtheme.h"
#include "gui/board/boardview.h"

namespace remis::gui {

BoardThemeMenu::BoardThemeMenu(app::Settings* settings, BoardView* board, QWidget* parent)
    : QMenu(tr("Board &Theme"), parent), m_settings(settings), m_board(board) {
    setObjectName(QStringLiteral("boardThemeMenu"));
    auto* group = new QActionGroup(this);
    for (const BoardTheme& theme : BoardTheme::all()) {
        QAction* a = addAction(theme.displayName());
        a->setObjectName(QStringLiteral("boardTheme-") + theme.id);
        a->setCheckable(true);
        a->setData(theme.id);
        group->addAction(a);
        const QString id = theme.id;
        connect(a, &QAction::triggered, this, [this, id] { choose(id); });
    }
    choose(BoardTheme::byId(settings->boardTheme()).id);
}

void BoardThemeMenu::choose(const QString& id) {
    const BoardTheme theme = BoardTheme::byId(id);
    m_board->setTheme(theme);
    m_settings->setBoardTheme(theme.id);
    for (QAction* a : actions()) a->setChecked(a->data().toString() == theme.id);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
