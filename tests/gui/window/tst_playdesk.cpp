// SPDX-License-Identifier: GPL-3.0-or-later
// Two players at one desk (issue 20): every way to start a game takes the time control chosen
// then; an offer answered by an offer is an agreement (5.2.3); a resignation that is a draw
// names the side, on screen, in the PGN and after reopening; one increment rule for every
// move; the record shows offers and the result; demonstrations are not the user's games;
// the window's shortcuts work from the move box.
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <functional>

#include "app/controller/movedispatcher.h"
#include "app/models/arbitermodel.h"
#include "app/services/autosave.h"
#include "app/services/clockdriver.h"
#include "app/services/settings.h"
#include "core/board/movegen.h"
#include "gui/board/boardview.h"
#include "gui/board/moveentry.h"
#include "gui/dialogs/fendialog.h"
#include "gui/dialogs/newgamedialog.h"
#include "gui/dialogs/resigndialog.h"
#include "gui/dialogs/timecontroldialog.h"
#include "gui/dialogs/timecontrolpicker.h"
#include "gui/editor/positioneditor.h"
#include "gui/guitestutil.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/clockwidget.h"
#include "gui/panels/helppane.h"
#include "gui/panels/movelistpanel.h"
#include "gui/panels/notationview.h"
#include "gui/window/gamefiles.h"
#include "gui/window/mainactions.h"

using namespace remis;
using namespace remis::gui;
using namespace remis::gui::test;

namespace {
constexpr int64_t Min = 60000;
constexpr int64_t Sec = 1000;
const TimeControl Blitz32 = TimeControl::fischer(3 * Min, 2 * Sec);
}  // namespace

