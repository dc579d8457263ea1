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
    connect(m_edit, &QLineEdit::returnPressed, this, [this] {
        const QString text = m_edit->text().trimmed();
        if (!text.isEmpty()) emit submitted(text);
    });
    connect(m_edit, &QLineEdit::textEdited, m_error, &MessageLine::clearMessage);
    m_edit->installEventFilter(this);
}

bool MoveEntry::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_edit && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape)
        emit escapePressed();
    return QWidget::eventFilter(watched, event);
}

QString MoveEntry::errorText() const {
    return m_error->message();
}

void MoveEntry::showError(const QString& message) {
    m_error->setMessage(message);
}

void MoveEntry::accepted() {
    m_edit->clear();
    m_error->clearMessage();
}

}  // namespace remis::gui
