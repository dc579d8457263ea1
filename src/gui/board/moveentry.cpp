#include "gui/board/moveentry.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include "gui/panels/messageline.h"
#include "gui/style/theme.h"

namespace remis::gui {

MoveEntry::MoveEntry(QWidget* parent)
    : QWidget(parent), m_edit(new QLineEdit(this)), m_error(new MessageLine(this)) {
    m_edit->setObjectName(QStringLiteral("moveEntry"));
    m_edit->setPlaceholderText(tr("Type a move (Nf3, exd5, O-O, e7e8q) and press Enter"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setAccessibleName(tr("Move entry"));
    m_error->setObjectName(QStringLiteral("moveEntryError"));
    m_error->setStyleSheet(QStringLiteral("color: %1;")
                               .arg(theme::css(theme::colours(QApplication::palette()).errorText)));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_edit);
    layout->addWidget(m_error);
    setFocusProxy(m_edit);  // focusing the move entry is focusing its line
    connect(m_edit, &QLineEdit::returnPressed, this, [this] {
        const QString text = m_edit->text().trimmed();
        if (!text.isEmpty()) emit submitted(text);
    });
    connect(m_edit, &QLineEdit::textEdited, m_error, &MessageLine::clearMessage);
    m_edit->installEventFilter(this);
}

namespace {
// The keys the move box keeps for its text; every other Ctrl or Alt key is the window's.
// Undo and redo are the text's only while there is typing to undo or redo: after a move is
// played the box is empty, and Ctrl+Z takes the move back, as the Edit menu says (tester: the
// move stayed and its text came back into the box).
bool isTextEditingKey(const QKeyEvent* key, const QLineEdit& edit) {
    if (key->matches(QKeySequence::Undo)) return edit.isUndoAvailable();
    if (key->matches(QKeySequence::Redo)) return edit.isRedoAvailable();
    for (QKeySequence::StandardKey k :
         {QKeySequence::Copy, QKeySequence::Cut, QKeySequence::Paste, QKeySequence::SelectAll})
        if (key->matches(k)) return true;
    return false;
}
}  // namespace

bool MoveEntry::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_edit) return QWidget::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    if (event->type() == QEvent::KeyPress && key->key() == Qt::Key_Escape) emit escapePressed();
    // The line edit claims Ctrl+E, Ctrl+K and others for itself (line editing on X11), so
    // that the window's shortcuts (Ctrl+E: the position editor) would do nothing while a
    // move is typed. They stay the window's; copy, cut, paste, undo and select-all stay the
    // text's. Plain keys (letters, arrows) are typing.
    if (event->type() == QEvent::ShortcutOverride &&
        (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) &&
        !isTextEditingKey(key, *m_edit)) {
        event->ignore();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

QString MoveEntry::errorText() const {
    return m_error->message();
}

// The refused text stays to be corrected, selected: typing replaces it. Left unselected, a
// screen-reader user's next move was appended to it, and refused too ("Ke3O-O").
void MoveEntry::showError(const QString& message) {
    m_error->setMessage(message);
    m_edit->selectAll();
}

void MoveEntry::clearError() {
    m_error->clearMessage();
}

void MoveEntry::accepted() {
    m_edit->setText(QString());  // unlike clear(), also forgets the typing's undo history
    m_error->clearMessage();
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
