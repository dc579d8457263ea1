// SPDX-License-Identifier: GPL-3.0-or-later
// The readers of PGN agree on where games are: the app's index (PgnIndexer), the CLI's
// chunker (PgnChunker, over io::PgnBoundaryScanner) and the reader (PgnReader, PgnTreeBuilder)
// find the same games on every fixture, however the bytes arrive, and the games read chunk by
// chunk are the games read from the whole text (the same trees, lines and errors).
#include <QDirIterator>
#include <QFile>
#include <QTest>

#include "app/files/pgnindexer.h"
#include "cli/pgnchunks.h"
#include "core/io/gameboundary.h"
#include "core/io/textinput.h"
#include "core/pgn/treebuilder.h"
#include "core/pgn/treewriter.h"

using namespace remis;

namespace {

std::string readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    const QByteArray b = f.readAll();
    return std::string(b.constData(), std::size_t(b.size()));
}

// Every fixture, and the fixtures one after another in one file (games of all kinds meeting).
std::vector<std::pair<QString, std::string>> inputs() {
    std::vector<std::pair<QString, std::string>> all;
    std::string together;
    QDirIterator it(QStringLiteral(REMIS_TEST_DATA), {QStringLiteral("*.pgn")}, QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext()) paths << it.next();
    paths.sort();
    for (const QString& path : paths) {
        all.emplace_back(path, readFile(path));
        if (!path.endsWith(QStringLiteral("binary.pgn"))) together += all.back().second + "\n";
    }
    all.emplace_back(QStringLiteral("all fixtures in one file"), together);
    return all;
}

// The text as the CLI reads it (decoded; empty when it is no text).
std::string decoded(const std::string& bytes) {
    auto in = io::TextInput::fromBytes(bytes);
    std::string text = in->readAll(std::size_t(1) << 30);
    return in->failure() == io::Failure::None ? text : std::string();
}

// A game as read, for comparing: where it starts, its tree written out, its errors.
struct Seen {
    long line = 0;
    std::string pgn;
    std::vector<std::string> errors;
    bool operator==(const Seen&) const = default;
};

std::vector<Seen> readGames(const std::string& text, long firstLine = 1) {
    std::vector<Seen> games;
    for (PgnGameRead& g : readPgnGamesDetailed(text)) {
        Seen seen{firstLine + g.line - 1, writePgnGame(g.game), {}};
        for (const PgnError& e : g.errors)
            seen.errors.push_back(std::to_string(firstLine + e.line - 1) + ": " + e.message);
        games.push_back(std::move(seen));
    }
    return games;
}

std::vector<long> lines(const std::vector<Seen>& games) {
    std::vector<long> out;
    for (const Seen& g : games) out.push_back(g.line);
    return out;
}

std::vector<app::PgnIndexEntry> index(std::string_view bytes, std::size_t step) {
    app::PgnIndexer indexer;
    for (std::size_t i = 0; i < bytes.size(); i += step) indexer.feed(bytes.substr(i, step));
    indexer.finish();
    return indexer.takeGames();
}

std::vector<std::size_t> boundaries(std::string_view bytes, std::size_t step) {
    io::PgnBoundaryScanner scanner;
    std::vector<std::size_t> found;
    for (std::size_t at = 0; at < bytes.size(); at += step) {
        const std::string_view piece = bytes.substr(at, step);
        for (std::size_t from = 0;;) {
            const std::size_t start = scanner.next(piece, from);
            if (start == std::string_view::npos) break;
            found.push_back(at + start);
            from = start + 1;
        }
    }
    return found;
}

// The games read chunk by chunk, as `remis-cli audit --jobs` reads them.
std::vector<Seen> readChunked(const std::string& bytes, std::size_t chunkSize) {
    auto in = io::TextInput::fromBytes(bytes);
    cli::PgnChunker chunker(*in, chunkSize);
    std::vector<Seen> games;
    while (auto chunk = chunker.next()) {
        auto part = readGames(chunk->text, chunk->firstLine);
        if (!part.empty()) {
            // A chunk starts where a game starts (or where the text does).
            if (chunk->firstLine != 1 && part.front().line != chunk->firstLine) return {};
        }
        games.insert(games.end(), part.begin(), part.end());
    }
    return games;
}

}  // namespace

class TestPgnAgreement : public QObject {
    Q_OBJECT
private slots:
    void indexerChunkerAndReaderAgree_data();
    void indexerChunkerAndReaderAgree();
};

void TestPgnAgreement::indexerChunkerAndReaderAgree_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    for (const auto& [name, bytes] : inputs())
        QTest::newRow(qPrintable(name.section('/', -2)))
            << name << QByteArray(bytes.data(), qsizetype(bytes.size()));
}

void TestPgnAgreement::indexerChunkerAndReaderAgree() {
    QFETCH(QByteArray, bytes);
    const std::string raw(bytes.constData(), std::size_t(bytes.size()));
    const std::string text = decoded(raw);
    const auto whole = index(raw, raw.size() + 1);
    if (text.empty() || text.find_first_not_of(" \t\r\n") == std::string::npos) {
        // No text, or no game: the index has none either.
        QVERIFY(whole.empty());
        return;
    }
    const std::vector<Seen> games = readGames(text);
    QVERIFY(!games.empty());

    // The index: the reader's games, at the reader's lines, however the bytes are fed.
    std::vector<long> indexed;
    for (const auto& e : whole) indexed.push_back(e.line);
    QCOMPARE(indexed, lines(games));
    for (std::size_t step : {1, 2, 7, 4096}) {
        const auto cut = index(raw, step);
        QCOMPARE(cut.size(), whole.size());
        for (std::size_t i = 0; i < cut.size(); ++i) {
            QCOMPARE(cut[i].offset, whole[i].offset);
            QCOMPARE(cut[i].latin1, whole[i].latin1);
        }
    }

    // The boundary scanner: the same places however the bytes come, each one a game of the
    // index (the BOM stays out of the scan, as TextInput skips it).
    const std::size_t bom = raw.starts_with("\xEF\xBB\xBF") ? 3 : 0;
    const auto found = boundaries(std::string_view(raw).substr(bom), raw.size() + 1);
    for (std::size_t step : {1, 3, 64})
        QCOMPARE(boundaries(std::string_view(raw).substr(bom), step), found);
    for (std::size_t at : found) {
        const auto hit = std::find_if(whole.begin(), whole.end(), [&](const app::PgnIndexEntry& e) {
            return e.offset == int64_t(at + bom);
        });
        QVERIFY2(hit != whole.end(), qPrintable(QStringLiteral("boundary at byte %1").arg(at)));
    }

    // The chunker: chunks cut at every boundary (size 1) and at some; the same games.
    for (std::size_t chunkSize : {std::size_t(1), std::size_t(200), std::size_t(1) << 20})
        QVERIFY2(readChunked(raw, chunkSize) == games, qPrintable(QString::number(chunkSize)));
}

QTEST_GUILESS_MAIN(TestPgnAgreement)
#include "tst_pgnagreement.moc"
