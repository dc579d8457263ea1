// The controller keeps the record's annotations: comments, NAGs and variations survive a
// load and a save, moves played afterwards are added to the main line, comments can be
// edited, and a damaged game loads up to its first unreadable move, saying where.
#include <QTest>

#include "app/controller/annotatedrecord.h"
#include "app/controller/gamecontroller.h"

using namespace remis;
using namespace remis::app;

namespace {

const char* annotated =
    "[Event \"Club\"]\n[Site \"Utrecht\"]\n[Date \"2024.03.01\"]\n[Round \"1\"]\n[White \"A\"]\n"
    "[Black \"B\"]\n[Result \"*\"]\n[Annotator \"me\"]\n\n{Before the first move} 1. e4 e5 2. Nf3 "
    "$1 {Develops [%clk 0:05:00]} Nc6 (2... d6 {Philidor} 3. d4 (3. Bc4 Be7) exd4) 3. Bb5 a6 *\n";

}  // namespace

class TestAnnotations : public QObject {
    Q_OBJECT
private slots:
    // The signs shown for NAGs are in the fonts a Debian desktop has: Informator's signs
    // for a slight advantage (U+2A72, U+2A71) showed as boxes (tester).
    void nagSignsAreInCommonFonts() {
        QCOMPARE(nagGlyph(14), std::string("+="));
        QCOMPARE(nagGlyph(15), std::string("=+"));
        QCOMPARE(nagGlyph(16), std::string("\u00B1"));
        QCOMPARE(nagGlyph(1), std::string("!"));
        QCOMPARE(nagGlyph(200), std::string("$200"));
    }
    void loadAndSaveKeepEverything() {
        GameController c;
        QVERIFY(c.loadPgnText(annotated).ok());
        QCOMPARE(c.ply(), 6);
        const QString pgn = c.pgnText().simplified();  // the writer wraps lines at 80
        for (const char* part : {"{Before the first move}", "2. Nf3 $1 {Develops [%clk 0:05:00]}",
                                 "(2... d6 {Philidor} 3. d4 (3. Bc4 Be7) 3... exd4)",
                                 "[Annotator \"me\"]", "3. Bb5 a6 *"})
            QVERIFY2(pgn.contains(QLatin1String(part)), qPrintable(pgn));
        // Read back: the same text again.
        GameController d;
        QVERIFY(d.loadPgnText(pgn).ok());
        QCOMPARE(d.pgnText(), c.pgnText());
    }

    void movesPlayedAreAppendedAndCommentsEdited() {
        GameController c;
        QVERIFY(c.loadPgnText(annotated).ok());
        QVERIFY(!c.isModified());
        QVERIFY(c.playText("Ba4").ok());
        QVERIFY(c.isModified());
        const NodeId last = c.record().nodeOfPly(7);
        QCOMPARE(c.record().tree().node(last).san, std::string("Ba4"));
        c.setComment(last, QStringLiteral("The main line"));
        const NodeId nf3 = c.record().nodeOfPly(3);
        QCOMPARE(c.comment(nf3), QStringLiteral("Develops"));
        c.setComment(nf3, QStringLiteral("Best"));
        const QString pgn = c.pgnText().simplified();
        QVERIFY2(pgn.contains(QLatin1String("4. Ba4 {The main line} *")), qPrintable(pgn));
        QVERIFY2(pgn.contains(QLatin1String("{Best [%clk 0:05:00]}")) ||
                     pgn.contains(QLatin1String("{[%clk 0:05:00] Best}")) ||
                     pgn.contains(QLatin1String("{Best} {[%clk 0:05:00]}")),
                 qPrintable(pgn));
        QVERIFY(pgn.contains(QLatin1String("(2... d6 {Philidor}")));
        // The pre-game comment is the root's.
        c.setComment(PgnGame::root(), QStringLiteral("New intro"));
        QVERIFY(c.pgnText().contains(QLatin1String("{New intro} 1. e4")));
    }

    void newGameHasNoAnnotationsAndTheSevenTags() {
        GameController c;
        QVERIFY(c.playMoves({"e4", "e5"}).ok());
        const QString pgn = c.pgnText();
        for (const char* tag :
             {"[Event ", "[Site ", "[Date ", "[Round ", "[White ", "[Black ", "[Result \"*\"]"})
            QVERIFY2(pgn.contains(QLatin1String(tag)), qPrintable(pgn));
        QVERIFY2(pgn.contains(QLatin1String("1. e4 e5 *")), qPrintable(pgn));
    }

    void damagedGameLoadsWhatItCan() {
        GameController c;
        const QString pgn = QStringLiteral(
            "[Event \"X\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6\n"
            "3. Bb5 Qxh7 4. O-O Nf6 *\n");
        QVERIFY(c.loadPgnText(pgn).ok());
        QCOMPARE(c.ply(), 5);
        QCOMPARE(c.loadWarnings().size(), std::size_t(1));
        QCOMPARE(c.loadWarnings().front().line, 7L);
        QVERIFY2(c.loadWarnings().front().text.startsWith(QLatin1String("3...Qxh7")),
                 qPrintable(c.loadWarnings().front().text));
        // The unread rest is kept and written back; no move can be added after it.
        QVERIFY(c.pgnText().contains(QLatin1String("Qxh7 4. O-O Nf6")));
        QVERIFY(!c.playText("a6").ok());
    }
};

QTEST_GUILESS_MAIN(TestAnnotations)
#include "tst_annotations.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