class TestPlayDesk : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    int64_t m_now = 1000;

    app::GameController* game() const { return m_window->controller(); }
    QString banner() const { return m_window->findChild<QLabel*>("stateBanner")->text(); }

    // Runs `answer` on the modal dialog that `open` opens, of type T.
    template <class T>
    bool answerDialog(const std::function<void()>& open, const std::function<void(T*)>& answer) {
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget());
            if (!dialog) return;
            seen = true;
            answer(dialog);
        });
        open();
        return seen;
    }

    // The texts of the dialog's buttons as they stand on the screen.
    static QStringList buttonsLeftToRight(QWidget* dialog) {
        QList<QPushButton*> buttons = dialog->findChildren<QPushButton*>();
        std::sort(buttons.begin(), buttons.end(),
                  [](QPushButton* a, QPushButton* b) { return a->x() < b->x(); });
        QStringList texts;
        for (QPushButton* b : buttons) texts << b->text();
        return texts;
    }

    // Game > Time Control, answered with `control`.
    bool chooseTimeControl(const TimeControl& control) {
        return answerDialog<TimeControlDialog>(
            [this] { m_window->actions()->timeControl->trigger(); },
            [&](TimeControlDialog* d) {
                d->setTimeControl(control);
                d->accept();
            });
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        isolate(m_dir);
    }
    void init() {
        m_window = shownMainWindow();
        m_now = 1000;
        game()->setTimeSource([this] { return m_now; });
        m_window->files()->setReplaceQuestion(
            [](const QString&) { return GameFiles::ReplaceAnswer::Discard; });
    }
    void cleanup() { m_window.reset(); }

    // New Game: the time control chosen in its dialog is the game's, and shown.
    void newGameTakesTheChosenTimeControl() {
        QVERIFY(answerDialog<NewGameDialog>([this] { m_window->actions()->newGame->trigger(); },
                                            [](NewGameDialog* d) {
                                                d->findChild<TimeControlPicker*>()->setTimeControl(
                                                    Blitz32);
                                                d->accept();
                                            }));
        QCOMPARE(game()->game().clock().timeControl(), Blitz32);
        QVERIFY2(banner().contains(QStringLiteral("3 min + 2 s")), qPrintable(banner()));
        QCOMPARE(m_window->settings()->recentTimeControls().value(0), Blitz32);
    }

    // Load Position: its dialog has the time control, and the game from the FEN gets it.
    void loadFenTakesTheChosenTimeControl() {
        const QString fen = QStringLiteral("8/5k2/8/8/3R4/8/2K5/8 w - - 0 40");
        QVERIFY(answerDialog<FenDialog>([this] { m_window->actions()->loadFen->trigger(); },
                                        [&](FenDialog* d) {
                                            d->setFen(fen);
                                            d->findChild<TimeControlPicker*>()->setTimeControl(
                                                Blitz32);
                                            d->accept();
                                        }));
        QCOMPARE(game()->game().startPosition().fullmoveNumber(), 40);
        QCOMPARE(game()->game().clock().timeControl(), Blitz32);
        QVERIFY(m_window->clockDriver()->isWaiting());
        QVERIFY2(banner().contains(QStringLiteral("3 min + 2 s")), qPrintable(banner()));
    }

    // The editor's Play from Here starts the game with the control chosen beside it.
    void editorPlayFromHereTakesTheChosenTimeControl() {
        const TimeControl rapid = TimeControl::fischer(10 * Min, 5 * Sec);
        QVERIFY(answerDialog<PositionEditor>(
            [this] { m_window->actions()->setupPosition->trigger(); },
            [&](PositionEditor* e) {
                e->setFen(QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
                e->findChild<TimeControlPicker*>()->setTimeControl(rapid);
                e->accept();
            }));
        QCOMPARE(game()->navigator().fen(), QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        QCOMPARE(game()->game().clock().timeControl(), rapid);
    }

    // Paste, open and a demonstration bring a game without asking; Game > Time Control then
    // sets its clock until the first move (after it, the control is for the next game).
    void pastedOpenedAndDemonstratedGamesTakeTheTimeControl() {
        QGuiApplication::clipboard()->setText(QStringLiteral("[White \"A\"]\n\n1. e4 e5 *"));
        m_window->actions()->paste->trigger();
        QCOMPARE(game()->ply(), 2);
        QVERIFY(game()->game().clock().timeControl().isUntimed());
        QVERIFY(chooseTimeControl(Blitz32));
        QCOMPARE(game()->game().clock().timeControl(), Blitz32);
        QVERIFY(m_window->clockDriver()->isWaiting());

        const QString path = m_dir.filePath(QStringLiteral("open.pgn"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Event \"x\"]\n\n1. d4 d5 2. c4 *\n");
        file.close();
        QVERIFY(m_window->files()->openFile(path));
        QCOMPARE(game()->ply(), 3);
        const TimeControl five = TimeControl::fischer(5 * Min, 3 * Sec);
        QVERIFY(chooseTimeControl(five));
        QCOMPARE(game()->game().clock().timeControl(), five);

        QVERIFY(m_window->loadDemo(QStringLiteral("knights-threefold")));
        QVERIFY(chooseTimeControl(Blitz32));
        QCOMPARE(game()->game().clock().timeControl(), Blitz32);

        // Once a move is timed the control is for the next game.
        QVERIFY(game()->play(*legalMoves(game()->game().position()).begin()).ok());
        QVERIFY(!game()->canSetTimeControl());
        QVERIFY(chooseTimeControl(five));
        QCOMPARE(game()->game().clock().timeControl(), Blitz32);
        QCOMPARE(m_window->settings()->timeControl(), five);
    }

    // One rule for every move: White's first move is timed from the moment it is played (it
    // takes no time), earns the increment, and counts towards the period; Pause before it
    // starts nothing.
    void everyMoveEarnsTheIncrementTheFirstIncluded() {
        game()->newGame(RuleSet::Fide, Blitz32);
        app::ClockDriver* clock = m_window->clockDriver();
        QVERIFY(clock->isWaiting());
        m_window->actions()->pause->trigger();  // P before the first move
        QVERIFY(clock->isWaiting());
        QVERIFY(!m_window->actions()->pause->isChecked());
        m_now += 30000;  // the players sit down: no clock runs
        QCOMPARE(clock->remainingMs(White), 3 * Min);
        QVERIFY(game()->playText("e4").ok());
        QCOMPARE(clock->remainingMs(White), 3 * Min + 2 * Sec);
        QCOMPARE(game()->game().clock().movesMade(White), 1);
        m_now += 5000;
        QVERIFY(game()->playText("e5").ok());
        QCOMPARE(clock->remainingMs(Black), 3 * Min - 5 * Sec + 2 * Sec);
        // The rule is stated where the clocks are.
        auto* bottom = m_window->findChild<ClockWidget*>("bottomClock");
        QVERIFY2(bottom->toolTip().contains(QStringLiteral("the first included")),
                 qPrintable(bottom->toolTip()));
    }

    // 9.1.2 / 5.2.3: White offers; Black, instead of pressing Accept, offers too: the players
    // agree, and the ending cites 5.2.3 (the PGN comment says "Draw" once).
    void anOfferAnsweredByAnOfferIsAnAgreement() {
        for (const char* m : {"e4", "e5", "Nf3"}) QVERIFY(game()->playText(m).ok());
        ArbiterPanel* panel = m_window->arbiterPanel();
        QTest::mouseClick(child(panel, "offerWhiteButton"), Qt::LeftButton);
        QCOMPARE(game()->pendingOffer()->by, White);
        QVERIFY(child(panel, "offerBlackButton")->isEnabled());
        QTest::mouseClick(child(panel, "offerBlackButton"), Qt::LeftButton);
        QVERIFY(game()->hasEnded());
        QCOMPARE(game()->outcome().termination, Termination::Agreement);
        QCOMPARE(game()->outcome().result, GameResult::Draw);
        QVERIFY2(banner().contains(QStringLiteral("5.2.3")), qPrintable(banner()));
        const QString pgn = game()->pgnText();
        QVERIFY2(pgn.contains(QStringLiteral("[Ending \"draw agreed (FIDE 5.2.3)\"]")),
                 qPrintable(pgn));
        QVERIFY2(pgn.contains(QStringLiteral("{Draw agreed (FIDE 5.2.3).}")), qPrintable(pgn));
        QCOMPARE(pgn.count(QStringLiteral("Draw")), 1);
    }

    // 5.1.2: White resigns where Black cannot checkmate: a draw that names White, on the
    // screen, in the Ending tag, and again after the file is reopened, without "(as
    // recorded: normal)".
    void aResignationThatIsADrawNamesTheSide() {
        QVERIFY(game()->loadFen(QStringLiteral("8/8/4k3/8/8/4K3/4P3/8 w - - 0 60")).ok());
        QVERIFY(game()->playText("Kd3").ok());
        game()->resign(White);
        QCOMPARE(game()->outcome().result, GameResult::Draw);
        const QString shown = banner();
        QVERIFY2(shown.contains(QStringLiteral("White resigned")), qPrintable(shown));
        const QString pgn = game()->pgnText();
        QVERIFY2(pgn.contains(QStringLiteral("[Ending \"resignation by White (FIDE 5.1.2)\"]")),
                 qPrintable(pgn));
        QVERIFY2(pgn.simplified().contains(QStringLiteral(
                     "{Resignation by White (FIDE 5.1.2), but Black cannot checkmate. Draw.}")),
                 qPrintable(pgn));
        const QString path = m_dir.filePath(QStringLiteral("resigned.pgn"));
        QVERIFY(m_window->files()->savePgnFile(path).ok());
        QVERIFY(m_window->files()->openFile(path));
        const QString reopened = banner();
        QVERIFY2(reopened.contains(QStringLiteral("White resigned")), qPrintable(reopened));
        QVERIFY2(!reopened.contains(QStringLiteral("as recorded")), qPrintable(reopened));
    }

    // Time Control during a 10-minute game shows the game's control, not the saved one of
    // another game ("No clock"); one chosen for the next game is shown again after that.
    void theTimeControlDialogShowsTheGamesControl() {
        app::Settings().useTimeControl(TimeControl::untimed());
        game()->newGame(RuleSet::Fide, TimeControl::suddenDeath(10 * Min));
        QVERIFY(game()->playText("e4").ok());
        QVERIFY(!game()->canSetTimeControl());
        TimeControl shown;
        const auto look = [&] {
            return answerDialog<TimeControlDialog>(
                [this] { m_window->actions()->timeControl->trigger(); },
                [&](TimeControlDialog* d) {
                    shown = d->timeControl();
                    d->reject();
                });
        };
        QVERIFY(look());
        QCOMPARE(shown, TimeControl::suddenDeath(10 * Min));
        QVERIFY(chooseTimeControl(Blitz32));  // for the next game
        QVERIFY(look());
        QCOMPARE(shown, Blitz32);
    }

    // Resign: [White resigns] [Black resigns] [Cancel] in this order whoever is to move, so
    // a button never changes places; Enter is Cancel.
    void theResignButtonsKeepTheirPlaces() {
        for (const char* m : {"", "e4"}) {
            if (*m) QVERIFY(game()->playText(m).ok());
            QStringList order;
            QVERIFY(answerDialog<ResignDialog>([this] { m_window->actions()->resign->trigger(); },
                                               [&](ResignDialog* d) {
                                                   order = buttonsLeftToRight(d);
                                                   QTest::keyClick(d, Qt::Key_Return);
                                               }));
            QCOMPARE(order, (QStringList{"White resigns", "Black resigns", "Cancel"}));
            QVERIFY(!game()->hasEnded());
        }
        // Black to move: the first button is still White's.
        QVERIFY(
            answerDialog<ResignDialog>([this] { m_window->actions()->resign->trigger(); },
                                       [](ResignDialog* d) { child(d, "whiteResigns")->click(); }));
        QCOMPARE(game()->outcome().result, GameResult::BlackWins);
    }

    // The example mating line of a flag fall is numbered from the move of the game.
    void exampleLinesAreNumberedFromTheRealMove() {
        QVERIFY(game()
                    ->loadFen(QStringLiteral("8/8/8/8/8/2k5/8/K1N4r w - - 0 60"), RuleSet::Fide,
                              TimeControl::suddenDeath(10 * Sec))
                    .ok());
        QVERIFY(game()->playText("Kb1").ok());  // Black's clock runs
        m_now += 11000;
        m_window->clockDriver()->tick();
        QTRY_VERIFY(game()->hasEnded());
        const QString shown = game()->outcome().result == GameResult::WhiteWins
                                  ? m_window->findChild<QLabel*>("stateBanner")->text()
                                  : QString();
        QVERIFY2(shown.contains(QStringLiteral("60...")), qPrintable(shown));
        QVERIFY2(!shown.contains(QStringLiteral(" 1.")), qPrintable(shown));
    }

    // (=) in the notation pane as in the move list; the result ends both.
    void theRecordShowsOffersAndTheResult() {
        QVERIFY(game()->playText("e4").ok());
        QVERIFY(game()->offerDraw(White));
        QVERIFY(game()->playText("e5").ok());  // declines
        QVERIFY2(m_window->notationView()->toPlainText().contains(QStringLiteral("e4 (=)")),
                 qPrintable(m_window->notationView()->toPlainText()));
        game()->resign(Black);
        QVERIFY2(m_window->notationView()->toPlainText().contains(QStringLiteral("1-0")),
                 qPrintable(m_window->notationView()->toPlainText()));
        auto* result = m_window->moveListPanel()->findChild<QLabel*>("moveListResult");
        QVERIFY(result && result->isVisible());
        QVERIFY(result->text().contains(QStringLiteral("1-0")));
    }

    // 9.1.2.1: an offer made before moving stands, with a hint to move first.
    void anOfferBeforeMovingGetsAHint() {
        QVERIFY(game()->playText("e4").ok());
        QVERIFY(game()->offerDraw(Black));  // Black, to move, offers before moving
        auto* label = m_window->arbiterPanel()->findChild<QLabel*>("offerLabel");
        QVERIFY2(label->text().contains(QStringLiteral("9.1.2.1")), qPrintable(label->text()));
    }

    // While an offer stands the arbiter panel fits: no horizontal scroll bar, nothing cut.
    void theArbiterPanelFitsWhileAnOfferStands() {
        m_window->resize(1024, 700);
        for (const char* m : {"e4", "e5"}) QVERIFY(game()->playText(m).ok());
        QVERIFY(game()->offerDraw(White));
        QApplication::processEvents();
        auto* scroll =
            qobject_cast<QScrollArea*>(m_window->arbiterPanel()->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QVERIFY(!scroll->horizontalScrollBar()->isVisible());
        QVERIFY(m_window->arbiterPanel()->width() <= scroll->viewport()->width());
    }

    // The verdict at the end of the game is read whole above the board.
    void theVerdictLineIsNotCut() {
        m_window->resize(1024, 700);
        QVERIFY(game()
                    ->loadFen(QStringLiteral("8/8/8/8/8/2k5/8/K1N4r w - - 0 60"), RuleSet::Fide,
                              TimeControl::suddenDeath(10 * Sec))
                    .ok());
        QVERIFY(game()->playText("Kb1").ok());
        m_now += 11000;
        m_window->clockDriver()->tick();
        QTRY_VERIFY(game()->hasEnded());
        QApplication::processEvents();
        auto* label = m_window->findChild<QLabel*>("stateBanner");
        const QRect room = label->contentsRect();
        // QLabel wraps at its contents rectangle (the padding is outside it).
        const QRect needed = label->fontMetrics().boundingRect(QRect(0, 0, room.width(), 100000),
                                                               Qt::TextWordWrap, label->text());
        QVERIFY2(needed.height() > label->fontMetrics().height(), "the verdict fits one line");
        QVERIFY2(room.height() >= needed.height(), qPrintable(label->text()));
    }

    // Tester: New Game after the flag-fall demonstration proposed its 5 s. A demonstration's
    // rules and clock are its own: New Game and the next game's Time Control propose the
    // control the user chose last.
    void newGameAfterADemonstrationProposesTheUsersControl() {
        QVERIFY(answerDialog<NewGameDialog>([this] { m_window->actions()->newGame->trigger(); },
                                            [](NewGameDialog* d) {
                                                d->findChild<TimeControlPicker*>()->setTimeControl(
                                                    Blitz32);
                                                d->accept();
                                            }));
        QVERIFY(m_window->loadDemo(QStringLiteral("flag-fall-kn-v-kr")));
        QCOMPARE(game()->game().clock().timeControl(), TimeControl::suddenDeath(5 * Sec));
        QVERIFY(game()->game().clock().isRunning());
        TimeControl proposed;
        QVERIFY(
            answerDialog<TimeControlDialog>([this] { m_window->actions()->timeControl->trigger(); },
                                            [&](TimeControlDialog* d) {
                                                proposed = d->timeControl();
                                                d->reject();
                                            }));
        QCOMPARE(proposed, Blitz32);
        proposed = {};
        QVERIFY(answerDialog<NewGameDialog>([this] { m_window->actions()->newGame->trigger(); },
                                            [&](NewGameDialog* d) {
                                                proposed = d->timeControl();
                                                d->reject();
                                            }));
        QCOMPARE(proposed, Blitz32);
        // An opened or played game's own control stays the proposal.
        game()->newGame(RuleSet::Fide, TimeControl::fideClassical());
        QVERIFY(answerDialog<NewGameDialog>([this] { m_window->actions()->newGame->trigger(); },
                                            [&](NewGameDialog* d) {
                                                proposed = d->timeControl();
                                                d->reject();
                                            }));
        QCOMPARE(proposed, TimeControl::fideClassical());
    }

    // A demonstration is not the user's game: switching to another asks nothing, and its
    // explanation leaves with it (New Game, Load Position, Open).
    void demonstrationsAreNotTheUsersGames() {
        int asked = 0;
        m_window->files()->setReplaceQuestion([&asked](const QString&) {
            ++asked;
            return GameFiles::ReplaceAnswer::Discard;
        });
        QVERIFY(m_window->loadDemo(QStringLiteral("knights-threefold")));
        QVERIFY(!game()->isModified());
        QVERIFY(m_window->loadDemo(QStringLiteral("dead-pawn-wall")));
        QCOMPARE(asked, 0);
        QVERIFY(m_window->helpPane()->isShowingDemo());
        QVERIFY(
            m_window->files()->loadText(QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")).ok());
        QVERIFY(!m_window->helpPane()->isShowingDemo());
    }

    // Ctrl+E (the editor) and the other window shortcuts work while the move box has focus.
    void windowShortcutsWorkFromTheMoveBox() {
        QLineEdit* edit = m_window->moveEntry()->lineEdit();
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("Nf"));
        QVERIFY(answerDialog<PositionEditor>(
            [&] { QTest::keyClick(edit, Qt::Key_E, Qt::ControlModifier); },
            [](PositionEditor* e) { e->reject(); }));
        QCOMPARE(edit->text(), QStringLiteral("Nf"));  // the text is untouched
    }

    // Closing the window with unsaved changes asks first, as opening another game does
    // (tester: Ctrl+Q closed at once, and a drawn game's unsaved result was lost). Cancel
    // keeps the window; Discard closes it and leaves nothing to resume.
    void closingAsksAboutUnsavedChanges() {
        QString asked;
        m_window->files()->setReplaceQuestion([&asked](const QString& action) {
            asked = action;
            return GameFiles::ReplaceAnswer::Cancel;
        });
        QLineEdit* edit = m_window->moveEntry()->lineEdit();
        QTest::keyClicks(edit, QStringLiteral("Nf3"));
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(!m_window->close());
        QCOMPARE(asked, QStringLiteral("quit"));
        QVERIFY(m_window->isVisible());
        m_window->files()->setReplaceQuestion(
            [](const QString&) { return GameFiles::ReplaceAnswer::Discard; });
        QVERIFY(m_window->close());
        QCOMPARE(m_window->autosave()->state(), app::AutosaveState::Missing);
    }

    // The banner above the clocks keeps room for two lines: the claim-with-a-move prompt
    // does not move the board under the mouse (tester: a click then hit the wrong square).
    void theBoardStaysPutWhenTheBannerGrows() {
        m_window->resize(1280, 800);
        QApplication::processEvents();
        const QRect before = m_window->boardView()->geometry();
        m_window->dispatcher()->setClaimMode(true);
        QApplication::processEvents();
        QVERIFY(!m_window->stateBannerText().isEmpty());
        QCOMPARE(m_window->boardView()->geometry(), before);
        m_window->dispatcher()->setClaimMode(false);
    }

    // Tester: after a claim that ended the game the keyboard focus landed on a fifty-move label
    // or bar (the pressed button, disabled by the ending, passed it on): back to the move box.
    void theFocusGoesBackToTheMoveBoxAfterAClaim() {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(game()->loadFen(QStringLiteral("8/8/8/4k3/8/8/3r4/4K3 w - - 100 80")).ok());
        auto* claim = m_window->arbiterPanel()->findChild<QPushButton*>("claimFiftyButton");
        QVERIFY(claim && claim->isEnabled());
        claim->setFocus();
        QTRY_VERIFY(claim->hasFocus());
        QTest::keyClick(claim, Qt::Key_Space);
        QTRY_VERIFY(game()->hasEnded());
        QApplication::processEvents();
        QWidget* focus = QApplication::focusWidget();
        QVERIFY2(focus == m_window->moveEntry()->lineEdit(),
                 focus ? qPrintable(focus->objectName()) : "no focus");
    }

    // A refusal under the move box belongs to its game: another game clears it (tester: "The
    // game is over" stayed after switching to a game in progress).
    void aRefusalGoesWithItsGame() {
        QLineEdit* edit = m_window->moveEntry()->lineEdit();
        QTest::keyClicks(edit, QStringLiteral("Ke3"));
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(!m_window->moveEntry()->errorText().isEmpty());
        QVERIFY(game()->loadPgnText(QStringLiteral("1. e4 e5 *")).ok());
        QVERIFY(m_window->moveEntry()->errorText().isEmpty());
    }

    // Ctrl+Z in the move box undoes the typing while there is some, and then the move
    // (tester: after a typed move the text came back instead of the move being taken back).
    void undoFromTheMoveBoxTakesTheMoveBack() {
        QLineEdit* edit = m_window->moveEntry()->lineEdit();
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("Nf3"));
        QTest::keyClick(edit, Qt::Key_Return);
        QTest::keyClicks(edit, QStringLiteral("Nf6"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(game()->ply(), 2);
        QCOMPARE(edit->text(), QString());
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(game()->ply(), 1);         // the move is taken back
        QCOMPARE(edit->text(), QString());  // and no old text comes back
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(game()->ply(), 2);  // redone
        QTest::keyClicks(edit, QStringLiteral("Bc"));
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(game()->ply(), 2);  // typing is undone, not the move
        QVERIFY(edit->text() != QStringLiteral("Bc"));
    }
};

QTEST_MAIN(TestPlayDesk)
#include "tst_playdesk.moc"
