// remis-cli against docs/cli.md's general rules for input and output: FILE may be `-` or gzip, xz,
// zstd (by content); UTF-16 and ISO 8859-1 files; binary input, /dev/zero and a file without
// a game are exit 2 at once; a write error on stdout is exit 1 with one line, a closed pipe
// ends quietly; the audit's answers do not depend on where the threads' chunks are cut;
// every input is bounded (batch lines, perft depth, FEN counters); control characters in
// messages are escaped.
#include <QtTest>
#include "cli/clirun.h"

#include <QJsonArray>
#include <QTemporaryDir>

namespace {

const QString Data = QStringLiteral(REMIS_TEST_DATA);

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(bytes);
    return f.fileName();
}

// Runs remis-cli with stdout going to a file (e.g. /dev/full).
CliRun runCliTo(const QStringList& args, const QString& stdoutFile) {
    QProcess process;
    process.setStandardOutputFile(stdoutFile);
    process.start(QStringLiteral(REMIS_CLI_PATH), args);
    process.closeWriteChannel();
    CliRun run;
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.err = process.readAllStandardError();
    return run;
}

// Games that make a naive splitter go wrong: no blank lines between games, results and tag
// lines inside comments, strings, variations and % lines, a draw offer, CR line ends.
QByteArray trickyGames() {
    QByteArray text;
    for (int i = 0; i < 40; ++i) {
        const QByteArray n = QByteArray::number(i);
        text += "[Event \"E" + n + " 1-0\"]\n[White \"W]" + n + "\\\" 0-1\"]\n[Black \"B\"]\n";
        text += "[Result \"1-0\"]\n";
        text += "1. e4 {a comment 1-0\n[Event \"fake\"]} e5 2. Nf3 (2. Qh5 Nc6 1-0\n[X \"y\"]) ";
        text += "2... Nc6 (=) 3. Bb5 ; 1-0\n[Event \"not a game\"]\n3... a6\n%1-0\n";
        text += "4. Ba4 Nf6 5. O-O Be7 1-0\n";  // no blank line before the next game
        text += (i % 3 == 0) ? "\r\n" : "";
        text += "[Event \"F" + n + "\"]\n[Result \"*\"]\n\n1. f3 e5 2. g4 Qh4# 0-1 ";
        text += "[Event \"G" + n + "\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 *\n\n";
    }
    return text;
}

}  // namespace

class TestCliInput : public QObject {
    Q_OBJECT

private slots:
    void dashReadsStandardInput() {
        const QString file = Data + "/io/sample.pgn";
        const CliRun fromFile = runCli({"audit", file});
        const CliRun fromPipe = runCli({"audit", "-"}, readFile(file));
        QCOMPARE(fromFile.exitCode, 0);
        QCOMPARE(fromPipe.exitCode, 0);
        QCOMPARE(fromPipe.out, fromFile.out);
        QCOMPARE(fromFile.jsonLines().size(), 1);
        QCOMPARE(fromFile.jsonLines()[0]["plies"].toInt(), 7);
    }

