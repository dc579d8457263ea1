// The notation view shows comments, NAG glyphs and variations of a loaded game; a click on a
// variation's move shows the position after it (nothing is played), a click on a main-line
// move browses to it, and the edited comment of the shown move is what Save writes.
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include "core/board/fen.h"
#include "gui/guitestutil.h"
#include "gui/panels/notationview.h"

using namespace remis;
using namespace remis::gui;

class TestNotationView : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void showsAnnotationsAndFollowsClicks() {
        MainWindow window;
        app::GameController* c = window.controller();
        QVERIFY(c
                    ->loadPgnText(QStringLiteral(
                        "[Event \"E\"]\n\n{Intro} 1. e4 e5 2. Nf3 $1 {Develops} Nc6 (2... d6 "
                        "{Philidor} 3. d4) 3. Bb5 $6 *\n"))
                    .ok());
        NotationView* view = window.notationView();
        const QString text = view->toPlainText();
        for (const char* part :
             {"Intro", "2.Nf3!", "Develops", "2...Nc6", "(2...d6", "Philidor", "3.Bb5?!"})
            QVERIFY2(text.simplified()
                         .remove(QLatin1Char(' '))
                         .contains(QString::fromUtf8(part).remove(QLatin1Char(' '))),
                     qPrintable(text));
        // The variation move 3. d4 (after 2... d6): its position, off the main line.
        const PgnGame& tree = c->record().tree();
        NodeId d4 = NoNode;
        for (NodeId id = 0; id < NodeId(tree.nodes.size()); ++id)
            if (tree.node(id).san == "d4") d4 = id;
        QVERIFY(d4 != NoNode);
        view->showNode(d4);
        QVERIFY(c->navigator().isInVariation());
        QCOMPARE(c->navigator().fen(),
                 QStringLiteral("rnbqkbnr/ppp2ppp/3p4/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3"));
        QCOMPARE(view->shownNode(), d4);
        QCOMPARE(c->ply(), 5);  // nothing was played
        // A main-line move: browsing as the move list does.
        view->showNode(c->record().nodeOfPly(2));
        QVERIFY(!c->navigator().isInVariation());
        QCOMPARE(c->navigator().shownPly(), 2);
        // The comment of the shown move, edited, is saved.
        c->setComment(view->shownNode(), QStringLiteral("Symmetry"));
        QVERIFY(c->pgnText().contains(QLatin1String("e5 {Symmetry}")));
        QVERIFY(view->toPlainText().contains(QLatin1String("Symmetry")));
        QVERIFY(window.isWindowModified());
    }
};

QTEST_MAIN(TestNotationView)
#include "tst_notationview.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
