// Moves in the user's language (issue 21, item 11): typed SAN in German and Spanish letters
// or figurines is read as English SAN, English SAN is shown in the chosen style, and the
// letters come from the translation (remis_de.qm, remis_es.qm).
#include <QTranslator>
#include <QtTest>

#include "app/controller/gamecontroller.h"
#include "app/text/audittexts.h"
#include "app/text/errortexts.h"
#include "app/text/localnotation.h"
#include "app/text/ruletexts.h"
#include "app/text/schooltexts.h"
#include "app/text/spokentext.h"
#include "core/board/notation.h"
#include "core/board/position.h"
#include "core/rules/game.h"

using namespace remis;
using namespace remis::app;

namespace {

const QString De = QStringLiteral("SLTDK");
const QString Es = QStringLiteral("CATDR");

}  // namespace

class TestLocalNotation : public QObject {
    Q_OBJECT

private slots:
    void germanTyped_data();
    void germanTyped();
    void spanishTyped_data();
    void spanishTyped();
    void localMovesAreLegalSan();
    void shown();
    void styleIds();
    void ambiguityNamesTheMovesAsShown();
    void lettersFromTheTranslation();
    void linesAndSchoolMoves();
    void arbiterTextsInTheUsersLetters();
    void undoNamesTheMoveInTheUsersLetters();
};

void TestLocalNotation::germanTyped_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("english");
    const std::pair<const char*, const char*> rows[] = {
        {"Sf3", "Nf3"},       {"Lc4", "Bc4"},         {"Td1", "Rd1"},      {"Dd1", "Qd1"},
        {"Kxe2", "Kxe2"},     {"e8=D+", "e8=Q+"},     {"e8D", "e8Q"},      {"Sbd2", "Nbd2"},
        {"T1d2", "R1d2"},     {"dxe8=S#", "dxe8=N#"}, {"Nf3", "Nf3"},      {"Bc4", "Bc4"},
        {"Qd1", "Qd1"},       {"O-O", "O-O"},         {"e4", "e4"},        {"d4", "d4"},
        {"e7e8q", "e7e8q"},   {" Sf3 ", "Nf3"},       {"\u2658f3", "Nf3"}, {"\u265Ef6", "Nf6"},
        {"e8=\u2655", "e8=Q"}};
    for (const auto& [typed, english] : rows)
        QTest::newRow(typed) << QString::fromUtf8(typed) << QString::fromUtf8(english);
}

void TestLocalNotation::germanTyped() {
    QFETCH(QString, typed);
    QFETCH(QString, english);
    QCOMPARE(LocalNotation::toEnglish(typed, De), english);
}

void TestLocalNotation::spanishTyped_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("english");
    // R is the Spanish king; an English letter Spanish does not use (N, B, Q) stays English.
    const std::pair<const char*, const char*> rows[] = {
        {"Cf3", "Nf3"},   {"Ac4", "Bc4"},     {"Td1", "Rd1"},   {"Dd1", "Qd1"},
        {"Rxe2", "Kxe2"}, {"exd8C", "exd8N"}, {"a1=T", "a1=R"}, {"b1c3", "b1c3"},
        {"Nf3", "Nf3"},   {"Bc4", "Bc4"},     {"c4", "c4"},     {"axb5", "axb5"}};
    for (const auto& [typed, english] : rows)
        QTest::newRow(typed) << QString::fromUtf8(typed) << QString::fromUtf8(english);
}

void TestLocalNotation::spanishTyped() {
    QFETCH(QString, typed);
    QFETCH(QString, english);
    QCOMPARE(LocalNotation::toEnglish(typed, Es), english);
}

