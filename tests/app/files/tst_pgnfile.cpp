// PgnIndexer and PgnFile: the streaming index of a multi-game file (spans that add up to the
// file, tags, lengths, the same answers however the bytes are chunked), encodings (Latin-1,
// BOM, UTF-16), refusals (binary, empty), Save that writes every game back with the others
// byte for byte, a real write failure (RLIMIT_FSIZE, EFBIG) that leaves the old file, and the
// hash of the bytes read (ContentHash) that an autosave keeps.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <QDir>
#include <QFile>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

#include "app/controller/gamecontroller.h"
#include "app/files/contenthash.h"
#include "app/files/pgnfile.h"
#include "app/files/pgnfiletestutil.h"
#include "app/files/pgnindexer.h"
#include "app/files/safewriter.h"
#include "app/text/errortexts.h"

using namespace remis::app;
using namespace pgnfiletest;

namespace {

std::vector<PgnIndexEntry> indexInChunks(const QByteArray& bytes, int chunk) {
    PgnIndexer indexer;
    for (qsizetype i = 0; i < bytes.size(); i += chunk)
        indexer.feed(std::string_view(bytes.constData() + i,
                                      std::size_t(std::min<qsizetype>(chunk, bytes.size() - i))));
    indexer.finish();
    return indexer.takeGames();
}

// Runs `work` in a child process whose files may not grow beyond `limit` bytes (writes
// beyond fail with EFBIG; SIGXFSZ is ignored so the child is not killed). The child's exit
// code is work()'s; the test runner itself is never limited.
int withFileSizeLimit(rlim_t limit, const std::function<int()>& work) {
    const pid_t pid = fork();
    if (pid == 0) {
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit r{limit, limit};
        setrlimit(RLIMIT_FSIZE, &r);
        _exit(work());
    }
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 100;
}

}  // namespace

class TestPgnFile : public QObject {
    Q_OBJECT
private slots:
    void indexesThreeGames();
    void spansAddUpToTheFile();
    void chunkingDoesNotMatter();
    void tricksOfRealFiles();
    void latin1AndBom();
    void utf16IsDecoded();
    void refusesBinaryAndEmpty();
    void gameTextIsTheSpan();
    void saveAllKeepsTheOthersByteForByte();
    void saveAllLatin1();
    void saveAllKeepsCrLf();
    void mixedEncodingsPerGame();
    void brokenTagLinesSurviveOpenAndSave();
    void saveAllRefusesAFileChangedOnDisk();
    void contentHashTellsTheBytes();
    void writeFailureKeepsTheOldFile();
    void writeFailureOfSaveAll();
};

void TestPgnFile::indexesThreeGames() {
    const auto games = indexInChunks(fixture("three-games.pgn"), 1 << 20);
    QCOMPARE(games.size(), std::size_t(3));
    QCOMPARE(games[0].white, std::string("Anna Ader"));
    QCOMPARE(games[0].black, std::string("Ben Bakker"));
    QCOMPARE(games[0].result, std::string("1-0"));
    QCOMPARE(games[0].date, std::string("2024.03.01"));
    QCOMPARE(games[0].event, std::string("Club Championship"));
    QCOMPARE(games[0].plies, 10);  // the variation is not counted
    QCOMPARE(games[0].line, 2L);
    QCOMPARE(games[1].plies, 6);
    QCOMPARE(games[2].white, std::string("Eva Evers"));
    QCOMPARE(games[2].plies, 4);  // "g4??" and "Qh4#" count
    QCOMPARE(games[2].event, std::string("Blitz"));
}

void TestPgnFile::spansAddUpToTheFile() {
    const QByteArray bytes = fixture("three-games.pgn");
    const auto games = indexInChunks(bytes, 4096);
    QVERIFY(games.front().offset > 0);  // the % line is the prefix
    for (std::size_t i = 0; i + 1 < games.size(); ++i)
        QCOMPARE(games[i].offset + games[i].length, games[i + 1].offset);
    QCOMPARE(games.back().offset + games.back().length, int64_t(bytes.size()));
    QVERIFY(bytes.mid(games[1].offset).startsWith("[Event \"Club Championship\"]\n[Site"));
    QVERIFY(bytes.mid(games[2].offset).startsWith("[Event \"Blitz\"]"));  // no blank line before
}

