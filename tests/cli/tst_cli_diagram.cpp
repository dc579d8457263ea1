// remis-cli diagram (docs/cli.md): a standalone SVG on stdout, the same bytes for the same input,
// the FEN reached in <title>, the options reaching the drawing, bad input exit 2.
#include <QtTest>
#include "cli/clirun.h"

#include <QXmlStreamReader>

namespace {

// class attribute -> the data-square (or data-from+data-to) values, in document order.
QMap<QString, QStringList> classes(const QByteArray& svg, QString* title, bool* ok) {
    QMap<QString, QStringList> out;
    QXmlStreamReader xml(svg);
    bool inTitle = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            inTitle = xml.name() == QLatin1String("title");
            const auto a = xml.attributes();
            const QString cls = a.value("class").toString();
            if (cls.isEmpty()) continue;
            out[cls] << (a.hasAttribute("data-square")
                             ? a.value("data-square").toString()
                             : a.value("data-from").toString() + a.value("data-to").toString());
        } else if (xml.isCharacters() && inTitle) {
            *title += xml.text();
        } else if (xml.isEndElement()) {
            inTitle = false;
        }
    }
    *ok = !xml.hasError();
    return out;
}

}  // namespace

class TestCliDiagram : public QObject {
    Q_OBJECT
private slots:
    void drawsThePositionReached() {
        const QStringList args = {"diagram",     "--moves",   "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7",
                                  "--last-move", "--mark",    "e5,d4",
                                  "--arrow",     "g8f6,c4f7", "--size",
                                  "400"};
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QString title;
        bool ok = false;
        const auto c = classes(run.out, &title, &ok);
        QVERIFY(ok);
        QCOMPARE(title,
                 QString("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"));
        QCOMPARE(c["last-move"], QStringList({"h5", "f7"}));
        QCOMPARE(c["mark"], QStringList({"e5", "d4"}));
        QCOMPARE(c["arrow"], QStringList({"g8f6", "c4f7"}));
        QCOMPARE(c["check"], QStringList({"e8"}));
        QCOMPARE(c["piece"].size(), 31);  // Qxf7 took a pawn
        QCOMPARE(c["coordinate"].size(), 16);
        QCOMPARE(runCli(args).out, run.out);  // byte-identical
        QVERIFY(run.out.contains("width=\"400\""));
    }

    void stylesAndCoordinates() {
        for (const char* style : {"default", "green", "high-contrast", "print"}) {
            const CliRun run = runCli({"diagram", "--style", style, "--no-coords", "--flip"});
            QCOMPARE(run.exitCode, 0);
            QString title;
            bool ok = false;
            const auto c = classes(run.out, &title, &ok);
            QVERIFY(ok);
            QCOMPARE(c["coordinate"].size(), 0);
        }
        QVERIFY(runCli({"diagram"}).out != runCli({"diagram", "--style", "print"}).out);
        // The app's board themes: their square colours are in the SVG.
        QVERIFY(runCli({"diagram", "--style", "green"}).out.contains("#769656"));
        QVERIFY(runCli({"diagram", "--style", "high-contrast"}).out.contains("#637790"));
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("style") << QStringList{"--style", "neon"} << "unknown style";
        QTest::newRow("size") << QStringList{"--size", "5"} << "--size";
        QTest::newRow("mark") << QStringList{"--mark", "z9"} << "--mark";
        QTest::newRow("arrow") << QStringList{"--arrow", "e2"} << "--arrow";
        QTest::newRow("move") << QStringList{"--moves", "e4 Ke3"} << "move 2";
        QTest::newRow("last move") << QStringList{"--last-move"} << "--moves";
        QTest::newRow("fen") << QStringList{"--fen", "8/8/8 w - - 0 1"} << "FEN";
        QTest::newRow("coords") << QStringList{"--coords", "left"} << "--coords";
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliRun run = runCli(QStringList{"diagram"} + args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }

    void help() {
        const CliRun run = runCli({"diagram", "--help"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("usage: remis-cli diagram"));
    }
};

QTEST_GUILESS_MAIN(TestCliDiagram)
#include "tst_cli_diagram.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
