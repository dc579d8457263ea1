// SPDX-License-Identifier: GPL-3.0-or-later
// FileAudit: the audit of every game of an opened file on a worker thread, its results
// queued back to the GUI thread in batches. The worker's audit of each game is the audit of
// that game's text alone; batches from a stopped audit are dropped; a restart, a stop and a
// destruction mid-run leave nothing behind. CI runs this under ThreadSanitizer (label
// `threads`), which is what sees a race between the worker and the queued batches.
#include <QSignalSpy>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "app/files/fileaudit.h"
#include "app/files/pgnfile.h"
#include "app/files/pgnfiletestutil.h"

using namespace remis;
using namespace remis::app;
using namespace pgnfiletest;

namespace {

QByteArray sample() {
    QFile f(QStringLiteral(REMIS_TEST_DATA "/tcec-sample.pgn"));
    if (!f.open(QIODevice::ReadOnly)) qFatal("missing tcec-sample.pgn");
    return f.readAll();
}

// What the chooser's columns and the report take from one game's audit, in one line.
QString describe(const GameAudit& a) {
    QString line = QStringLiteral("%1 plies, result %2, consistent %3 (%4), error '%5', ended %6:")
                       .arg(a.plies)
                       .arg(QString::fromStdString(a.resultTag))
                       .arg(a.resultConsistent)
                       .arg(QString::fromStdString(a.resultReason))
                       .arg(QString::fromStdString(a.error))
                       .arg(int(a.endedByRules.termination));
    for (const AuditEvent& e : a.events)
        line += QStringLiteral(" %1@%2 %3 %4")
                    .arg(int(e.kind))
                    .arg(e.ply)
                    .arg(QString::fromStdString(e.move), QString::fromStdString(e.ruling));
    return line;
}

// Every game of `file` as the worker audited it equals its text audited on this thread.
void compareWithGameByGame(const PgnFile& file, const FileAudit& audit) {
    QCOMPARE(audit.gameCount(), file.gameCount());
    QCOMPARE(audit.auditedCount(), file.gameCount());
    for (int i = 0; i < file.gameCount(); ++i) {
        QVERIFY2(audit.isAudited(i), qPrintable(QString::number(i)));
        QCOMPARE(audit.audit(i).game, i + 1);
        const GameAudit alone = auditGameText(file.gameText(i)->toStdString(), RuleSet::Fide);
        QCOMPARE(describe(audit.audit(i)), describe(alone));
    }
}

}  // namespace

class TestFileAudit : public QObject {
    Q_OBJECT
private slots:
    void manyGamesComeInOrderedBatches();
    void aRestartDropsTheStoppedAuditsBatches();
    void stopAndDestroyMidRun();
    void utf16AndLatin1Files();
    void aCommentOverOneMebibyteIsNoError();
};

// Four copies of 300 games: more than two batches of 512, each game once, in file order.
void TestFileAudit::manyGamesComeInOrderedBatches() {
    QTemporaryDir dir;
    const QByteArray one = sample();
    PgnFile file;
    QVERIFY(file.open(writeTemp(dir, "many.pgn", one + "\n" + one + "\n" + one + "\n" + one)).ok());
    QVERIFY(file.gameCount() > 2 * 512);  // three batches at least
    FileAudit audit;
    QSignalSpy progressed(&audit, &FileAudit::progressed);
    QSignalSpy finished(&audit, &FileAudit::finished);
    audit.start(file);
    QVERIFY(audit.isRunning());
    audit.waitForFinished();
    QCOMPARE(finished.count(), 1);
    QVERIFY(progressed.count() >= 3);  // at most 512 games a batch
    int next = 0;
    for (const auto& args : progressed) {
        QCOMPARE(args.at(2).toInt(), next);  // firstGame: batches follow each other
        next = args.at(3).toInt() + 1;
    }
    QCOMPARE(next, file.gameCount());
    QCOMPARE(progressed.last().at(0).toInt(), file.gameCount());
    compareWithGameByGame(file, audit);
}

