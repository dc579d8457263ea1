// SPDX-License-Identifier: GPL-3.0-or-later
// The audit in words (AuditTexts), as the arbiter's table and report show it: every kind of
// event the core audit reports has its words and article (a flag fall and an illegal move
// that stood included, in German and Spanish too); neither is an automatic ending; and a
// result against the rules gives the audit's own reason (result_reason), the one
// `remis-cli audit` writes.
#include <QTranslator>
#include <QtTest>

#include "app/files/fileaudit.h"
#include "app/text/audittexts.h"
#include "core/audit/audittestutil.h"

using namespace remis;
using namespace remis::app;

namespace {

// Black leaves the king in check (2...a6 with the queen on h5: FIDE 3.9) and the move stood.
const char* illegalGame =
    "[Event \"E\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
    "1. e4 f5 2. Qh5+ a6 3. d4 *\n";

// White's flag fell; Black has a bare king: by 6.9 a draw, recorded 0-1.
const char* bareKingForfeit =
    "[Event \"E\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n[SetUp \"1\"]\n"
    "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 50\"]\n[Termination \"time forfeit\"]\n\n"
    "50. Kd2 Kd7 0-1\n";

// White's flag fell and Black (K+N) could checkmate with White's help: by 6.9, 0-1.
const char* knightWinsOnTime =
    "[Result \"1/2-1/2\"]\n[Termination \"time forfeit\"]\n[SetUp \"1\"]\n"
    "[FEN \"4k3/8/8/8/8/8/8/R3K1n1 b - - 0 40\"]\n\n40... Nf3+ 41. Kf2 Nd4 1/2-1/2\n";

// One game of each reason (core/audit/resultreason.h), besides the fixtures': a second
// illegal move (7.5.5), a Termination "illegal move", a stalemate, a flag passed over (6.8),
// a checkmate, a win for a bare king.
const char* everyReason =
    "[Result \"0-1\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/8/5k2/8/3r4/R3K3 w Q - 0 30\"]\n\n"
    "30. O-O-O Ke4 31. Rxd2 Ke3 32. Rd8 Ke2 33. Kd2 Kf3 0-1\n\n"
    "[Result \"0-1\"]\n[Termination \"illegal move\"]\n[SetUp \"1\"]\n"
    "[FEN \"8/8/8/8/8/2k5/8/K6R w - - 0 60\"]\n\n60. Rh2 0-1\n\n"
    "[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"k7/8/1QK5/8/8/8/8/8 w - - 0 1\"]\n\n"
    "1. Qb5 Ka7 2. Qb6+ Ka8 3. Kc7 1-0\n\n"
    "[Result \"0-1\"]\n[SetUp \"1\"]\n[FEN \"8/8/3nk3/8/8/3RK3/8/8 w - - 0 70\"]\n"
    "[Termination \"time forfeit\"]\n\n70. Rd4 {[%clk 0:00:01]} 70... Nf5+ {[%clk 0:00:09]} "
    "71. Kf4 {[%clk 0:00:00]} 71... Nxd4 {[%clk 0:00:08]} 0-1\n\n"
    "[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n\n"
    "[Result \"0-1\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4KB2 w - - 0 1\"]\n\n"
    "1. e3 0-1\n\n";

// The games whose result is against the rules: the fixtures' under each rule set, and those
// above.
std::vector<GameAudit> inconsistentGames() {
    std::vector<std::pair<std::string, RuleSet>> texts;
    for (const char* name :
         {"audit/flag-falls.pgn", "audit/live-flag-falls.pgn", "audit/dead-walls.pgn",
          "audit/claim-moments.pgn", "audit/illegal-moves.pgn", "tcec-sample.pgn"}) {
        QFile file(QStringLiteral(REMIS_TEST_DATA "/") + QLatin1String(name));
        if (!file.open(QIODevice::ReadOnly)) return {};
        const std::string text = file.readAll().toStdString();
        for (RuleSet rules : {RuleSet::Fide, RuleSet::Uscf, RuleSet::Casual})
            texts.emplace_back(text, rules);
    }
    texts.emplace_back(everyReason, RuleSet::Fide);
    texts.emplace_back(knightWinsOnTime, RuleSet::Fide);
    std::vector<GameAudit> out;
    for (const auto& [text, rules] : texts)
        for (GameAudit& a : audittest::audit(text, rules))
            if (!a.resultConsistent) out.push_back(std::move(a));
    return out;
}

// Fool's mate recorded as a win for White.
const char* mateMisrecorded =
    "[Event \"E\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
    "1. f3 e5 2. g4 Qh4# 1-0\n";

}  // namespace

