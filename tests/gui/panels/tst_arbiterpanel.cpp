// The arbiter panel as a user meets it: offers name the side and belong to who made them,
// a rejected claim is explained by the rule claimed with its count, Esc leaves claim mode
// from the move box, Enter in the resign dialog does not resign, the casual rule set shows
// no claim buttons, and no button moves when the text around it changes.
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "app/models/movelistmodel.h"
#include "app/services/autosave.h"
#include "app/services/settings.h"
#include "gui/board/moveentry.h"
#include "gui/dialogs/gamedialogs.h"
#include "gui/dialogs/newgamedialog.h"
#include "gui/dialogs/resigndialog.h"
#include "gui/guitestutil.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/movelistpanel.h"
#include "gui/window/mainactions.h"

using namespace remis;
using namespace remis::gui;
using namespace remis::gui::test;

class TestArbiterPanel : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    BoardView* board() const { return m_window->boardView(); }
    app::GameController* game() const { return m_window->controller(); }
    QPushButton* button(const char* name) const { return child(m_window->arbiterPanel(), name); }
    QString claimMessage() const {
        return child<QLabel>(m_window->arbiterPanel(), "claimMessageLabel")->text();
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        isolate(m_dir);
    }
    void init() { m_window = shownMainWindow(); }
    void cleanup() { m_window.reset(); }

    // 9.1.2.1: White, to move, offers; it is White's offer and only Black can accept.
    void theSideToMoveOffersForItself() {
        for (const char* m : {"e2e4", "e7e5"}) clickMove(board(), m);
        QCOMPARE(button("offerWhiteButton")->text(), QStringLiteral("White: offer a draw"));
        QTest::mouseClick(button("offerWhiteButton"), Qt::LeftButton);
        QCOMPARE(game()->pendingOffer()->by, White);
        QVERIFY(!button("offerWhiteButton")->isEnabled());
        QCOMPARE(button("acceptDrawButton")->text(), QStringLiteral("Black: accept"));
        QCOMPARE(button("declineDrawButton")->text(), QStringLiteral("Black: decline"));
        QTest::mouseClick(button("acceptDrawButton"), Qt::LeftButton);
        QCOMPARE(game()->outcome().termination, Termination::Agreement);
    }

    // 5.2.3, 9.1.2.1: an offer made before both players have moved cannot be accepted yet,
    // and a disabled Accept says why, first on the button (tooltip, and so its accessible
    // description) and in the panel's offer line. White's offer before the first move lapses:
    // Black's first move declines it. Black's offer after 1.e4 becomes acceptable once Black has
    // moved.
    void acceptSaysWhyItIsOff() {
        QPushButton* accept = button("acceptDrawButton");
        QVERIFY(!accept->isEnabled());
        QVERIFY2(accept->accessibleDescription().startsWith(QLatin1String("No draw offer stands")),
                 qPrintable(accept->accessibleDescription()));
        QTest::mouseClick(button("offerWhiteButton"), Qt::LeftButton);
        QVERIFY(game()->pendingOffer());
        QVERIFY(!accept->isEnabled());
        const QString why = accept->accessibleDescription();
        QVERIFY2(why.startsWith(QLatin1String("Black cannot accept yet: a game is drawn by "
                                              "agreement only once both players have made a "
                                              "move (FIDE 5.2.3).")),
                 qPrintable(why));
        QVERIFY2(why.contains(QLatin1String("Black's move declines the offer (FIDE 9.1.2.1)")),
                 qPrintable(why));
        QVERIFY(accept->toolTip().contains(QLatin1String("Black cannot accept yet")));
        const QString line = child<QLabel>(m_window->arbiterPanel(), "offerLabel")->text();
        QVERIFY2(line.contains(QLatin1String("Black cannot accept yet")), qPrintable(line));
        QVERIFY2(!line.contains(QLatin1String("in answer agrees")), qPrintable(line));
        clickMove(board(), "e2e4");
        QVERIFY(!accept->isEnabled());
        QVERIFY(accept->accessibleDescription().contains(QLatin1String("Black cannot accept")));
        clickMove(board(), "e7e5");  // declines White's offer (9.1.2.1)
        QVERIFY(!game()->pendingOffer());
        game()->newGame();
        clickMove(board(), "e2e4");
        QTest::mouseClick(button("offerBlackButton"), Qt::LeftButton);  // before moving
        QVERIFY(!accept->isEnabled());
        QVERIFY2(
            accept->accessibleDescription().startsWith(QLatin1String("White cannot accept yet")),
            qPrintable(accept->accessibleDescription()));
        QVERIFY(!accept->accessibleDescription().contains(QLatin1String("declines")));
        clickMove(board(), "e7e5");  // the offer goes with this move
        QVERIFY(accept->isEnabled());
        QVERIFY(!accept->accessibleDescription().contains(QLatin1String("cannot accept")));
        QVERIFY(!accept->toolTip().contains(QLatin1String("cannot accept")));
    }

    // The rule claimed, with the count: a fifty-move claim one ply short.
    void rejectedClaimNamesTheRuleAndTheCount() {
        QVERIFY(game()->loadFen("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 98 119").ok());
        QTest::mouseClick(button("claimWithMoveButton"), Qt::LeftButton);
        clickMove(board(), "f3e3");
        QVERIFY(!game()->hasEnded());
        QVERIFY2(claimMessage().contains(QLatin1String("9.3.1")), qPrintable(claimMessage()));
        QVERIFY2(claimMessage().contains(QLatin1String("99 of 100")), qPrintable(claimMessage()));
        QVERIFY2(!claimMessage().contains(QLatin1String("three times")),
                 qPrintable(claimMessage()));
    }

    // A click aimed at a button must land on it: the messages that claims, offers, browsing
    // and repetitions bring stand below every button, so no button moves while a game goes on.
    void noButtonMovesWhenMessagesAppear() {
        const char* const names[] = {
            "claimThreefoldButton", "claimFiftyButton", "claimWithMoveButton", "offerWhiteButton",
            "offerBlackButton",     "acceptDrawButton", "declineDrawButton",   "resignButton"};
        const auto places = [&] {
            // Layout requests travel up the panel and its scroll areas one pass at a time.
            for (int pass = 0; pass < 3; ++pass) QApplication::processEvents();
            QList<QRect> rects;
            for (const char* name : names)
                rects << QRect(button(name)->mapTo(m_window.get(), QPoint(0, 0)),
                               button(name)->size());
            return rects;
        };
        const QList<QRect> start = places();
        // Knights out and back twice: the position occurs three times, with its plies listed.
        for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"}) {
            clickMove(board(), m);
            QCOMPARE(places(), start);
        }
        QVERIFY(button("claimThreefoldButton")->isEnabled());
        QTest::mouseClick(button("claimWithMoveButton"), Qt::LeftButton);
        QCOMPARE(places(), start);
        clickMove(board(), "e2e4");  // a rejected claim: a long red message
        QVERIFY2(!claimMessage().isEmpty(), "no claim message");
        QCOMPARE(places(), start);
        QVERIFY(game()->pendingOffer());  // 9.1.2.3: the claim stands as White's offer
        QVERIFY(child<QLabel>(m_window->arbiterPanel(), "offerLabel")->isVisible());
        QTest::mouseClick(button("declineDrawButton"), Qt::LeftButton);
        QVERIFY(!game()->pendingOffer());
        QCOMPARE(places(), start);
        game()->navigator().showPly(4);  // browsing, with the teaching hint shown
        QVERIFY(child<QLabel>(m_window->arbiterPanel(), "viewingLabel")->isVisible());
        QCOMPARE(places(), start);
        m_window->actions()->last->trigger();
        QTest::mouseClick(button("offerBlackButton"), Qt::LeftButton);
        QTest::mouseClick(button("acceptDrawButton"), Qt::LeftButton);  // the ending's banner
        QCOMPARE(game()->outcome().termination, Termination::Agreement);
        QVERIFY2(claimMessage().isEmpty(), qPrintable(claimMessage()));  // stale after the end
        QCOMPARE(places(), start);
        // Another game, with a long ruling beside its record (6.9: Black cannot checkmate).
        QVERIFY(game()
                    ->loadPgnText(QStringLiteral(
                        "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n[SetUp \"1\"]\n"
                        "[FEN \"8/8/4k3/8/8/8/4K3/7R w - - 0 1\"]\n[Termination \"time "
                        "forfeit\"]\n\n1. Kd2 Kd5 0-1\n"))
                    .ok());
        QVERIFY(child<QLabel>(m_window->arbiterPanel(), "bannerLabel")->isVisible());
        QCOMPARE(places(), start);
    }

    void escapeInTheMoveBoxLeavesClaimMode() {
        QTest::mouseClick(button("claimWithMoveButton"), Qt::LeftButton);
        QVERIFY(board()->isIntentMode());
        QLineEdit* edit = m_window->moveEntry()->lineEdit();
        edit->setFocus();
        QTest::keyClick(edit, Qt::Key_Escape);
        QVERIFY(!board()->isIntentMode());
        QVERIFY(!button("claimWithMoveButton")->isChecked());
    }

    // Enter in the resign dialog must not resign.
    void resignDialogDefaultsToCancel() {
        bool cancelIsDefault = false;
        QTimer::singleShot(0, this, [&] {
            auto* box = qobject_cast<ResignDialog*>(QApplication::activeModalWidget());
            if (!box) return;
            cancelIsDefault = child(box, "cancelButton")->isDefault();
            QTest::keyClick(box, Qt::Key_Return);
        });
        QTest::mouseClick(button("resignButton"), Qt::LeftButton);
        QVERIFY(cancelIsDefault);
        QVERIFY(!game()->hasEnded());
    }

    void casualRulesShowNoClaimButtons() {
        QVERIFY(child<QWidget>(m_window->arbiterPanel(), "claimGroup")->isVisible());
        game()->newGame(RuleSet::Casual);
        QVERIFY(!child<QWidget>(m_window->arbiterPanel(), "claimGroup")->isVisible());
        QVERIFY(
            button("claimThreefoldButton")->toolTip().contains(QLatin1String("drawn by itself")));
        game()->newGame(RuleSet::Fide);
        QVERIFY(child<QWidget>(m_window->arbiterPanel(), "claimGroup")->isVisible());
    }

    // Move numbers of 100 and more are shown whole right after a FEN start, not as "1…".
    void bigMoveNumbersFitAfterAFenStart() {
        QVERIFY(game()->loadFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 120").ok());
        QVERIFY(game()->playText("Kd2").ok());
        auto* table = m_window->findChild<MoveListPanel*>()->findChild<QTableView*>();
        QVERIFY(table);
        const QString label =
            table->model()->index(0, app::MoveListModel::NumberColumn).data().toString();
        QCOMPARE(label, QStringLiteral("120."));
        const int needed = table->fontMetrics().horizontalAdvance(label);
        QVERIFY2(table->columnWidth(app::MoveListModel::NumberColumn) > needed + 4,
                 qPrintable(QString::number(table->columnWidth(0))));
    }

    // The crash-resume question names the game.
    void resumeQuestionNamesTheGame() {
        app::SavedGame saved;
        saved.white = QStringLiteral("Ann");
        saved.black = QStringLiteral("?");
        saved.plies = 45;
        saved.savedAt = QDateTime(QDate(2026, 11, 23), QTime(21, 40));
        const QString q = GameDialogs::resumeQuestion(saved);
        QVERIFY2(q.contains(QLatin1String("Ann (White)")), qPrintable(q));
        QVERIFY2(q.contains(QLatin1String("against Black")), qPrintable(q));
        QVERIFY2(q.contains(QLatin1String("23 moves (45 plies)")), qPrintable(q));
        QVERIFY2(q.contains(QLatin1String("21:40")), qPrintable(q));
        QVERIFY2(q.endsWith(QLatin1String("Resume it?")), qPrintable(q));
        // An unsaved finished game (tester: a mate never saved was lost in a crash) is
        // offered as what it is, with how it ended.
        saved.ending = QStringLiteral("Black wins: checkmate (FIDE 5.1.1)");
        const QString finished = GameDialogs::resumeQuestion(saved);
        QVERIFY2(finished.contains(QLatin1String("finished game with changes not saved")),
                 qPrintable(finished));
        QVERIFY2(finished.contains(saved.ending), qPrintable(finished));
        QVERIFY2(!finished.contains(QLatin1String("Resume")), qPrintable(finished));
        // An arbiter's correction of a game of a file: which game of which file.
        saved.source = app::AutosaveSource{QStringLiteral("/home/ann/club.pgn"), 2, 607, 1};
        const QString corrected = GameDialogs::resumeQuestion(saved);
        QVERIFY2(corrected.contains(QLatin1String("It is game 3 of /home/ann/club.pgn.")),
                 qPrintable(corrected));
    }

    // New Game proposes the current game's time control, not the saved one.
    void newGameProposesTheCurrentTimeControl() {
        const TimeControl current = TimeControl::fischer(3 * 60000, 2000);
        game()->newGame(RuleSet::Uscf, current);
        std::optional<TimeControl> proposed;
        std::optional<RuleSet> rules;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            proposed = dialog->timeControl();
            rules = dialog->ruleSet();
            dialog->reject();
        });
        m_window->actions()->newGame->trigger();
        QCOMPARE(proposed, std::optional<TimeControl>(current));
        QCOMPARE(rules, std::optional<RuleSet>(RuleSet::Uscf));
    }
};

QTEST_MAIN(TestArbiterPanel)
#include "tst_arbiterpanel.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
