// AppError and AppResult<T>: success or a failure carried as a value (a code, its fields, the
// core's Error where the core failed, the places it happened in), said in words only by
// text(), in the language installed when text() is called.
#include <QTranslator>
#include <QtTest>

#include "app/base/apperror.h"
#include "app/text/errortexts.h"
#include "core/board/fen.h"
#include "core/board/notation.h"

using namespace remis;
using namespace remis::app;

namespace {

AppResult<int> half(int n) {
    if (n % 2)
        return AppError(AppErrorCode::NoSuchGame, {QStringLiteral("odd.pgn"), QString::number(n)});
    return n / 2;
}

AppResult<> needsEven(int n) {
    const auto h = half(n);
    if (!h) return h.error();
    return {};
}

}  // namespace

class TestAppError : public QObject {
    Q_OBJECT

private slots:
    void successAndFailure();
    void keepsTheCoreError();
    void placesWrapOutermostFirst();
    void countsPlurals();
    void translatedWhenShown();
};

void TestAppError::successAndFailure() {
    const AppResult<> done;
    QVERIFY(done.ok());
    QVERIFY(static_cast<bool>(done));
    QVERIFY(needsEven(4));
    const auto refused = needsEven(3);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code(), AppErrorCode::NoSuchGame);
    QCOMPARE(refused.error().args(), (QStringList{"odd.pgn", "3"}));
    QVERIFY(!refused.error().coreError());

    auto value = half(10);
    QVERIFY(value.ok());
    QCOMPARE(*value, 5);
    QCOMPARE(half(7).error().code(), AppErrorCode::NoSuchGame);

    const AppResult<QString> text = QStringLiteral("1. e4 *");
    QCOMPARE(text->size(), 7);
    const AppResult<> gameOver = AppError(AppErrorCode::GameOver);
    QCOMPARE(ErrorTexts::text(gameOver.error()), QStringLiteral("The game is over"));
}

void TestAppError::keepsTheCoreError() {
    const Error core = parseMove(Position::startPosition(), "Nd4").error();
    const AppResult<> refused = core;
    QCOMPARE(refused.error().code(), AppErrorCode::Core);
    QVERIFY(refused.error().coreError().has_value());
    QCOMPARE(refused.error().coreError()->code, core.code);
    QCOMPARE(refused.error().coreError()->args, core.args);
    QCOMPARE(ErrorTexts::text(refused.error()), ErrorTexts::text(core));
    QCOMPARE(ErrorTexts::text(refused.error()), QString::fromStdString(core.message));
}

void TestAppError::placesWrapOutermostFirst() {
    const Error core = parseMove(Position::startPosition(), "Qxf7").error();
    const AppError atMove =
        AppError(core).within(AppErrorPlace::SetupMove, {QStringLiteral("3"), "Qxf7"});
    QCOMPARE(ErrorTexts::text(atMove),
             QStringLiteral("move 3 \"Qxf7\": ") + ErrorTexts::text(core));
    const AppError inFile =
        atMove.within(AppErrorPlace::FileGame, {QStringLiteral("/tmp/a.pgn"), "2", "40"});
    QCOMPARE(inFile.places().size(), std::size_t(2));
    QCOMPARE(inFile.places().front().first, AppErrorPlace::FileGame);
    QCOMPARE(inFile.places().back().first, AppErrorPlace::SetupMove);
    QCOMPARE(inFile.code(), AppErrorCode::Core);  // the failure itself is unchanged
    QCOMPARE(ErrorTexts::text(inFile),
             QStringLiteral("/tmp/a.pgn, game 2 (from line 40): ") + ErrorTexts::text(atMove));
    // A field is put in once, whatever it holds: a "%1" in a move is not filled again.
    const AppError odd = AppError(AppErrorCode::GameOver)
                             .within(AppErrorPlace::SetupMove, {QStringLiteral("1"), "%1%3"});
    QCOMPARE(ErrorTexts::text(odd), QStringLiteral("move 1 \"%1%3\": The game is over"));
}

void TestAppError::countsPlurals() {
    QTranslator english;
    QVERIFY(english.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_en.qm")));
    QCoreApplication::installTranslator(&english);
    const AppError one = AppError(AppErrorCode::NoSuchGame, {"a.pgn", "2"}).withCount(1);
    QCOMPARE(ErrorTexts::text(one), QStringLiteral("a.pgn holds 1 game; there is no game 2."));
    const AppError three = AppError(AppErrorCode::NoSuchGame, {"a.pgn", "5"}).withCount(3);
    QCOMPARE(ErrorTexts::text(three), QStringLiteral("a.pgn holds 3 games; there is no game 5."));
    QCoreApplication::removeTranslator(&english);
}

void TestAppError::translatedWhenShown() {
    // Made before the translation is installed, said after: the words come from text().
    const AppError over = AppError(AppErrorCode::GameOver);
    const AppError fen = AppError(parseFen("8/8/8/8/8/8/8/K6k w - e3 0 1").error())
                             .within(AppErrorPlace::SetupMove, {QStringLiteral("1"), "e4"});
    const QString english = ErrorTexts::text(fen);
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_de.qm")));
    QCoreApplication::installTranslator(&german);
    QCOMPARE(ErrorTexts::text(over), QStringLiteral("Die Partie ist beendet"));
    QVERIFY2(ErrorTexts::text(fen).startsWith(QStringLiteral("Zug 1 „e4“: ")),
             qPrintable(ErrorTexts::text(fen)));
    QVERIFY2(
        ErrorTexts::text(fen) != english && ErrorTexts::text(fen).contains(QStringLiteral("Weiß")),
        qPrintable(ErrorTexts::text(fen)));
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(ErrorTexts::text(over), QStringLiteral("The game is over"));
}

QTEST_GUILESS_MAIN(TestAppError)
#include "tst_apperror.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