void TestPgnFile::chunkingDoesNotMatter() {
    const QByteArray bytes = fixture("three-games.pgn") + fixture("latin1.pgn");
    const auto whole = indexInChunks(bytes, 1 << 20);
    for (int chunk : {1, 2, 3, 7, 64, 333}) {
        const auto cut = indexInChunks(bytes, chunk);
        QCOMPARE(cut.size(), whole.size());
        for (std::size_t i = 0; i < whole.size(); ++i) {
            QCOMPARE(cut[i].offset, whole[i].offset);
            QCOMPARE(cut[i].length, whole[i].length);
            QCOMPARE(cut[i].white, whole[i].white);
            QCOMPARE(cut[i].plies, whole[i].plies);
        }
    }
    // A BOM cut by the first read (fuzz_appfiles found this): still a BOM, not text.
    const QByteArray withBom = "\xEF\xBB\xBF" + fixture("three-games.pgn");
    const auto wholeBom = indexInChunks(withBom, 1 << 20);
    for (int chunk : {1, 2}) {
        const auto cut = indexInChunks(withBom, chunk);
        QCOMPARE(cut.size(), wholeBom.size());
        for (std::size_t i = 0; i < cut.size(); ++i) QCOMPARE(cut[i].offset, wholeBom[i].offset);
    }
    // A file shorter than a BOM reads the same in one piece and byte by byte.
    const QByteArray tiny = "\xEF\xBB";
    QCOMPARE(indexInChunks(tiny, 1).size(), indexInChunks(tiny, 2).size());
}

void TestPgnFile::tricksOfRealFiles() {
    // A tag-looking line inside a multi-line comment, a game without tags after a result,
    // a second Event tag without movetext, unescaped quotes, glued move numbers, a 3 MB
    // comment on one line.
    const QByteArray big(3 << 20, 'x');
    const QByteArray text =
        "[Event \"A\"]\n[White \"\"Mirage\"\"]\n\n1.e4 {a comment\n[Black "
        "\"not a tag\"]\n} e5 2.Nf3 1-0\n1. d4 d5 *\n[Event \"B\"]\n[Event "
        "\"C\"]\n1. c4 {" +
        big + "} c5 1/2-1/2\n";
    const auto games = indexInChunks(text, 65536);
    QCOMPARE(games.size(), std::size_t(4));
    QCOMPARE(games[0].white, std::string("\"Mirage\""));
    QCOMPARE(games[0].black, std::string());
    QCOMPARE(games[0].plies, 3);
    QCOMPARE(games[1].plies, 2);
    QCOMPARE(games[1].result, std::string("*"));
    QCOMPARE(games[2].event, std::string("B"));
    QCOMPARE(games[3].event, std::string("C"));
    QCOMPARE(games[3].plies, 2);
}

void TestPgnFile::latin1AndBom() {
    QTemporaryDir dir;
    PgnFile file;
    QVERIFY(file.open(writeTemp(dir, "l.pgn", fixture("latin1.pgn"))).ok());
    QCOMPARE(file.encoding(), PgnFile::Encoding::Latin1);
    QCOMPARE(file.decode(file.entry(0).white), QStringLiteral("René Müller"));
    QVERIFY(file.gameText(2)->contains(QStringLiteral("René Müller")));

    PgnFile bom;
    QVERIFY(bom.open(writeTemp(dir, "b.pgn", "\xEF\xBB\xBF" + fixture("three-games.pgn"))).ok());
    QCOMPARE(bom.encoding(), PgnFile::Encoding::Utf8);
    QCOMPARE(bom.gameCount(), 3);
    QVERIFY(bom.gameText(0)->startsWith(QStringLiteral("[Event")));
}

