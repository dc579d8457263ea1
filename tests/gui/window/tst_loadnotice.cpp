// What the user is told after opening a game that was not clean PGN, and what Save then
// writes, per case (docs/pgn.md: honest about what it did): a game cut off at an illegal move is a
// damaged game (a warning, its text saved unchanged); a game only repaired (a tag line read
// leniently, a '[' line kept as a comment, FEN fullmove 0) is not called damaged, a non-modal
// notice says what was repaired and Save writes the repaired form; both say both; a game read
// whole whose variation stops at an illegal move is told so, not called damaged, and saved
// unchanged; a null move alone needs no box. PGN text pasted or dropped is told the same way,
// "pasted text" or "dropped text" where a file would be named.
#include <QClipboard>
#include <QGuiApplication>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "app/files/pgnfile.h"
#include "gui/guitestutil.h"
#include "gui/window/gamefiles.h"
#include "gui/window/loadnotice.h"

using namespace remis;
using namespace remis::gui;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QByteArray kFirst = "[Event \"A\"]\n[White \"a\"]\n[Black \"b\"]\n\n1. e4 e5 *\n\n";
const QByteArray kLast = "[Event \"C\"]\n\n1. c4 *\n";

}  // namespace

class TestLoadNotice : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    GameFiles* files() { return m_window->files(); }
    QString write(const QByteArray& text) {
        const QString path = QDir(m_dir.path()).filePath(QStringLiteral("games.pgn"));
        QFile::remove(path);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write");
        f.write(text);
        return path;
    }

private slots:
    void initTestCase() { test::isolate(m_dir); }
    void init() {
        m_window = std::make_unique<MainWindow>();
        files()->setGameChoice([](const app::PgnFile&) { return 1; });  // the middle game
    }
    void cleanup() { m_window.reset(); }

    void eachCaseSaysWhatHappened_data();
    void eachCaseSaysWhatHappened();
    void aNewGameClosesTheNotice();
    void aSecondFenTagIsToldAndKept();
    void pastedAndDroppedTextSayWhatHappened_data();
    void pastedAndDroppedTextSayWhatHappened();
};

void TestLoadNotice::eachCaseSaysWhatHappened_data() {
    QTest::addColumn<QByteArray>("game");   // the middle game of three
    QTest::addColumn<QString>("title");     // of the box; empty: no box
    QTest::addColumn<QStringList>("told");  // in its informative text
    QTest::addColumn<QByteArray>("saved");  // the middle game after Save; empty: as it was
    const QByteArray illegal = "[Event \"B\"]\n\n1. e4 e5 2. Ke3 Nf6 *\n\n";
    QTest::newRow("illegal move") << illegal << "Damaged Game"
                                  << QStringList{"games.pgn, game 2, line 9: 2. Ke3"}
                                  << QByteArray();
    QTest::newRow("unquoted tag")
        << QByteArray("[Event \"B\"]\n[White Kasparov, Garry]\n\n1. d4 *\n\n") << "Game Repaired"
        << QStringList{"games.pgn, game 2, line 8: malformed tag White read as \"Kasparov, "
                       "Garry\"; saved as [White \"Kasparov, Garry\"]"}
        << QByteArray("[White \"Kasparov, Garry\"]\n");
    QTest::newRow("no tag") << QByteArray("[Event \"B\"]\n[]\n\n1. d4 *\n\n") << "Game Repaired"
                            << QStringList{"line 8: not a tag, kept as a comment: \"[]\"; "
                                           "saved as ;[]"}
                            << QByteArray("\n;[]\n1. d4");
    QTest::newRow("fullmove 0")
        << QByteArray(
               "[Event \"B\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 0\"]\n\n"
               "1. Kd2 *\n\n")
        << "Game Repaired"
        << QStringList{"games.pgn, game 2, line 9: FEN tag: fullmove number 0 read as 1",
                       "saved as [FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]"}
        << QByteArray("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]");
    QTest::newRow("repaired and cut off")
        << QByteArray("[Event \"B\"]\n[White Kasparov, Garry]\n\n1. e4 e5 2. Ke3 *\n\n")
        << "Damaged Game" << QStringList{"2. Ke3", "also repaired"} << QByteArray();
    QTest::newRow("illegal move in a variation")
        << QByteArray("[Event \"B\"]\n\n1. e4 e5 (1... c5 2. Ke3 Nf6) 2. Nf3 *\n\n")
        << "Variation Kept As Written" << QStringList{"games.pgn, game 2, line 9: 2. Ke3"}
        << QByteArray();
    QTest::newRow("a variation cut off and a tag repaired")
        << QByteArray("[Event \"B\"]\n[White Kasparov, Garry]\n\n1. e4 (1. Qh5) e5 *\n\n")
        << "Variation Kept As Written" << QStringList{"1. Qh5"} << QByteArray();
    QTest::newRow("null move") << QByteArray("[Event \"B\"]\n\n1. e4 -- 2. d4 *\n\n") << QString()
                               << QStringList() << QByteArray();
}

