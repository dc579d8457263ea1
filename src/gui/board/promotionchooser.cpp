#include "gui/board/promotionchooser.h"

#include <QApplication>
#include <QKeyEvent>
#include <QToolButton>
#include <QVBoxLayout>

#include "app/text/piecenames.h"
#include "gui/board/piecerenderer.h"
#include "gui/style/theme.h"

namespace remis::gui {

namespace {
constexpr PieceType Choices[] = {Queen, Rook, Bishop, Knight};
const char* const ButtonNames[] = {"promoteQueen", "promoteRook", "promoteBishop", "promoteKnight"};
}  // namespace

PromotionChooser::PromotionChooser(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("promotionChooser"));
    setFrameShape(QFrame::NoFrame);
    setAutoFillBackground(true);
    const ThemeColours c = theme::colours(QApplication::palette());
    setStyleSheet(QStringLiteral("#promotionChooser { background: %1; border: 1px solid %2; "
                                 "border-radius: 4px; }"
                                 "QToolButton { border: none; border-radius: 4px; background: "
                                 "transparent; }"
                                 "QToolButton:hover, QToolButton:focus { background: %3; }")
                      .arg(theme::css(c.base), theme::css(c.border), theme::css(c.alertBorder)));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(1, 1, 1, 1);
    layout->setSpacing(0);
    for (int i = 0; i < 4; ++i) {
        auto* b = new QToolButton(this);
        b->setObjectName(QLatin1String(ButtonNames[i]));
        b->setToolTip(tr("Promote to a %1").arg(app::PieceNames::name(Choices[i])));
        b->setAccessibleName(app::PieceNames::name(Choices[i]));
        const PieceType type = Choices[i];
        connect(b, &QToolButton::clicked, this, [this, type] {
            hide();
            emit chosen(type);
        });
        layout->addWidget(b);
        m_buttons << b;
    }
    hide();
}

QToolButton* PromotionChooser::button(PieceType type) const {
    for (int i = 0; i < 4; ++i)
        if (Choices[i] == type) return m_buttons[i];
    return nullptr;
}

void PromotionChooser::popup(Color color, const QRect& firstSquare, bool downwards) {
    const int size = firstSquare.width();
    const qreal dpr = devicePixelRatioF();
    const QString prefix = color == White ? QStringLiteral("w") : QStringLiteral("b");
    const QString letters = QStringLiteral("QRBN");
    for (int i = 0; i < 4; ++i) {
        QToolButton* b = m_buttons[i];
        b->setFixedSize(size, size);
        b->setIconSize(QSize(size * 9 / 10, size * 9 / 10));
        b->setIcon(QIcon(PieceRenderer::shared().pixmap(prefix + letters[i], size * 9 / 10, dpr)));
    }
    // Bottom-to-top order when going up, so the queen is always on the promotion square.
    auto* box = static_cast<QVBoxLayout*>(layout());
    for (int i = 0; i < 4; ++i) box->removeWidget(m_buttons[i]);
    for (int i = 0; i < 4; ++i) box->addWidget(m_buttons[downwards ? i : 3 - i]);
    const int height = 4 * size + 2;
    const int top = downwards ? firstSquare.top() - 1 : firstSquare.bottom() + 2 - height;
    setGeometry(firstSquare.left() - 1, top, size + 2, height);
    show();
    raise();
    m_buttons[0]->setFocus(Qt::PopupFocusReason);
}

void PromotionChooser::cancel() {
    if (isVisible()) {
        hide();
        emit cancelled();
    }
}

void PromotionChooser::keyPressEvent(QKeyEvent* event) {
    const QString letters = QStringLiteral("QRBN");
    const int index = int(letters.indexOf(event->text().toUpper()));
    if (!event->text().isEmpty() && index >= 0) {
        m_buttons[index]->click();
    } else if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        // Enter chooses the highlighted piece, as Space does (a tool button ignores Enter).
        auto* focused = qobject_cast<QToolButton*>(focusWidget());
        (m_buttons.contains(focused) ? focused : m_buttons[0])->click();
    } else if (event->key() == Qt::Key_Escape) {
        cancel();
    } else if (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down) {
        focusNextPrevChild(event->key() == Qt::Key_Down);
    } else {
        QFrame::keyPressEvent(event);
    }
}

void PromotionChooser::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::RightButton)
        cancel();
    else
        QFrame::mousePressEvent(event);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
