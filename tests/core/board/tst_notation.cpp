// Moves as text: SAN written with minimal disambiguation, check and mate marks, castling,
// promotions and en passant; UCI written; SAN and UCI read back for every legal move of
// every perft.epd position (two plies deep for a few); the lenient spellings people and PGN
// files use; and errors that say why (ambiguous, illegal, must promote, ...).
#include <QtTest>

#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "testutil.h"

using namespace remis;

namespace {

struct EpdPosition {
    QString id;
    QString fen;
};

QList<EpdPosition> epdPositions() {
    QFile file(QStringLiteral(REMIS_TEST_DATA "/perft.epd"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    QList<EpdPosition> positions;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#')) continue;
        const QString id = line.section(QStringLiteral("; id "), 1).trimmed();
        positions.append({id, line.section(u';', 0, 0).trimmed()});
    }
    return positions;
}

Position positionFrom(const QString& fen) {
    return testutil::position(fen);
}

QString uciOf(Move m) {
    return QString::fromStdString(toUci(m));
}

// SAN and UCI of every legal move read back to the move, and no two moves share a SAN.
// Returns the first problem, or an empty string.
QString checkAllMoves(const Position& pos) {
    QSet<QString> sans;
    for (Move m : legalMoves(pos)) {
        const std::string san = toSan(pos, m), uci = toUci(m);
        const QString where = QString::fromStdString(toFen(pos)) + QStringLiteral(": ");
        auto fromSan = parseSan(pos, san);
        if (!fromSan || *fromSan != m)
            return where +
                   QStringLiteral("SAN %1 does not read back").arg(QString::fromStdString(san));
        auto fromUci = parseUci(pos, uci);
        if (!fromUci || *fromUci != m)
            return where +
                   QStringLiteral("UCI %1 does not read back").arg(QString::fromStdString(uci));
        auto viaMove = parseMove(pos, san), viaMoveUci = parseMove(pos, uci);
        if (!viaMove || *viaMove != m || !viaMoveUci || *viaMoveUci != m)
            return where + QStringLiteral("parseMove fails on %1").arg(QString::fromStdString(san));
        if (sans.contains(QString::fromStdString(san)))
            return where + QStringLiteral("two moves written %1").arg(QString::fromStdString(san));
        sans.insert(QString::fromStdString(san));
    }
    return {};
}

// Every piece move written in full ("Nb1d2", also where the move is illegal: a pinned piece,
// a king into check, a move while in check that does not answer it) and both castlings: the
// reader accepts exactly the moves the generator lists. Returns the first problem.
QString checkSanAgreesWithGenerator(const Position& pos) {
    const MoveList legal = legalMoves(pos);
    const QString where = QString::fromStdString(toFen(pos)) + QStringLiteral(": ");
    const Color us = pos.sideToMove();
    for (Bitboard pieces = pos.pieces(us) & ~pos.pieces(Pawn); pieces;) {
        const Square from = popLsb(pieces);
        const PieceType type = typeOf(pos.pieceOn(from));
        for (Bitboard targets = pieceAttacks(type, us, from, pos.occupied()) & ~pos.pieces(us);
             targets;) {
            const Square to = popLsb(targets);
            const Move m(from, to);
            std::string san(1, "PNBRQK"[type]);
            san.append(squareName(from));
            if (pos.pieceOn(to) != NoPiece) san.append("x");
            san.append(squareName(to));
            auto read = parseSan(pos, san);
            if (bool(read) != legal.contains(m) || (read && *read != m))
                return where +
                       QStringLiteral("%1 read as %2, legal: %3")
                           .arg(QString::fromStdString(san),
                                read ? uciOf(*read) : QStringLiteral("an error"),
                                legal.contains(m) ? QStringLiteral("yes") : QStringLiteral("no"));
        }
    }
    for (bool kingSide : {true, false}) {
        bool listed = false;
        for (Move m : legal)
            listed |= m.kind() == Move::Castling && (m.to() > m.from()) == kingSide;
        auto read = parseSan(pos, kingSide ? "O-O" : "O-O-O");
        if (bool(read) != listed || (read && read->kind() != Move::Castling))
            return where + QStringLiteral("%1 read wrongly").arg(kingSide ? "O-O" : "O-O-O");
    }
    return {};
}

// The reader's fast paths (readPlainSan, findSanMove) against its slow path, which matches
// the text against every legal move: the same move or both an error, for each legal move
// written in several ways people write it (and some ways that are wrong).
QString checkFastSanAgreesWithSlow(const Position& pos) {
    const MoveList legal = legalMoves(pos);
    const QString where = QString::fromStdString(toFen(pos)) + QStringLiteral(": ");
    for (Move m : legal) {
        const std::string san = toSan(pos, m), from = squareName(m.from()), to = squareName(m.to());
        std::string piece = san.substr(0, 1);
        if (piece[0] < 'B' || piece[0] > 'R') piece.clear();  // a pawn or castling
        std::vector<std::string> writings = {san, san + "+", san + "#", san + "!", from + to};
        writings.push_back(piece + from + to);
        writings.push_back(piece + from + "-" + to);
        writings.push_back(piece + from + "x" + to);
        writings.push_back(piece + from.substr(0, 1) + to);
        writings.push_back(piece + from.substr(1, 1) + to);
        writings.push_back(piece + to);
        writings.push_back(piece + "x" + to + "+");
        for (const std::string& w : writings) {
            const auto fast = parseSan(pos, w), slow = parseSan(pos, w, legal);
            if (bool(fast) != bool(slow) || (fast && *fast != *slow))
                return where + QStringLiteral("%1: fast %2, slow %3")
                                   .arg(QString::fromStdString(w),
                                        fast ? uciOf(*fast) : QStringLiteral("an error"),
                                        slow ? uciOf(*slow) : QStringLiteral("an error"));
        }
    }
    return {};
}

}  // namespace

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    void sanOutput_data();
    void sanOutput();
    void sanOfAStoodKingMove();
    void uciOutput_data();
    void uciOutput();
    void nullMoveUci();
    void roundTripEveryMove_data();
    void roundTripEveryMove();
    void roundTripTwoPlies_data();
    void roundTripTwoPlies();
    void fastSanAgreesWithSlow_data();
    void fastSanAgreesWithSlow();
    void sanAgreesWithGenerator_data();
    void sanAgreesWithGenerator();
    void lenientInput_data();
    void lenientInput();
    void errors_data();
    void errors();
    void parseMoveChoosesNotation_data();
    void parseMoveChoosesNotation();
};

