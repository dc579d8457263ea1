// SPDX-License-Identifier: GPL-3.0-or-later
// ItemAccessible<View>: what every accessible item inside one of our views shares (a board
// square, a move of the notation). Such an item has no QObject of its own, so it keeps a
// guarded pointer to its view: the view is its parent and window, and it has no children.
// The item itself says its role, name, place and state.
#pragma once

#include <QAccessible>
#include <QAccessibleInterface>
#include <QPointer>
#include <QRect>
#include <QWidget>
#include <QWindow>

namespace remis::gui {

template <class View>
class ItemAccessible : public QAccessibleInterface {
public:
    explicit ItemAccessible(View* view) : m_view(view) {}

    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override {
        return m_view ? QAccessible::queryAccessibleInterface(m_view) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* focusChild() const override { return nullptr; }
    void setText(QAccessible::Text, const QString&) override {}

protected:
    // A rectangle of the view's viewport, in screen coordinates (as QAccessible wants it).
    QRect onScreen(const QRect& r) const {
        return {m_view->viewport()->mapToGlobal(r.topLeft()), r.size()};
    }

    QPointer<View> m_view;
};

}  // namespace remis::gui
