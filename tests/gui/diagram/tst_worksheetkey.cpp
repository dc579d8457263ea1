// The worksheet's answer key answers the question the teacher set: the arbiter's answer for
// the question it answers; once the teacher changes the question, the teacher's own answer
// (written in the dialog), or a note that it is missing, never the arbiter's answer to the
// question that was there before.
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>

#include "gui/diagram/diagramactions.h"
#include "gui/diagram/worksheetdialog.h"
#include "gui/guitestutil.h"

using namespace remis;
using namespace remis::gui;

class TestWorksheetKey : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void theKeyFollowsTheTeachersQuestion() {
        MainWindow w;
        QVERIFY(w.controller()
                    ->playMoves({"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"})
                    .ok());
        QList<WorksheetItem> items{w.diagrams()->currentItem()};
        const QString arbiters = items[0].answer;
        QVERIFY(arbiters.contains(QStringLiteral("9.2")));
        WorksheetDialog dialog(&items);
        auto* list = dialog.findChild<QListWidget*>();
        auto* answer = dialog.findChild<QPlainTextEdit*>(QStringLiteral("worksheetAnswer"));
        QVERIFY(list && answer);
        QCOMPARE(Worksheet::keyLines(items), QStringList{QStringLiteral("1. ") + arbiters});
        QVERIFY(answer->isReadOnly());
        QCOMPARE(answer->toPlainText(), arbiters);
        // The teacher asks something else: the arbiter's answer no longer goes in the key.
        const QString original = items[0].question;
        list->item(0)->setText(QStringLiteral("How many knight moves did White make?"));
        QCOMPARE(items[0].question, QStringLiteral("How many knight moves did White make?"));
        QVERIFY(!Worksheet::keyLines(items)[0].contains(arbiters));
        QVERIFY(Worksheet::keyLines(items)[0].contains(QStringLiteral("no answer yet")));
        QVERIFY(!answer->isReadOnly());
        answer->setPlainText(QStringLiteral("Four."));
        QCOMPARE(Worksheet::keyLines(items), QStringList{QStringLiteral("1. Four.")});
        // Back to the arbiter's question: the arbiter's answer again.
        list->item(0)->setText(original);
        QCOMPARE(Worksheet::keyLines(items), QStringList{QStringLiteral("1. ") + arbiters});
        QVERIFY(answer->isReadOnly());
        QCOMPARE(answer->toPlainText(), arbiters);
    }
};

QTEST_MAIN(TestWorksheetKey)
#include "tst_worksheetkey.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
