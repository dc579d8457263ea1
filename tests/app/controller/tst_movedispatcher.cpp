// MoveDispatcher: a move from the board or the move box is played, or in claim mode shown to
// the arbiter (9.2.1, 9.3.1); a refusal comes back as the AppError, with its code, and the
// refused signal carries the same error for the window to show.
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "app/controller/movedispatcher.h"
#include "app/text/errortexts.h"
#include "core/board/notation.h"

using namespace remis;
using namespace remis::app;

class TestMoveDispatcher : public QObject {
    Q_OBJECT
private slots:
    void playsAndRefuses();
    void claimModeNamesTheMove();
};

void TestMoveDispatcher::playsAndRefuses() {
    GameController c;
    MoveDispatcher d(&c);
    std::vector<AppError> refused;
    connect(&d, &MoveDispatcher::refused, this,
            [&refused](const AppError& why) { refused.push_back(why); });
    QVERIFY(d.submitText("e4").ok());
    QVERIFY(d.submit(*c.readMove("e5")).ok());
    QCOMPARE(c.ply(), 2);
    QVERIFY(refused.empty());

    const auto illegal = d.submitText("Ke3");
    QVERIFY(!illegal);
    QCOMPARE(illegal.error().code(), AppErrorCode::Core);
    QCOMPARE(refused.size(), std::size_t(1));
    QCOMPARE(ErrorTexts::text(refused.back()), ErrorTexts::text(illegal.error()));

    c.navigator().showPly(1);  // browsing: moves wait for the latest position
    const auto browsing = d.submit(*parseMove(c.game().position(), "Nf3"));
    QCOMPARE(browsing.error().code(), AppErrorCode::NotLatestPosition);
    QCOMPARE(refused.size(), std::size_t(2));
    QCOMPARE(refused.back().code(), AppErrorCode::NotLatestPosition);
    QCOMPARE(c.ply(), 2);
    // Typed, a move of the position shown (Black's Nc6 after 1.e4) is refused for the same
    // reason, not as "no knight can legally move to c6" of the game's position (a tester).
    const auto typed = d.submitText("Nc6");
    QCOMPARE(typed.error().code(), AppErrorCode::NotLatestPosition);
    QVERIFY2(ErrorTexts::text(typed.error()).contains(QLatin1String("End")),
             qPrintable(ErrorTexts::text(typed.error())));
    QCOMPARE(c.ply(), 2);
}

void TestMoveDispatcher::claimModeNamesTheMove() {
    GameController c;
    MoveDispatcher d(&c);
    std::vector<AppError> refused;
    connect(&d, &MoveDispatcher::refused, this,
            [&refused](const AppError& why) { refused.push_back(why); });
    QVERIFY(c.playMoves({"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"}).ok());
    d.setClaimMode(true);
    const auto unreadable = d.submitText("Nz9");  // read in the position on the board
    QVERIFY(!unreadable);
    QCOMPARE(refused.size(), std::size_t(1));
    QVERIFY(d.isClaimMode());           // a move that cannot be read is no claim yet
    QVERIFY(d.submitText("Ng8").ok());  // the third occurrence: a correct claim (9.2.1)
    QVERIFY(!d.isClaimMode());
    QVERIFY(c.hasEnded());
    QCOMPARE(c.outcome().termination, Termination::ThreefoldRepetition);
    QCOMPARE(c.ply(), 7);  // the intended move is not played
}

QTEST_GUILESS_MAIN(TestMoveDispatcher)
#include "tst_movedispatcher.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
