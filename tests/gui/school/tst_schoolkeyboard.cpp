// SPDX-License-Identifier: GPL-3.0-or-later
// The Rules School by keyboard: Tab goes from the lesson list to the lesson's explanation and
// the answer options, then to Hint, Check and Next, then to the diagram (named in words) and
// the moves that led to it, and only then to the lesson pane's buttons; every stop is a control
// that shows its focus (no scroll area or plain panel takes a silent stop, and none is inside a
// layered pane). The question of an item shown is spoken.
#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QRadioButton>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QtTest>

#include "app/school/schoollibrary.h"
#include "app/school/schoolprogress.h"
#include "app/text/schooltexts.h"
#include "core/school/schoolanswer.h"
#include "gui/school/answerpanel.h"
#include "gui/school/historystrip.h"
#include "gui/school/positionpicture.h"
#include "gui/school/schoolwindow.h"
#include "gui/window/liveregion.h"
#include "schooltestutil.h"

using namespace remis;
using namespace remis::gui;

class TestSchoolKeyboard : public QObject {
    Q_OBJECT
private slots:
    void tabGoesFromTheListToTheAnswers_data();
    void tabGoesFromTheListToTheAnswers();
    void checkLeavesTheReaderOnTheAnswer();
    void theExplanationIsReadByKeyboard();

private:
    QTemporaryDir m_dir;
};

namespace {

// What a stop is, for the failure message: its class and its text or name.
QString describe(const QWidget* w) {
    QString name = w->accessibleName();
    if (auto* b = qobject_cast<const QAbstractButton*>(w)) name = b->text();
    return QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') + name;
}

// The widgets Tab visits, from the one with the focus until it comes back (at most 60).
QList<QWidget*> tabStops(QWidget& window) {
    QList<QWidget*> stops;
    QWidget* first = QApplication::focusWidget();
    for (int i = 0; i < 60; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget* now = QApplication::focusWidget();
        if (!now || now == first || !window.isAncestorOf(now)) break;
        stops << now;
    }
    return stops;
}

}  // namespace