void TestLoadNotice::eachCaseSaysWhatHappened() {
    QFETCH(QByteArray, game);
    QFETCH(QString, title);
    QFETCH(QStringList, told);
    QFETCH(QByteArray, saved);
    const QByteArray original = kFirst + game + kLast;
    const QString path = write(original);
    QSignalSpy messages(files(), &GameFiles::message);
    QVERIFY(files()->openFile(path));
    QCOMPARE(files()->currentGame(), 1);
    QVERIFY(!messages.isEmpty());  // the status bar names the first problem
    QMessageBox* box = files()->loadNotice()->box();
    if (title.isEmpty()) {
        QVERIFY(!box);
    } else {
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());  // once the window can hold it above itself
        QCOMPARE(box->windowTitle(), title);
        const bool damaged = title == QLatin1String("Damaged Game");
        QCOMPARE(box->icon(), damaged ? QMessageBox::Warning : QMessageBox::Information);
        // A repair is no damage: nothing was cut off, and nothing stays "unchanged".
        QCOMPARE(box->text().contains(QLatin1String("as far as it could be read")), damaged);
        if (!damaged) QCOMPARE(box->windowModality(), Qt::NonModal);
        for (const QString& words : told)
            QVERIFY2(box->informativeText().contains(words), qPrintable(box->informativeText()));
    }
    QVERIFY(files()->save());
    const QByteArray after = readAll(path);
    // The other games are copied byte for byte; every line of this one is still there.
    QVERIFY(after.startsWith(kFirst));
    QVERIFY(after.endsWith(kLast));
    if (saved.isEmpty()) {
        QCOMPARE(after, original);
    } else {
        QVERIFY2(after.contains(saved), after.constData());
        // Read again, the repaired game is clean: no notice, and a second save changes nothing.
        QVERIFY(files()->openFile(path));
        QVERIFY(!files()->loadNotice()->box());
        QVERIFY(files()->save());
        QCOMPARE(readAll(path), after);
    }
}

void TestLoadNotice::aNewGameClosesTheNotice() {
    const QString path = write(kFirst + "[Event \"B\"]\n[White x y]\n\n1. d4 *\n\n" + kLast);
    QVERIFY(files()->openFile(path));
    QPointer<QMessageBox> box = files()->loadNotice()->box();
    QVERIFY(box);
    QVERIFY(files()->loadText(QStringLiteral("1. e4 *")).ok());
    QTRY_VERIFY(!box);
}

// Two FEN tags: the game starts from the first (core/pgn/readeffect.h), as the audit does;
// the status bar says so with both tags' lines in the file, with no box (nothing was lost or
// changed); a game played on from there and saved keeps both tags as read (docs/pgn.md).
void TestLoadNotice::aSecondFenTagIsToldAndKept() {
    const QByteArray fens =
        "[FEN \"4k3/8/4K3/8/8/8/8/7R w - - 0 1\"]\n"
        "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n";
    const QString path =
        write(kFirst + "[Event \"B\"]\n[SetUp \"1\"]\n" + fens + "\n*\n\n" + kLast);
    QSignalSpy messages(files(), &GameFiles::message);
    QVERIFY(files()->openFile(path));
    QVERIFY(!files()->loadNotice()->box());
    QStringList said;
    for (const QList<QVariant>& m : messages) said << m.front().toString();
    QVERIFY2(said.contains(QStringLiteral("games.pgn, game 2, line 10: a second FEN tag, kept as "
                                          "written but not read: the game starts from the FEN "
                                          "tag on line 9")),
             qPrintable(said.join(QLatin1Char('\n'))));
    QVERIFY(m_window->controller()->playText(QStringLiteral("Rh8#")).ok());  // mate: the first's
    QVERIFY(m_window->controller()->game().isOver());
    QVERIFY(files()->save());
    const QByteArray after = readAll(path);
    QVERIFY2(after.contains(fens), after.constData());
    QVERIFY2(after.contains("1. Rh8# "), after.constData());
}

