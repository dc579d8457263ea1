// SPDX-License-Identifier: GPL-3.0-or-later
// The record's undo stack (issue 19, item 8): every kind of edit (comment, NAG, command,
// tag, move played, moves cut, an edit through editRecord such as a result correction) is
// undone and redone exactly, the game's "modified" mark follows the saved state, and game
// events that are not edits empty the stack.
#include <QTest>
#include <QUndoStack>

#include "app/controller/gamecontroller.h"

using namespace remis;
using namespace remis::app;

namespace {

const char* annotated =
    "[Event \"Club\"]\n[Site \"Utrecht\"]\n[Date \"2024.03.01\"]\n[Round \"1\"]\n[White \"A\"]\n"
    "[Black \"B\"]\n[Result \"*\"]\n\n{Intro} 1. e4 e5 2. Nf3 $1 {Develops} Nc6 (2... d6 "
    "{Philidor}) 3. Bb5 a6 *\n";

const char* resigned =
    "[Event \"E\"]\n[Site \"S\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n"
    "[Black \"B\"]\n[Result \"0-1\"]\n[Termination \"normal\"]\n\n1. e4 e5 0-1\n";

}  // namespace

class TestRecordEdits : public QObject {
    Q_OBJECT
private slots:
    void commentIsUndoneAndRedone() {
        GameController c;
        QVERIFY(c.loadPgnText(annotated).ok());
        const QString original = c.pgnText();
        const NodeId nf3 = c.record().nodeOfPly(3);
        c.setComment(nf3, QStringLiteral("Typed over"));
        QCOMPARE(c.comment(nf3), QStringLiteral("Typed over"));
        QVERIFY(c.isModified());
        QVERIFY(c.undoStack()->canUndo());
        c.undoStack()->undo();
        QCOMPARE(c.comment(nf3), QStringLiteral("Develops"));
        QCOMPARE(c.pgnText(), original);
        QVERIFY(!c.isModified());  // back where it was loaded
        c.undoStack()->redo();
        QCOMPARE(c.comment(nf3), QStringLiteral("Typed over"));
        QVERIFY(c.isModified());
    }

    void nagsAreUndone() {
        GameController c;
        QVERIFY(c.loadPgnText(annotated).ok());
        const QString original = c.pgnText();
        const NodeId nf3 = c.record().nodeOfPly(3);
        QCOMPARE(c.nags(nf3), std::vector<int>{1});
        c.setNags(nf3, {4});
        QVERIFY(c.pgnText().contains(QLatin1String("Nf3 $4")));
        c.undoStack()->undo();
        QCOMPARE(c.nags(nf3), std::vector<int>{1});
        QCOMPARE(c.pgnText(), original);
        c.undoStack()->redo();
        QCOMPARE(c.nags(nf3), std::vector<int>{4});
    }

    void commandsAndTagsAreUndone() {
        GameController c;
        QVERIFY(c.loadPgnText(annotated).ok());
        const QString original = c.pgnText();
        const NodeId e5 = c.record().nodeOfPly(2);
        c.setCommand(e5, QStringLiteral("cal"), QStringLiteral("Ge2e4"));
        c.setTag(QStringLiteral("White"), QStringLiteral("Anand"));
        c.setTag(QStringLiteral("Annotator"), QStringLiteral("Arbiter"));  // a new tag
        QCOMPARE(c.undoStack()->count(), 3);
        QCOMPARE(c.tag(QStringLiteral("White")), QStringLiteral("Anand"));
        c.undoStack()->undo();
        QVERIFY(c.tag(QStringLiteral("Annotator")).isEmpty());
        c.undoStack()->undo();
        QCOMPARE(c.tag(QStringLiteral("White")), QStringLiteral("A"));
        c.undoStack()->undo();
        QVERIFY(c.command(e5, QStringLiteral("cal")).isEmpty());
        QCOMPARE(c.pgnText(), original);
        QVERIFY(!c.isModified());
    }

    void movesPlayedAreTakenBackAndReplayed() {
        GameController c;  // FIDE rules: the record's undo is not the casual take-back
        QVERIFY(c.loadPgnText(annotated).ok());
        const QString original = c.pgnText();
        QVERIFY(c.playText("Ba4").ok());
        QVERIFY(c.playText("Nf6").ok());
        QCOMPARE(c.ply(), 8);
        QCOMPARE(c.undoStack()->undoText(), QStringLiteral("Move 4...Nf6"));
        c.undoStack()->undo();
        c.undoStack()->undo();
        QCOMPARE(c.ply(), 6);
        QCOMPARE(c.pgnText(), original);
        QVERIFY(!c.isModified());
        c.undoStack()->redo();
        QCOMPARE(c.ply(), 7);
        QCOMPARE(c.game().plies().back().san, std::string("Ba4"));
        QVERIFY(c.pgnText().contains(QLatin1String("4. Ba4 *")));
        // A new move after an undo drops what could be redone.
        QVERIFY(c.playText("Nf6").ok());
        QVERIFY(!c.undoStack()->canRedo());
    }