void TestPgnFile::utf16IsDecoded() {
    QTemporaryDir dir;
    const QString text = QString::fromUtf8(fixture("three-games.pgn"))
                             .replace(QStringLiteral("Anna Ader"), QStringLiteral("Анна"));
    for (auto encoding : {QStringEncoder::Utf16LE, QStringEncoder::Utf16BE}) {
        QStringEncoder encode(encoding, QStringEncoder::Flag::WriteBom);
        const QByteArray bytes = encode(text);
        PgnFile file;
        QVERIFY(file.open(writeTemp(dir, "u.pgn", bytes)).ok());
        QCOMPARE(file.encoding(), PgnFile::Encoding::Utf16);
        QCOMPARE(file.gameCount(), 3);
        QCOMPARE(file.decode(file.entry(0).white), QStringLiteral("Анна"));
        QVERIFY(file.gameText(1)->contains(QStringLiteral("Queen's Gambit")));
    }
}

void TestPgnFile::refusesBinaryAndEmpty() {
    QTemporaryDir dir;
    PgnFile file;
    // The code says which refusal; the text names the file and says why.
    const auto refusal = [&](const QString& path, AppErrorCode code, const QString& words) {
        const auto opened = file.open(path);
        return !opened && opened.error().code() == code &&
               ErrorTexts::text(opened.error()).contains(QDir::toNativeSeparators(path)) &&
               ErrorTexts::text(opened.error()).contains(words);
    };
    QVERIFY(refusal(writeTemp(dir, "e.pgn", {}), AppErrorCode::EmptyFile, "is empty"));
    QVERIFY(
        refusal(writeTemp(dir, "s.pgn", "\n\n  \n"), AppErrorCode::NoGameInFile, "not a PGN file"));
    QByteArray binary = fixture("three-games.pgn");
    binary[200] = '\0';
    QVERIFY(refusal(writeTemp(dir, "z.pgn", binary), AppErrorCode::BinaryFile, "binary"));
    QVERIFY(refusal(dir.filePath("missing.pgn"), AppErrorCode::CannotOpen, "Cannot open"));
}

void TestPgnFile::gameTextIsTheSpan() {
    QTemporaryDir dir;
    PgnFile file;
    QVERIFY(file.open(writeTemp(dir, "t.pgn", fixture("three-games.pgn"))).ok());
    const auto text = file.gameText(1);
    QVERIFY(text.ok());
    const QString& second = *text;
    QVERIFY(second.startsWith(QStringLiteral("[Event \"Club Championship\"]")));
    QVERIFY(second.contains(QStringLiteral("[Round \"2\"]")));
    QVERIFY(!second.contains(QStringLiteral("Blitz")));
}

void TestPgnFile::saveAllKeepsTheOthersByteForByte() {
    QTemporaryDir dir;
    const QByteArray original = fixture("three-games.pgn");
    const QString path = writeTemp(dir, "s.pgn", original);
    PgnFile file;
    QVERIFY(file.open(path).ok());
    const QString changed = QStringLiteral("[Event \"Changed\"]\n\n1. e4 *\n\n");
    QVERIFY(file.saveAll(path, 1, changed).ok());
    const QByteArray saved = readAll(path);
    const auto& g = file.entry(1);
    QCOMPARE(saved, original.left(g.offset) + changed.toUtf8() + original.mid(g.offset + g.length));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"s.pgn"});  // no temporaries
    PgnFile again;
    QVERIFY(again.open(path).ok());
    QCOMPARE(again.gameCount(), 3);
    QCOMPARE(again.entry(1).event, std::string("Changed"));
}

