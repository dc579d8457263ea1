// Perft: the legal move generator against the known node counts of tests/data/perft.epd
// (one row per position and depth), and the make/unmake round trip: every move of a small
// tree is made and unmade, checking the incremental key, the FEN and the invariants.
#include <QtTest>

#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "testutil.h"

using namespace remis;

namespace {

// The whole file is ~2 billion leaves: ~5 s in Release, minutes under ASan (the asan preset,
// REMIS_SANITIZE) or in Debug (a consistency check after every move). In those builds only
// the rows with at most SlowBuildNodeLimit leaves run (about 31 million leaves in all).
// REMIS_PERFT_MAX_NODES=N sets the limit in any build.
constexpr quint64 SlowBuildNodeLimit = 1'000'000;

#if defined(REMIS_UNDER_ASAN) || !defined(NDEBUG)
constexpr bool SlowBuild = true;
#else
constexpr bool SlowBuild = false;
#endif

quint64 nodeLimit() {
    bool ok = false;
    const quint64 fromEnv = qEnvironmentVariable("REMIS_PERFT_MAX_NODES").toULongLong(&ok);
    if (ok && fromEnv > 0) return fromEnv;
    return SlowBuild ? SlowBuildNodeLimit : ~quint64(0);
}

// Format: `FEN ; D1 n ; D2 n ... ; id name`
QList<testutil::EpdLine> readEpd() {
    return testutil::readEpd(QStringLiteral(REMIS_TEST_DATA "/perft.epd"));
}

Position positionFrom(const QString& fen) {
    return testutil::position(fen);
}

// Walks every line of the tree to `depth`, checking each make and unmake. Returns the first
// problem found, or an empty string.
QString walk(Position& pos, int depth, const QString& path) {
    if (depth == 0) return {};
    for (Move m : legalMoves(pos)) {
        const uint64_t keyBefore = pos.key();
        const std::string fenBefore = toFen(pos);
        const QString here = path + u' ' + QString::fromStdString(toUci(m));
        Position::Undo undo;
        pos.makeMove(m, undo);
        if (pos.key() != pos.computeKey())
            return here + QStringLiteral(": incremental key differs from computeKey()");
        if (!pos.isConsistent())
            return here + QStringLiteral(": isConsistent() fails after makeMove");
        auto reread = parseFen(toFen(pos));
        if (!reread || reread->key() != pos.key())
            return here + QStringLiteral(": the FEN written does not read back to the same key");
        if (QString problem = walk(pos, depth - 1, here); !problem.isEmpty()) return problem;
        pos.unmakeMove(m, undo);
        if (pos.key() != keyBefore || toFen(pos) != fenBefore || !pos.isConsistent())
            return here + QStringLiteral(": unmakeMove does not restore the position");
    }
    return {};
}

}  // namespace

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void perftCounts_data();
    void perftCounts();
    void makeUnmakeRoundTrip_data();
    void makeUnmakeRoundTrip();
    void genericGeneratorCounts_data();
    void genericGeneratorCounts();
};

void TestPerft::perftCounts_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("nodes");
    const quint64 limit = nodeLimit();
    int skipped = 0;
    for (const testutil::EpdLine& epd : readEpd()) {
        for (int d = 1; d <= epd.counts.size(); ++d) {
            if (epd.counts[d - 1] > limit) {
                ++skipped;
                continue;
            }
            QTest::addRow("%s D%d", qPrintable(epd.id), d) << epd.fen << d << epd.counts[d - 1];
        }
    }
    if (skipped)
        qInfo(
            "perft: %d rows with more than %llu nodes left out (sanitizer or debug build, or "
            "REMIS_PERFT_MAX_NODES)",
            skipped, static_cast<unsigned long long>(limit));
}

void TestPerft::perftCounts() {
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(quint64, nodes);
    Position pos = positionFrom(fen);
    const QString fenBefore = QString::fromStdString(toFen(pos));
    QCOMPARE(quint64(perft(pos, depth)), nodes);
    QCOMPARE(QString::fromStdString(toFen(pos)),
             fenBefore);  // perft leaves the position as it found it
}

void TestPerft::makeUnmakeRoundTrip_data() {
    QTest::addColumn<QString>("fen");
    const QStringList ids = {
        "startpos",       "kiwipete", "cpw3",     "cpw4",      "cpw4m",
        "cpw5",           "ep-pin-h", "ep-check", "promo-mix", "castle-thru-check",
        "castle-attacked"};
    for (const testutil::EpdLine& epd : readEpd())
        if (ids.contains(epd.id)) QTest::newRow(qPrintable(epd.id)) << epd.fen;
    // Positions where an en passant square appears and disappears inside the tree.
    QTest::newRow("pinned-ep-pawn") << "6k1/1p2p1rp/rP1pR3/2pP1pP1/p1P2P1P/R5K1/8/8 b - - 0 1";
    QTest::newRow("ep-both-sides") << "4k3/8/8/8/1p1p1p2/8/2P1P3/4K3 w - - 0 1";
}

void TestPerft::makeUnmakeRoundTrip() {
    QFETCH(QString, fen);
    Position pos = positionFrom(fen);
    const QString problem = walk(pos, 3, fen + QStringLiteral(" :"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(QString::fromStdString(toFen(pos)), QString::fromStdString(toFen(positionFrom(fen))));
}

// The same table through the generic copy of the generator: on a CPU with POPCNT the rows
// above only test the POPCNT copy. Rows up to 10 M leaves keep this quick.
void TestPerft::genericGeneratorCounts_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("nodes");
    const quint64 limit = std::min<quint64>(nodeLimit(), 10'000'000);
    for (const testutil::EpdLine& epd : readEpd())
        for (int d = 1; d <= epd.counts.size(); ++d)
            if (epd.counts[d - 1] <= limit)
                QTest::addRow("%s D%d", qPrintable(epd.id), d) << epd.fen << d << epd.counts[d - 1];
}

void TestPerft::genericGeneratorCounts() {
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(quint64, nodes);
    const bool popcntBefore = usingPopcntMoveGenerator();
    forceGenericMoveGenerator(true);
    QVERIFY(!usingPopcntMoveGenerator());
    Position pos = positionFrom(fen);
    const quint64 counted = perft(pos, depth);
    forceGenericMoveGenerator(!popcntBefore);
    QCOMPARE(counted, nodes);
}

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