// What the move box hands on is SAN the core reads: the local moves of the issue play.
void TestLocalNotation::localMovesAreLegalSan() {
    // After 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.Qe2 Qe7 5.d3 d6 6.Nc3 Nf6 White's knight, bishop,
    // rook, queen and king each have a move.
    Position p = Position::startPosition();
    for (const char* san :
         {"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "Qe2", "Qe7", "d3", "d6", "Nc3", "Nf6"}) {
        auto m = parseMove(p, san);
        QVERIFY2(m.ok(), san);
        p = p.after(*m);
    }
    for (const char* typed : {"Sd5", "Lg5", "Dd1", "Kd2", "Kf1", "Tb1", "Sb5"}) {
        const QString english = LocalNotation::toEnglish(QString::fromLatin1(typed), De);
        QVERIFY2(parseMove(p, english.toStdString()).ok(), typed);
    }
    for (const char* typed : {"Cd5", "Ag5", "Dd1", "Rd2", "Rf1", "Tb1", "Cb5"}) {
        const QString english = LocalNotation::toEnglish(QString::fromLatin1(typed), Es);
        QVERIFY2(parseMove(p, english.toStdString()).ok(), typed);
    }
}

void TestLocalNotation::shown() {
    using S = LocalNotation::Style;
    QCOMPARE(LocalNotation::show(QStringLiteral("Nbd2"), S::Local, De), QStringLiteral("Sbd2"));
    QCOMPARE(LocalNotation::show(QStringLiteral("Kxe2"), S::Local, Es), QStringLiteral("Rxe2"));
    QCOMPARE(LocalNotation::show(QStringLiteral("Rxe2"), S::Local, Es), QStringLiteral("Txe2"));
    QCOMPARE(LocalNotation::show(QStringLiteral("exd8=Q#"), S::Local, Es),
             QStringLiteral("exd8=D#"));
    QCOMPARE(LocalNotation::show(QStringLiteral("bxc3"), S::Local, De), QStringLiteral("bxc3"));
    QCOMPARE(LocalNotation::show(QStringLiteral("O-O-O+"), S::Local, De), QStringLiteral("O-O-O+"));
    QCOMPARE(LocalNotation::show(QStringLiteral("Kxe2"), S::Figurines, Es),
             QStringLiteral("\u2654xe2"));
    QCOMPARE(LocalNotation::show(QStringLiteral("e8=N"), S::Figurines, De),
             QStringLiteral("e8=\u2658"));
    QCOMPARE(LocalNotation::show(QStringLiteral("Nbd2"), S::English, De), QStringLiteral("Nbd2"));
    // Shown and typed back, every style reads as the same English SAN.
    for (S style : {S::English, S::Local, S::Figurines})
        for (const char* san : {"Nbd2", "Bxf7+", "R1e1", "Qh4#", "Kxe2", "exd8=Q", "a1=N"})
            for (const QString& letters : {De, Es}) {
                const QString english = QString::fromLatin1(san);
                QCOMPARE(
                    LocalNotation::toEnglish(LocalNotation::show(english, style, letters), letters),
                    style == S::English && letters == Es && english.startsWith(u'R')
                        ? QStringLiteral("K") + english.mid(1)  // R is the Spanish king
                        : english);
            }
}

void TestLocalNotation::styleIds() {
    using S = LocalNotation::Style;
    for (S style : {S::English, S::Local, S::Figurines})
        QCOMPARE(LocalNotation::styleFromId(LocalNotation::styleId(style)), style);
    QCOMPARE(LocalNotation::styleFromId(QString()), S::Local);
    QCOMPARE(LocalNotation::styleFromId(QStringLiteral("klingon")), S::Local);
}

// "Sd2" with knights on b1 and f3: the refusal names the candidates in the user's letters and
// joins them in the user's language.
void TestLocalNotation::ambiguityNamesTheMovesAsShown() {
    Position p = Position::startPosition();
    for (const char* san : {"d4", "d5", "Nf3", "Nf6"}) p = p.after(*parseMove(p, san));
    const auto refused =
        parseMove(p, LocalNotation::toEnglish(QStringLiteral("Nd2"), De).toStdString());
    QVERIFY(!refused.ok());
    const AppError error(refused.error());
    QCOMPARE(ErrorTexts::text(LocalNotation::shown(error, LocalNotation::Style::English)),
             QStringLiteral("ambiguous: could be Nbd2 or Nfd2"));
    QCOMPARE(ErrorTexts::text(LocalNotation::shown(error, LocalNotation::Style::Figurines)),
             QStringLiteral("ambiguous: could be \u2658bd2 or \u2658fd2"));
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_de.qm")));
    QCoreApplication::installTranslator(&german);
    QCOMPARE(ErrorTexts::text(LocalNotation::shown(error, LocalNotation::Style::Local)),
             QStringLiteral("mehrdeutig: m\u00f6glich sind Sbd2 oder Sfd2"));
    QCoreApplication::removeTranslator(&german);
    // Other refusals are left as they are.
    const AppError other(parseMove(p, "Qh5").error());
    QCOMPARE(ErrorTexts::text(LocalNotation::shown(other, LocalNotation::Style::Local)),
             ErrorTexts::text(other));
}

void TestLocalNotation::lettersFromTheTranslation() {
    QCOMPARE(LocalNotation::letters(), QStringLiteral("NBRQK"));
    QCOMPARE(LocalNotation::toEnglish(QStringLiteral("Sf3")), QStringLiteral("Sf3"));
    for (const auto& [language, letters] : {std::pair{"de", De}, std::pair{"es", Es}}) {
        QTranslator translator;
        QVERIFY(translator.load(
            QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_%1.qm").arg(QLatin1String(language))));
        QCoreApplication::installTranslator(&translator);
        QCOMPARE(LocalNotation::letters(), letters);
        QCOMPARE(LocalNotation::toEnglish(letters.left(1) + QStringLiteral("f3")),
                 QStringLiteral("Nf3"));
        QCOMPARE(LocalNotation::show(QStringLiteral("Qd1"), LocalNotation::Style::Local),
                 letters.mid(3, 1) + QStringLiteral("d1"));
        QCoreApplication::removeTranslator(&translator);
    }
}

// A numbered line word by word; the Rules School's moves in the user's letters (issue 21).
void TestLocalNotation::linesAndSchoolMoves() {
    const QString line = QStringLiteral("12.Kf2 Kd7 13.Qe4+ Ke8 14.exd5 O-O 15.Nbd2 e8=Q#");
    QCOMPARE(LocalNotation::showLine(line, LocalNotation::Style::English), line);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_de.qm")));
    QCoreApplication::installTranslator(&translator);
    QCOMPARE(LocalNotation::showLine(line, LocalNotation::Style::Local),
             QStringLiteral("12.Kf2 Kd7 13.De4+ Ke8 14.exd5 O-O 15.Sbd2 e8=D#"));
    QCOMPARE(LocalNotation::showLine(QStringLiteral("7...Bb4 8.Rd1"), LocalNotation::Style::Local),
             QStringLiteral("7...Lb4 8.Td1"));
    const Position start;
    QCOMPARE(SchoolTexts::moveText(start, *parseSan(start, "Nf3")), QStringLiteral("Sf3"));
    QCOMPARE(SchoolTexts::lineText("1.Nf3 Nf6 2.Ng1"), QStringLiteral("1.Sf3 Sf6 2.Sg1"));
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(SchoolTexts::moveText(start, *parseSan(start, "Nf3")), QStringLiteral("Nf3"));
}

// The arbiter's sentences name moves in the user's letters too ("nach 2...Sg8", not "Ng8"),
// as the move list does; what is heard still says the move in words, and the chosen notation
// (English letters, figurines) is followed.
void TestLocalNotation::arbiterTextsInTheUsersLetters() {
    Game game;
    for (const char* san : {"Nf3", "Nf6", "Ng1"}) QVERIFY(bool(game.play(san)));
    const Position before = game.position();
    QVERIFY(bool(game.play("Ng8")));
    ClaimVerdict v;
    v.rejection = ClaimRejection::NotRepeated;
    v.intended = *parseSan(before, "Ng8");
    v.intendedSan = "Ng8";
    v.occurrences = 2;
    AuditEvent event(4, "Ng8", AuditEventKind::IllegalMove, Black);
    for (const auto& [language, letters] : {std::pair{"de", De}, std::pair{"es", Es}}) {
        QTranslator translator;
        QVERIFY(translator.load(
            QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_%1.qm").arg(QLatin1String(language))));
        QCoreApplication::installTranslator(&translator);
        const QString knight = letters.left(1);
        QCOMPARE(RuleTexts::plyLabel(game, 4), QStringLiteral("2...") + knight + "g8");
        QCOMPARE(RuleTexts::helpmateText(Position(), {*parseSan(Position(), "Nf3")}),
                 QStringLiteral("1.") + knight + "f3");
        const QString verdict = RuleTexts::verdictText(v, Black, true);
        QVERIFY2(verdict.contains(knight + "g8") && !verdict.contains("Ng8"), qPrintable(verdict));
        const QString heard = SpokenText::moveInWords(verdict, v.intendedSan, before, *v.intended);
        QVERIFY2(!heard.contains(knight + "g8") && !heard.contains("Ng8"), qPrintable(heard));
        QVERIFY2(AuditTexts::eventLine(event).contains(knight + "g8"),
                 qPrintable(AuditTexts::eventLine(event)));
        LocalNotation::setTextStyle(LocalNotation::Style::English);
        QCOMPARE(RuleTexts::plyLabel(game, 4), QStringLiteral("2...Ng8"));
        LocalNotation::setTextStyle(LocalNotation::Style::Figurines);
        QCOMPARE(RuleTexts::plyLabel(game, 4), QStringLiteral("2...\u2658g8"));
        LocalNotation::setTextStyle(LocalNotation::Style::Local);
        QCoreApplication::removeTranslator(&translator);
    }
    QCOMPARE(RuleTexts::plyLabel(game, 4), QStringLiteral("2...Ng8"));
}

// Edit > Undo names the move as the move list shows it ("Zug 1. Sf3" in German).
void TestLocalNotation::undoNamesTheMoveInTheUsersLetters() {
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_de.qm")));
    QCoreApplication::installTranslator(&translator);
    GameController c;
    for (const char* san : {"Nf3", "Nf6"}) QVERIFY(c.playText(QString::fromLatin1(san)).ok());
    const QString undo = c.undoStack()->undoText();
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(undo, QStringLiteral("Zug 1...Sf6"));
}

QTEST_GUILESS_MAIN(TestLocalNotation)
#include "tst_localnotation.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