class TestAuditTexts : public QObject {
    Q_OBJECT

private slots:
    void everyKindHasWordsAndAnArticle() {
        for (int k = 0; k < AuditEventKindCount; ++k) {
            const auto kind = AuditEventKind(k);
            QVERIFY2(!AuditTexts::eventText(kind).isEmpty(), qPrintable(QString::number(k)));
            QVERIFY2(!AuditTexts::article(kind).isEmpty(), qPrintable(QString::number(k)));
        }
        QVERIFY(!AuditTexts::isAutomatic(AuditEventKind::FlagFall));
        QVERIFY(!AuditTexts::isAutomatic(AuditEventKind::IllegalMove));
        QVERIFY(AuditTexts::isAutomatic(AuditEventKind::FivefoldRepetition));
    }

    void anIllegalMoveThatStood() {
        const GameAudit a = auditGameText(illegalGame, RuleSet::Fide);
        QCOMPARE(AuditTexts::count(a, &AuditTexts::isIllegalMove), 1);
        QVERIFY(AuditTexts::endingText(a).isEmpty());  // no automatic ending
        const AuditEvent* illegal = nullptr;
        for (const AuditEvent& e : a.events)
            if (e.kind == AuditEventKind::IllegalMove) illegal = &e;
        QVERIFY(illegal);
        QCOMPARE(AuditTexts::eventLine(*illegal),
                 QStringLiteral("ply 4 (a6): illegal move that stood, by Black: ") +
                     QString::fromStdString(illegal->why) + QStringLiteral(" (FIDE 7.5.1)"));
    }

    void aFlagFallAndTheReasonOfTheAudit() {
        const GameAudit a = auditGameText(bareKingForfeit, RuleSet::Fide);
        const AuditEvent* flag = AuditTexts::firstFlagFall(a);
        QVERIFY(flag);
        QCOMPARE(AuditTexts::flagText(flag),
                 QStringLiteral("White's flag fell; ruled 1/2-1/2, ply 2 (Kd7)"));
        QVERIFY(AuditTexts::endingText(a).isEmpty());
        QVERIFY(!a.resultConsistent);
        QVERIFY(!a.resultReason.empty());
        QCOMPARE(AuditTexts::resultCheck(a),
                 QStringLiteral("against the rules: ") + QString::fromStdString(a.resultReason));
    }

    void aMateRecordedTheOtherWay() {
        const GameAudit a = auditGameText(mateMisrecorded, RuleSet::Fide);
        QCOMPARE(AuditTexts::resultCheck(a),
                 QStringLiteral("against the rules: ") + QString::fromStdString(a.resultReason));
        QVERIFY(AuditTexts::resultCheck(a).contains(QLatin1String("5.1.1")));
        QCOMPARE(AuditTexts::endingText(a), QStringLiteral("checkmate, ply 4 (Qh4#)"));
    }