void TestNotation::sanOutput_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("san");
    const QString start = QString::fromLatin1(StartFen);
    const QString castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    const QString promo = "k4n2/4P3/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("pawn push") << start << "e2e4"
                               << "e4";
    QTest::newRow("knight") << start << "g1f3"
                            << "Nf3";
    QTest::newRow("pawn capture") << "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
                                  << "e4d5"
                                  << "exd5";
    QTest::newRow("piece capture")
        << "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 2"
        << "f3e5"
        << "Nxe5";
    QTest::newRow("disambiguate by file") << "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
                                          << "b1d2"
                                          << "Nbd2";
    QTest::newRow("disambiguate by rank") << "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
                                          << "a1a3"
                                          << "R1a3";
    QTest::newRow("disambiguate by both") << "4k3/8/8/8/8/Q7/8/Q1Q4K w - - 0 1"
                                          << "a1b2"
                                          << "Qa1b2";
    QTest::newRow("file suffices with three") << "4k3/8/8/8/8/Q7/8/Q1Q4K w - - 0 1"
                                              << "c1b2"
                                              << "Qcb2";
    QTest::newRow("pinned rival needs none") << "4k3/8/8/8/1b6/2N3N1/8/4K3 w - - 0 1"
                                             << "g3e4"
                                             << "Ne4";
    QTest::newRow("check") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                           << "a1a8"
                           << "Ra8+";
    QTest::newRow("mate") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
                          << "a1a8"
                          << "Ra8#";
    QTest::newRow("queen mate") << "rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3"
                                << "d1h5"
                                << "Qh5#";
    QTest::newRow("white O-O") << castle << "e1g1"
                               << "O-O";
    QTest::newRow("white O-O-O") << castle << "e1c1"
                                 << "O-O-O";
    QTest::newRow("black O-O") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                               << "e8g8"
                               << "O-O";
    QTest::newRow("O-O with check") << "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
                                    << "e1g1"
                                    << "O-O+";
    QTest::newRow("promotion to queen, check") << promo << "e7e8q"
                                               << "e8=Q+";
    QTest::newRow("underpromotion to rook, check") << promo << "e7e8r"
                                                   << "e8=R+";
    QTest::newRow("underpromotion to knight") << promo << "e7e8n"
                                              << "e8=N";
    QTest::newRow("capture promotion") << promo << "e7f8b"
                                       << "exf8=B";
    QTest::newRow("en passant") << "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
                                << "e5d6"
                                << "exd6";
    QTest::newRow("en passant by black") << "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"
                                         << "e4d3"
                                         << "exd3";
}

