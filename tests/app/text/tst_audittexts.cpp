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
