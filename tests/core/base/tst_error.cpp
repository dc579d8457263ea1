// Errors as values: each carries a code, the fields its wording names and where it happened,
// and its English message is that wording filled in, so that a front end can say the same
// thing in another language from the code and fields alone.
#include <QtTest>

#include "core/base/error.h"
#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/clock/clock.h"
#include "core/pgn/gamepgn.h"
#include "core/setup/setup.h"

using namespace remis;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// The message a front end would build from code, fields and place, in English.
std::string rebuilt(const Error& e) {
    return fillWording(englishWording(e.place), e.placeArgs) +
           fillWording(englishWording(e.code), e.args);
}

}  // namespace

class TestError : public QObject {
    Q_OBJECT

private slots:
    void fillWording_data();
    void fillWording();
    void fenErrorsCarryCodeFieldAndPlace();
    void moveErrorsCarryTheirFields();
    void timeControlErrorsArePlacedInTheirPeriod();
    void messagesAreRebuiltFromCodeAndFields_data();
    void messagesAreRebuiltFromCodeAndFields();
    void everyCodeHasAWording();
};

void TestError::fillWording_data() {
    QTest::addColumn<QString>("wording");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::newRow("two") << "the %1 on %2" << QStringList{"rook", "a1"} << "the rook on a1";
    QTest::newRow("repeated") << "%1 is in check but it is not %1's move" << QStringList{"White"}
                              << "White is in check but it is not White's move";
    QTest::newRow("a field holding %2 is not filled again")
        << "%1 and %2" << QStringList{"%2", "x"} << "%2 and x";
    QTest::newRow("missing field") << "a %1 b %2" << QStringList{"x"} << "a x b ";
    QTest::newRow("percent sign") << "100% of %1" << QStringList{"it"} << "100% of it";
}

void TestError::fillWording() {
    QFETCH(QString, wording);
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    std::vector<std::string> fields;
    for (const QString& a : args) fields.push_back(a.toStdString());
    QCOMPARE(q(remis::fillWording(wording.toStdString(), fields)), expected);
}

void TestError::fenErrorsCarryCodeFieldAndPlace() {
    const auto e = parseFen("8/8/8/8/8/8/8/K6k w - e3 0 1");
    QVERIFY(!e);
    QCOMPARE(int(e.error().code), int(ErrorCode::FenEpWrongRank));
    QCOMPARE(e.error().args, (std::vector<std::string>{"e3", "White"}));
    QCOMPARE(int(e.error().place), int(ErrorPlace::FenField));
    QCOMPARE(e.error().placeArgs, (std::vector<std::string>{"4", "en passant"}));
    QCOMPARE(q(e.message()),
             QString("FEN field 4 (en passant): e3 is impossible with White to move"));

    const auto setup = setup::parseSetupFen("8/8/8/8/8/8/8/K6k w - - 0 0");
    QVERIFY(!setup);
    QCOMPARE(int(setup.error().code), int(ErrorCode::FenOutOfRange));
    QCOMPARE(setup.error().placeArgs.front(), std::string("6"));
}

void TestError::moveErrorsCarryTheirFields() {
    const Position start = Position::startPosition();
    const auto san = parseSan(start, "Qh5");
    QVERIFY(!san);
    QCOMPARE(int(san.error().code), int(ErrorCode::NoPieceCanMoveTo));
    QCOMPARE(san.error().args, (std::vector<std::string>{"queen", "h5"}));
    const auto uci = parseUci(start, "e2e5");
    QVERIFY(!uci);
    QCOMPARE(int(uci.error().code), int(ErrorCode::PieceCannotMoveTo));
    QCOMPARE(uci.error().args, (std::vector<std::string>{"pawn", "e2", "e5"}));
    QCOMPARE(int(parseSan(start, "").error().code), int(ErrorCode::EmptyMove));
    QCOMPARE(int(parseSan(start, "Nz9").error().code), int(ErrorCode::NoDestinationSquare));
}

void TestError::timeControlErrorsArePlacedInTheirPeriod() {
    const auto tc = parseTimeControl("40/5400:900+x");
    QVERIFY(!tc);
    QCOMPARE(int(tc.error().code), int(ErrorCode::BadIncrement));
    QCOMPARE(int(tc.error().place), int(ErrorPlace::TimePeriod));
    QCOMPARE(tc.error().placeArgs, (std::vector<std::string>{"2", "900+x"}));
    QCOMPARE(q(tc.message()), QString("time control period 2 '900+x': bad increment"));
}

void TestError::messagesAreRebuiltFromCodeAndFields_data() {
    QTest::addColumn<QString>("fen");
    for (const char* fen :
         {"", "8/8 w", "8/8/8/8/8/8/8/K6k w - - 0 1 x", "9/8/8/8/8/8/8/K6k w - - 0 1",
          "8/8/8/8/8/8/8/K6k/8 w - - 0 1", "8/8/8/8/8/8/8/K6x w - - 0 1",
          "8/8/8/8/8/8/8/K5kk w - - 0 1", "P7/8/8/8/8/8/8/K6k w - - 0 1",
          "8/8/8/8/8/8/8/K6k x - - 0 1", "8/8/8/8/8/8/8/K6k w X - 0 1",
          "8/8/8/8/8/8/8/K6k w K - 0 1", "8/8/8/8/8/8/8/K6k w - z9 0 1",
          "8/8/8/8/8/8/8/K6k w - e6 0 1", "8/8/8/8/8/8/8/K6k w - - x 1",
          "8/8/8/8/8/8/8/K6k w - - -1 1", "8/8/8/8/8/8/8/K6k w - - 0 0",
          "8/8/8/8/8/8/8/K6k w - - 0 123456", "k7/8/8/8/8/8/8/R6K w - - 0 1"})
        QTest::newRow(fen) << QString(fen);
}

void TestError::messagesAreRebuiltFromCodeAndFields() {
    QFETCH(QString, fen);
    const auto parsed = parseFen(fen.toStdString());
    QVERIFY(!parsed);
    QVERIFY2(parsed.error().code != ErrorCode::Other, parsed.message().c_str());
    QCOMPARE(q(rebuilt(parsed.error())), q(parsed.message()));
}

void TestError::everyCodeHasAWording() {
    for (int c = 1; c <= int(ErrorCode::LastMoveOffBoard); ++c) {
        const std::string wording = englishWording(ErrorCode(c));
        QVERIFY2(!wording.empty() && wording != "%1", std::to_string(c).c_str());
    }
    QCOMPARE(makeError("disk full").args, std::vector<std::string>{"disk full"});
}

QTEST_GUILESS_MAIN(TestError)
#include "tst_error.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
