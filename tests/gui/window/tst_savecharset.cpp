// Save of a game read as ISO 8859-1 whose text now needs UTF-8 (a "€" typed into a comment),
// as the user meets it: the question names the game, the file and the characters, Cancel
// writes nothing, the answer decides whether the file's other ISO 8859-1 games go to UTF-8
// too, and the status line says what went to UTF-8. A tester's Latin-1 file silently became
// UTF-8 (or half of it did). A comment that ISO 8859-1 holds asks nothing.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/files/pgnfile.h"
#include "core/io/transcode.h"
#include "core/pgn/tree.h"
#include "gui/guitestutil.h"
#include "gui/window/gamefiles.h"

using namespace remis;
using namespace remis::gui;
using Answer = CharsetQuestion::Answer;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool isUtf8(const QByteArray& bytes) {
    return !io::hasInvalidUtf8(std::string_view(bytes.constData(), std::size_t(bytes.size())),
                               true);
}

}  // namespace

class TestSaveCharset : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_path;
    QByteArray m_original;
    QList<CharsetQuestion> m_asked;

    GameFiles* files() { return m_window->files(); }
    app::GameController* game() { return m_window->controller(); }
    // Game 1 of latin1.pgn, open, with `comment` before its first move.
    void openWithComment(const QString& comment) {
        QVERIFY(files()->loadPgnFile(m_path, 0).ok());
        game()->setComment(PgnGame::root(), comment);
    }
    void answer(Answer a) {
        files()->setCharsetQuestion([this, a](const CharsetQuestion& q) {
            m_asked << q;
            return a;
        });
    }
    QString saved() {
        QSignalSpy said(files(), &GameFiles::message);
        if (!files()->save()) return QStringLiteral("not saved");
        return said.isEmpty() ? QString() : said.last().first().toString();
    }

private slots:
    void initTestCase() { test::isolate(m_dir); }
    void init() {
        m_window = std::make_unique<MainWindow>();
        m_asked.clear();
        QFile f(QStringLiteral(REMIS_TEST_DATA "/app/latin1.pgn"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        m_original = f.readAll();
        m_path = m_dir.filePath(QStringLiteral("l.pgn"));
        QFile::remove(m_path);
        QFile out(m_path);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(m_original) == m_original.size());
    }
    void cleanup() { m_window.reset(); }

    void latin1TextAsksNothing() {
        answer(Answer::Cancel);
        openWithComment(QStringLiteral("Zoë"));
        QCOMPARE(saved(), QStringLiteral("Saved l.pgn"));
        QVERIFY(m_asked.isEmpty());
        QVERIFY(!isUtf8(readAll(m_path)));  // still ISO 8859-1
    }

    void cancelWritesNothing() {
        answer(Answer::Cancel);
        openWithComment(QStringLiteral("5€ ♔"));
        QCOMPARE(saved(), QStringLiteral("not saved"));
        QCOMPARE(m_asked.size(), 1);
        const CharsetQuestion& q = m_asked.first();
        QCOMPARE(q.question(),
                 QStringLiteral("Game 1 of l.pgn is written in ISO 8859-1 (Latin-1), which has "
                                "no € ♔."));
        QVERIFY(q.otherLatin1Games);  // game 3 is ISO 8859-1
        QCOMPARE(readAll(m_path), m_original);
        QVERIFY(game()->isModified());
    }

    void thisGameInUtf8() {
        answer(Answer::ThisGame);
        openWithComment(QStringLiteral("5€"));
        QCOMPARE(saved(), QStringLiteral("Saved l.pgn, game 1 in UTF-8"));
        app::PgnFile file;
        QVERIFY(file.open(m_path).ok());
        QVERIFY(!file.entry(0).latin1 && file.entry(2).latin1);  // game 3 as it was
        QVERIFY(file.gameText(0)->contains(QStringLiteral("{5€}")));
        QVERIFY(readAll(m_path).endsWith(m_original.mid(m_original.lastIndexOf("[Event"))));
    }

    void wholeFileInUtf8() {
        answer(Answer::WholeFile);
        openWithComment(QStringLiteral("5€"));
        QCOMPARE(saved(), QStringLiteral("Saved l.pgn, every game in UTF-8"));
        const QByteArray bytes = readAll(m_path);
        QVERIFY(isUtf8(bytes));
        QVERIFY(bytes.contains(QStringLiteral("[Black \"René Müller\"]").toUtf8()));
    }
};

QTEST_MAIN(TestSaveCharset)
#include "tst_savecharset.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
