// The same answers however the work is shared out (docs/cli.md, --jobs): `audit` and
// `annotate` write the same bytes, exit code and stderr on plain and on compressed input
// (decoded on a thread of their own), and with --jobs N the same as one job (and annotate
// with every game read as a window of its tree, --window, as one too long to hold), for every PGN
// fixture of tests/data and for a file with a game longer than the chunker holds (it is
// streamed, and the chunking goes on after it), with LF, CRLF and CR line ends.
#include <QtTest>
#include "cli/clirun.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// The file compressed by the command-line tool (gzip, xz or zstd), beside it.
QString compressed(const QString& path, const QString& tool) {
    const QString suffix = tool == "gzip" ? ".gz" : tool == "xz" ? ".xz" : ".zst";
    QProcess p;
    p.setStandardOutputFile(path + suffix);
    p.start(tool, {"-c", path});
    if (!p.waitForFinished(60'000) || p.exitCode() != 0) return {};
    return path + suffix;
}

// What a run says, the time it took and the file's name aside.
QByteArray said(const CliRun& r, const QString& path) {
    static const QRegularExpression time(R"([0-9.]+ s \([0-9]+ games/s\))");
    QString err = QString::fromUtf8(r.err);
    err.replace(time, "T");
    err.replace(path, "FILE");
    return QByteArray::number(r.exitCode) + "\n" + r.out + "\n" + err.toUtf8();
}

QByteArray cli(const QString& command, const QString& path, const QStringList& more = {}) {
    return said(runCli(QStringList{command, path} + more), path);
}

// Every .pgn under tests/data, sorted.
QStringList fixtures() {
    QStringList found;
    QDirIterator it(REMIS_TEST_DATA, {"*.pgn"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) found << it.next();
    found.sort();
    return found;
}

// A game played on after its fivefold, one move pair a line: `plies` long.
QByteArray longGame(int plies) {
    QByteArray g = "[Event \"long\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n";
    const char* dance[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int ply = 0; ply < plies; ++ply) {
        if (ply % 2 == 0) g += QByteArray::number(ply / 2 + 1) + ". ";
        g += dance[ply % 4];
        g += ply % 2 == 1 ? "\n" : " ";
    }
    return g + "1/2-1/2\n\n";
}

const QStringList Tools = {"gzip", "xz", "zstd"};

}  // namespace

class TestCliJobs : public QObject {
    Q_OBJECT

private slots:
    void fixturesAlike_data();
    void fixturesAlike();
    void longGameAmongOthers_data();
    void longGameAmongOthers();
    void copiedThroughLast();

private:
    QTemporaryDir m_dir;
};

void TestCliJobs::fixturesAlike_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("tool");
    const QStringList paths = fixtures();
    QVERIFY(paths.size() >= 40);
    for (int i = 0; i < paths.size(); ++i)
        QTest::newRow(qPrintable(paths[i].mid(QString(REMIS_TEST_DATA).size() + 1)))
            << paths[i] << Tools[i % Tools.size()];
}

// Each fixture, and the same compressed (by turns with gzip, xz and zstd): audit and annotate
// with one job and with two or three on small chunks; all say the same as one job on the
// plain file.
void TestCliJobs::fixturesAlike() {
    QFETCH(QString, path);
    QFETCH(QString, tool);
    const QString copy = m_dir.filePath(QFileInfo(path).fileName());
    QFile::remove(copy);
    QVERIFY(QFile::copy(path, copy));
    const QString packed = compressed(copy, tool);
    QVERIFY2(!packed.isEmpty(), qPrintable(tool));
    const QByteArray audit = cli("audit", copy);
    QCOMPARE(cli("audit", packed), audit);
    QCOMPARE(cli("audit", packed, {"--jobs", "3", "--chunk-size", "3000"}), audit);
    const QByteArray annotate = cli("annotate", copy);
    QCOMPARE(cli("annotate", packed), annotate);
    QCOMPARE(cli("annotate", copy, {"--jobs", "2", "--chunk-size", "3000"}), annotate);
    QCOMPARE(cli("annotate", packed, {"--jobs", "3", "--chunk-size", "3000"}), annotate);
    // Every game read as a window of its tree, as a game too long to hold is (cmd_annotate).
    QCOMPARE(cli("annotate", copy, {"--window", "2"}), annotate);
    QCOMPARE(cli("annotate", packed, {"--jobs", "2", "--chunk-size", "3000", "--window", "5"}),
             annotate);
}

void TestCliJobs::longGameAmongOthers_data() {
    QTest::addColumn<QByteArray>("lineEnd");
    QTest::addColumn<QStringList>("tools");
    QTest::newRow("LF") << QByteArray("\n") << Tools;
    QTest::newRow("CRLF") << QByteArray("\r\n") << QStringList{"zstd"};
    QTest::newRow("CR") << QByteArray("\r") << QStringList{"gzip"};
}

// Games of the sample, a game of 12,000 plies (longer than --max-carry), more games, a
// syntax error (its line is named), more games, a broken tag line (annotate names its game
// and line on stderr), a comment longer than the reader holds (annotate copies that game
// through), more games and an escape line after the last (annotate keeps it with that game):
// the same with 1, 2 and 3 jobs, plain and compressed.
void TestCliJobs::longGameAmongOthers() {
    QFETCH(QByteArray, lineEnd);
    QFETCH(QStringList, tools);
    QByteArray sample = readAll(REMIS_TEST_DATA "/tcec-sample.pgn").left(60'000);
    sample = sample.left(sample.lastIndexOf("\n[Event ") + 1);
    QVERIFY(sample.size() > 50'000);
    QByteArray text = sample + "\n" + longGame(12000) + sample +
                      "\n[Event \"bad\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 ) Nc6 1-0\n\n" +
                      sample +
                      "\n[Event \"tag\"]\n[White Kasparov, Garry]\n[Result \"*\"]\n\n1. e4 *\n\n" +
                      "[Event \"big\"]\n[Result \"*\"]\n\n1. e4 {" + QByteArray(1100 * 1000, 'x') +
                      "} e5 *\n\n" + sample + "%escape after the last game\n";
    text.replace("\n", lineEnd);
    const QString path = m_dir.filePath(QString("long-%1.pgn").arg(QTest::currentDataTag()));
    QVERIFY(writeFile(path, text));
    const CliRun one = runCli({"audit", path});
    QCOMPARE(one.exitCode, 0);
    QVERIFY2(one.out.contains("\"plies\": 12000"), one.err.constData());
    QVERIFY(one.out.contains("\"error\": \"line "));
    const QByteArray expected = said(one, path);
    const CliRun annotated = runCli({"annotate", path});
    QCOMPARE(annotated.exitCode, 0);
    QVERIFY2(annotated.err.contains("annotate: game "), annotated.err.constData());
    QVERIFY(annotated.out.contains("{[%remis error] "));
    QVERIFY(annotated.out.contains("%escape after the last game"));
    const QByteArray annotation = said(annotated, path);
    const QStringList small = {"--chunk-size", "4096", "--max-carry", "16384"};
    QStringList files = {path};
    for (const QString& tool : tools) files << compressed(path, tool);
    for (const QString& file : files) {
        QVERIFY(!file.isEmpty());
        if (file != path) QCOMPARE(cli("audit", file), expected);
        if (file != path) QCOMPARE(cli("annotate", file), annotation);
        for (const char* jobs : {"2", "3"}) {
            QCOMPARE(cli("audit", file, QStringList{"--jobs", jobs} + small), expected);
            QCOMPARE(cli("annotate", file, QStringList{"--jobs", jobs} + small), annotation);
        }
        QCOMPARE(cli("annotate", file, {"--window", "3"}), annotation);
    }
    // Chunks large enough to hold the game with the long comment: it is copied through on a
    // worker.
    QCOMPARE(cli("annotate", path, {"--jobs", "2", "--chunk-size", "4096"}), annotation);
    QCOMPARE(cli("annotate", path, {"--jobs", "2", "--max-carry", "8000000"}), annotation);
}

// The last game copied through (a comment longer than the reader holds) keeps the escape line
// after it, whether it is read by a worker or, longer than --max-carry, as a stream.
void TestCliJobs::copiedThroughLast() {
    QByteArray sample = readAll(REMIS_TEST_DATA "/tcec-sample.pgn").left(20'000);
    sample = sample.left(sample.lastIndexOf("\n[Event ") + 1);
    const QByteArray text = sample + "\n[Event \"big\"]\n[Result \"*\"]\n\n1. e4 {" +
                            QByteArray(1100 * 1000, 'x') + "} e5 *\n%escape after it\n";
    const QString path = m_dir.filePath("copied-last.pgn");
    QVERIFY(writeFile(path, text));
    const CliRun one = runCli({"annotate", path});
    QCOMPARE(one.exitCode, 0);
    QVERIFY(one.out.contains("{[%remis error] "));
    QVERIFY(one.out.contains("%escape after it"));
    const QByteArray expected = said(one, path);
    QCOMPARE(cli("annotate", path, {"--jobs", "2"}), expected);
    QCOMPARE(cli("annotate", path, {"--jobs", "2", "--chunk-size", "4096", "--max-carry", "16384"}),
             expected);
}

QTEST_GUILESS_MAIN(TestCliJobs)
#include "tst_cli_jobs.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
