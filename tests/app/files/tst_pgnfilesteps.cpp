// PgnFile indexed in steps (File > Open of a large file): the first games are listed at
// once, the rest as indexMore() reads it; every step's games are final, and the complete
// index is the one open() builds in one go. Save never writes a file with games missing.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "app/files/pgnfile.h"
#include "app/files/pgnfiletestutil.h"
#include "app/files/pgnindexer.h"

using namespace remis::app;
using namespace pgnfiletest;

namespace {

// The fixtures joined over and over: a file of some megabytes with games of every kind the
// fixtures hold (Latin-1, comments, variations, games without tags), so that a step ends
// anywhere in a game.
QByteArray largeFile(int copies) {
    QByteArray one;
    for (const char* name :
         {"three-games.pgn", "latin1.pgn", "after-the-end.pgn", "time-forfeits.pgn"})
        one += fixture(QString::fromLatin1(name)) + "\n";
    QByteArray all;
    for (int i = 0; i < copies; ++i) all += one;
    return all;
}

bool sameEntry(const PgnIndexEntry& a, const PgnIndexEntry& b) {
    return a.offset == b.offset && a.length == b.length && a.line == b.line && a.white == b.white &&
           a.black == b.black && a.result == b.result && a.date == b.date && a.event == b.event &&
           a.round == b.round && a.plies == b.plies && a.latin1 == b.latin1;
}

}  // namespace

class TestPgnFileSteps : public QObject {
    Q_OBJECT
private slots:
    // Games taken as they complete are the games of the whole index, however the bytes come.
    void takenGamesAreFinal() {
        const QByteArray bytes = largeFile(20);
        PgnIndexer whole;
        whole.feed(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        whole.finish();
        const std::vector<PgnIndexEntry> expected = whole.takeGames();
        for (int chunk : {1, 7, 100, 4096, 65536}) {
            PgnIndexer stepped;
            std::vector<PgnIndexEntry> got;
            for (qsizetype i = 0; i < bytes.size(); i += chunk) {
                stepped.feed(
                    std::string_view(bytes.constData() + i,
                                     std::size_t(std::min<qsizetype>(chunk, bytes.size() - i))));
                for (PgnIndexEntry& e : stepped.takeCompleted()) got.push_back(std::move(e));
                // What is left is the game being read, at most.
                QVERIFY(stepped.games().size() <= 1);
            }
            stepped.finish();
            for (PgnIndexEntry& e : stepped.takeCompleted()) got.push_back(std::move(e));
            QCOMPARE(stepped.verdict(), PgnIndexer::Verdict::Pgn);
            QCOMPARE(got.size(), expected.size());
            for (std::size_t g = 0; g < got.size(); ++g)
                QVERIFY2(sameEntry(got[g], expected[g]),
                         qPrintable(QStringLiteral("chunk %1, game %2").arg(chunk).arg(g)));
        }
    }

    void firstGamesAtOnceTheRestInSteps() {
        QTemporaryDir dir;
        const QString path = writeTemp(dir, QStringLiteral("big.pgn"), largeFile(400));
        PgnFile whole;
        QVERIFY(whole.open(path).ok());
        QVERIFY(whole.isComplete());
        PgnFile stepped;
        QVERIFY(stepped.openStart(path, 64 << 10).ok());
        QVERIFY(!stepped.isComplete());
        QVERIFY(stepped.gameCount() >= 2);
        QVERIFY(stepped.gameCount() < whole.gameCount());
        QVERIFY(stepped.readFraction() > 0.0 && stepped.readFraction() < 1.0);
        // A listed game can be opened before the rest is read.
        QCOMPARE(*stepped.gameText(1), *whole.gameText(1));
        int steps = 0;
        for (int listed = stepped.gameCount(); !stepped.isComplete(); ++steps) {
            QVERIFY(stepped.indexMore(64 << 10).ok());
            QVERIFY(stepped.gameCount() >= listed);
            listed = stepped.gameCount();
        }
        QVERIFY(steps > 10);
        QCOMPARE(stepped.readFraction(), 1.0);
        QCOMPARE(stepped.gameCount(), whole.gameCount());
        QCOMPARE(stepped.encoding(), whole.encoding());
        for (int g = 0; g < whole.gameCount(); ++g)
            QVERIFY2(sameEntry(stepped.entry(g), whole.entry(g)), qPrintable(QString::number(g)));
    }

    // A small file is read whole by openStart: a file of one game is known as one at once.
    void aSmallFileIsCompleteAtOnce() {
        QTemporaryDir dir;
        const QString path =
            writeTemp(dir, QStringLiteral("three.pgn"), fixture("three-games.pgn"));
        PgnFile file;
        QVERIFY(file.openStart(path, PgnFile::ListedAtOnce).ok());
        QVERIFY(file.isComplete());
        QCOMPARE(file.gameCount(), 3);
    }

    // Save from a file not yet indexed to its end writes every game, not only those listed.
    void saveReadsTheRestFirst() {
        QTemporaryDir dir;
        const QByteArray bytes = largeFile(200);
        const QString path = writeTemp(dir, QStringLiteral("big.pgn"), bytes);
        PgnFile file;
        QVERIFY(file.openStart(path, 16 << 10).ok());
        QVERIFY(!file.isComplete());
        const QString copy = dir.filePath(QStringLiteral("copy.pgn"));
        QVERIFY(file.saveAll(copy, -1, {}).ok());
        QCOMPARE(readAll(copy), bytes);
    }

    // A NUL after the first steps: the file is refused then, and Save refuses too.
    void binaryFoundLateIsRefused() {
        QTemporaryDir dir;
        QByteArray bytes = largeFile(200);
        bytes.append(QByteArray("\0\0\0", 3));
        const QString path = writeTemp(dir, QStringLiteral("late.pgn"), bytes);
        PgnFile file;
        QVERIFY(file.openStart(path, 16 << 10).ok());
        QVERIFY(!file.isComplete());
        const auto rest = file.indexRest();
        QVERIFY(!rest);
        QCOMPARE(rest.error().code(), AppErrorCode::BinaryFile);
        QVERIFY(!file.isComplete());
        QVERIFY(!file.indexMore(1 << 20));
        const QString copy = dir.filePath(QStringLiteral("copy.pgn"));
        QVERIFY(!file.saveAll(copy, -1, {}));
        QVERIFY(!QFile::exists(copy));
    }
};

QTEST_GUILESS_MAIN(TestPgnFileSteps)
#include "tst_pgnfilesteps.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
