// TEMPORARY: screenshots of states for visual review (not committed).
#include <QTemporaryDir>
#include <QTest>
#include <QLineEdit>
#include "gui/arbiterpanel.h"
#include "gui/fendialog.h"
#include "gui/newgamedialog.h"
#include "gui/timecontroldialog.h"
#include "gui/promotionchooser.h"
#include "gui/movedispatcher.h"
#include "guitestutil.h"
using namespace remis; using namespace remis::gui; using namespace remis::gui::test;
class Shots : public QObject { Q_OBJECT
  QTemporaryDir m_dir;
private slots:
  void initTestCase() { isolate(m_dir); }
  void shots() {
    MainWindow w; w.resize(1280, 800); w.show(); QVERIFY(QTest::qWaitForWindowExposed(&w));
    for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"}) clickMove(w.boardView(), m);
    QTest::mouseClick(child(w.arbiterPanel(), "claimWithMoveButton"), Qt::LeftButton);
    clickSquare(w.boardView(), "f6");
    QTest::qWait(50); w.grab().save("/tmp/s_claimmode.png");
    clickSquare(w.boardView(), "g8");
    w.grab().save("/tmp/s_claimed.png");
    w.controller()->loadFen("8/P6k/8/8/8/8/8/K7 w - - 0 1");
    clickMove(w.boardView(), "a7a8");
    w.grab().save("/tmp/s_promo.png");
    QTest::keyClick(w.boardView()->promotionChooser(), Qt::Key_Escape);
    w.controller()->newGame(RuleSet::Fide, TimeControl::fischer(180000, 2000));
    w.controller()->playMoves({"f3", "e5", "g4", "Qh4#"});
    QTest::qWait(50); w.grab().save("/tmp/s_mate.png");
    w.controller()->showPly(2);
    w.boardView()->setFlipped(true);
    QTest::qWait(50); w.grab().save("/tmp/s_browse.png");
    FenDialog f(RuleSet::Fide); f.resize(560, 520); f.show();
    QTest::keyClicks(f.findChild<QLineEdit*>("fenEdit"), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    f.grab().save("/tmp/s_fen_ok.png");
    QTest::keyClicks(f.findChild<QLineEdit*>("fenEdit"), "x");
    f.grab().save("/tmp/s_fen_bad.png");
    TimeControlDialog t; t.show(); t.setTimeControl(TimeControl::fideClassical()); t.grab().save("/tmp/s_tc.png");
    NewGameDialog n(RuleSet::Fide, TimeControl::fischer(900000, 10000)); n.show(); n.grab().save("/tmp/s_new.png");
  }
};
QTEST_MAIN(Shots)
#include "tst_zz_shots.moc"
