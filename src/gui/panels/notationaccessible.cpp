#include "gui/panels/notationaccessible.h"

#include <QPointer>

#include "gui/base/itemaccessible.h"
#include "gui/panels/notationview.h"

namespace remis::gui {

namespace {

// One move: no QObject of its own, so it keeps a guarded pointer to the view and its node.
class MoveItemAccessible : public ItemAccessible<NotationView>, public QAccessibleActionInterface {
public:
    MoveItemAccessible(NotationView* view, NodeId node) : ItemAccessible(view), m_node(node) {}

    bool isValid() const override { return m_view && m_view->indexOfMove(m_node) >= 0; }
    QAccessible::Role role() const override { return QAccessible::ListItem; }

    QString text(QAccessible::Text t) const override {
        if (!isValid() || t != QAccessible::Name) return {};
        return m_view->spokenMove(m_node);
    }

    QRect rect() const override {
        if (!isValid()) return {};
        return onScreen(m_view->moveRect(m_node));
    }

    QAccessible::State state() const override {
        QAccessible::State st;
        if (!isValid()) {
            st.invalid = true;
            return st;
        }
        st.focusable = true;
        st.selectable = true;
        st.selected = m_view->shownNode() == m_node;
        st.focused = st.selected && m_view->hasFocus();
        st.invisible = !m_view->isVisible();
        return st;
    }

    void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;
    }
    QStringList actionNames() const override { return {pressAction()}; }
    void doAction(const QString& name) override {
        if (name == pressAction() && isValid()) m_view->showNode(m_node);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    NodeId m_node;
};

QAccessibleInterface* factory(const QString&, QObject* object) {
    if (auto* view = qobject_cast<NotationView*>(object)) return new NotationAccessible(view);
    return nullptr;
}

}  // namespace

NotationAccessible::NotationAccessible(NotationView* view)
    : QAccessibleWidget(view, QAccessible::List) {}

NotationAccessible::~NotationAccessible() {
    for (QAccessible::Id id : std::as_const(m_children)) QAccessible::deleteAccessibleInterface(id);
}

void NotationAccessible::install() {
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
}

NotationView* NotationAccessible::view() const {
    return static_cast<NotationView*>(widget());
}

int NotationAccessible::childCount() const {
    return int(view()->moves().size());
}

QAccessibleInterface* NotationAccessible::child(int index) const {
    const auto& moves = view()->moves();
    if (index < 0 || index >= int(moves.size())) return nullptr;
    const NodeId node = moves[std::size_t(index)];
    if (!m_children.contains(node))
        m_children.insert(
            node, QAccessible::registerAccessibleInterface(new MoveItemAccessible(view(), node)));
    return QAccessible::accessibleInterface(m_children.value(node));
}

int NotationAccessible::indexOfChild(const QAccessibleInterface* child) const {
    if (!child) return -1;
    for (auto it = m_children.cbegin(); it != m_children.cend(); ++it)
        if (QAccessible::accessibleInterface(it.value()) == child)
            return view()->indexOfMove(it.key());
    return -1;
}

QAccessibleInterface* NotationAccessible::focusChild() const {
    if (!view()->hasFocus()) return nullptr;
    return child(view()->indexOfMove(view()->shownNode()));
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
