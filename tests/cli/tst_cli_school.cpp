// remis-cli school check prints the arbiter's whole ruling for each item of a teacher's lesson
// file: the answer, its article, and "then", how the ruling ends the game (a flag fall, a
// resignation, a forced stalemate that had drawn the game already, a written claim's move).
#include <QTemporaryDir>
#include <QtTest>

#include "cli/clirun.h"

namespace {

const char* const Lesson =
    "[Lesson \"t\"]\n[Item \"forced-stalemate\"]\n[Question \"flag-fall\"]\n"
    "[Source \"composed\"]\n[SetUp \"1\"]\n[FEN \"7k/8/6PK/5q2/8/8/8/8 w - - 0 60\"]\n"
    "[Flagged \"White\"]\n\n*\n\n"
    "[Item \"knight\"]\n[Question \"flag-fall\"]\n[Source \"composed\"]\n[SetUp \"1\"]\n"
    "[FEN \"8/8/4k3/r7/8/3NK3/8/8 b - - 0 60\"]\n[Flagged \"Black\"]\n\n*\n\n"
    "[Item \"resigns\"]\n[Question \"resignation\"]\n[Source \"composed\"]\n[SetUp \"1\"]\n"
    "[FEN \"8/8/4k3/8/8/3QK3/8/8 w - - 0 60\"]\n[Resigned \"White\"]\n\n*\n\n"
    "[Item \"capture\"]\n[Question \"written-claim\"]\n[Source \"composed\"]\n[SetUp \"1\"]\n"
    "[FEN \"8/8/8/8/8/5k2/3r4/4K3 w - - 99 120\"]\n[Intended \"Kxd2\"]\n[Claim \"fifty\"]\n\n*\n";

}  // namespace

class TestCliSchool : public QObject {
    Q_OBJECT
private slots:
    void checkPrintsTheWholeRuling() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lesson.pgn"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(Lesson);
        file.close();
        const CliRun run = runCli({QStringLiteral("school"), QStringLiteral("check"), path});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QList<QJsonObject> items = run.jsonLines();
        QCOMPARE(items.size(), 4);
        // `ends`: how the whole ruling ends the game; `then` (the contract's field): only the
        // automatic ending a move played as part of the ruling causes (tester: a resignation
        // item's then was "resignation", which cli.md's then does not allow).
        auto then = [&](int i) { return items[i].value(QStringLiteral("ends")).toObject(); };
        for (int i = 0; i < 3; ++i) QVERIFY(items[i].value(QStringLiteral("then")).isNull());
        QCOMPARE(items[3].value(QStringLiteral("then")).toObject(), then(3));
        QCOMPARE(items[0].value(QStringLiteral("answer")).toString(), QStringLiteral("1/2-1/2"));
        QCOMPARE(items[0].value(QStringLiteral("article")).toString(), QStringLiteral("5.2.2"));
        QCOMPARE(then(0).value(QStringLiteral("termination")).toString(),
                 QStringLiteral("dead_position"));
        QCOMPARE(then(1).value(QStringLiteral("termination")).toString(),
                 QStringLiteral("timeout"));
        QCOMPARE(then(1).value(QStringLiteral("result")).toString(), QStringLiteral("1-0"));
        QCOMPARE(then(1).value(QStringLiteral("article")).toString(), QStringLiteral("6.9"));
        QCOMPARE(then(2).value(QStringLiteral("termination")).toString(),
                 QStringLiteral("resignation"));
        QCOMPARE(then(2).value(QStringLiteral("result")).toString(), QStringLiteral("1/2-1/2"));
        // Kxd2 is a capture: the claim is wrong, the move is played, king against king (5.2.2).
        QCOMPARE(items[3].value(QStringLiteral("answer")).toString(),
                 QStringLiteral("two-minutes"));
        QCOMPARE(then(3).value(QStringLiteral("termination")).toString(),
                 QStringLiteral("dead_position"));
    }
};

QTEST_GUILESS_MAIN(TestCliSchool)
#include "tst_cli_school.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
