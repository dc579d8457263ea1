// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader hears of the arbiter (issue 21): a claim's verdict and a flag fall's
// mating line with their moves in words, a mate with its move, offers and declines with the
// focus back on the board, a claim that becomes possible on the board or by writing a move
// (9.2.1, 9.3.1), and what to do after "Claim with a move". The rest is tst_heard's.
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

class TestHeardClaims : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        test::isolate(m_dir);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        app::Translations::install(QStringLiteral("en"));  // the English plurals
    }

    // A claim's verdict names the intended move in words, as every move is said ("Nc6 would
    // make..." was read as letters); the panel keeps the SAN.
    void aVerdictSaysTheMoveInWords() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.controller()->playMoves({"Nf3", "Nf6", "Ng1"}).ok());
        spoken(w);
        w.dispatcher()->setClaimMode(true);
        QVERIFY(w.dispatcher()->submitText(QStringLiteral("Ng8")).ok());  // a 2nd time only
        const QString said = spoken(w);
        QVERIFY2(said.contains(QLatin1String("Black knight f6 to g8 would make the position "
                                             "occur for the 2nd time")),
                 qPrintable(said));
        QVERIFY2(!said.contains(QLatin1String("Ng8")), qPrintable(said));
        QVERIFY2(w.arbiterPanel()
                     ->findChild<QLabel*>("claimMessageLabel")
                     ->text()
                     .contains(QLatin1String("Ng8 would make")),
                 qPrintable(said));
    }

    // A rejected claim stands as a draw offer (9.1.2.3): the arbiter's ruling is heard first,
    // then the offer it makes (the offer came first, and sounded as if the claim were granted).
    void aRejectionIsSaidBeforeTheOffer() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.controller()->playMoves({"Nf3", "Nf6", "Ng1"}).ok());
        spoken(w);
        w.controller()->claim(ClaimKind::Any, std::nullopt);
        const QString said = spoken(w);
        QVERIFY2(said.startsWith(QLatin1String("Claim rejected")), qPrintable(said));
        QVERIFY2(said.indexOf(QLatin1String("Black offers a draw")) > 0, qPrintable(said));
        // With a written move, the move played comes after the ruling too.
        w.controller()->declineDraw();
        spoken(w);
        w.dispatcher()->setClaimMode(true);
        QVERIFY(w.dispatcher()->submitText(QStringLiteral("Ng8")).ok());
        const QString withMove = spoken(w);
        QVERIFY2(withMove.startsWith(QLatin1String("Claim rejected")), qPrintable(withMove));
        // 9.1.2.3: that the claim stands as an offer is heard, in the ruling and with the offer
        // the panel shows (Orca said both: scripts/orca-check Nf3 Nf6 Ng1 "press:Claim with a
        // move" Ng8).
        const int stands = withMove.indexOf(
            QLatin1String("The claim stands as a draw offer by Black (FIDE 9.1.2.3)."));
        const int offer = withMove.indexOf(QLatin1String("Black offers a draw (FIDE 9.1.2)."));
        QVERIFY2(stands > 0 && offer > stands, qPrintable(withMove));
        QVERIFY2(withMove.endsWith(QLatin1String("It comes from Black's incorrect claim, which "
                                                 "counts as a draw offer (FIDE 9.1.2.3).")),
                 qPrintable(withMove));
    }

    // 6.9: the mating line that makes a flag fall a loss is heard in words, not as letters
    // ("60... K b 2"); the banner shows it in SAN.
    void aFlagFallsMatingLineIsSaidInWords() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        int64_t now = 1000;
        w.controller()->setTimeSource([&now] { return now; });
        QVERIFY(w.controller()
                    ->loadFen(QStringLiteral("8/8/8/8/8/2k5/8/K1N4r w - - 0 60"), RuleSet::Fide,
                              TimeControl::suddenDeath(10000))
                    .ok());
        QVERIFY(w.controller()->playText(QStringLiteral("Kb1")).ok());  // Black's clock runs
        now += 11000;
        w.clockDriver()->tick();
        QTRY_VERIFY(w.controller()->hasEnded());
        QTRY_VERIFY2(w.announcer()->lastAnnouncement().contains(QLatin1String("could still")),
                     qPrintable(w.announcer()->lastAnnouncement()));
        const QString said = w.announcer()->lastAnnouncement();
        QVERIFY2(!said.contains(QLatin1String("60...")), qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("Black ")) && said.contains(QLatin1String(" to ")),
                 qPrintable(said));
    }

    void mateIsSaidWithTheMove() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const char* uci : {"f2f3", "e7e5", "g2g4", "d8h4"})
            test::clickMove(w.boardView(), uci);
        const QString said = spoken(w);
        // The move and the verdict it brings, in one notice (the second would cut off the first).
        QVERIFY2(said.endsWith(QLatin1String("Black queen d8 to h4, checkmate. Black wins: "
                                             "checkmate (FIDE 5.1.1).")),
                 qPrintable(said));
    }

    // 9.1.2: an offer and its decline are said; after Decline the focus is on the board, not
    // on the next button (Resign).
    void offerAndDeclineAreSaidAndFocusGoesToTheBoard() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const char* uci : {"e2e4", "e7e5"}) test::clickMove(w.boardView(), uci);
        // Pressed by keyboard, the offer button is disabled by the offer: the focus goes to the
        // board, not on to Resign (where Space would start a resignation).
        QVERIFY(pressByKeyboard(w, "offerWhiteButton"));
        QVERIFY(!w.arbiterPanel()->findChild<QPushButton*>("offerWhiteButton")->isEnabled());
        QTRY_VERIFY(w.boardView()->hasFocus());
        QVERIFY2(spoken(w).contains(QLatin1String("draw")), qPrintable(spoken(w)));
        QVERIFY(pressByKeyboard(w, "declineDrawButton"));
        QCOMPARE(spoken(w), QStringLiteral("Black declines the draw offer."));
        QTRY_VERIFY(w.boardView()->hasFocus());
        // An offer the opponent answers with a move is declined by it (9.1.2.3): said with
        // the move.
        test::clickMove(w.boardView(), "g1f3");
        w.arbiterPanel()->offerDraw(White);  // after White's move: Black may answer
        test::clickMove(w.boardView(), "g8f6");
        QVERIFY2(spoken(w).endsWith(
                     QLatin1String("Black declines the draw offer by moving (FIDE 9.1.2.1).")),
                 qPrintable(spoken(w)));
    }

    // 9.2: the moment a claim becomes possible is said, once.
    void aClaimThatBecomesPossibleIsSaid() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy spy(w.announcer(), &Announcer::announced);
        for (const char* uci : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"})
            test::clickMove(w.boardView(), uci);
        QStringList said;
        for (const QList<QVariant>& args : spy) said << args.at(0).toString();
        QCOMPARE(said.filter(QLatin1String("may claim a draw by threefold repetition (")).size(),
                 1);
        QVERIFY2(spoken(w).endsWith(
                     QLatin1String("White may claim a draw by threefold repetition (9.2).")),
                 qPrintable(spoken(w)));
        w.controller()->claim(ClaimKind::Threefold);
        QVERIFY2(spoken(w).contains(QLatin1String("threefold"), Qt::CaseInsensitive),
                 qPrintable(spoken(w)));
    }

    // 9.2, 9.3.2: a right to claim that stays but passes to the other side is news for that
    // side (a tester with Orca heard "White may claim", then only White's next move).
    void aClaimThatPassesToTheOtherSideIsSaid() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const char* uci :
             {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3"})
            test::clickMove(w.boardView(), uci);
        QVERIFY2(spoken(w).endsWith(
                     QLatin1String("Black may claim a draw by threefold repetition (9.2).")),
                 qPrintable(spoken(w)));
        test::clickMove(w.boardView(), "g8f6");  // nothing new for White, who heard it before
        QCOMPARE(spoken(w), QStringLiteral("Black knight g8 to f6."));
        MainWindow f;
        f.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f));
        QVERIFY(f.controller()->loadFen(QStringLiteral("8/8/4k3/8/8/4K3/8/R6r w - - 98 80")).ok());
        for (const char* uci : {"a1a2", "h1h2"}) test::clickMove(f.boardView(), uci);
        QVERIFY2(spoken(f).endsWith(
                     QLatin1String("White may claim a draw by the fifty-move rule (9.3).")),
                 qPrintable(spoken(f)));
        test::clickMove(f.boardView(), "a2a3");
        QVERIFY2(spoken(f).endsWith(
                     QLatin1String("Black may claim a draw by the fifty-move rule (9.3).")),
                 qPrintable(spoken(f)));
    }

    // 9.2.1, 9.3.1: a claim that only a written move makes correct is said when it becomes
    // possible, as the panel's hint shows it (a tester with Orca heard only the move).
    void aClaimByWritingAMoveIsSaid() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const char* uci : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"})
            test::clickMove(w.boardView(), uci);
        QVERIFY2(spoken(w).endsWith(QLatin1String(
                     "A draw by threefold repetition may be claimed by writing Black knight f6 "
                     "to g8, without playing it (9.2.1).")),
                 qPrintable(spoken(w)));
        MainWindow f;
        f.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f));
        QVERIFY(f.controller()->loadFen(QStringLiteral("8/8/4k3/8/8/4K3/R7/8 w - - 98 80")).ok());
        test::clickMove(f.boardView(), "a2a3");
        QVERIFY2(spoken(f).contains(QLatin1String(
                     "A draw by the fifty-move rule may be claimed by writing one of 8 moves, "
                     "such as Black")),
                 qPrintable(spoken(f)));
    }

    // 9.2.1 / 9.3.1 by keyboard: the claim-with-a-move button sends the focus to the move box,
    // where the move can be typed at once, and says what to do (show or type the move); the
    // board still takes the move by clicks.
    void claimWithAMoveSaysWhatToDo() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const char* uci : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"})
            test::clickMove(w.boardView(), uci);
        spoken(w);  // the moves are said
        QVERIFY(pressByKeyboard(w, "claimWithMoveButton"));
        QTRY_VERIFY(w.moveEntry()->lineEdit()->hasFocus());
        QVERIFY2(spoken(w).startsWith(QLatin1String("Show the move you intend to play")),
                 qPrintable(spoken(w)));
        test::clickMove(w.boardView(), "f6g8");
        // The verdict once: not after the banner's shorter twin ("Draw: ... claimed (9.2.1).").
        QCOMPARE(spoken(w), QStringLiteral("Draw: threefold repetition claimed with the intended "
                                           "move (FIDE 9.2.1)."));
    }

    // The claim by writing a move names the side once, in the move's words, in every language
    // (German read "indem Schwarz Schwarz: Springer f6 nach g8 aufschreibt"). Last: the
    // translators stay installed (English, whose translator holds only plurals, cannot undo).
    void aClaimByWritingSaysTheSideOnce() {
        const struct {
            const char* language;
            const char* side;
        } cases[] = {{"de", "Schwarz"}, {"es", "Negras"}};
        for (const auto& c : cases) {
            app::Translations::install(QLatin1String(c.language));
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            for (const char* uci : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"})
                test::clickMove(w.boardView(), uci);
            const QString heard = spoken(w);
            const QString claim = heard.mid(
                heard.lastIndexOf(QLatin1String(". "), heard.indexOf(QLatin1String("9.2.1"))));
            QVERIFY2(
                claim.contains(QLatin1String("9.2.1")) && claim.count(QLatin1String(c.side)) == 1,
                qPrintable(claim));
        }
    }
};

QTEST_MAIN(TestHeardClaims)
#include "tst_heardclaims.moc"
