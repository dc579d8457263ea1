// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader hears (issue 21): every announcement reaches a live region of role
// notification that is shown again for each one (Orca 43 speaks those; it drops the status
// bar's name changes), moves are said in words, offers, declines, claims that become possible,
// refusals and low time are said, the keyboard's pick-up and put-down are said with the
// destinations, the counters and clocks read with their meaning, descriptions are plain text,
// and the focus is visible on every Tab stop. scripts/orca-check hears the same with Orca.
#include <QAbstractButton>
#include <QAccessible>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "app/controller/movedispatcher.h"
#include "app/school/schoollibrary.h"
#include "app/school/schoolprogress.h"
#include "app/services/clockdriver.h"
#include "app/services/translations.h"
#include "app/text/localnotation.h"
#include "app/text/movewords.h"
#include "app/text/positionwords.h"
#include "app/text/spokentime.h"
#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/clock/clock.h"
#include "gui/board/moveentry.h"
#include "gui/editor/editorboard.h"
#include "gui/editor/positioneditor.h"
#include "gui/guitestutil.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/clockaccessible.h"
#include "gui/panels/clockwidget.h"
#include "gui/panels/movelistpanel.h"
#include "gui/school/answerpanel.h"
#include "gui/school/positionpicture.h"
#include "gui/school/schoolwindow.h"
#include "gui/window/announcer.h"
#include "gui/window/heardtestutil.h"
#include "gui/window/liveregion.h"
#include "gui/window/mainactions.h"

using namespace remis;
using namespace remis::gui;
using namespace remis::gui::heardtest;

namespace {

// Each Show of a notice of the live region, as Orca 43 says it (script_utilities'
// isStatusBarNotification, formatting's notification format): "notification" and the name,
// without the role word for a notification inside a status bar. Qt sends
// object:state-changed:showing for it (to AT-SPI only while a screen reader is active, which
// the offscreen platform cannot be; scripts/orca-check hears it with Orca).
class ShowRecorder : public QObject {
public:
    explicit ShowRecorder(LiveRegion* region) {
        for (QWidget* notice : region->findChildren<QWidget*>()) notice->installEventFilter(this);
    }
    QStringList shown;  // what Orca says
    QSet<QObject*> objects;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show) {
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(watched);
            const QString name = iface->text(QAccessible::Name);
            if (iface->role() != QAccessible::Notification)
                shown << QStringLiteral("(not spoken) ") + name;
            else
                shown << (inStatusBar(iface) ? name : QStringLiteral("notification ") + name);
            objects.insert(watched);
        }
        return false;
    }

private:
    static bool inStatusBar(QAccessibleInterface* iface) {
        for (QAccessibleInterface* a = iface->parent(); a; a = a->parent())
            if (a->role() == QAccessible::StatusBar) return true;
        return false;
    }
};

QString words(const char* fen, const char* san) {
    const Position p = *parseFen(fen);
    const Move m = *parseMove(p, san);
    return app::MoveWords::spoken(p, m, san);
}

}  // namespace

