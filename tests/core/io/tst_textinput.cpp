// TextInput: compressed files by content, UTF-16, the UTF-8 byte-order mark, ISO 8859-1 for
// bytes that are not UTF-8, binary input refused at once, and the same text whatever sizes
// the caller reads in.
#include <QtTest>

#include <random>

#include "core/io/textinput.h"
#include "core/io/transcode.h"

#ifndef REMIS_TEST_DATA
#define REMIS_TEST_DATA "tests/data"
#endif

using namespace remis::io;

namespace {

const std::string SampleUtf8 =
    "[Event \"Caf\xc3\xa9\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

// Reads everything, asking for `step` bytes at a time (0: random sizes from 1 to 9000).
std::string readInSteps(TextInput& in, std::size_t step, unsigned seed = 1) {
    std::mt19937 random(seed);
    std::string text, buffer(std::max<std::size_t>(step, 9000), '\0');
    for (;;) {
        std::size_t want = step ? step : 1 + random() % 9000;
        std::size_t n = in.read(buffer.data(), want);
        if (n == 0) break;
        text.append(buffer.data(), n);
    }
    return text;
}

std::string readBytes(const std::string& bytes, std::size_t step = 4096) {
    auto in = TextInput::fromBytes(bytes);
    return readInSteps(*in, step);
}

std::string fileBytes(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QByteArray b = f.readAll();
    return std::string(b.constData(), std::size_t(b.size()));
}

std::string utf16(const std::u16string& text, bool bigEndian, bool bom) {
    std::string out;
    auto put = [&](char16_t u) {
        char hi = char(u >> 8), lo = char(u & 0xFF);
        out += bigEndian ? hi : lo;
        out += bigEndian ? lo : hi;
    };
    if (bom) put(0xFEFF);
    for (char16_t u : text) put(u);
    return out;
}

// A long PGN text with non-ASCII names, so that blocks cut through multi-byte sequences.
std::string manyGames(int games) {
    std::string text;
    for (int i = 0; i < games; ++i)
        text += "[Event \"T\xc3\xbcrnier " + std::to_string(i) +
                "\"]\n[White \"Gr\xc3\xbc\xc3\x9f\"]\n[Black \"\xe2\x99\x9e\"]\n\n"
                "1. e4 {\xf0\x9f\x98\x80} e5 2. Nf3 Nc6 1/2-1/2\n\n";
    return text;
}

std::string compressWith(const QString& tool, const std::string& bytes) {
    QProcess p;
    p.start(tool, {"-c"});
    p.write(bytes.data(), qint64(bytes.size()));
    p.closeWriteChannel();
    if (!p.waitForFinished(60000)) return {};
    QByteArray out = p.readAllStandardOutput();
    return std::string(out.constData(), std::size_t(out.size()));
}

}  // namespace

class TestTextInput : public QObject {
    Q_OBJECT
private slots:
    void plainUtf8PassesUnchanged() {
        QCOMPARE(readBytes(SampleUtf8), SampleUtf8);
        auto in = TextInput::fromBytes(SampleUtf8);
        (void)readInSteps(*in, 100);
        QCOMPARE(in->encoding(), Encoding::Utf8);
        QCOMPARE(in->compression(), Compression::None);
        QCOMPARE(in->failure(), Failure::None);
    }
    void utf8BomIsSkipped() { QCOMPARE(readBytes("\xEF\xBB\xBF" + SampleUtf8), SampleUtf8); }
    void emptyInputIsEmptyText() {
        auto in = TextInput::fromBytes("");
        QCOMPARE(readInSteps(*in, 10), std::string());
        QCOMPARE(in->failure(), Failure::None);
    }

