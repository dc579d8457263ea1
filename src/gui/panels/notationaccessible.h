// NotationAccessible: what a screen reader sees of the NotationView: a list with one item per
// move in the order the notation prints them (variations where they stand), each named in
// words with its number ("3. White bishop f1 to b5") and its comment. The shown move is the
// focused item while the view has the focus; NotationView reports each step of the arrow keys
// as a focus event, so the screen reader says the move, as it does for the board's squares.
#pragma once

#include <QAccessibleWidget>
#include <QHash>

#include "core/pgn/tree.h"

namespace remis::gui {

class NotationView;

class NotationAccessible : public QAccessibleWidget {
public:
    explicit NotationAccessible(NotationView* view);
    ~NotationAccessible() override;

    static void install();  // the factory that gives every NotationView this interface

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* focusChild() const override;

private:
    NotationView* view() const;

    mutable QHash<NodeId, QAccessible::Id> m_children;  // created when first asked for
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