// docs/pgn.md: all tags, in their order, survive an open and a save. The second game's tags are
// broken ([Event "Club" has no ']'; the others no quotes or no closing quote) and one of its
// lines is no tag: the chooser shows the repaired values, the loaded game warns about the
// guesses, and saving it writes every tag, well-formed, with the line as a comment. Saving
// the first game keeps the second's broken first line: it belongs to the second's span.
void TestPgnFile::brokenTagLinesSurviveOpenAndSave() {
    QTemporaryDir dir;
    const QByteArray first = "[Event \"A\"]\n[White \"a\"]\n\n1. e4 *\n\n";
    const QByteArray second =
        "[Event \"Club\"\n[White \"Kasparov]\n[]\n[Black Karpov, Anatoly]\n\n1. d4 d5 1-0\n\n";
    const QByteArray third = "[Event \"C\"]\n\n1. c4 *\n";
    const QString path = writeTemp(dir, "b.pgn", first + second + third);
    PgnFile file;
    QVERIFY(file.open(path).ok());
    QCOMPARE(file.gameCount(), 3);
    QCOMPARE(file.entry(1).offset, qsizetype(first.size()));
    QCOMPARE(file.entry(1).event, std::string("Club"));
    QCOMPARE(file.entry(1).white, std::string("Kasparov"));
    QCOMPARE(file.entry(1).black, std::string("Karpov, Anatoly"));

    GameController c;
    QVERIFY(c.loadPgnText(*file.gameText(1)).ok());
    QCOMPARE(c.tag(QStringLiteral("White")), QStringLiteral("Kasparov"));
    QStringList warnings;
    for (const LoadWarning& w : c.loadWarnings())
        warnings << QString::number(w.line) + " " + w.text;
    QCOMPARE(warnings, (QStringList{"2 malformed tag White read as \"Kasparov\"",
                                    "3 not a tag, kept as a comment: \"[]\"",
                                    "4 malformed tag Black read as \"Karpov, Anatoly\""}));
    const QString saved = c.pgnText();
    for (const char* part : {"[Event \"Club\"]\n", "[White \"Kasparov\"]\n",
                             "[Black \"Karpov, Anatoly\"]\n", "\n;[]\n1. d4 d5 1-0"})
        QVERIFY2(saved.contains(QLatin1String(part)), qPrintable(saved));
    QVERIFY(saved.indexOf("Event") < saved.indexOf("White"));
    QVERIFY(file.saveAll(path, 1, saved).ok());
    QCOMPARE(readAll(path), first + saved.toUtf8() + third);
    GameController d;  // read again: no more warnings, the same text
    QVERIFY(d.loadPgnText(saved).ok());
    QCOMPARE(d.loadWarnings().size(), std::size_t(0));
    QCOMPARE(d.pgnText(), saved);

    const QString other = writeTemp(dir, "o.pgn", first + second + third);
    PgnFile again;
    QVERIFY(again.open(other).ok());
    const QByteArray changed = "[Event \"Changed\"]\n\n1. e4 *\n\n";
    QVERIFY(again.saveAll(other, 0, QString::fromUtf8(changed)).ok());
    QCOMPARE(readAll(other), changed + second + third);
}

void TestPgnFile::saveAllLatin1() {
    QTemporaryDir dir;
    const QByteArray original = fixture("latin1.pgn");
    const QString path = writeTemp(dir, "l.pgn", original);
    PgnFile file;
    QVERIFY(file.open(path).ok());
    // Fits in Latin-1: the file stays Latin-1.
    QVERIFY(file.saveAll(path, 0, QStringLiteral("[White \"Zoë\"]\n\n1. e4 *\n\n")).ok());
    QByteArray saved = readAll(path);
    QVERIFY(saved.startsWith(original.left(file.entry(0).offset) + "[White \"Zo\xEB\"]"));
    QVERIFY(saved.endsWith(original.mid(file.entry(1).offset)));
    // Does not: this game becomes UTF-8, the other games stay as they were, byte for byte
    // (the charset is decided per game when the file is read again).
    QVERIFY(file.reload().ok());
    const QByteArray rest = saved.mid(file.entry(1).offset);
    QVERIFY(file.saveAll(path, 0, QStringLiteral("[White \"Анна\"]\n\n1. e4 *\n\n")).ok());
    saved = readAll(path);
    QCOMPARE(saved, original.left(file.entry(0).offset) +
                        QStringLiteral("[White \"Анна\"]\n\n1. e4 *\n\n").toUtf8() + rest);
    QVERIFY(file.reload().ok());
    QCOMPARE(file.gameText(0)->left(12), QStringLiteral("[White \"Анна"));
    QVERIFY(file.gameText(2)->contains(QStringLiteral("[Black \"René Müller\"]")));
}