class TestHeard : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        test::isolate(m_dir);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        app::Translations::install(QStringLiteral("en"));  // the English plurals
    }

    void movesInWords() {
        const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        QCOMPARE(words(start, "Nf3"), QStringLiteral("White knight g1 to f3"));
        QCOMPARE(words("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "exd5"),
                 QStringLiteral("White pawn e4 takes pawn d5"));
        QCOMPARE(words("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6"),
                 QStringLiteral("White pawn e5 takes pawn f5 en passant, to f6"));
        QCOMPARE(words("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O-O"),
                 QStringLiteral("Black castles queenside"));
        QCOMPARE(words("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=Q"),
                 QStringLiteral("White pawn e7 to e8, promotes to queen"));
        QCOMPARE(words("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "Ra8+"),
                 QStringLiteral("White rook a1 to a8, check"));
        QCOMPARE(words("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "Qh4#"),
                 QStringLiteral("Black queen d8 to h4, checkmate"));
    }

    // Each announcement shows the live region again, as a notification named by the words:
    // what Orca 43 speaks. The same words twice are shown twice.
    void announcementsAreShownNotifications() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ShowRecorder recorder(w.announcer()->liveRegion());
        test::clickMove(w.boardView(), "g1f3");
        QCOMPARE(spoken(w), QStringLiteral("White knight g1 to f3."));
        w.announcer()->announce(QStringLiteral("Same words"), 0);
        QCOMPARE(spoken(w), QStringLiteral("Same words."));
        w.announcer()->announce(QStringLiteral("Same words"), 0);
        QCOMPARE(spoken(w), QStringLiteral("Same words."));
        // The words alone: Orca says no role word for a notification in a status bar.
        QCOMPARE(recorder.shown,
                 (QStringList{QStringLiteral("White knight g1 to f3."),
                              QStringLiteral("Same words."), QStringLiteral("Same words.")}));
        // Three objects: Orca skips a showing event of an object with a newer one queued.
        QCOMPARE(recorder.objects.size(), 3);
        QAccessibleInterface* region =
            QAccessible::queryAccessibleInterface(w.announcer()->liveRegion()->notice());
        QCOMPARE(region->role(), QAccessible::Notification);
        QCOMPARE(region->text(QAccessible::Name), QStringLiteral("Same words."));
    }

    // Tab into the move list says the move shown (the table's own focus event says only
    // "Moves, table with 2 rows"): the current cell is reported as the focused child.
    void moveListSaysTheMoveOnEntry() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const char* move : {"e4", "e5", "Nf3"}) type(w, QString::fromLatin1(move));
        auto* table = w.findChild<QTableView*>(QStringLiteral("moveList"));
        QVERIFY(table);
        QSignalSpy reported(w.moveListPanel(), &MoveListPanel::moveFocused);
        table->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(reported.count(), 1);
        const QString said = QAccessible::queryAccessibleInterface(table)
                                 ->child(reported.first().first().toInt())
                                 ->text(QAccessible::Name);
        QVERIFY2(said.contains(QLatin1String("White knight g1 to f3")), qPrintable(said));
    }

    // A move and the mate it gives are said as one, so that the second does not cut off the
    // first; a refused typed move is said once, not only shown under the box.
    void refusalIsSaid() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        type(w, QStringLiteral("e4"));
        QCOMPARE(spoken(w), QStringLiteral("White pawn e2 to e4."));
        type(w, QStringLiteral("Ke3"));  // Black's king cannot go there
        const QString refusal = spoken(w);
        QCOMPARE(w.controller()->game().ply(), 1);
        // Once, as a sentence of its own (the box's line under it is not read out).
        QCOMPARE(refusal, QStringLiteral("No king can legally move to e3. The move box keeps "
                                         "Ke3, selected: typing replaces it."));
        QCOMPARE(w.moveEntry()->errorText(), QStringLiteral("no king can legally move to e3"));
        // Selected, the refused text is replaced by the next move, not lengthened by it.
        QLineEdit* edit = w.moveEntry()->lineEdit();
        QCOMPARE(edit->selectedText(), QStringLiteral("Ke3"));
        QTest::keyClicks(edit, QStringLiteral("e5"));
        QCOMPARE(edit->text(), QStringLiteral("e5"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(w.controller()->game().ply(), 2);
    }

    // The keyboard cursor: Enter on a piece picks it up and says where it can go; Enter
    // again puts it down, and so does Esc.
    void pickUpAndPutDownAreSaid() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        BoardView* view = w.boardView();
        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        QTest::keyClick(view, Qt::Key_Return);  // the cursor on e1
        for (int i = 0; i < 2; ++i) QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(spoken(w), QStringLiteral("Picked up the knight on g1; it can go to f3 and h3."));
        // (the list in the user's language: QLocale::createSeparatedList)
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(spoken(w), QStringLiteral("Put the knight down on g1."));
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(spoken(w).startsWith(QLatin1String("Picked up")));
        QTest::keyClick(view, Qt::Key_Escape);  // back it goes, and that is said too
        QCOMPARE(spoken(w), QStringLiteral("Put the knight back on g1."));
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(spoken(w).startsWith(QLatin1String("Picked up")));
        QTest::keyClick(view, Qt::Key_Up);
        QTest::keyClick(view, Qt::Key_Left);
        QTest::keyClick(view, Qt::Key_Up);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(w.controller()->game().ply(), 1);
        QCOMPARE(spoken(w), QStringLiteral("White knight g1 to f3."));
    }

    // The counters read as what they count, not as a percentage.
    void countersReadWithTheirMeaning() {
        MainWindow w;
        for (const char* uci : {"g1f3", "g8f6", "f3g1"}) test::clickMove(w.boardView(), uci);
        QStringList names;
        for (QProgressBar* bar : w.arbiterPanel()->findChildren<QProgressBar*>()) {
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(bar);
            QVERIFY(!iface->valueInterface());  // no value: no "3 percent"
            QCOMPARE(iface->role(), QAccessible::StaticText);
            names << iface->text(QAccessible::Name);
        }
        QVERIFY2(names.contains(QStringLiteral("Fifty-move count: 3 of 100 plies, claim at 100")),
                 qPrintable(names.join('\n')));
        QVERIFY(names.contains(
            QStringLiteral("Seventy-five-move count: 3 of 150 plies, the game ends at 150")));
        QVERIFY(names.contains(QStringLiteral("Repetitions of this position: 1 of 3, claim at 3")));
        QVERIFY(names.contains(
            QStringLiteral("Repetitions of this position: 1 of 5, the game ends at 5")));
    }

    // No accessible description anywhere in the window is HTML (Orca read the tags aloud).
    void descriptionsArePlainText() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        int rich = 0;
        QStringList tagged;
        for (QWidget* widget : w.findChildren<QWidget*>()) {
            if (Qt::mightBeRichText(widget->toolTip())) ++rich;
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(widget);
            const QString d = iface ? iface->text(QAccessible::Description) : QString();
            if (d.contains(QLatin1Char('<')) && d.contains(QLatin1Char('>')))
                tagged << widget->objectName() + QLatin1String(": ") + d.left(40);
        }
        QVERIFY(rich >= 5);  // the rule tooltips are rich for the eye
        QVERIFY2(tagged.isEmpty(), qPrintable(tagged.join('\n')));
        auto* claim = w.arbiterPanel()->findChild<QPushButton*>(QStringLiteral("claimFiftyButton"));
        QVERIFY(QAccessible::queryAccessibleInterface(claim)
                    ->text(QAccessible::Description)
                    .startsWith(QLatin1String("Fifty")));
    }

    void clocksReadTheirTimes() {
        QCOMPARE(app::SpokenTime::duration(272000), QStringLiteral("4 minutes 32 seconds"));
        QCOMPARE(app::SpokenTime::duration(3900000), QStringLiteral("1 hour 5 minutes"));
        QCOMPARE(app::SpokenTime::duration(12345), QStringLiteral("12 seconds"));
        QCOMPARE(app::SpokenTime::duration(9345), QStringLiteral("9.3 seconds"));
        QCOMPARE(app::SpokenTime::duration(61000), QStringLiteral("1 minute 1 second"));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.controller()->newGame(RuleSet::Fide, *parseTimeControl("300+0"));
        auto* clock = w.findChild<ClockWidget*>(QStringLiteral("bottomClock"));
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(clock);
        QVERIFY2(
            iface->text(QAccessible::Name).startsWith(QLatin1String("White's clock: 5 minutes")),
            qPrintable(iface->text(QAccessible::Name)));
        w.actions()->readClocks->trigger();
        QVERIFY2(spoken(w).contains(QLatin1String("Black's clock: 5 minutes")),
                 qPrintable(spoken(w)));
    }

    // The school: diagrams in words, feedback spoken, Check leaves the focus on the answer,
    // Esc closes the window.
    void schoolIsHeard() {
        auto lib = std::make_unique<app::SchoolLibrary>();
        lib->loadStandard(m_dir.path() + QStringLiteral("/nolessons"));
        SchoolWindow w(std::move(lib), std::make_unique<app::SchoolProgress>(
                                           m_dir.filePath(QStringLiteral("progress.json"))));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QStringList pictures;
        for (PositionPicture* p : w.findChildren<PositionPicture*>())
            if (p->isVisible())
                pictures << QAccessible::queryAccessibleInterface(p)->text(QAccessible::Name);
        QVERIFY(!pictures.isEmpty());
        for (const QString& name : pictures) {
            QVERIFY2(name.contains(QLatin1String("White: king ")) &&
                         name.contains(QLatin1String(" to move.")),
                     qPrintable(name));
            QVERIFY2(!name.contains(QLatin1Char('/')), qPrintable(name));  // no FEN
        }
        QRadioButton* choice = nullptr;
        for (QRadioButton* b : w.answers()->findChildren<QRadioButton*>())
            if (b->isVisible()) choice = b;
        QVERIFY(choice);
        choice->click();
        QPushButton* checkButton = nullptr;
        for (QPushButton* b : w.findChildren<QPushButton*>())
            if (b->text() == QLatin1String("&Check")) checkButton = b;
        QVERIFY(checkButton);
        checkButton->setFocus();
        QTRY_VERIFY(checkButton->hasFocus());
        QTest::keyClick(checkButton, Qt::Key_Space);
        QTRY_VERIFY(w.answers()->isAncestorOf(QApplication::focusWidget()));
        auto* region = w.findChild<LiveRegion*>();
        QVERIFY(region);
        QTRY_VERIFY(!region->text().isEmpty());
        QVERIFY2(region->text().startsWith(w.feedbackText().left(10)), qPrintable(region->text()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!w.isVisible());
    }

    // The editor's board says the square under the cursor and each piece placed.
    void editorBoardIsHeard() {
        PositionEditor e;
        e.show();
        QVERIFY(QTest::qWaitForWindowExposed(&e));
        auto* board = e.findChild<EditorBoard*>();
        QVERIFY(board);
        board->setFocus();
        QTRY_VERIFY(board->hasFocus());
        auto* region = board->findChild<LiveRegion*>();
        QVERIFY(region);
        QTest::keyClick(board, Qt::Key_Right);  // the cursor appears on a8, then b8
        QTRY_VERIFY(!region->text().isEmpty());
        QVERIFY2(region->text().startsWith(QLatin1String("b8, ")), qPrintable(region->text()));
        QTest::keyClicks(board, QStringLiteral("N"));
        QTRY_VERIFY2(region->text().startsWith(QLatin1String("b8, white knight.")),
                     qPrintable(region->text()));
        QVERIFY2(region->text().contains(QLatin1String("c8")), qPrintable(region->text()));
        // Orca speaks a notification after the ancestors it does not share with no object:
        // a dialog among them was said before every square ("Set Up Position dialog").
        QAccessibleInterface* ancestor =
            QAccessible::queryAccessibleInterface(region->notice())->parent();
        QVERIFY(ancestor);
        for (; ancestor && ancestor->role() != QAccessible::Application;
             ancestor = ancestor->parent())
            QVERIFY2(ancestor->role() != QAccessible::Dialog,
                     qPrintable(ancestor->text(QAccessible::Name)));
        QVERIFY(!QAccessible::queryAccessibleInterface(board)
                     ->text(QAccessible::Description)
                     .isEmpty());
    }

    void positionInWords() {
        std::array<Piece, 64> board;
        board.fill(NoPiece);
        board[size_t(test::sq("g1"))] = makePiece(White, King);
        board[size_t(test::sq("a1"))] = makePiece(White, Rook);
        board[size_t(test::sq("f1"))] = makePiece(White, Rook);
        board[size_t(test::sq("g8"))] = makePiece(Black, King);
        QCOMPARE(app::PositionWords::describe(board, Black),
                 QStringLiteral("White: king g1; rook a1, f1. Black: king g8. Black to move."));
    }

    // Every Tab stop of the arbiter panel looks different when Tab brings the focus to it
    // (WCAG 2.4.7).
    void focusIsVisible() {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const char* uci : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"})
            test::clickMove(w.boardView(), uci);  // the claim buttons lit
        w.boardView()->setFocus();
        QTRY_VERIFY(w.boardView()->hasFocus());
        QHash<QWidget*, QImage> unfocused;
        for (QAbstractButton* b : w.arbiterPanel()->findChildren<QAbstractButton*>())
            if (b->isVisible() && b->isEnabled()) unfocused.insert(b, b->grab().toImage());
        QVERIFY(unfocused.size() >= 6);
        QStringList invisible, reached;
        for (int i = 0; i < 100 && reached.size() < unfocused.size(); ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget* now = QApplication::focusWidget();
            if (!unfocused.contains(now)) continue;
            reached << now->objectName();
            if (now->grab().toImage() == unfocused.value(now)) invisible << now->objectName();
        }
        QCOMPARE(reached.size(), unfocused.size());
        QVERIFY2(invisible.isEmpty(), qPrintable(invisible.join(QLatin1String(", "))));
    }

    // Moves typed in the user's letters (issue 21, item 11); PGN stays English. Last: it
    // leaves the German translation installed.
    void movesInTheUsersLetters() {
        using app::LocalNotation;
        const QString de = QStringLiteral("SLTDK"), es = QStringLiteral("CATDR");
        QCOMPARE(LocalNotation::toEnglish(QStringLiteral("Sf3"), de), QStringLiteral("Nf3"));
        QCOMPARE(LocalNotation::toEnglish(QStringLiteral("Lc4"), de), QStringLiteral("Bc4"));
        QCOMPARE(LocalNotation::toEnglish(QStringLiteral("Td1"), de), QStringLiteral("Rd1"));
        QCOMPARE(LocalNotation::toEnglish(QStringLiteral("Dd1"), de), QStringLiteral("Qd1"));
        QCOMPARE(LocalNotation::toEnglish(QStringLiteral("Kxe2"), de), QStringLiteral("Kxe2"));
        QCOMPARE(LocalNotation::toEnglish(QStringLiteral("e8=D+"), de), QStringLiteral("e8=Q+"));
        QCOMPARE(LocalNotation::toEnglish(QStringLiteral("Nf3"), de), QStringLiteral("Nf3"));
        QCOMPARE(LocalNotation::toEnglish(QStringLiteral("Cf3"), es), QStringLiteral("Nf3"));
        QCOMPARE(LocalNotation::toEnglish(QStringLiteral("Ac4"), es), QStringLiteral("Bc4"));
        QCOMPARE(LocalNotation::toEnglish(QStringLiteral("Rxe2"), es), QStringLiteral("Kxe2"));
        QCOMPARE(LocalNotation::toEnglish(QStringLiteral("exd8C"), es), QStringLiteral("exd8N"));
        QCOMPARE(LocalNotation::toEnglish(QStringLiteral("b1c3"), es), QStringLiteral("b1c3"));
        QCOMPARE(LocalNotation::show(QStringLiteral("Nbd2"), LocalNotation::Style::Local, de),
                 QStringLiteral("Sbd2"));
        QCOMPARE(LocalNotation::show(QStringLiteral("exd8=Q#"), LocalNotation::Style::Local, es),
                 QStringLiteral("exd8=D#"));
        QCOMPARE(LocalNotation::show(QStringLiteral("Kxe2"), LocalNotation::Style::Figurines, es),
                 QStringLiteral("\u2654xe2"));
        // In the German interface the move box takes Sf3; the game records Nf3.
        app::Translations::install(QStringLiteral("de"));
        QCOMPARE(LocalNotation::letters(), de);
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            for (const char* typed : {"e4", "e5", "Sf3", "Sc6", "Lc4"})
                type(w, QLatin1String(typed));
            QCOMPARE(w.controller()->game().ply(), 5);
            QCOMPARE(QString::fromStdString(w.controller()->game().plies().back().san),
                     QStringLiteral("Bc4"));
        }
    }
};

QTEST_MAIN(TestHeard)
#include "tst_heard.moc"
