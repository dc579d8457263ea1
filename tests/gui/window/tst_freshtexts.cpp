// SPDX-License-Identifier: GPL-3.0-or-later
// Texts that outlived their game or position (found by a tester): after Ctrl+PgDown (the next
// game of a file) or Ctrl+Z (a move taken back) the window says what a window that opened that
// game, or played up to that position, says: every tooltip, accessible name and description,
// label and button text, action text and the window title. The status line no longer shows
// what was said of the game or the move that went ("Black wins: checkmate" stayed after the
// mate was undone; the checkmate rule stayed the hidden banner's tooltip and description), and
// a refusal under the move box goes with the move taken back.
#include <QAbstractButton>
#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "gui/board/moveentry.h"
#include "gui/guitestutil.h"
#include "gui/window/gamefiles.h"
#include "gui/window/mainactions.h"

using namespace remis;
using namespace remis::gui;
using namespace remis::gui::test;

namespace {

// Fool's mate, then a game going on with a clock.
const char* walkFile =
    "[Event \"R\"]\n[White \"Fool\"]\n[Black \"Mate\"]\n[Result \"0-1\"]\n\n"
    "1. f3 e5 2. g4 Qh4# 0-1\n\n"
    "[Event \"R\"]\n[White \"Quiet\"]\n[Black \"Game\"]\n[Result \"*\"]\n"
    "[TimeControl \"300+2\"]\n\n1. d4 d5 *\n";

void add(QStringList& out, const QString& id, const char* what, const QString& text) {
    if (!text.isEmpty())
        out << id + QLatin1Char(' ') + QLatin1String(what) + QStringLiteral(": ") + text;
}

// Every text the window shows or gives a screen reader, but the status line and the Redo
// action (which names the move just undone); the line edit's clear button comes and goes with
// the typing.
QStringList texts(MainWindow& w) {
    QStringList out{QStringLiteral("title: ") + w.windowTitle()};
    for (QWidget* c : w.findChildren<QWidget*>()) {
        if (c->inherits("QLineEditIconButton")) continue;
        const QString id = QString::fromLatin1(c->metaObject()->className()) + QLatin1Char('/') +
                           c->objectName() + (c->isVisibleTo(&w) ? "" : " (hidden)");
        add(out, id, "tooltip", c->toolTip());
        add(out, id, "status tip", c->statusTip());
        add(out, id, "name", c->accessibleName());
        add(out, id, "description", c->accessibleDescription());
        if (auto* l = qobject_cast<QLabel*>(c)) add(out, id, "text", l->text());
        if (auto* b = qobject_cast<QAbstractButton*>(c)) add(out, id, "text", b->text());
    }
    for (QAction* a : w.findChildren<QAction*>()) {
        if (a == w.actions()->redo) continue;
        add(out, QStringLiteral("action ") + a->text(), "tooltip", a->toolTip());
        add(out, QStringLiteral("action ") + a->text(), "enabled", a->isEnabled() ? "yes" : "no");
    }
    return out;
}

// What the walked window says that the fresh one does not.
QStringList stale(const QStringList& walked, const QStringList& fresh) {
    QStringList out;
    for (const QString& s : walked)
        if (!fresh.contains(s)) out << s.left(200);
    return out;
}

}  // namespace

class TestFreshTexts : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& data) {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
        f.write(data);
        return path;
    }

private slots:
    void initTestCase() { isolate(m_dir); }

    void nextGameSaysNothingOfTheLastOne() {
        const QString path = write(QStringLiteral("walk.pgn"), walkFile);
        auto walked = shownMainWindow();
        QVERIFY(walked->files()->loadPgnFile(path, 0).ok());
        QCOMPARE(walked->statusBar()->currentMessage(),
                 QStringLiteral("Black wins: checkmate (FIDE 5.1.1)"));
        QTest::keyClick(walked.get(), Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(walked->files()->currentGame(), 1);
        QCOMPARE(walked->statusBar()->currentMessage(),
                 QStringLiteral("Opened game 2 of 2 in walk.pgn"));
        auto fresh = shownMainWindow();
        QVERIFY(fresh->files()->loadPgnFile(path, 1).ok());
        const QStringList left = stale(texts(*walked), texts(*fresh));
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
    }

    void undoSaysNothingOfTheMoveTakenBack() {
        auto walked = shownMainWindow();
        for (const char* uci : {"f2f3", "e7e5", "g2g4", "d8h4"})
            clickMove(walked->boardView(), uci);
        const QString mate = QStringLiteral("Black wins: checkmate (FIDE 5.1.1)");
        QCOMPARE(walked->statusBar()->currentMessage(), mate);
        QTest::keyClick(walked.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(walked->controller()->game().ply(), 3);
        QCOMPARE(walked->statusBar()->currentMessage(), QString());
        auto fresh = shownMainWindow();
        for (const char* uci : {"f2f3", "e7e5", "g2g4"}) clickMove(fresh->boardView(), uci);
        const QStringList left = stale(texts(*walked), texts(*fresh));
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
        // Redo plays the mate again, and says so again.
        walked->actions()->redo->trigger();
        QCOMPARE(walked->controller()->game().ply(), 4);
        QCOMPARE(walked->statusBar()->currentMessage(), mate);
    }

    void aRefusalGoesWithTheMoveTakenBack() {
        auto w = shownMainWindow();
        for (const char* uci : {"e2e4", "e7e5", "g1f3"}) clickMove(w->boardView(), uci);
        QLineEdit* edit = w->moveEntry()->lineEdit();
        QTest::keyClicks(edit, QStringLiteral("Ke7"));
        QTest::keyClick(edit, Qt::Key_Return);
        QTest::keyClicks(edit, QStringLiteral("Kd3"));  // White has no king move to d3
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(!w->moveEntry()->errorText().isEmpty());
        w->boardView()->setFocus();  // Ctrl+Z in the box would undo the typing first
        QTest::keyClick(w->boardView(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->controller()->game().ply(), 3);
        QCOMPARE(w->moveEntry()->errorText(), QString());
        QCOMPARE(w->statusBar()->currentMessage(), QString());
    }
};

QTEST_MAIN(TestFreshTexts)
#include "tst_freshtexts.moc"