void TestNotation::sanOutput() {
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(QString, san);
    const Position pos = positionFrom(fen);
    auto move = parseUci(pos, uci.toStdString());
    QVERIFY2(move.ok(), move.ok() ? "" : move.message().c_str());
    QCOMPARE(QString::fromStdString(toSan(pos, *move)), san);
}

// A king move that stood though illegal (7.5) next to the other king: no check is written,
// as no king gives check; a discovered check by the king's move still is.
void TestNotation::sanOfAStoodKingMove() {
    const Position beside = positionFrom("8/8/4k3/8/4K3/8/8/8 w - - 0 1");
    QCOMPARE(QString::fromStdString(toSan(beside, Move(testutil::sq("e4"), testutil::sq("e5")))),
             QString("Ke5"));
    const Position discovered = positionFrom("4k3/8/8/8/8/8/4K3/4R3 w - - 0 1");
    QCOMPARE(
        QString::fromStdString(toSan(discovered, Move(testutil::sq("e2"), testutil::sq("d3")))),
        QString("Kd3+"));
}

void TestNotation::uciOutput_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("uci");
    const QString castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    QTest::newRow("pawn") << QString::fromLatin1(StartFen) << "e4"
                          << "e2e4";
    QTest::newRow("castling is the king's move") << castle << "O-O"
                                                 << "e1g1";
    QTest::newRow("long castling") << castle << "O-O-O"
                                   << "e1c1";
    QTest::newRow("promotion lowercase") << "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                         << "e8=Q"
                                         << "e7e8q";
    QTest::newRow("underpromotion") << "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                    << "e8=N"
                                    << "e7e8n";
    QTest::newRow("en passant") << "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
                                << "exd6"
                                << "e5d6";
}

void TestNotation::uciOutput() {
    QFETCH(QString, fen);
    QFETCH(QString, san);
    QFETCH(QString, uci);
    auto move = parseSan(positionFrom(fen), san.toStdString());
    QVERIFY2(move.ok(), move.ok() ? "" : move.message().c_str());
    QCOMPARE(uciOf(*move), uci);
}

void TestNotation::nullMoveUci() {
    QCOMPARE(uciOf(Move::none()), QStringLiteral("0000"));
}

void TestNotation::roundTripEveryMove_data() {
    QTest::addColumn<QString>("fen");
    for (const EpdPosition& p : epdPositions()) QTest::newRow(qPrintable(p.id)) << p.fen;
}