    void movesCutAreRestored() {
        GameController c;
        QVERIFY(c.loadPgnText(annotated).ok());
        const QString original = c.pgnText();
        QVERIFY(!c.canCutAfter(6));  // nothing after the last move
        QVERIFY(c.canCutAfter(2));
        QVERIFY(c.cutAfter(2));
        QCOMPARE(c.ply(), 2);
        const QString cut = c.pgnText();
        QVERIFY2(!cut.contains(QLatin1String("Nf3")) && !cut.contains(QLatin1String("Philidor")),
                 qPrintable(cut));
        QVERIFY(cut.contains(QLatin1String("1. e4 e5 *")));
        // Moves can be played again where the game was cut.
        QVERIFY(c.playText("Nc3").ok());
        c.undoStack()->undo();
        c.undoStack()->undo();
        QCOMPARE(c.ply(), 6);
        QCOMPARE(c.pgnText(), original);
        QCOMPARE(c.comment(c.record().nodeOfPly(3)), QStringLiteral("Develops"));
        c.undoStack()->redo();
        QCOMPARE(c.pgnText(), cut);
    }

    void aRecordedResultEditIsUndone() {
        GameController c;
        QVERIFY(c.loadPgnText(resigned).ok());
        QCOMPARE(c.outcome().result, GameResult::BlackWins);
        const QString original = c.pgnText();
        // Any edit through editRecord (the result correction is one) is one step.
        c.editRecord(QStringLiteral("Correct the Result"), [&c] {
            c.setTag(QStringLiteral("Annotator"), QStringLiteral("Arbiter"));
            c.setComment(PgnGame::root(), QStringLiteral("Result corrected"));
        });
        QCOMPARE(c.undoStack()->count(), 1);
        QCOMPARE(c.undoStack()->undoText(), QStringLiteral("Correct the Result"));
        c.undoStack()->undo();
        QCOMPARE(c.pgnText(), original);
        QCOMPARE(c.outcome().result, GameResult::BlackWins);
    }

    void savedStateIsTheCleanState() {
        GameController c;
        QVERIFY(c.loadPgnText(annotated).ok());
        c.setComment(PgnGame::root(), QStringLiteral("One"));
        c.setModified(false);  // saved here
        c.setComment(PgnGame::root(), QStringLiteral("Two"));
        QVERIFY(c.isModified());
        c.undoStack()->undo();
        QVERIFY(!c.isModified());
        c.undoStack()->undo();
        QVERIFY(c.isModified());  // before the save
        c.undoStack()->redo();
        QVERIFY(!c.isModified());
    }

    // Unsaved means the text differs from what was loaded or saved, whatever way led back:
    // a move played and then cut off, or taken back in a casual game. The file then keeps
    // its bytes on Save (pgn.md: a game saved unchanged is the file's text byte for byte).
    void aGameBackAsLoadedIsUnmodified() {
        GameController c;
        QVERIFY(c.loadPgnText(annotated).ok());
        const QString original = c.pgnText();
        QVERIFY(c.playText("Ba4").ok());
        QVERIFY(c.isModified());
        QVERIFY(c.cutAfter(6));
        QCOMPARE(c.pgnText(), original);
        QVERIFY(!c.isModified());
        QVERIFY(c.cutAfter(4));
        QVERIFY(c.isModified());
        GameController casual;
        casual.newGame(RuleSet::Casual);
        QVERIFY(casual.playMoves({"e4", "e5"}).ok());
        casual.setModified(false);  // saved here
        QVERIFY(casual.playMoves({"Nf3"}).ok());
        QVERIFY(casual.isModified());
        QVERIFY(casual.takeBack());
        QVERIFY(!casual.isModified());
        QVERIFY(casual.takeBack());
        QVERIFY(casual.isModified());  // e5 was saved
    }

    void gameEventsAndNewGamesEmptyTheStack() {
        GameController c;
        QVERIFY(c.loadPgnText(annotated).ok());
        QVERIFY(c.playText("Ba4").ok());
        QVERIFY(c.undoStack()->canUndo());
        c.resign(Black);
        QVERIFY(!c.undoStack()->canUndo());
        QVERIFY(c.isModified());
        c.setComment(PgnGame::root(), QStringLiteral("After the resignation"));
        c.undoStack()->undo();
        QVERIFY(c.hasEnded());    // the resignation stands
        QVERIFY(c.isModified());  // and is not saved
        QVERIFY(c.loadPgnText(annotated).ok());
        QCOMPARE(c.undoStack()->count(), 0);
        c.setTag(QStringLiteral("Round"), QStringLiteral("2"));
        c.newGame();
        QCOMPARE(c.undoStack()->count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestRecordEdits)
#include "tst_recordedits.moc"