    // A game replayed only up to a move no piece could make: its result is not checked past
    // it, so it does not "agree" (a tester saw "agrees" beside "5. Ke7: no king can ...").
    void anUnreadableMoveLeavesTheResultUnchecked() {
        const GameAudit a =
            auditGameText("[Result \"1-0\"]\n\n1. e4 e5 2. Ke7 Nc6 1-0\n", RuleSet::Fide);
        QVERIFY(!a.error.empty());
        QCOMPARE(AuditTexts::resultCheck(a),
                 QStringLiteral("not checked: the game could not be replayed to its end"));
    }

    // In English the reason is the audit's own, byte for byte (`remis-cli audit`'s
    // result_reason), for every kind of reason and every way a loss is limited.
    void theEnglishReasonIsTheAudits() {
        const std::vector<GameAudit> games = inconsistentGames();
        QSet<QString> seen;
        for (const GameAudit& a : games) {
            QCOMPARE(AuditTexts::resultCheck(a), QStringLiteral("against the rules: ") +
                                                     QString::fromStdString(a.resultReason));
            seen << QString::number(int(a.reason.kind)) + QLatin1Char('/') +
                        QString::number(int(a.reason.ways)) + QLatin1Char('/') +
                        QString::number(int(a.reason.ending)) + QLatin1Char('/') +
                        QString::number(int(a.reason.uscf)) + QLatin1Char('/') +
                        QString::number(int(a.reason.flagPassedOver));
        }
        // Cannot checkmate in its three ways; checkmate, stalemate, a dead position with a
        // flag passed over, the casual rules' endings; a flag fall under 6.9 and 14E.
        for (const char* kind : {"1/0/0/0/0", "1/1/0/0/0", "1/2/0/0/0", "2/0/1/0/0", "2/0/2/0/0",
                                 "2/0/3/0/1", "3/0/0/0/0", "3/0/0/1/0"})
            QVERIFY2(seen.contains(QLatin1String(kind)), kind);
    }

    // Every reason in German and Spanish: no English word left, the men and the moves in
    // the language's piece letters (a tester saw English in the Result check column).
    void reasonsTranslated_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("men");
        QTest::addColumn<QString>("move");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("(K+S)")
                            << QStringLiteral("41...Sd4");
        QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("(R+C)")
                            << QStringLiteral("41...Cd4");
    }
    void reasonsTranslated() {
        QFETCH(QString, language);
        QFETCH(QString, men);
        QFETCH(QString, move);
        QTranslator translator;
        QVERIFY(
            translator.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
        const std::vector<GameAudit> games = inconsistentGames();
        QVERIFY(games.size() > 8);
        for (const GameAudit& a : games) {
            const QString text = AuditTexts::resultCheck(a);
            for (const char* english :
                 {"against", "ruled", "ply", "flag", "checkmat", "neither", "bare king", "arose",
                  "the same position", "by each side", "enough", "insufficient", " and "})
                QVERIFY2(!text.contains(QLatin1String(english)), qPrintable(text));
        }
        const GameAudit knight = audittest::audit(knightWinsOnTime).at(0);
        const QString text = AuditTexts::resultCheck(knight);
        QVERIFY2(text.contains(men) && text.contains(move), qPrintable(text));
        QCoreApplication::removeTranslator(&translator);
    }

    // Every kind in German and Spanish: none left in English.
    void translated_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("es") << QStringLiteral("es");
    }
    void translated() {
        QFETCH(QString, language);
        QStringList english;
        for (int k = 0; k < AuditEventKindCount; ++k)
            english << AuditTexts::eventText(AuditEventKind(k));
        QTranslator translator;
        QVERIFY(
            translator.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
        for (int k = 0; k < AuditEventKindCount; ++k)
            QVERIFY2(AuditTexts::eventText(AuditEventKind(k)) != english[k],
                     qPrintable(english[k]));
        const GameAudit a = auditGameText(bareKingForfeit, RuleSet::Fide);
        QVERIFY(
            !AuditTexts::flagText(AuditTexts::firstFlagFall(a)).startsWith(QLatin1String("White")));
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestAuditTexts)
#include "tst_audittexts.moc"
