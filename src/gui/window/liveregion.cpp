// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/liveregion.h"

#include <QAccessibleWidget>
#include <QApplication>
#include <QTimer>

namespace remis::gui {

namespace {

constexpr int Notices = 8;  // how far Orca may fall behind before a notice is skipped
constexpr const char* Words = "remisNotice";
constexpr const char* Region = "remisLiveRegion";

// Role notification (ATSPI_ROLE_NOTIFICATION), named by the words it says, inside an unnamed
// status bar (the live region) whose parent is the application. Orca 43 says a notification
// as its role and name ("notification White pawn e2 to e4") unless it is in a status bar,
// where it says the words alone; and it speaks a notification with the ancestors it does not
// share with "no prior object", so a notice inside a dialog was said as "Set Up Position
// dialog" before every square. What is announced belongs to the application, not to a window.
class NoticeAccessible : public QAccessibleWidget {
public:
    explicit NoticeAccessible(QWidget* w) : QAccessibleWidget(w, QAccessible::Notification) {}
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name) return widget()->property(Words).toString();
        return QAccessibleWidget::text(t);
    }
};

class RegionAccessible : public QAccessibleWidget {
public:
    explicit RegionAccessible(QWidget* w) : QAccessibleWidget(w, QAccessible::StatusBar) {}
    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(qApp);
    }
};

QAccessibleInterface* factory(const QString&, QObject* object) {
    auto* w = qobject_cast<QWidget*>(object);
    if (w && w->property(Words).isValid()) return new NoticeAccessible(w);
    if (w && w->property(Region).isValid()) return new RegionAccessible(w);
    return nullptr;
}

}  // namespace

LiveRegion::LiveRegion(QWidget* parent) : QWidget(parent) {
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
    setProperty(Region, true);  // before any accessible interface is made
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

namespace {

// As spoken: trimmed, and ending in a stop, which makes the pause between two sentences.
QString asSentence(const QString& text) {
    QString sentence = text.trimmed();
    static const QString stops = QStringLiteral(".!?:…");
    if (!sentence.isEmpty() && !stops.contains(sentence.back())) sentence += QLatin1Char('.');
    return sentence;
}

}  // namespace

void LiveRegion::say(const QString& text) {
    const QString sentence = asSentence(text);
    if (sentence.isEmpty()) return;
    if (m_pending.isEmpty()) QTimer::singleShot(0, this, &LiveRegion::flush);
    if (!m_pending.contains(sentence)) m_pending << sentence;
}

void LiveRegion::sayFirst(const QString& text) {
    const QString sentence = asSentence(text);
    if (sentence.isEmpty()) return;
    if (m_pending.isEmpty()) QTimer::singleShot(0, this, &LiveRegion::flush);
    m_pending.removeAll(sentence);
    m_pending.prepend(sentence);
}

void LiveRegion::withdraw(const QString& text) {
    m_pending.removeAll(asSentence(text));
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