void TestSchoolKeyboard::tabGoesFromTheListToTheAnswers_data() {
    QTest::addColumn<QString>("id");
    // A question without history, and one whose moves are shown to step through.
    for (const char* id : {"fifty-written-capture", "rep-ep-trap"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestSchoolKeyboard::tabGoesFromTheListToTheAnswers() {
    const auto window = schooltest::window(m_dir.path(), m_dir.path() + QStringLiteral("/p.json"));
    SchoolWindow& w = *window;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QFETCH(QString, id);
    const auto [lesson, item] = schooltest::find(w.library(), id.toStdString());
    QVERIFY(lesson >= 0);
    QVERIFY(w.select(lesson, item));
    QApplication::processEvents();
    auto* tree = w.findChild<QTreeWidget*>();
    QVERIFY(tree);
    tree->setFocus();
    QApplication::processEvents();
    const QList<QWidget*> stops = tabStops(w);
    QStringList names;
    for (QWidget* s : stops) names << describe(s);
    const QString chain = names.join(QStringLiteral(" | "));
    QVERIFY2(!stops.isEmpty(), "Tab leaves the list");
    // The explanation first (when the item has one), then the options.
    const bool explained = stops.front()->objectName() == QLatin1String("explanation");
    QVERIFY2(w.answers()->isAncestorOf(stops.value(explained ? 1 : 0)), qPrintable(chain));
    for (QWidget* s : stops)
        QVERIFY2(
            !qobject_cast<QScrollArea*>(s) && s->metaObject()->className() != QByteArray("QWidget"),
            qPrintable(describe(s) + QStringLiteral(" in ") + chain));
    // No stop lies in a "layered pane" (a QStackedWidget): Orca names one each time the
    // focus enters it.
    for (QWidget* s : stops)
        for (QAccessibleInterface* a = QAccessible::queryAccessibleInterface(s); a; a = a->parent())
            QVERIFY2(a->role() != QAccessible::LayeredPane, qPrintable(describe(s)));
    // Check comes before the lesson pane's buttons.
    qsizetype check = -1, reset = -1;
    for (qsizetype i = 0; i < stops.size(); ++i) {
        const QString text = describe(stops[i]);
        if (text.contains(QStringLiteral("&Check"))) check = i;
        if (text.contains(QStringLiteral("Reset Item"))) reset = i;
    }
    QVERIFY2(check >= 0 && reset > check, qPrintable(chain));
    // The moves that led to the position come with the board, before the lesson pane.
    const auto moves = std::find_if(stops.begin(), stops.end(), [&](QWidget* s) {
        return w.history()->isAncestorOf(s) && s->isVisible();
    });
    // The diagram is a Tab stop that names the position in words, for a screen reader.
    const auto diagram = std::find_if(stops.begin(), stops.end(), [](QWidget* s) {
        return qobject_cast<PositionPicture*>(s) != nullptr;
    });
    QVERIFY2(diagram != stops.end() && diagram - stops.begin() < reset, qPrintable(chain));
    QVERIFY2((*diagram)->accessibleName().contains(QStringLiteral("king")),
             qPrintable((*diagram)->accessibleName()));
    // The new item's question is spoken when it is shown.
    QVERIFY(w.select(lesson, item));
    QTest::qWait(1);
    QApplication::processEvents();
    auto* region = w.findChild<LiveRegion*>();
    QVERIFY(region);
    const school::Item& shown = w.library().lessons()[size_t(lesson)].lesson.items[size_t(item)];
    QCOMPARE(region->text(), app::SchoolTexts::question(shown, *school::answerOf(shown)));
    // Tab to the feedback reads it: the text is the feedback pane's description.
    schooltest::pick(w, w.answers()->findChildren<QRadioButton*>().front()->text());
    QVERIFY(w.checkAnswer());
    // Qt makes the read-only browser a label, which Orca says by its name alone: the name
    // carries the feedback.
    auto* feedback = w.findChild<QTextBrowser*>(QStringLiteral("feedback"));
    QVERIFY(feedback && !w.feedbackText().isEmpty());
    const QString heard = QAccessible::queryAccessibleInterface(feedback)->text(QAccessible::Name);
    QCOMPARE(heard, QStringLiteral("Feedback: ") + feedback->toPlainText().simplified());
    QVERIFY(heard.contains(w.feedbackText().simplified().left(20)));
    if (w.history()->isVisible())
        QVERIFY2(moves != stops.end() && moves - stops.begin() < reset, qPrintable(chain));
}

// Check rebuilds the lesson list (the item gets its ✓): the list, which does not have the focus,
// must not tell the screen reader it does (Orca said "Lessons tree, ✓ 1. Claim or not?" over
// the feedback). QTreeView says so whenever its current row changes to a row, focused or not;
// so while the list is not focused the item shown is only selected, and it becomes the current
// row on Tab into the list.
void TestSchoolKeyboard::checkLeavesTheReaderOnTheAnswer() {
    const auto window = schooltest::window(m_dir.path(), m_dir.path() + QStringLiteral("/c.json"));
    SchoolWindow& w = *window;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const auto [lesson, item] = schooltest::find(w.library(), "fifty-written-capture");
    QVERIFY(lesson >= 0);
    QVERIFY(w.select(lesson, item));
    QApplication::processEvents();
    auto* tree = w.findChild<QTreeWidget*>();
    QRadioButton* option = w.answers()->findChildren<QRadioButton*>().front();
    option->setFocus(Qt::TabFocusReason);
    schooltest::pick(w, option->text());
    QList<QModelIndex> madeCurrent;
    connect(tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [&](const QModelIndex& now) {
                if (now.isValid()) madeCurrent << now;
            });
    QVERIFY(w.checkAnswer());
    QApplication::processEvents();
    QVERIFY2(madeCurrent.isEmpty(), "the list told the screen reader it has the focus");
    QVERIFY(option->hasFocus());  // Check leaves the focus on the answer
    QTreeWidgetItem* shown = tree->topLevelItem(lesson)->child(item);
    QCOMPARE(tree->selectedItems(), QList<QTreeWidgetItem*>{shown});
    tree->setFocus(Qt::BacktabFocusReason);
    QCOMPARE(tree->currentItem(), shown);
    QCOMPARE(w.currentIndex(), std::make_pair(lesson, item));  // not loaded again elsewhere
}

// The lesson's explanation (the teacher's text under the question) is a Tab stop before the
// options, read-only text that a screen reader names and reads, and that the keyboard can
// move through line by line.
void TestSchoolKeyboard::theExplanationIsReadByKeyboard() {
    const auto window = schooltest::window(m_dir.path(), m_dir.path() + QStringLiteral("/e.json"));
    SchoolWindow& w = *window;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const auto [lesson, item] = schooltest::find(w.library(), "rep-ep-trap");
    QVERIFY(lesson >= 0);
    QVERIFY(w.select(lesson, item));
    QApplication::processEvents();
    const school::Item& shown = w.library().lessons()[size_t(lesson)].lesson.items[size_t(item)];
    const QString text = QString::fromStdString(shown.text);
    QVERIFY(!text.isEmpty());
    w.findChild<QTreeWidget*>()->setFocus();
    QApplication::processEvents();
    const QList<QWidget*> stops = tabStops(w);
    QVERIFY(!stops.isEmpty());
    QWidget* first = stops.front();
    QCOMPARE(first->objectName(), QStringLiteral("explanation"));
    QAccessibleInterface* a = QAccessible::queryAccessibleInterface(first);
    QVERIFY(a);
    QCOMPARE(a->text(QAccessible::Name), QStringLiteral("Explanation"));
    QVERIFY2(a->text(QAccessible::Description).startsWith(text),
             qPrintable(a->text(QAccessible::Description)));
    QVERIFY(a->state().focusable && a->state().readOnly);
    QAccessibleTextInterface* t = a->textInterface();
    QVERIFY(t);
    QVERIFY(t->text(0, t->characterCount()).startsWith(text));
    // The caret moves with the keys, so a screen reader reads each line as it is reached.
    first->setFocus(Qt::TabFocusReason);
    const int before = t->cursorPosition();
    QTest::keyClick(first, Qt::Key_End);
    QVERIFY2(t->cursorPosition() > before, "the caret does not move");
    // After it come the options, as on screen.
    QVERIFY(stops.size() > 1);
    QVERIFY2(w.answers()->isAncestorOf(stops[1]), qPrintable(describe(stops[1])));
}

QTEST_MAIN(TestSchoolKeyboard)
#include "tst_schoolkeyboard.moc"
