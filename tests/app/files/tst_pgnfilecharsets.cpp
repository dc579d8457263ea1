// PgnFile's Save keeps each file's encoding (docs/pgn.md: the bytes of what the user did not
// change stay as they were): a UTF-16 file is written in UTF-16 again, in its byte order and
// with its byte-order mark; a game read as ISO 8859-1 whose text now needs UTF-8 is said
// (needsUtf8) before it is written, and the file's other ISO 8859-1 games stay as they were or
// go to UTF-8 as the user says (Latin1Games). A tester's UTF-16 file came back as UTF-8.
#include <QStringDecoder>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

#include "app/files/pgnfile.h"
#include "app/files/pgnfiletestutil.h"
#include "core/io/transcode.h"

using namespace remis::app;
using namespace pgnfiletest;

namespace {

bool isUtf8(const QByteArray& bytes) {
    return !remis::io::hasInvalidUtf8(
        std::string_view(bytes.constData(), std::size_t(bytes.size())), true);
}

}  // namespace

class TestPgnFileCharsets : public QObject {
    Q_OBJECT
private slots:
    void utf16IsSavedAsUtf16();
    void latin1GameThatNeedsUtf8();
    void wholeFileToUtf8();
};

void TestPgnFileCharsets::utf16IsSavedAsUtf16() {
    QTemporaryDir dir;
    const QString text = QString::fromUtf8(fixture("three-games.pgn"))
                             .replace(QStringLiteral("Anna Ader"), QStringLiteral("Анна"));
    for (auto order : {QStringEncoder::Utf16LE, QStringEncoder::Utf16BE}) {
        QStringEncoder encode(order, QStringEncoder::Flag::WriteBom);
        const QByteArray original = encode(text);
        const QString path = writeTemp(dir, "u.pgn", original);
        PgnFile file;
        QVERIFY(file.open(path).ok());
        // Nothing changed: the same bytes.
        QVERIFY(file.saveAll(path, -1, {}).ok());
        QCOMPARE(readAll(path), original);
        // One game changed: still UTF-16 in the same byte order, the others as they were.
        QVERIFY(file.reload().ok());
        const QString changed =
            file.gameText(1)->replace(QStringLiteral("Nf6 *"), QStringLiteral("Nf6 {€} *"));
        const QString expected = text.left(text.indexOf(*file.gameText(1))) + changed +
                                 text.mid(text.indexOf(*file.gameText(2)));
        QVERIFY(file.saveAll(path, 1, changed).ok());
        const QByteArray saved = readAll(path);
        QCOMPARE(saved.left(2), original.left(2));  // the byte-order mark
        auto decode = QStringDecoder(order == QStringEncoder::Utf16LE ? QStringDecoder::Utf16LE
                                                                      : QStringDecoder::Utf16BE);
        QCOMPARE(QString(decode(saved.mid(2))), expected);
        QVERIFY(file.reload().ok());
        QCOMPARE(file.encoding(), PgnFile::Encoding::Utf16);
        QCOMPARE(file.decode(file.entry(0).white), QStringLiteral("Анна"));
    }
}

// latin1.pgn: games 1 and 3 hold ISO 8859-1 bytes ("René Müller"), game 2 is ASCII.
void TestPgnFileCharsets::latin1GameThatNeedsUtf8() {
    QTemporaryDir dir;
    const QString path = writeTemp(dir, "l.pgn", fixture("latin1.pgn"));
    PgnFile file;
    QVERIFY(file.open(path).ok());
    const QString game = *file.gameText(0);
    QVERIFY(!file.needsUtf8(0, game));
    QVERIFY(!file.needsUtf8(0, QString(game).replace(QStringLiteral("a6"), "a6 {Zoë}")));
    QVERIFY(file.needsUtf8(0, QString(game).replace(QStringLiteral("a6"), "a6 {5€ ♔}")));
    QVERIFY(!file.needsUtf8(1, QStringLiteral("[Event \"€\"]\n\n1. d4 *\n")));  // UTF-8 already
    QVERIFY(file.hasLatin1GameBesides(0));
    QVERIFY(file.hasLatin1GameBesides(1));
    QCOMPARE(PgnFile::outsideLatin1(QStringLiteral("Zoë 5€ ♔ €")), QStringLiteral("€♔"));
}

void TestPgnFileCharsets::wholeFileToUtf8() {
    QTemporaryDir dir;
    const QByteArray original = fixture("latin1.pgn");
    const QString path = writeTemp(dir, "l.pgn", original);
    PgnFile file;
    QVERIFY(file.open(path).ok());
    const QString changed =
        file.gameText(0)->replace(QStringLiteral("a6"), QStringLiteral("a6 {5€}"));
    QVERIFY(file.saveAll(path, 0, changed, PgnFile::Latin1Games::ToUtf8).ok());
    const QByteArray saved = readAll(path);
    QVERIFY(isUtf8(saved));
    QCOMPARE(saved,
             original.left(file.entry(0).offset) +
                 (changed + QString::fromLatin1(original.mid(file.entry(1).offset))).toUtf8());
    QVERIFY(file.reload().ok());
    for (int i = 0; i < file.gameCount(); ++i) QVERIFY(!file.entry(i).latin1);
    QVERIFY(file.gameText(2)->contains(QStringLiteral("[Black \"René Müller\"]")));
    QCOMPARE(*file.gameText(0), changed);
}

QTEST_GUILESS_MAIN(TestPgnFileCharsets)
#include "tst_pgnfilecharsets.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