// A file from Windows ends its lines with CR LF: the game written again does too, and the
// file does not mix line ends (tester's finding: an edited game came back with LF alone).
void TestPgnFile::saveAllKeepsCrLf() {
    QTemporaryDir dir;
    const QByteArray original =
        "[Event \"a\"]\r\n\r\n1. e4 *\r\n\r\n[Event \"b\"]\r\n\r\n1. d4 *\r\n";
    const QString path = writeTemp(dir, "w.pgn", original);
    PgnFile file;
    QVERIFY(file.open(path).ok());
    QVERIFY(file.saveAll(path, 0, QStringLiteral("[Event \"a\"]\n\n1. e4 e5 *\n\n")).ok());
    const QByteArray saved = readAll(path);
    QCOMPARE(saved, QByteArray("[Event \"a\"]\r\n\r\n1. e4 e5 *\r\n\r\n") +
                        original.mid(file.entry(1).offset));
    QVERIFY(!saved.contains("\n\n"));
    // A file with LF line ends keeps them; the last game ends as the file did (one line end
    // here, none below), not with the writer's blank line.
    const QString unix = writeTemp(dir, "u.pgn", "[Event \"a\"]\n\n1. e4 *\n");
    QVERIFY(file.open(unix).ok());
    QVERIFY(file.saveAll(unix, 0, QStringLiteral("[Event \"a\"]\n\n1. d4 *\n\n")).ok());
    QCOMPARE(readAll(unix), QByteArray("[Event \"a\"]\n\n1. d4 *\n"));
    const QString bare = writeTemp(dir, "b.pgn", "[Event \"a\"]\r\n\r\n1. e4 *");
    QVERIFY(file.open(bare).ok());
    QVERIFY(file.saveAll(bare, 0, QStringLiteral("[Event \"a\"]\n\n1. d4 *\n\n")).ok());
    QCOMPARE(readAll(bare), QByteArray("[Event \"a\"]\r\n\r\n1. d4 *"));
}