void TestNotation::roundTripEveryMove() {
    QFETCH(QString, fen);
    const QString problem = checkAllMoves(positionFrom(fen));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestNotation::roundTripTwoPlies_data() {
    QTest::addColumn<QString>("fen");
    const QStringList ids = {"startpos",  "kiwipete",          "cpw4",
                             "cpw5",      "ep-pin-h",          "ep-check",
                             "promo-mix", "castle-thru-check", "castle-attacked"};
    for (const EpdPosition& p : epdPositions())
        if (ids.contains(p.id)) QTest::newRow(qPrintable(p.id)) << p.fen;
}

void TestNotation::roundTripTwoPlies() {
    QFETCH(QString, fen);
    const Position pos = positionFrom(fen);
    for (Move m : legalMoves(pos)) {
        const QString problem = checkAllMoves(pos.after(m));
        QVERIFY2(problem.isEmpty(), qPrintable(uciOf(m) + QStringLiteral(" then ") + problem));
    }
}

void TestNotation::fastSanAgreesWithSlow_data() {
    QTest::addColumn<QString>("fen");
    for (const EpdPosition& p : epdPositions()) QTest::newRow(qPrintable(p.id)) << p.fen;
}

void TestNotation::fastSanAgreesWithSlow() {
    QFETCH(QString, fen);
    const Position pos = positionFrom(fen);
    QString problem = checkFastSanAgreesWithSlow(pos);
    for (Move m : legalMoves(pos))
        if (problem.isEmpty()) problem = checkFastSanAgreesWithSlow(pos.after(m));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestNotation::sanAgreesWithGenerator_data() {
    QTest::addColumn<QString>("fen");
    for (const EpdPosition& p : epdPositions()) QTest::newRow(qPrintable(p.id)) << p.fen;
    QTest::newRow("knight pinned on file") << "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1";
    QTest::newRow("bishop pinned on diagonal") << "6k1/8/8/8/8/2q5/3B4/4K3 w - - 0 1";
    QTest::newRow("rook pinned, slides along the pin") << "4q1k1/8/8/8/8/8/4R3/4K3 w - - 0 1";
    QTest::newRow("two on the line: no pin") << "4r1k1/8/8/8/4N3/8/4B3/4K3 w - - 0 1";
    QTest::newRow("O-O through an attacked square") << "5rk1/8/8/8/8/8/8/4K2R w K - 0 1";
    QTest::newRow("O-O-O: b1 attacked is allowed") << "1r4k1/8/8/8/8/8/8/R3K3 w Q - 0 1";
    QTest::newRow("O-O-O blocked on b1") << "6k1/8/8/8/8/8/8/RN2K3 w Q - 0 1";
    QTest::newRow("castling out of check") << "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1";
}

// Each position and every position one move later: the fast path of the SAN reader (its
// own castling and pin tests) must agree with the generator on every piece move.
void TestNotation::sanAgreesWithGenerator() {
    QFETCH(QString, fen);
    const Position pos = positionFrom(fen);
    QString problem = checkSanAgreesWithGenerator(pos);
    for (Move m : legalMoves(pos))
        if (problem.isEmpty()) problem = checkSanAgreesWithGenerator(pos.after(m));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestNotation::lenientInput_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("uci");
    const QString start = QString::fromLatin1(StartFen);
    const QString castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    const QString promo = "k7/4P3/8/8/8/8/8/4K3 w - - 0 1";
    const QString ep = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
    const QString twoKnights = "rn2k3/8/5n2/8/8/8/8/4K3 b - - 0 1";
    QTest::newRow("0-0") << castle << "0-0"
                         << "e1g1";
    QTest::newRow("0-0-0") << castle << "0-0-0"
                           << "e1c1";
    QTest::newRow("O-O+") << "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
                          << "O-O+"
                          << "e1g1";
    QTest::newRow("e8=Q") << promo << "e8=Q"
                          << "e7e8q";
    QTest::newRow("e8Q") << promo << "e8Q"
                         << "e7e8q";
    QTest::newRow("e8q") << promo << "e8q"
                         << "e7e8q";
    QTest::newRow("e8=N") << promo << "e8=N"
                          << "e7e8n";
    QTest::newRow("exd6 e.p.") << ep << "exd6 e.p."
                               << "e5d6";
    QTest::newRow("exd6ep") << ep << "exd6ep"
                            << "e5d6";
    QTest::newRow("Nbd7") << twoKnights << "Nbd7"
                          << "b8d7";
    QTest::newRow("Nfd7") << twoKnights << "Nfd7"
                          << "f6d7";
    QTest::newRow("Nb8d7") << twoKnights << "Nb8d7"
                           << "b8d7";
    QTest::newRow("Ng1-f3") << start << "Ng1-f3"
                            << "g1f3";
    QTest::newRow("Nxe5!?") << "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 2"
                            << "Nxe5!?"
                            << "f3e5";
    QTest::newRow("Qh5#") << "rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3"
                          << "Qh5#"
                          << "d1h5";
    QTest::newRow("e4!!") << start << "e4!!"
                          << "e2e4";
    QTest::newRow("needless disambiguation Ngf3") << start << "Ngf3"
                                                  << "g1f3";
}

void TestNotation::lenientInput() {
    QFETCH(QString, fen);
    QFETCH(QString, input);
    QFETCH(QString, uci);
    auto move = parseSan(positionFrom(fen), input.toStdString());
    QVERIFY2(move.ok(), move.ok() ? "" : move.message().c_str());
    QCOMPARE(uciOf(*move), uci);
}

void TestNotation::errors_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QStringList>("words");  // all of them in the message
    const QString start = QString::fromLatin1(StartFen);
    const QString promo = "k7/4P3/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("ambiguous Nd7") << "rn2k3/8/5n2/8/8/8/8/4K3 b - - 0 1"
                                   << "Nd7" << QStringList{"ambiguous: could be", "Nbd7", "Nfd7"};
    QTest::newRow("king into check") << "4k3/8/8/8/8/8/r7/4K3 w - - 0 1"
                                     << "Ke2" << QStringList{"no king can legally move to e2"};
    QTest::newRow("no knight reaches")
        << start << "Nd4" << QStringList{"no knight can legally move to d4"};
    // A move naming its piece by file or square is about that piece: another may reach.
    QTest::newRow("named pawn pinned, another may take")
        << "4r1k1/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1"
        << "exd5" << QStringList{"the pawn on e4 cannot legally move to d5"};
    QTest::newRow("named knight pinned, another may go")
        << "6k1/8/8/8/8/8/8/1N2KN1q w - - 0 1"
        << "Nfd2" << QStringList{"the knight on f1 cannot legally move to d2"};
    QTest::newRow("no such piece") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                   << "Qd4" << QStringList{"no queen on the board"};
    QTest::newRow("castling not legal") << start << "O-O" << QStringList{"castling is not legal"};
    // A figurine is named whole, not by its first byte read as "â" (tester).
    QTest::newRow("figurine") << start << QStringLiteral("♘f3")
                              << QStringList{QStringLiteral("unexpected '♘'")};
    QTest::newRow("pawn to last rank without promotion")
        << promo << "e8" << QStringList{"must promote"};
    QTest::newRow("promotion to king") << promo << "e8=K" << QStringList{"promotion"};
    QTest::newRow("promotion off the last rank") << start << "e4=Q" << QStringList{"promotion"};
    QTest::newRow("garbage") << start << "xyz" << QStringList{"not a move"};
    QTest::newRow("empty") << start << "" << QStringList{"empty move"};
    QTest::newRow("UCI from an empty square") << start << "e3e4" << QStringList{"no piece on e3"};
    QTest::newRow("UCI of the wrong colour")
        << start << "e7e5" << QStringList{"not the side to move's"};
    QTest::newRow("UCI illegal") << start << "e2e5"
                                 << QStringList{"the pawn on e2 cannot legally move to e5"};
    QTest::newRow("UCI promotion without piece") << promo << "e7e8" << QStringList{"must promote"};
    QTest::newRow("UCI bad promotion letter")
        << promo << "e7e8k" << QStringList{"bad promotion letter"};
}

// Errors come through parseMove, which picks the notation; each message is one line.
void TestNotation::errors() {
    QFETCH(QString, fen);
    QFETCH(QString, input);
    QFETCH(QStringList, words);
    auto move = parseMove(positionFrom(fen), input.toStdString());
    QVERIFY2(!move.ok(),
             qPrintable(QStringLiteral("accepted as ") + (move.ok() ? uciOf(*move) : QString())));
    const QString message = QString::fromStdString(move.message());
    for (const QString& word : words) QVERIFY2(message.contains(word), qPrintable(message));
    QVERIFY(!message.contains(u'\n'));
}

// The UCI and SAN readers word their errors differently, which shows which one ran.
void TestNotation::parseMoveChoosesNotation_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("uci");    // the move read, or empty for an error
    QTest::addColumn<QString>("words");  // the reader's own wording for the error
    QTest::newRow("e2e4 as UCI") << "e2e4"
                                 << "e2e4"
                                 << "";
    QTest::newRow("e4 as SAN") << "e4"
                               << "e2e4"
                               << "";
    QTest::newRow("g1f3 as UCI") << "g1f3"
                                 << "g1f3"
                                 << "";
    QTest::newRow("Nf3 as SAN") << "Nf3"
                                << "g1f3"
                                << "";
    QTest::newRow("e2e5 read as UCI") << "e2e5"
                                      << ""
                                      << "the pawn on e2 cannot legally move";
    QTest::newRow("e5 read as SAN") << "e5"
                                    << ""
                                    << "no pawn can legally move to e5";
}

void TestNotation::parseMoveChoosesNotation() {
    QFETCH(QString, input);
    QFETCH(QString, uci);
    QFETCH(QString, words);
    auto move = parseMove(Position::startPosition(), input.toStdString());
    if (uci.isEmpty()) {
        QVERIFY(!move.ok());
        QVERIFY2(QString::fromStdString(move.message()).contains(words), move.message().c_str());
    } else {
        QVERIFY2(move.ok(), move.ok() ? "" : move.message().c_str());
        QCOMPARE(uciOf(*move), uci);
    }
}

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
