// Arrows and marks in PGN: the board's right-button arrows and marks are [%cal]/[%csl]
// commands in the game's record, so they are saved (one game, or every game of the file),
// marked as unsaved, read back when a PGN is opened or pasted, and a file's own commands,
// colours and the comments around them survive an open, an edit and a save.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "gui/diagram/annotationpgn.h"
#include "gui/diagram/boardannotations.h"
#include "gui/diagram/diagramactions.h"
#include "gui/guitestutil.h"
#include "gui/window/gamefiles.h"

using namespace remis;
using namespace remis::gui;
using test::sq;

namespace {

// The file's text with line breaks and runs of blanks as single spaces (the writer wraps
// long lines).
QString readAll(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll()).simplified();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Two games; the first has marks before the first move, arrows in a comment with free text
// and a clock around them, and a comment after the last move.
const char* const Lesson =
    "[Event \"Lesson\"]\n[Site \"?\"]\n[Date \"2026.11.23\"]\n[Round \"1\"]\n"
    "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
    "{Before the game [%csl Rd4,Ge5]} 1. e4 {The centre [%cal Ge2e4,Rg1f3] more words} "
    "1... e5 {[%clk 0:01:00]} 2. Nf3 {Develop} *\n\n"
    "[Event \"Other\"]\n[Site \"?\"]\n[Date \"2026.11.23\"]\n[Round \"2\"]\n"
    "[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n"
    "1. d4 {[%cal Bd2d4]} 1... d5 *\n\n";

}  // namespace