void TestLoadNotice::pastedAndDroppedTextSayWhatHappened_data() {
    QTest::addColumn<QString>("how");    // paste, drop (text) or file (a dropped file)
    QTest::addColumn<QString>("text");   // begins with a blank line: lines count from it
    QTest::addColumn<QString>("title");  // of the box; empty: no box
    QTest::addColumn<QString>("told");   // the first line, in the box and the status bar
    QTest::addColumn<QString>("kept");   // in the game's PGN after loading
    QTest::addColumn<QString>("also");   // further in the box's informative text
    const QString illegal = QStringLiteral("\n[Event \"B\"]\n\n1. e4 e5 2. Ke3 Nf6 *\n");
    const QString unquoted =
        QStringLiteral("\n[Event \"B\"]\n[White Kasparov, Garry]\n\n1. d4 *\n");
    const QString clean = QStringLiteral("\n[Event \"B\"]\n\n1. d4 d5 *\n");
    const QString both =
        QStringLiteral("\n[Event \"B\"]\n[White Kasparov, Garry]\n\n1. e4 e5 2. Ke3 *\n");
    const QString repaired = QStringLiteral(
        "game 1, line 3: malformed tag White read as \"Kasparov, Garry\"; saved as "
        "[White \"Kasparov, Garry\"]");
    for (const QString how : {"paste", "drop", "file"}) {
        const QString source = how == QLatin1String("paste")  ? QStringLiteral("pasted text")
                               : how == QLatin1String("drop") ? QStringLiteral("dropped text")
                                                              : QStringLiteral("games.pgn");
        QTest::addRow("%s, illegal move", qPrintable(how))
            << how << illegal << "Damaged Game" << source + ", game 1, line 4: 2. Ke3"
            << "Ke3 Nf6" << QString();  // the rest, kept
        QTest::addRow("%s, unquoted tag", qPrintable(how))
            << how << unquoted << "Game Repaired" << source + ", " + repaired
            << "[White \"Kasparov, Garry\"]" << QString();
        QTest::addRow("%s, clean", qPrintable(how))
            << how << clean << QString() << QString() << "1. d4 d5" << QString();
        // A file's damaged game is saved as the file has it; pasted text has no file, and
        // Save writes what was read: the notice says which.
        QTest::addRow("%s, repaired and cut off", qPrintable(how))
            << how << both << "Damaged Game" << source + ", game 1, line 5: 2. Ke3"
            << "[White \"Kasparov, Garry\"]"
            << QString(how == QLatin1String("file") ? "saved as the file has them"
                                                    : "saving writes them in the repaired form");
    }
}

void TestLoadNotice::pastedAndDroppedTextSayWhatHappened() {
    QFETCH(QString, how);
    QFETCH(QString, text);
    QFETCH(QString, title);
    QFETCH(QString, told);
    QFETCH(QString, kept);
    QFETCH(QString, also);
    QSignalSpy messages(files(), &GameFiles::message);
    if (how == QLatin1String("paste")) {
        QGuiApplication::clipboard()->setText(text);
        files()->paste();  // as Edit > Paste and Ctrl+V do
    } else {
        QMimeData mime;  // dropped on the window as the user does
        if (how == QLatin1String("drop"))
            mime.setText(text);
        else
            mime.setUrls({QUrl::fromLocalFile(write(text.toUtf8()))});
        QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &drop);
    }
    QVERIFY2(m_window->controller()->pgnText().contains(kept),
             qPrintable(m_window->controller()->pgnText()));
    QVERIFY(!messages.isEmpty());
    QMessageBox* box = files()->loadNotice()->box();
    if (title.isEmpty()) {
        QVERIFY(!box);
        QCOMPARE(messages.count(), 1);  // "Loaded ...", nothing to warn of
        return;
    }
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QCOMPARE(box->windowTitle(), title);
    QVERIFY2(box->informativeText().startsWith(told), qPrintable(box->informativeText()));
    QVERIFY2(box->informativeText().contains(also), qPrintable(box->informativeText()));
    // The status bar names the problem first, then what was loaded.
    QVERIFY2(messages.first().first().toString().startsWith(told),
             qPrintable(messages.first().first().toString()));
}

QTEST_MAIN(TestLoadNotice)
#include "tst_loadnotice.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
