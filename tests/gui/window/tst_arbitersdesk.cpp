// SPDX-License-Identifier: GPL-3.0-or-later
// What the arbiter sees (issue 19): a game whose record goes on after its automatic ending
// opens at its last move, with the ending named in the panel and the banners and the moves
// after it set apart in the move list and the notation; a recorded time forfeit shows the
// arbiter's ruling beside the recorded result and the menu offers to correct it; after a
// null move nobody may resign or claim; an edited game is saved with everything it had.
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include "app/files/pgnfile.h"
#include "gui/guitestutil.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/movelistpanel.h"
#include "gui/panels/notationview.h"
#include "gui/window/gamefiles.h"
#include "gui/window/mainactions.h"

using namespace remis;
using namespace remis::gui;

class TestArbitersDeskWindow : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString copyFixture(const char* name) {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile::remove(path);
        QFile::copy(QStringLiteral(REMIS_TEST_DATA "/app/") + QLatin1String(name), path);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

    static QByteArray readAll(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // Is the word `san` after `marker` in the notation shown in italics?
    static bool italicAfter(NotationView* view, const QString& marker, const QString& san) {
        QTextDocument* doc = view->document();
        const QTextCursor at = doc->find(marker);
        if (at.isNull()) return false;
        const QTextCursor word = doc->find(san, at);
        return !word.isNull() && word.charFormat().fontItalic();
    }

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void movesAfterTheEndAreShownApart() {
        MainWindow window;
        QVERIFY(window.files()->loadPgnFile(copyFixture("after-the-end.pgn"), 0).ok());
        app::GameController* c = window.controller();
        QCOMPARE(c->navigator().shownRecordPly(), 18);  // at the last recorded move
        // The panel names the rule and the move that ended the game.
        auto* banner = test::child<QLabel>(window.arbiterPanel(), "bannerLabel");
        QVERIFY(!banner->isHidden());
        QVERIFY2(banner->text().contains(QLatin1String("8...Ng8")), qPrintable(banner->text()));
        QVERIFY2(banner->text().contains(QLatin1String("9.6.1")), qPrintable(banner->text()));
        // The window's banner says the shown move was played after the end.
        QVERIFY2(window.stateBannerText().contains(QLatin1String("after the game ended")),
                 qPrintable(window.stateBannerText()));
        // The notation marks the end, and the moves after it are in italics.
        NotationView* notation = window.notationView();
        QVERIFY2(notation->toPlainText().contains(QLatin1String("[the game ended here")),
                 qPrintable(notation->toPlainText()));
        QVERIFY(
            italicAfter(notation, QStringLiteral("[the game ended here"), QStringLiteral("e4")));
        QVERIFY(!notation->document()->find(QStringLiteral("Nf3")).charFormat().fontItalic());
        // The move list: the moves after the end are there, in italics.
        auto* list = window.moveListPanel()->findChild<QTableView*>(QStringLiteral("moveList"));
        QVERIFY(list);
        QCOMPARE(list->model()->rowCount(), 9);
        const QModelIndex e4 = list->model()->index(8, 1);
        QCOMPARE(e4.data().toString(), QStringLiteral("e4"));
        QStyleOptionViewItem option;
        option.font = list->font();
        MoveListPanel::styleCell(&option, e4);
        QVERIFY(option.font.italic());
        option.font = list->font();
        MoveListPanel::styleCell(&option, list->model()->index(7, 2));  // 8...Ng8: in the game
        QVERIFY(!option.font.italic());
        // Browsing back into the game and forward past its end.
        MainActions* a = window.actions();
        QVERIFY(!a->next->isEnabled());
        a->previous->trigger();
        a->previous->trigger();
        QCOMPARE(c->navigator().shownRecordPly(), 16);
        QVERIFY(!window.stateBannerText().contains(QLatin1String("after the game ended")));
        QVERIFY(a->next->isEnabled());
        a->next->trigger();
        QVERIFY(window.stateBannerText().contains(QLatin1String("after the game ended")));
        QVERIFY(!a->resign->isEnabled());
    }

    void recordedTimeForfeitAndItsCorrection() {
        MainWindow window;
        QVERIFY(window.files()->loadPgnFile(copyFixture("time-forfeits.pgn"), 0).ok());
        auto* banner = test::child<QLabel>(window.arbiterPanel(), "bannerLabel");
        QVERIFY2(banner->text().contains(QLatin1String(
                     "recorded 0-1; by 6.9 a draw: Black cannot checkmate by any series of "
                     "legal moves")),
                 qPrintable(banner->text()));
        QAction* correct = window.actions()->correctResult;
        QVERIFY(correct->isEnabled());
        QVERIFY(!window.isWindowModified());
        // The line above the notation gives the record as recorded, the ruling beside it
        // (tester: it said 1/2-1/2 for a game the file records as 0-1).
        auto* result = test::child<QLabel>(window.moveListPanel(), "moveListResult");
        QCOMPARE(result->text(), QStringLiteral("Result: 0-1 as recorded; 1/2-1/2 by the Laws"));
        correct->trigger();
        QCOMPARE(result->text(), QStringLiteral("Result: 1/2-1/2"));
        QVERIFY(window.isWindowModified());
        QVERIFY(!correct->isEnabled());
        QVERIFY2(banner->text().contains(QLatin1String("corrected")), qPrintable(banner->text()));
        QVERIFY2(window.notationView()->toPlainText().contains(QLatin1String("Kd7 1/2-1/2")),
                 qPrintable(window.notationView()->toPlainText()));
        // Recorded as an ending is (pgn.md): the exact ruling in the Ending tag and a closing
        // comment saying what was corrected and why; the flag did fall, as Termination says.
        const QString saved = window.controller()->pgnText();
        QVERIFY2(saved.contains(QLatin1String("[Result \"1/2-1/2\"]")), qPrintable(saved));
        QVERIFY2(saved.contains(QLatin1String("[Termination \"time forfeit\"]")),
                 qPrintable(saved));
        QVERIFY2(saved.contains(QLatin1String("[Ending \"time forfeit (FIDE 6.9)\"]")),
                 qPrintable(saved));
        QVERIFY2(saved.simplified().contains(QLatin1String(
                     "Kd7 {Result corrected from 0-1 to 1/2-1/2, the arbiter's ruling: time "
                     "forfeit (FIDE 6.9), but Black cannot checkmate by any series of legal "
                     "moves.} 1/2-1/2")),
                 qPrintable(saved));
        // Undone, the record is as read again.
        window.controller()->undoStack()->undo();
        QVERIFY(!window.controller()->pgnText().contains(QLatin1String("corrected")));
        window.controller()->undoStack()->redo();
        // A game whose record agrees with the rules has nothing to correct.
        app::PgnFile file;
        QVERIFY(file.open(copyFixture("time-forfeits.pgn")).ok());
        QVERIFY(window.controller()->loadPgnText(*file.gameText(1)).ok());
        QVERIFY(!correct->isEnabled());
    }

    void nullMoveOffersNoResignationOrClaim() {
        MainWindow window;
        QVERIFY(window.controller()
                    ->loadPgnText(QStringLiteral("[Event \"Null\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 "
                                                 "2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Z0 e5 6. "
                                                 "d4 *\n"))
                    .ok());
        QVERIFY(!window.actions()->resign->isEnabled());
        QVERIFY(!window.actions()->offerDrawWhite->isEnabled());
        QVERIFY(!test::child(window.arbiterPanel(), "resignButton")->isEnabled());
        QVERIFY(!test::child(window.arbiterPanel(), "claimThreefoldButton")->isEnabled());
        QVERIFY(!test::child(window.arbiterPanel(), "claimWithMoveButton")->isEnabled());
        auto* banner = test::child<QLabel>(window.arbiterPanel(), "bannerLabel");
        QVERIFY(!banner->isHidden());
        QVERIFY2(banner->text().contains(QLatin1String("null move 5.Z0")),
                 qPrintable(banner->text()));
    }

    // Edit a game of a file with games after the end, save, and the file differs by the edit.
    void editAndSaveKeepsTheRecord() {
        MainWindow window;
        const QString path = copyFixture("after-the-end.pgn");
        const QByteArray original = readAll(path);
        QVERIFY(window.files()->loadPgnFile(path, 2).ok());
        app::GameController* c = window.controller();
        c->setComment(c->record().nodeOfPly(1), QStringLiteral("dead here"));
        QVERIFY(window.files()->save());
        QByteArray expected = original;
        expected.replace("60. Kxd2 Kd7 61. Bd3 Kd6 1/2-1/2",
                         "60. Kxd2 {dead here} 60... Kd7 61. Bd3 Kd6 1/2-1/2");
        QCOMPARE(QString::fromUtf8(readAll(path)), QString::fromUtf8(expected));
    }
};

QTEST_MAIN(TestArbitersDeskWindow)
#include "tst_arbitersdesk.moc"
