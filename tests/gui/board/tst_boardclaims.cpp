// The board and the arbiter panel together, driven like a user: squares are clicked on a
// real BoardView, buttons on the real ArbiterPanel, and the results read from the widgets.
#include <memory>

#include <QClipboard>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "app/models/boardmodel.h"
#include "app/services/clockdriver.h"
#include "app/services/settings.h"
#include "app/text/articles.h"
#include "core/board/fen.h"
#include "gui/board/moveentry.h"
#include "gui/board/promotionchooser.h"
#include "gui/guitestutil.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/clockwidget.h"
#include "gui/panels/movelistpanel.h"
#include "gui/window/gamefiles.h"
#include "gui/window/mainactions.h"

using namespace remis;
using namespace remis::gui;
using namespace remis::gui::test;

class TestBoardClaims : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    BoardView* board() const { return m_window->boardView(); }
    app::GameController* game() const { return m_window->controller(); }
    app::ClockDriver* clock() const { return m_window->clockDriver(); }
    QPushButton* button(const char* name) const { return child(m_window->arbiterPanel(), name); }
    bool isLit(const char* name) const {
        QPushButton* b = button(name);
        return b->isEnabled() && b->property("lit").toBool();
    }
    QString pieceAt(const char* square) const {
        return board()->board()->indexOf(sq(square)).data(app::PieceRole).toString();
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        isolate(m_dir);
    }
    void init() {
        app::Settings().setFlipped(false);  // no orientation carried over from an earlier test
        m_window = shownMainWindow();
    }
    void cleanup() { m_window.reset(); }

    // The claim buttons name their article, filled in from the vocabulary (the form has a
    // placeholder).
    void claimButtonsNameTheirArticle() {
        QCOMPARE(
            button("claimThreefoldButton")->text(),
            "Claim draw: threefold repetition (" + app::articleNo(article_no::Threefold) + ")");
        QCOMPARE(button("claimFiftyButton")->text(),
                 "Claim draw: fifty-move rule (" + app::articleNo(article_no::Fifty) + ")");
    }

    // Nf3 Nf6 Ng1 Ng8 twice: the start position stands for the third time after 4...Ng8.
    void threefoldButtonFollowsTheSideToMove() {
        const char* moves[] = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};
        for (int i = 0; i < 8; ++i) {
            QVERIFY2(!isLit("claimThreefoldButton"),
                     qPrintable(QStringLiteral("lit before ply %1").arg(i)));
            clickMove(board(), moves[i]);
            QCOMPARE(game()->ply(), i + 1);
        }
        QVERIFY(isLit("claimThreefoldButton"));  // White to move: the third occurrence
        QVERIFY(!isLit("claimFiftyButton"));
        QCOMPARE(game()->game().position().sideToMove(), White);
        clickMove(board(), "b1c3");  // a new position: Black may not claim
        QVERIFY(!isLit("claimThreefoldButton"));
        QVERIFY(!button("claimThreefoldButton")->isEnabled());
    }

    void claimOnTheBoardEndsTheGame() {
        for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"})
            clickMove(board(), m);
        QTest::mouseClick(button("claimThreefoldButton"), Qt::LeftButton);
        QVERIFY(game()->hasEnded());
        QCOMPARE(game()->outcome().termination, Termination::ThreefoldRepetition);
        auto* banner = child<QLabel>(m_window->arbiterPanel(), "bannerLabel");
        QVERIFY(!banner->isHidden());
        QVERIFY2(banner->text().contains(QLatin1String("9.2")), qPrintable(banner->text()));
    }

    // 9.2.1: after 4.Ng1 Black names ...Ng8 without playing it: a correct claim.
    void correctClaimWithAMoveIsNotPlayed() {
        for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"})
            clickMove(board(), m);
        QVERIFY(!isLit("claimThreefoldButton"));
        QTest::mouseClick(button("claimWithMoveButton"), Qt::LeftButton);
        QVERIFY(board()->isIntentMode());
        QVERIFY(m_window->stateBannerText().contains(QLatin1String("Claim with a move")));
        clickMove(board(), "f6g8");
        QVERIFY(game()->hasEnded());
        QCOMPARE(game()->outcome().termination, Termination::ThreefoldRepetition);
        QCOMPARE(game()->outcome().result, GameResult::Draw);
        QCOMPARE(game()->ply(), 7);  // the intended move was not played
        QCOMPARE(pieceAt("f6"), QStringLiteral("bN"));
        QVERIFY(!board()->isIntentMode());
    }

    // 9.5.3: a wrong claim with a move: the opponent gets time, the move is played.
    void incorrectClaimWithAMoveCostsTimeAndIsPlayed() {
        game()->newGame(RuleSet::Fide, TimeControl::fischer(5 * 60000, 3000));
        for (const char* m : {"g1f3", "g8f6", "f3g1"}) clickMove(board(), m);
        const int64_t whiteBefore = clock()->remainingMs(White);
        QTest::mouseClick(button("claimWithMoveButton"), Qt::LeftButton);
        clickMove(board(), "f6g8");  // only the second occurrence of the start position
        QVERIFY(!game()->hasEnded());
        QCOMPARE(game()->ply(), 4);
        QCOMPARE(pieceAt("g8"), QStringLiteral("bN"));
        QVERIFY(clock()->remainingMs(White) > whiteBefore + 50000);  // one minute in blitz
        ClockWidget* whiteClock = m_window->findChild<ClockWidget*>(QStringLiteral("bottomClock"));
        QCOMPARE(whiteClock->side(), White);
        QCOMPARE(whiteClock->flashText(), QStringLiteral("+1:00"));
        auto* message = child<QLabel>(m_window->arbiterPanel(), "claimMessageLabel");
        QVERIFY2(message->text().contains(QLatin1String("9.5.3")), qPrintable(message->text()));
        QCOMPARE(message->property("verdict").toString(), QStringLiteral("rejected"));
    }

    void promotionThroughTheChooser() {
        QVERIFY(game()->loadFen(QStringLiteral("8/P6k/8/8/8/8/8/K7 w - - 0 1")).ok());
        clickMove(board(), "a7a8");
        PromotionChooser* chooser = board()->promotionChooser();
        QVERIFY(chooser->isVisible());
        QCOMPARE(game()->ply(), 0);
        QTest::mouseClick(chooser->button(Knight), Qt::LeftButton);
        QVERIFY(!chooser->isVisible());
        QCOMPARE(game()->ply(), 1);
        QCOMPARE(pieceAt("a8"), QStringLiteral("wN"));
    }

    // Enter chooses the highlighted piece, like Space: Down from the queen, then Enter.
    void promotionByEnter() {
        for (const Qt::Key enter : {Qt::Key_Return, Qt::Key_Enter}) {
            QVERIFY(game()->loadFen(QStringLiteral("8/P6k/8/8/8/8/8/K7 w - - 0 1")).ok());
            clickMove(board(), "a7a8");
            PromotionChooser* chooser = board()->promotionChooser();
            QVERIFY(chooser->isVisible());
            QCOMPARE(chooser->focusWidget(), chooser->button(Queen));
            QTest::keyClick(chooser->focusWidget(), Qt::Key_Down);
            QCOMPARE(chooser->focusWidget(), chooser->button(Rook));
            QTest::keyClick(chooser->focusWidget(), enter);
            QVERIFY(!chooser->isVisible());
            QCOMPARE(game()->ply(), 1);
            QCOMPARE(pieceAt("a8"), QStringLiteral("wR"));
        }
    }

    void promotionCanBeCancelled() {
        QVERIFY(game()->loadFen(QStringLiteral("8/P6k/8/8/8/8/8/K7 w - - 0 1")).ok());
        clickMove(board(), "a7a8");
        QVERIFY(board()->promotionChooser()->isVisible());
        QTest::keyClick(board()->promotionChooser(), Qt::Key_Escape);
        QVERIFY(!board()->promotionChooser()->isVisible());
        QCOMPARE(game()->ply(), 0);
        QCOMPARE(pieceAt("a7"), QStringLiteral("wP"));
    }

    // 9.3.1 with the clock at 99: the moves that would complete fifty moves are listed.
    void fiftyMoveClaimListIsShown() {
        QVERIFY(game()->loadFen(QStringLiteral("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 99 119")).ok());
        auto* hint = child<QLabel>(m_window->arbiterPanel(), "hintLabel");
        auto* frame = child<QFrame>(m_window->arbiterPanel(), "hintFrame");
        QVERIFY(frame->isVisible());
        QVERIFY2(hint->text().contains(QLatin1String("Kg3")), qPrintable(hint->text()));
        QVERIFY(hint->text().contains(QLatin1String("9.3.1")));
        QVERIFY(!isLit("claimFiftyButton"));  // not yet 100: only a claim with a move
        m_window->actions()->claimHints->setChecked(false);  // the hint can be hidden
        QVERIFY(!frame->isVisible());
        m_window->actions()->claimHints->setChecked(true);
        QTest::mouseClick(button("claimWithMoveButton"), Qt::LeftButton);
        clickMove(board(), "f3g3");
        QCOMPARE(game()->outcome().termination, Termination::FiftyMoves);
    }

    void dragAndDropMakesAMove() {
        const QPoint from = board()->squareRect(sq("e2")).center();
        const QPoint to = board()->squareRect(sq("e4")).center();
        QTest::mousePress(board()->viewport(), Qt::LeftButton, Qt::NoModifier, from);
        QMouseEvent move(QEvent::MouseMove, QPointF((from + to) / 2),
                         board()->viewport()->mapToGlobal(QPointF((from + to) / 2)), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(board()->viewport(), &move);
        QTest::mouseRelease(board()->viewport(), Qt::LeftButton, Qt::NoModifier, to);
        QCOMPARE(game()->ply(), 1);
        QCOMPARE(pieceAt("e4"), QStringLiteral("wP"));
    }

    void illegalAttemptIsExplained() {
        clickSquare(board(), "g1");
        clickSquare(board(), "e5");
        QCOMPARE(game()->ply(), 0);
        QCOMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("That knight cannot reach e5"));
        clickSquare(board(), "e7");  // Black's pawn, White to move
        QVERIFY(m_window->statusBar()->currentMessage().contains(QLatin1String("White's move")));
    }

    void rightClickCancelsTheSelection() {
        clickSquare(board(), "g1");
        QVERIFY(board()->board()->hasSelection());
        clickSquare(board(), "h3", Qt::RightButton);
        QVERIFY(!board()->board()->hasSelection());
        clickSquare(board(), "g1");
        QTest::keyClick(board(), Qt::Key_Escape);
        QVERIFY(!board()->board()->hasSelection());
    }

    void typedMovesAndTheirErrors() {
        QLineEdit* edit = m_window->moveEntry()->lineEdit();
        QTest::keyClicks(edit, QStringLiteral("Nf3"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(game()->ply(), 1);
        QVERIFY(edit->text().isEmpty());
        QTest::keyClicks(edit, QStringLiteral("Ne4"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(game()->ply(), 1);
        QVERIFY(!m_window->moveEntry()->errorText().isEmpty());
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("e7e5"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(game()->ply(), 2);
    }

    void browsingWithTheKeyboard() {
        for (const char* m : {"e2e4", "e7e5", "g1f3"}) clickMove(board(), m);
        MainActions* a = m_window->actions();
        QCOMPARE(a->previous->shortcut(), QKeySequence(Qt::Key_Left));
        QCOMPARE(a->next->shortcut(), QKeySequence(Qt::Key_Right));
        QCOMPARE(a->first->shortcut(), QKeySequence(Qt::Key_Home));
        QCOMPARE(a->last->shortcut(), QKeySequence(Qt::Key_End));
        // Shortcuts reach only the active window; a bare X server (no window manager) may
        // never activate one, so the keys are then simulated by their actions.
        QApplication::setActiveWindow(m_window.get());
        const bool active = QTest::qWaitForWindowActive(m_window.get(), 2000);
        board()->setFocus();
        const auto press = [&](Qt::Key key, QAction* action) {
            if (active)
                QTest::keyClick(m_window.get(), key);
            else
                action->trigger();
        };
        press(Qt::Key_Left, a->previous);
        QCOMPARE(game()->navigator().shownPly(), 2);
        QVERIFY2(m_window->stateBannerText().contains(QLatin1String("Viewing move 1...e5")),
                 qPrintable(m_window->stateBannerText()));
        QCOMPARE(pieceAt("g1"), QStringLiteral("wN"));
        press(Qt::Key_Home, a->first);
        QCOMPARE(game()->navigator().shownPly(), 0);
        press(Qt::Key_Right, a->next);
        QCOMPARE(game()->navigator().shownPly(), 1);
        press(Qt::Key_End, a->last);
        QCOMPARE(game()->navigator().shownPly(), 3);
        QVERIFY(m_window->stateBannerText().isEmpty());
    }

    void clickingAMoveShowsItsPosition() {
        for (const char* m : {"e2e4", "e7e5", "g1f3"}) clickMove(board(), m);
        QTableView* table = m_window->moveListPanel()->table();
        const QRect cell = table->visualRect(table->model()->index(0, 2));  // 1...e5
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
        QCOMPARE(game()->navigator().shownPly(), 2);
        QVERIFY(!m_window->moveListPanel()->browsingBanner()->isHidden());
    }

    void takeBackInCasualOnly() {
        clickMove(board(), "e2e4");
        m_window->actions()->takeBack->trigger();
        QCOMPARE(game()->ply(), 1);  // FIDE: no take-back
        game()->newGame(RuleSet::Casual);
        clickMove(board(), "e2e4");
        QVERIFY(m_window->actions()->takeBack->isEnabled());
        m_window->actions()->takeBack->trigger();
        QCOMPARE(game()->ply(), 0);
    }

    void flipTurnsTheBoardAndTheClocks() {
        const QRect e2 = board()->squareRect(sq("e2"));
        m_window->actions()->flip->trigger();
        QVERIFY(board()->isFlipped());
        QVERIFY(board()->squareRect(sq("e2")).top() < e2.top());
        QCOMPARE(m_window->findChild<ClockWidget*>(QStringLiteral("bottomClock"))->side(), Black);
        clickMove(board(), "e2e4");  // clicks still land on the right squares
        QCOMPARE(game()->ply(), 1);
    }

    void keyboardMoves() {
        board()->setFocus();
        QTest::keyClick(board(), Qt::Key_Return);  // the cursor appears on the king, e1
        QTest::keyClick(board(), Qt::Key_Up);
        QTest::keyClick(board(), Qt::Key_Return);  // picks up the e2 pawn
        QVERIFY(board()->board()->hasSelection());
        QTest::keyClick(board(), Qt::Key_Up);
        QTest::keyClick(board(), Qt::Key_Up);
        QCOMPARE(game()->navigator().shownPly(),
                 0);  // arrows moved the cursor, not through the game
        QTest::keyClick(board(), Qt::Key_Return);
        QCOMPARE(game()->ply(), 1);
        QCOMPARE(pieceAt("e4"), QStringLiteral("wP"));
    }

    void drawOfferAcceptedAndDeclined() {
        for (const char* m : {"e2e4", "e7e5", "g1f3"}) clickMove(board(), m);
        QTest::mouseClick(button("offerWhiteButton"), Qt::LeftButton);
        QVERIFY(game()->pendingOffer().has_value());
        QVERIFY(button("acceptDrawButton")->isEnabled());
        QVERIFY(!child<QLabel>(m_window->arbiterPanel(), "offerLabel")->text().isEmpty());
        QTest::mouseClick(button("declineDrawButton"), Qt::LeftButton);
        QVERIFY(!game()->pendingOffer().has_value());
        QVERIFY(game()->pgnText().contains(QLatin1String("(=)")));
        clickMove(board(), "b8c6");
        QTest::mouseClick(button("offerBlackButton"), Qt::LeftButton);
        QCOMPARE(game()->pendingOffer()->by, Black);
        QCOMPARE(button("acceptDrawButton")->text(), QStringLiteral("White: accept"));
        QTest::mouseClick(button("acceptDrawButton"), Qt::LeftButton);
        QCOMPARE(game()->outcome().termination, Termination::Agreement);
    }

    void occurrenceLinksJumpToThePly() {
        for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8"}) clickMove(board(), m);
        auto* links = child<QLabel>(m_window->arbiterPanel(), "occurrencesLabel");
        QVERIFY(links->text().contains(QLatin1String("ply:0")));
        emit links->linkActivated(QStringLiteral("ply:0"));
        QCOMPARE(game()->navigator().shownPly(), 0);
    }

    void pasteAndDropLoadPositions() {
        const QString fen = QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        QGuiApplication::clipboard()->setText(fen);
        m_window->actions()->paste->trigger();
        QCOMPARE(game()->navigator().fen(), fen);
        m_window->actions()->copyFen->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), fen);

        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("game.pgn")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Event \"Test\"]\n[Rules \"casual\"]\n\n1. e4 e5 2. Nf3 *\n");
        file.close();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(file.fileName())});
        QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &drop);
        QCOMPARE(game()->ply(), 3);
        QCOMPARE(game()->game().rules(), RuleSet::Casual);
    }

    void savedPgnHasResultTerminationAndRules() {
        for (const char* m : {"f2f3", "e7e5", "g2g4", "d8h4"}) clickMove(board(), m);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mate.pgn"));
        QVERIFY(m_window->files()->savePgnFile(path).ok());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString pgn = QString::fromUtf8(file.readAll());
        QVERIFY(pgn.contains(QLatin1String("[Result \"0-1\"]")));
        QVERIFY(pgn.contains(QLatin1String("[Termination ")));
        QVERIFY(pgn.contains(QLatin1String("[Rules ")));
    }

    // 6.9: the clock driver hands the flag to the arbiter; the loser's clock shows it.
    // The time is the test's own (no waiting for a real clock): the driver's step at the moment
    // Black's 0.6 s have run out hands the flag to the arbiter, who judges it on the worker.
    void flagFallIsJudged() {
        const auto now = std::make_shared<int64_t>(0);
        game()->setTimeSource([now] { return *now; });
        game()->newGame(RuleSet::Fide, TimeControl::suddenDeath(600));
        clickMove(board(), "e2e4");  // Black's clock runs
        *now += 599;
        clock()->tick();
        QVERIFY(!game()->hasEnded());
        *now += 2;
        clock()->tick();
        QTRY_VERIFY_WITH_TIMEOUT(game()->hasEnded(), 5000);
        QCOMPARE(game()->outcome().termination, Termination::Timeout);
        QCOMPARE(game()->outcome().result, GameResult::WhiteWins);
        auto* banner = child<QLabel>(m_window->arbiterPanel(), "bannerLabel");
        QVERIFY2(banner->text().contains(QLatin1String("6.9")), qPrintable(banner->text()));
    }

    void pauseStopsTheClocks() {
        const auto now = std::make_shared<int64_t>(0);
        game()->setTimeSource([now] { return *now; });
        game()->newGame(RuleSet::Fide, TimeControl::fischer(60000, 0));
        clickMove(board(), "e2e4");
        QVERIFY(m_window->actions()->pause->isEnabled());
        m_window->actions()->pause->trigger();
        QVERIFY(clock()->isPausedByUser());
        const int64_t black = clock()->remainingMs(Black);
        *now += 150;  // paused time is not charged (6.12)
        QCOMPARE(clock()->remainingMs(Black), black);
        m_window->actions()->pause->trigger();
        QVERIFY(!clock()->isPausedByUser());
        *now += 150;  // running again
        QCOMPARE(clock()->remainingMs(Black), black - 150);
    }
    // Speed is measured by tests/bench/bench_app (figures, not timed tests).
};

QTEST_MAIN(TestBoardClaims)
#include "tst_boardclaims.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