// docs/pgn.md, "Reading": bytes that are not UTF-8 are ISO 8859-1 for that game only. One Latin-1
// game made the whole file Latin-1: "Grünfeld" in the other games came out as "GrÃ¼nfeld"
// in the chooser, in the game read and in a "This Game Only" save.
void TestPgnFile::mixedEncodingsPerGame() {
    QFile f(QStringLiteral(REMIS_TEST_DATA "/pgn/mixed-encoding.pgn"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray original = f.readAll();
    QTemporaryDir dir;
    const QString path = writeTemp(dir, "m.pgn", original);
    PgnFile file;
    QVERIFY(file.open(path).ok());
    QCOMPARE(file.gameCount(), 3);
    QVERIFY(!file.entry(0).latin1 && file.entry(1).latin1 && !file.entry(2).latin1);
    QCOMPARE(file.decode(file.entry(0).event), QStringLiteral("Grünfeld Memorial"));
    QCOMPARE(file.decode(file.entry(1).white), QStringLiteral("Renée, François"));
    QCOMPARE(file.decode(file.entry(2).black), QStringLiteral("Šarünas"));
    QVERIFY(file.gameText(0)->contains(QStringLiteral("{Grünfeld Defence}")));
    QVERIFY(file.gameText(1)->contains(QStringLiteral("{Española; Ã© as written}")));
    QVERIFY(file.gameText(2)->contains(QStringLiteral("[White \"Åström, Émile\"]")));
    // "This Game Only" saves the game as the controller writes it: UTF-8, names intact.
    GameController controller;
    QVERIFY(controller.loadPgnText(*file.gameText(2)).ok());
    QVERIFY(controller.pgnText().contains(QStringLiteral("Grünfeld Memorial")));
    // Save all: the games not changed are copied byte for byte, whatever their charset.
    const QString changed =
        file.gameText(1)->replace(QStringLiteral("a6"), QStringLiteral("a6 {€}"));
    QVERIFY(file.saveAll(path, 1, changed).ok());
    const QByteArray saved = readAll(path);
    QCOMPARE(saved, original.left(file.entry(1).offset) + changed.toUtf8() +
                        original.mid(file.entry(2).offset));
    QVERIFY(file.reload().ok());
    QVERIFY(!file.entry(1).latin1);
    QCOMPARE(*file.gameText(1), changed);
    QCOMPARE(file.decode(file.entry(0).white), QStringLiteral("Müller, Jörg"));
}

void TestPgnFile::saveAllRefusesAFileChangedOnDisk() {
    QTemporaryDir dir;
    const QString path = writeTemp(dir, "c.pgn", fixture("three-games.pgn"));
    PgnFile file;
    QVERIFY(file.open(path).ok());
    writeTemp(dir, "c.pgn", fixture("three-games.pgn") + "\n1. e4 *\n");
    const auto saved = file.saveAll(path, 0, QStringLiteral("1. d4 *\n"));
    QVERIFY(!saved);
    QCOMPARE(saved.error().code(), AppErrorCode::ChangedOnDisk);
    QVERIFY(ErrorTexts::text(saved.error()).contains(QStringLiteral("changed on disk")));
}

namespace {
quint64 hashOf(const QByteArray& bytes, int chunk) {
    ContentHash hash;
    for (qsizetype i = 0; i < bytes.size(); i += chunk)
        hash.add(std::string_view(bytes.constData() + i,
                                  std::size_t(std::min<qsizetype>(chunk, bytes.size() - i))));
    return hash.value();
}
}  // namespace

// The same bytes give the same hash however they are read; one byte changed in place (the
// size as it was) another. The file's hash is there once the whole file is read.
void TestPgnFile::contentHashTellsTheBytes() {
    const QByteArray bytes = fixture("three-games.pgn");
    const quint64 whole = hashOf(bytes, 1 << 20);
    for (int chunk : {1, 3, 7, 64}) QCOMPARE(hashOf(bytes, chunk), whole);
    QByteArray changed = bytes;
    changed[changed.size() / 2] = char(changed[changed.size() / 2] ^ 1);
    QVERIFY(hashOf(changed, 1 << 20) != whole);
    QVERIFY(hashOf(bytes + ' ', 1 << 20) != whole);
    QVERIFY(hashOf({}, 1) != hashOf(QByteArray(1, '\0'), 1));
    QTemporaryDir dir;
    PgnFile file;
    const QByteArray many = bytes.repeated(100);
    QVERIFY(file.openStart(writeTemp(dir, "t.pgn", many), 1).ok());
    QVERIFY(!file.isComplete() && !file.contentHash());
    QVERIFY(file.indexRest().ok());
    QCOMPARE(file.contentHash(), std::optional<quint64>(hashOf(many, 5)));
    QStringEncoder toUtf16(QStringEncoder::Utf16LE, QStringEncoder::Flag::WriteBom);
    const QByteArray utf16 = toUtf16(QString::fromUtf8(bytes));
    QVERIFY(file.open(writeTemp(dir, "u.pgn", utf16)).ok());
    QCOMPARE(file.contentHash(), std::optional<quint64>(hashOf(utf16, 1 << 20)));
}

void TestPgnFile::writeFailureKeepsTheOldFile() {
    QTemporaryDir dir;
    const QByteArray original = fixture("three-games.pgn");
    const QString path = writeTemp(dir, "w.pgn", original);
    const int code = withFileSizeLimit(1024, [&] {
        const auto written = SafeWriter::writeFile(path, QByteArray(64 * 1024, 'x'));
        return !written &&
                       ErrorTexts::text(written.error()).contains(QStringLiteral("Cannot write"))
                   ? 0
                   : 1;
    });
    QCOMPARE(code, 0);                  // the failure was reported
    QCOMPARE(readAll(path), original);  // and the old file is as it was
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"w.pgn"});
    // The same write without the limit succeeds (the test can fail).
    QVERIFY(SafeWriter::writeFile(path, QByteArray(64 * 1024, 'x')).ok());
    QCOMPARE(readAll(path).size(), 64 * 1024);
}

void TestPgnFile::writeFailureOfSaveAll() {
    QTemporaryDir dir;
    QByteArray original;
    for (int i = 0; i < 40; ++i) original += fixture("three-games.pgn");
    const QString path = writeTemp(dir, "m.pgn", original);
    PgnFile file;
    QVERIFY(file.open(path).ok());
    const int code = withFileSizeLimit(rlim_t(original.size() / 2), [&] {
        return file.saveAll(path, 5, QStringLiteral("1. e4 *\n\n")).ok() ? 1 : 0;
    });
    QCOMPARE(code, 0);
    QCOMPARE(readAll(path), original);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"m.pgn"});
}

QTEST_GUILESS_MAIN(TestPgnFile)
#include "tst_pgnfile.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