    void compressedFilesAreRecognisedByContent_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("kind");
        QTest::newRow("gzip") << "sample.pgn.gz" << int(Compression::Gzip);
        QTest::newRow("xz") << "sample.pgn.xz" << int(Compression::Xz);
        QTest::newRow("zstd") << "sample.pgn.zst" << int(Compression::Zstd);
    }
    void compressedFilesAreRecognisedByContent() {
        QFETCH(QString, name);
        QFETCH(int, kind);
        const QString dir = REMIS_TEST_DATA "/io/";
        QCOMPARE(fileBytes(dir + "sample.pgn"), SampleUtf8);
        // By content: the same bytes under a name without the suffix, and from memory.
        QTemporaryDir tmp;
        QVERIFY(QFile::copy(dir + name, tmp.filePath("game.pgn")));
        for (std::size_t step : {1, 3, 64, 100000}) {
            auto in = TextInput::open(tmp.filePath("game.pgn").toStdString());
            QCOMPARE(readInSteps(*in, step), SampleUtf8);
            QCOMPARE(int(in->compression()), kind);
        }
        QCOMPARE(readBytes(fileBytes(dir + name)), SampleUtf8);
        // Two compressed files one after the other are one text, as with the tools.
        std::string twice = fileBytes(dir + name) + fileBytes(dir + name);
        QCOMPARE(readBytes(twice), SampleUtf8 + SampleUtf8);
    }

    void largeCompressedTextStreams_data() {
        QTest::addColumn<QString>("tool");
        QTest::newRow("gzip") << "gzip";
        QTest::newRow("xz") << "xz";
        QTest::newRow("zstd") << "zstd";
    }
    void largeCompressedTextStreams() {
        QFETCH(QString, tool);
        const std::string text = manyGames(20000);  // about 2.5 MB: many blocks
        const std::string packed = compressWith(tool, text);
        QVERIFY2(!packed.empty(), qPrintable(tool + " is missing (scripts/packages.txt)"));
        QCOMPARE(readBytes(packed, 0), text);
        QCOMPARE(readBytes(packed, 65536), text);
    }

    void truncatedOrCorruptCompressedDataFails_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("gzip") << "sample.pgn.gz";
        QTest::newRow("xz") << "sample.pgn.xz";
        QTest::newRow("zstd") << "sample.pgn.zst";
    }
    void truncatedOrCorruptCompressedDataFails() {
        QFETCH(QString, name);
        std::string packed = fileBytes(REMIS_TEST_DATA "/io/" + name);
        auto cut = TextInput::fromBytes(packed.substr(0, packed.size() - 12));
        (void)readInSteps(*cut, 1000);
        QCOMPARE(cut->failure(), Failure::Corrupt);
        QVERIFY(!cut->error().empty());
        std::string flipped = packed;
        for (std::size_t i = 12; i < 40; ++i) flipped[i] = char(flipped[i] ^ 0x5A);
        auto bad = TextInput::fromBytes(flipped);
        (void)readInSteps(*bad, 1000);
        QVERIFY(bad->failure() == Failure::Corrupt || bad->failure() == Failure::NotText);
    }

    void utf16IsDecoded_data() {
        QTest::addColumn<bool>("bigEndian");
        QTest::addColumn<bool>("bom");
        QTest::newRow("LE with BOM") << false << true;
        QTest::newRow("BE with BOM") << true << true;
        QTest::newRow("LE without BOM") << false << false;
        QTest::newRow("BE without BOM") << true << false;
    }
    void utf16IsDecoded() {
        QFETCH(bool, bigEndian);
        QFETCH(bool, bom);
        std::u16string text = u"[White \"Caf\u00e9 \u265e\"]\n{\U0001F600}\n1. e4 *\n";
        const std::string expected =
            "[White \"Caf\xc3\xa9 \xe2\x99\x9e\"]\n{\xf0\x9f\x98\x80}\n1. e4 *\n";
        const std::string bytes = utf16(text, bigEndian, bom);
        for (std::size_t step : {1, 2, 3, 5, 4096}) QCOMPARE(readBytes(bytes, step), expected);
        auto in = TextInput::fromBytes(bytes);
        (void)readInSteps(*in, 7);
        QCOMPARE(in->encoding(), bigEndian ? Encoding::Utf16BE : Encoding::Utf16LE);
    }
    void utf16UnpairedSurrogateBecomesReplacement() {
        std::u16string text = u"[A \"x\"]";
        text.insert(text.begin() + 4, char16_t(0xD800));
        QCOMPARE(readBytes(utf16(text, false, true)), std::string("[A \"\xef\xbf\xbdx\"]"));
    }

    void latin1FileIsConverted() {
        const std::string latin1 = "[White \"M\xfcller, J\xf6rg\"]\n[Black \"Ni\xf1o\"]\n1. e4 *\n";
        const std::string expected =
            "[White \"M\xc3\xbcller, J\xc3\xb6rg\"]\n[Black \"Ni\xc3\xb1o\"]\n1. e4 *\n";
        for (std::size_t step : {1, 2, 4096}) QCOMPARE(readBytes(latin1, step), expected);
        // A Latin-1 game whose start could be UTF-8 ("Ã©" is C3 A9) is still Latin-1 as a whole.
        QCOMPARE(readBytes("\xc3\xa9 \xe9"), std::string("\xc3\x83\xc2\xa9 \xc3\xa9"));
    }
    void invalidBytesLateInUtf8FileAreLatin1ForTheirGameOnly() {
        std::string text = manyGames(3000);  // valid UTF-8 beyond the 64 KiB window
        QVERIFY(text.size() > 2 * TextInput::SniffSize);
        // The last game holds an ISO 8859-1 byte: all of it is ISO 8859-1 ("\xc3\xa9" too).
        std::string bytes = text + "[Event \"x\"] {Z\xfcrich \xc3\xa9} *\n";
        std::string expected = text + "[Event \"x\"] {Z\xc3\xbcrich \xc3\x83\xc2\xa9} *\n";
        for (std::size_t step : {0, 1, 4096, 65536}) QCOMPARE(readBytes(bytes, step), expected);
    }
    // docs/pgn.md, "Reading": ISO 8859-1 for that game only. A Latin-1 game first in the file made
    // the whole file Latin-1, and "Grünfeld" in the UTF-8 games came out as "GrÃ¼nfeld".
    void encodingIsDecidedPerGame() {
        const std::string bytes = fileBytes(REMIS_TEST_DATA "/pgn/mixed-encoding.pgn");
        QVERIFY(!bytes.empty());
        const QString text = QString::fromStdString(readBytes(bytes, 4096));
        QCOMPARE(text.count(QStringLiteral("Grünfeld")), 4);  // games 1 and 3, tags and comments
        QVERIFY(!text.contains(QStringLiteral("GrÃ¼nfeld")));
        QVERIFY(text.contains(QStringLiteral("[White \"Renée, François\"]")));  // game 2
        QVERIFY(text.contains(QStringLiteral("{Española; Ã© as written}")));    // all of game 2
        QVERIFY(text.contains(QStringLiteral("[Black \"Šarünas\"]")));
        for (std::size_t step : {0, 1, 2, 3, 7, 64})
            QCOMPARE(readBytes(bytes, step), text.toStdString());
        // The same games in another order, and the Latin-1 game alone or last.
        const std::size_t second = bytes.find("[Event \"Z"),
                          third = bytes.find("[Event", second + 1);
        const std::string g1 = bytes.substr(0, second), g2 = bytes.substr(second, third - second),
                          g3 = bytes.substr(third);
        QCOMPARE(readBytes(g2 + g1 + g3), readBytes(g2) + readBytes(g1) + readBytes(g3));
        QCOMPARE(readBytes(g1 + g3 + g2), readBytes(g1) + readBytes(g3) + readBytes(g2));
        QVERIFY(QString::fromStdString(readBytes(g2)).contains(QStringLiteral("Ã©")));
    }
    // A game is held back until it ends or shows a byte that is not UTF-8, but not without
    // bound: past MaxHeldGame bytes it is UTF-8, and later invalid bytes are Latin-1 alone.
    void aVeryLongGameIsNotHeldWhole() {
        std::string bytes =
            "[Event \"\xc3\xa9\"]\n{" + std::string(2 * TextInput::MaxHeldGame, 'a');
        bytes += " \xe9} *\n";
        const std::string text = readBytes(bytes, 1000);
        QVERIFY(text.starts_with("[Event \"\xc3\xa9\"]"));
        QVERIFY(text.ends_with(" \xc3\xa9} *\n"));
    }
    void outputIsAlwaysValidUtf8() {
        std::mt19937 random(7);
        for (int round = 0; round < 50; ++round) {
            std::string bytes = "[Event \"x\"]\n";
            for (int i = 0; i < 3000; ++i) {
                char c = char(random() % 256);
                if (c == 0) c = ' ';
                bytes += (i % 3 == 0) ? c : 'a';  // mostly text, so it passes as text
            }
            std::string a = readBytes(bytes, 1), b = readBytes(bytes, 0);
            QCOMPARE(a, b);
            QVERIFY(!hasInvalidUtf8(a, true));
        }
    }

    void nulBytesAreNotText() {
        using namespace std::string_literals;
        auto in = TextInput::fromBytes("[Event \"x\"]\n1. e4\0 e5 *\n"s);
        QCOMPARE(readInSteps(*in, 100), std::string());
        QCOMPARE(in->failure(), Failure::NotText);
        QVERIFY(QString::fromStdString(in->error()).startsWith("not a PGN file"));
    }
    void devZeroStopsAtOnce() {
        auto in = TextInput::open("/dev/zero");
        char buffer[100];
        QCOMPARE(in->read(buffer, sizeof buffer), std::size_t(0));
        QCOMPARE(in->failure(), Failure::NotText);
        QVERIFY(in->bytesConsumed() <= 2 * (long long)TextInput::SniffSize);
    }
    void binaryWithoutNulIsNotText() {
        std::string bytes;
        std::mt19937 random(3);
        for (int i = 0; i < 5000; ++i) bytes += char(1 + random() % 31);
        auto in = TextInput::fromBytes(bytes);
        (void)readInSteps(*in, 100);
        QCOMPARE(in->failure(), Failure::NotText);
    }
    void missingFileAndDirectoryFail() {
        auto missing = TextInput::open("/nonexistent/x.pgn");
        (void)readInSteps(*missing, 10);
        QCOMPARE(missing->failure(), Failure::Open);
        QVERIFY(QString::fromStdString(missing->error()).contains("x.pgn"));
        auto dir = TextInput::open("/");
        (void)readInSteps(*dir, 10);
        QCOMPARE(dir->failure(), Failure::Read);
    }
    void readAllIsBounded() {
        auto in = TextInput::fromBytes(std::string(10000, 'a'));
        QCOMPARE(in->readAll(100), std::string());
        QCOMPARE(in->failure(), Failure::Read);
        auto ok = TextInput::fromBytes(SampleUtf8);
        QCOMPARE(ok->readAll(1000), SampleUtf8);
    }
};

QTEST_APPLESS_MAIN(TestTextInput)
#include "tst_textinput.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