    void compressedFilesByContent_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("gzip") << "sample.pgn.gz";
        QTest::newRow("xz") << "sample.pgn.xz";
        QTest::newRow("zstd") << "sample.pgn.zst";
    }
    void compressedFilesByContent() {
        QFETCH(QString, name);
        const CliRun plain = runCli({"audit", Data + "/io/sample.pgn"});
        QTemporaryDir dir;
        // A misleading name: the content decides.
        const QString renamed = writeFile(dir, "games.txt", readFile(Data + "/io/" + name));
        for (const CliRun& run :
             {runCli({"audit", Data + "/io/" + name}), runCli({"audit", renamed}),
              runCli({"audit", "-"}, readFile(Data + "/io/" + name))}) {
            QCOMPARE(run.exitCode, 0);
            QCOMPARE(run.out, plain.out);
        }
    }

    void utf16File() {
        QByteArray text =
            "[Event \"x\"]\n[White \"Caf\xc3\xa9\"]\n[Black \"B\"]\n\n1. e4 e5 1/2-1/2\n";
        QString s = QString::fromUtf8(text);
        QByteArray le("\xff\xfe", 2);
        for (QChar c : s) le += char(c.unicode() & 0xFF), le += char(c.unicode() >> 8);
        QTemporaryDir dir;
        const CliRun run = runCli({"audit", writeFile(dir, "u16.pgn", le)});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.jsonLines().size(), 1);
        QCOMPARE(run.jsonLines()[0]["white"].toString(), QString::fromUtf8("Caf\xc3\xa9"));
        QCOMPARE(run.jsonLines()[0]["plies"].toInt(), 2);
    }

    void latin1FileGivesValidUtf8() {
        QByteArray latin1 =
            "[Event \"Z\xfcrich\"]\n[White \"M\xfcller, J\xf6rg\"]\n[Black \"Ni\xf1o\"]\n"
            "[Result \"1-0\"]\n\n1. e4 {Tr\xe8s bien} e5 1-0\n";
        QTemporaryDir dir;
        const CliRun run = runCli({"audit", writeFile(dir, "latin1.pgn", latin1)});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(QUtf8StringView(run.out).isValidUtf8());
        const QString text = QString::fromUtf8(run.out);
        QVERIFY(!text.contains(QChar::ReplacementCharacter));
        QCOMPARE(run.jsonLines()[0]["white"].toString(),
                 QString::fromUtf8("M\xc3\xbcller, J\xc3\xb6rg"));
        QCOMPARE(run.jsonLines()[0]["black"].toString(), QString::fromUtf8("Ni\xc3\xb1o"));
    }
    // docs/pgn.md: ISO 8859-1 for the game that is not UTF-8 only, however the audit reads the
    // file: one stream, or chunks on two threads cut after every game.
    void mixedEncodingsAreDecidedPerGame() {
        const QByteArray bytes = readFile(Data + "/pgn/mixed-encoding.pgn");
        const qsizetype second = bytes.indexOf("[Event \"Z");
        QTemporaryDir dir;
        const QString latin1First =
            writeFile(dir, "m.pgn", bytes.mid(second) + "\n" + bytes.left(second));
        for (const QStringList& more :
             {QStringList{}, QStringList{"--jobs", "2", "--chunk-size", "1"}}) {
            const CliRun run = runCli(QStringList{"audit", latin1First} + more);
            QCOMPARE(run.exitCode, 0);
            const QList<QJsonObject> games = run.jsonLines();
            QCOMPARE(games.size(), 3);
            QCOMPARE(games[0]["white"].toString(), QStringLiteral("Renée, François"));
            QCOMPARE(games[1]["white"].toString(), QStringLiteral("Åström, Émile"));
            QCOMPARE(games[2]["white"].toString(), QStringLiteral("Müller, Jörg"));
        }
    }

    void notPgnEndsAtOnce_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("/dev/zero") << "/dev/zero" << QByteArray();
        QTest::newRow("NUL bytes") << "" << QByteArray("[Event \"x\"]\n\0\0\0 1. e4 *\n", 24);
        QTest::newRow("binary")
            << "" << QByteArray("\x01\x02\x03\x04\x05\x06\x07\x08\x0e\x0f", 10).repeated(100);
        QTest::newRow("empty") << "" << QByteArray();
        QTest::newRow("no game") << "" << QByteArray("Just some text.\nNo game here.\n");
        QTest::newRow("gzip of zeros") << "gz" << QByteArray();
    }
    void notPgnEndsAtOnce() {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        if (file.isEmpty()) file = writeFile(dir, "x.pgn", content);
        if (file == "gz") {
            QProcess gz;
            gz.start("gzip", {"-c"});
            gz.write(QByteArray(1 << 20, '\0'));
            gz.closeWriteChannel();
            QVERIFY(gz.waitForFinished());
            file = writeFile(dir, "zeros.pgn", gz.readAllStandardOutput());
        }
        for (const char* jobs : {"1", "2"}) {
            const CliRun run =
                runProgram(REMIS_CLI_PATH, {"audit", file, "--jobs", jobs}, {}, 60000);
            QCOMPARE(run.exitCode, 2);
            QVERIFY(run.out.isEmpty());
            QVERIFY2(run.err.startsWith("remis-cli: not a PGN file"), run.err.constData());
            QCOMPARE(run.err.count('\n'), 1);
        }
    }

    void unreadableFile() {
        const CliRun missing = runCli({"audit", "/nonexistent/x.pgn"});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("x.pgn"));
        const CliRun dir = runCli({"audit", "/"});
        QCOMPARE(dir.exitCode, 2);
        QCOMPARE(dir.err.count('\n'), 1);
    }

    void writeErrorIsExitOne_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("audit") << QStringList{"audit", Data + "/tcec-sample.pgn"};
        QTest::newRow("audit --jobs 2")
            << QStringList{"audit", Data + "/tcec-sample.pgn", "--jobs", "2"};
        QTest::newRow("status") << QStringList{"status"};
        QTest::newRow("perft") << QStringList{"perft", "3", "--divide"};
        QTest::newRow("help") << QStringList{"--help"};
    }
    void writeErrorIsExitOne() {
        QFETCH(QStringList, args);
        const CliRun run = runCliTo(args, "/dev/full");
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith("remis-cli: cannot write the output"), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }

    void closedPipeEndsQuietly() {
        const QString script =
            QStringLiteral(
                "'%1' audit '%2' --jobs 2 2>err.txt | head -c 100 >/dev/null; cat err.txt")
                .arg(REMIS_CLI_PATH, Data + "/tcec-sample.pgn");
        QTemporaryDir dir;
        QProcess sh;
        sh.setWorkingDirectory(dir.path());
        sh.start("bash", {"-c", script});
        QVERIFY(sh.waitForFinished(120000));
        QCOMPARE(sh.readAllStandardOutput(), QByteArray());
    }

    void auditDoesNotDependOnChunks_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("tcec-sample") << "tcec";
        QTest::newRow("tricky layouts") << "tricky";
    }
    void auditDoesNotDependOnChunks() {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString file = name == "tcec" ? Data + "/tcec-sample.pgn"
                                            : writeFile(dir, "tricky.pgn", trickyGames());
        const CliRun one = runCli({"audit", file});
        QCOMPARE(one.exitCode, 0);
        QVERIFY(one.lines().size() >= 100);
        for (int size : {1, 2, 100, 1000, 4093, 65536, 1 << 20}) {
            const CliRun run =
                runCli({"audit", file, "--jobs", "3", "--chunk-size", QString::number(size)});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out == one.out, qPrintable(QString("chunk size %1").arg(size)));
        }
        // Standard input arrives in pipe-sized pieces: the same answers.
        QCOMPARE(runCli({"audit", "-", "--jobs", "2"}, readFile(file)).out, one.out);
    }

    void hugeCommentIsStreamed() {
        // A game longer than the chunker holds: the rest of the file is read as one stream.
        QByteArray text = "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. d4 {";
        text += QByteArray(9 << 20, 'x');
        text += "} d5 2. c4 0-1\n\n[Event \"c\"]\n\n1. c4 *\n";
        QTemporaryDir dir;
        const QString file = writeFile(dir, "big.pgn", text);
        const CliRun one = runCli({"audit", file});
        const CliRun many = runCli({"audit", file, "--jobs", "2", "--chunk-size", "10"});
        QCOMPARE(one.exitCode, 0);
        QCOMPARE(many.out, one.out);
        QCOMPARE(one.lines().size(), 3);
    }

    void batchLinesAreBounded() {
        QByteArray input = "8/8/8/8/8/8/8/K6k w - - 0 1\n" + QByteArray(100000, 'x') +
                           "\n8/8/8/8/8/8/8/K6k w - - 0 1\n";
        const CliRun run = runCli({"analyse", "--batch", "--budget", "1000"}, input);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.lines().size(), 3);
        QVERIFY(run.jsonLines()[1]["error"].toString().contains("longer than"));
        QVERIFY(run.jsonLines()[2]["dead"].toBool());
    }

    void perftDepthIsBounded() {
        for (const char* depth : {"20", "9", "100"}) {
            const CliRun run = runCli({"perft", depth});
            QCOMPARE(run.exitCode, 2);
            QVERIFY(run.out.isEmpty());
            QVERIFY2(run.err.contains("DEPTH"), run.err.constData());
        }
        // A king-and-pawn ending has few moves: deeper is fine there.
        QCOMPARE(runCli({"perft", "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1", "9"}).exitCode, 0);
    }

    void fenCountersRoundTripOrAreRefused() {
        const QString fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 250";
        const CliRun run = runCli({"status", "--fen", fen});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json()["fen"].toString(),
                 QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 250"));
        QCOMPARE(run.json()["fullmove_number"].toInt(), 250);
        for (const char* counters : {"0 99999999999999", "99999999999 1", "0 -3"}) {
            const CliRun bad =
                runCli({"status", "--fen", QString("8/8/8/8/8/8/8/K6k w - - ") + counters});
            QCOMPARE(bad.exitCode, 2);
            QVERIFY2(bad.err.contains("move"), bad.err.constData());
        }
    }

    void controlCharactersInMessagesAreEscaped() {
        const CliRun run = runCli({"status", "--fen", "\x1b[31mred\x07 w - - 0 1"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.err.contains('\x1b'));
        QVERIFY(!run.err.contains('\x07'));
        QVERIFY2(run.err.contains("\\x1B"), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }

    void helpEverywhere() {
        for (const char* command : {"status", "audit", "perft", "analyse"}) {
            const CliRun run = runCli({command, "--help"});
            QCOMPARE(run.exitCode, 0);
            QVERIFY(run.out.startsWith(QByteArray("usage: remis-cli ") + command));
        }
        QCOMPARE(runCli({"--version"}).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliInput)
#include "tst_cli_input.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
