// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/liveregion.h"

#include <QAccessibleWidget>
#include <QApplication>
#include <QTimer>

namespace remis::gui {

namespace {

constexpr int Notices = 8;  // how far Orca may fall behind before a notice is skipped
constexpr const char* Words = "remisNotice";

// Role notification (ATSPI_ROLE_NOTIFICATION), named by the words it says. Its parent is the
// application: Orca 43 speaks a notification with the ancestors it does not share with "no
// prior object" (none), so a notice inside a dialog was said as "Set Up Position dialog"
// before every square. What is announced belongs to the application, not to a window.
class NoticeAccessible : public QAccessibleWidget {
public:
    explicit NoticeAccessible(QWidget* w) : QAccessibleWidget(w, QAccessible::Notification) {}
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name) return widget()->property(Words).toString();
        return QAccessibleWidget::text(t);
    }
    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(qApp);
    }
};

QAccessibleInterface* factory(const QString&, QObject* object) {
    auto* w = qobject_cast<QWidget*>(object);
    if (w && w->property(Words).isValid()) return new NoticeAccessible(w);
    return nullptr;
}

}  // namespace

LiveRegion::LiveRegion(QWidget* parent) : QWidget(parent) {
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
    setObjectName(QStringLiteral("liveRegion"));
    setFixedSize(0, 0);
    setFocusPolicy(Qt::NoFocus);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    for (int i = 0; i < Notices; ++i) {
        auto* notice = new QWidget(this);
        notice->setProperty(Words, QString());  // before any accessible interface is made
        notice->setFixedSize(0, 0);
        notice->hide();
        m_notices << notice;
    }
}

QWidget* LiveRegion::notice() const {
    return m_notices.at((m_next + Notices - 1) % Notices);
}

void LiveRegion::say(const QString& text) {
    QString sentence = text.trimmed();
    if (sentence.isEmpty()) return;
    static const QString stops = QStringLiteral(".!?:…");
    if (!stops.contains(sentence.back())) sentence += QLatin1Char('.');  // a pause between two
    if (m_pending.isEmpty()) QTimer::singleShot(0, this, &LiveRegion::flush);
    if (!m_pending.contains(sentence)) m_pending << sentence;
}

void LiveRegion::flush() {
    if (m_pending.isEmpty()) return;
    m_text = m_pending.join(QLatin1Char(' '));
    m_pending.clear();
    QWidget* notice = m_notices.at(m_next);
    m_next = (m_next + 1) % Notices;
    notice->hide();
    notice->setProperty(Words, m_text);
    QAccessibleEvent named(notice, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&named);
    notice->show();  // object:state-changed:showing, which Orca speaks
}

}  // namespace remis::gui