class TestBoardAnnotations : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void commandValuesParseAndToggle() {
        const Annotations a = AnnotationPgn::parse("Rd5, Gh7", "Ge2e4, Bb1c3,Xbad,Ge2");
        QCOMPARE(a.marks, (std::vector<Square>{sq("d5"), sq("h7")}));
        QCOMPARE(a.arrows.size(), size_t(2));
        QCOMPARE(a.arrows[1], (DiagramArrow{sq("b1"), sq("c3")}));
        // Toggling removes an entry in any colour, or adds a green one; others keep theirs.
        QCOMPARE(AnnotationPgn::toggled("Re2e4, Yd1d8", "e2e4"), std::string("Yd1d8"));
        QCOMPARE(AnnotationPgn::toggled("Yd1d8", "e2e4"), std::string("Yd1d8,Ge2e4"));
        QCOMPARE(AnnotationPgn::toggled("", "d5"), std::string("Gd5"));
        QCOMPARE(AnnotationPgn::toggled("Gd5", "d5"), std::string());
    }

    void drawnArrowsAreSavedAndReadBack() {
        MainWindow w;
        BoardAnnotations* a = w.diagrams()->annotations();
        QVERIFY(w.controller()->playMoves({"e4", "e5"}).ok());
        w.controller()->setModified(false);
        w.controller()->navigator().showPly(0);
        a->toggleArrow(sq("e2"), sq("e4"));
        QVERIFY(w.controller()->isModified());  // an unsaved change like a comment
        w.controller()->navigator().showLatest();
        a->toggleMark(sq("f7"));
        QCOMPARE(a->at(0).arrows, (std::vector<DiagramArrow>{{sq("e2"), sq("e4")}}));
        QCOMPARE(a->at(2).marks, std::vector<Square>{sq("f7")});
        QVERIFY(a->at(1).empty());
        // The autosave and a copy carry them as well, since they are in the record.
        QVERIFY(w.controller()->pgnText().contains(QLatin1String("[%csl Gf7]")));

        const QString path = m_dir.filePath(QStringLiteral("drawn.pgn"));
        QVERIFY(w.files()->savePgnFile(path).ok());
        const QString text = readAll(path);
        QVERIFY2(text.contains(QLatin1String("{[%cal Ge2e4]} 1. e4 e5 {[%csl Gf7]}")),
                 qPrintable(text));
        QVERIFY(w.files()->loadText(QStringLiteral("1. d4 d5 *")).ok());
        QVERIFY(a->at(0).empty() && a->at(2).empty());  // another game: no arrows
        QVERIFY(w.files()->loadPgnFile(path).ok());
        QCOMPARE(a->at(2).marks, std::vector<Square>{sq("f7")});
        QCOMPARE(a->at(0).arrows.size(), size_t(1));
        // Pasted PGN text brings them too.
        QVERIFY(w.files()->loadText(text).ok());
        QCOMPARE(a->at(2).marks, std::vector<Square>{sq("f7")});
        a->clear();
        QVERIFY(a->at(0).empty() && a->at(2).empty());
        QVERIFY(!w.controller()->pgnText().contains(QLatin1String("[%c")));
        // An unwritable path: nothing written, the reason returned, the old file intact.
        QVERIFY(!w.files()->savePgnFile(m_dir.filePath(QStringLiteral("no/dir/x.pgn"))).ok());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("no/dir/x.pgn"))));
        QCOMPARE(readAll(path), text);
    }

    void openedCommandsAndCommentsSurviveEditAndSave() {
        const QString path = m_dir.filePath(QStringLiteral("lesson.pgn"));
        QVERIFY(writeAll(path, Lesson));
        MainWindow w;
        BoardAnnotations* a = w.diagrams()->annotations();
        QVERIFY(w.files()->loadPgnFile(path, 0).ok());
        QCOMPARE(a->at(0).marks, (std::vector<Square>{sq("d4"), sq("e5")}));
        QCOMPARE(a->at(1).arrows,
                 (std::vector<DiagramArrow>{{sq("e2"), sq("e4")}, {sq("g1"), sq("f3")}}));
        QVERIFY(a->at(2).empty());
        QCOMPARE(w.controller()->comment(w.controller()->record().nodeOfPly(1)),
                 QStringLiteral("The centre more words"));  // the commands are not comment text

        // Opened and saved untouched: every command and comment as it was.
        const QString copy = m_dir.filePath(QStringLiteral("copy.pgn"));
        QVERIFY(w.files()->savePgnFile(copy).ok());
        QString text = readAll(copy);
        for (const char* kept :
             {"{Before the game [%csl Rd4,Ge5]}", "{The centre [%cal Ge2e4,Rg1f3] more words}",
              "{[%clk 0:01:00]}", "{Develop}"})
            QVERIFY2(text.contains(QLatin1String(kept)), qPrintable(text));

        // One arrow taken away at ply 1: the other keeps its colour, the words stay around it.
        QVERIFY(w.files()->loadPgnFile(path, 0).ok());
        w.controller()->navigator().showPly(1);
        a->toggleArrow(sq("e2"), sq("e4"));
        w.controller()->navigator().showPly(3);
        a->toggleMark(sq("c6"));
        QVERIFY(w.files()->saveAllGames(path).ok());  // both games back into the file
        text = readAll(path);
        for (const char* kept :
             {"{Before the game [%csl Rd4,Ge5]}", "{The centre [%cal Rg1f3] more words}",
              "{[%clk 0:01:00]}", "2. Nf3 {[%csl Gc6]} {Develop}", "[Event \"Other\"]",
              "1. d4 {[%cal Bd2d4]} 1... d5 *"})
            QVERIFY2(text.contains(QLatin1String(kept)), qPrintable(text));
        QVERIFY(w.files()->loadPgnFile(path, 0).ok());
        QCOMPARE(a->at(1).arrows, (std::vector<DiagramArrow>{{sq("g1"), sq("f3")}}));
        QCOMPARE(a->at(3).marks, std::vector<Square>{sq("c6")});
        QVERIFY(w.files()->loadPgnFile(path, 1).ok());
        QCOMPARE(a->at(1).arrows, (std::vector<DiagramArrow>{{sq("d2"), sq("d4")}}));
    }
};

QTEST_MAIN(TestBoardAnnotations)
#include "tst_boardannotations.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