// A second start while the first runs: the first's batches still queued are dropped, and the
// results are the second file's alone.
void TestFileAudit::aRestartDropsTheStoppedAuditsBatches() {
    QTemporaryDir dir;
    const QByteArray one = sample();
    PgnFile big;
    QVERIFY(big.open(writeTemp(dir, "big.pgn", one + "\n" + one)).ok());
    PgnFile small;
    QVERIFY(small.open(writeTemp(dir, "small.pgn", fixture("three-games.pgn"))).ok());
    FileAudit audit;
    QSignalSpy finished(&audit, &FileAudit::finished);
    audit.start(big);
    QTest::qWait(1);  // let the worker queue a batch or not: both must come out right
    audit.start(small);
    audit.waitForFinished();
    QCoreApplication::processEvents();  // anything still queued from the first audit
    QCOMPARE(finished.count(), 1);
    compareWithGameByGame(small, audit);
    // And the big file again after it, complete.
    audit.start(big);
    audit.waitForFinished();
    compareWithGameByGame(big, audit);
}

// Stopping leaves a partial audit that says so; destroying a running audit waits for the
// worker (ASan/TSan see a worker left writing to a dead object).
void TestFileAudit::stopAndDestroyMidRun() {
    QTemporaryDir dir;
    const QByteArray one = sample();
    PgnFile file;
    QVERIFY(file.open(writeTemp(dir, "stop.pgn", one + "\n" + one + "\n" + one)).ok());
    {
        FileAudit audit;
        QSignalSpy progressed(&audit, &FileAudit::progressed);
        QSignalSpy finished(&audit, &FileAudit::finished);
        audit.start(file);
        QThread::msleep(50);  // batches queued, none delivered: this thread takes no events
        audit.stop();
        QVERIFY(!audit.isRunning());
        const int before = progressed.count();
        QCoreApplication::processEvents();
        QCOMPARE(progressed.count(), before);  // nothing comes from a stopped audit
        QCOMPARE(finished.count(), 0);
        QVERIFY(audit.auditedCount() < file.gameCount());
        audit.start(file);
    }  // destroyed while it runs
    QCoreApplication::processEvents();
}

// The worker reads UTF-16 files from their converted text and Latin-1 games decoded per game:
// the same audits as the texts PgnFile gives.
void TestFileAudit::utf16AndLatin1Files() {
    QTemporaryDir dir;
    const QString text = QString::fromUtf8(fixture("three-games.pgn"))
                             .replace(QStringLiteral("Anna Ader"), QStringLiteral("Анна"));
    QStringEncoder encode(QStringEncoder::Utf16LE, QStringEncoder::Flag::WriteBom);
    const QByteArray utf16 = encode(text);
    PgnFile wide;
    QVERIFY(wide.open(writeTemp(dir, "u.pgn", utf16)).ok());
    QCOMPARE(wide.encoding(), PgnFile::Encoding::Utf16);
    PgnFile latin1;
    QVERIFY(latin1.open(writeTemp(dir, "l.pgn", fixture("latin1.pgn"))).ok());
    for (const PgnFile* file : {&wide, &latin1}) {
        FileAudit audit;
        audit.start(*file);
        audit.waitForFinished();
        compareWithGameByGame(*file, audit);
        QVERIFY(audit.audit(0).plies > 0);
    }
}

// A game's text is held whole, so a comment longer than the streaming reader's 1 MiB token
// limit is audited like any other (a tester: the chooser listed such a game as an error
// while the game itself opened fine).
void TestFileAudit::aCommentOverOneMebibyteIsNoError() {
    QTemporaryDir dir;
    const QByteArray longComment(3 << 19, 'x');  // 1.5 MiB without a space
    const QByteArray text = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 {" +
                            longComment + "} e5 2. Nf3 *\n\n" + fixture("three-games.pgn");
    PgnFile file;
    QVERIFY(file.open(writeTemp(dir, "long.pgn", text)).ok());
    FileAudit audit;
    audit.start(file);
    audit.waitForFinished();
    QCOMPARE(audit.gameCount(), 4);
    QCOMPARE(QString::fromStdString(audit.audit(0).error), QString());
    QCOMPARE(audit.audit(0).plies, 3);
    compareWithGameByGame(file, audit);
}

QTEST_GUILESS_MAIN(TestFileAudit)
#include "tst_fileaudit.moc"
