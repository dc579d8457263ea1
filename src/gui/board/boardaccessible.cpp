#include "gui/board/boardaccessible.h"

#include <QPointer>

#include "app/models/boardmodel.h"
#include "app/models/boardroles.h"
#include "gui/base/itemaccessible.h"
#include "gui/board/boardview.h"
#include "gui/board/promotionchooser.h"

namespace remis::gui {

namespace {

// One square: no QObject of its own, so it keeps a guarded pointer to the board.
class SquareAccessible : public ItemAccessible<BoardView>, public QAccessibleActionInterface {
public:
    SquareAccessible(BoardView* board, Square s) : ItemAccessible(board), m_square(s) {}

    bool isValid() const override { return m_view; }
    QAccessible::Role role() const override { return QAccessible::Cell; }

    QString text(QAccessible::Text t) const override {
        if (!m_view || !m_view->board()) return {};
        const QModelIndex cell = m_view->board()->indexOf(m_square);
        if (t == QAccessible::Name) return cell.data(Qt::AccessibleTextRole).toString();
        return {};
    }

    QRect rect() const override {
        if (!m_view) return {};
        return onScreen(m_view->squareRect(m_square));
    }

    QAccessible::State state() const override {
        QAccessible::State st;
        if (!m_view || !m_view->board()) {
            st.invalid = true;
            return st;
        }
        const QModelIndex cell = m_view->board()->indexOf(m_square);
        st.focusable = true;
        st.selectable = true;
        st.focused = m_view->hasFocus() && m_view->keyboardCursor() == m_square;
        st.selected = cell.data(app::IsSelectedRole).toBool();
        st.invisible = !m_view->isVisible();
        return st;
    }

    void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;  // no table cell: see BoardAccessible::interface_cast
    }
    QStringList actionNames() const override { return {pressAction()}; }
    void doAction(const QString& name) override {
        if (name == pressAction() && m_view) m_view->activateSquare(m_square);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    Square m_square;
};

QAccessibleInterface* factory(const QString&, QObject* object) {
    if (auto* board = qobject_cast<BoardView*>(object)) return new BoardAccessible(board);
    return nullptr;
}

}  // namespace

BoardAccessible::BoardAccessible(BoardView* board) : QAccessibleWidget(board, QAccessible::Table) {}

BoardAccessible::~BoardAccessible() {
    for (QAccessible::Id id : std::as_const(m_children)) QAccessible::deleteAccessibleInterface(id);
}

void BoardAccessible::install() {
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
}

int BoardAccessible::childIndex(Square s) {
    return s == NoSquare ? -1 : (7 - rankOf(s)) * 8 + fileOf(s);
}

Square BoardAccessible::squareOf(int index) {
    return index < 0 || index >= 64 ? NoSquare : makeSquare(index % 8, 7 - index / 8);
}

BoardView* BoardAccessible::board() const {
    return static_cast<BoardView*>(widget());
}

// The squares, and the promotion chooser while it is open.
int BoardAccessible::childCount() const {
    return board()->promotionChooser()->isVisible() ? 65 : 64;
}

QAccessibleInterface* BoardAccessible::child(int index) const {
    if (index == 64 && childCount() == 65)
        return QAccessible::queryAccessibleInterface(board()->promotionChooser());
    if (index < 0 || index >= 64) return nullptr;
    if (!m_children.contains(index))
        m_children.insert(index, QAccessible::registerAccessibleInterface(
                                     new SquareAccessible(board(), squareOf(index))));
    return QAccessible::accessibleInterface(m_children.value(index));
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
    if (!child) return -1;
    if (child->object() == board()->promotionChooser()) return 64;
    for (auto it = m_children.cbegin(); it != m_children.cend(); ++it)
        if (QAccessible::accessibleInterface(it.value()) == child) return it.key();
    return -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const {
    const QPoint local = board()->viewport()->mapFromGlobal(QPoint(x, y));
    return child(childIndex(board()->squareAt(local)));
}

QAccessibleInterface* BoardAccessible::focusChild() const {
    if (!board()->hasFocus()) return nullptr;
    return child(childIndex(board()->keyboardCursor()));
}

QString BoardAccessible::text(QAccessible::Text t) const {
    if (t == QAccessible::Description && board()->accessibleDescription().isEmpty())
        return BoardView::tr(
            "Enter or Space starts the keyboard cursor, the arrow keys move it, Enter picks a "
            "piece up and puts it down, Escape cancels.");
    return QAccessibleWidget::text(t);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
