// The time-control dialog (presets, kinds, periods text) and the clock display.
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

#include "app/text/clocktexts.h"
#include "core/clock/clock.h"
#include "gui/dialogs/fendialog.h"
#include "gui/dialogs/newgamedialog.h"
#include "gui/dialogs/timecontroldialog.h"
#include "gui/dialogs/timecontrolpicker.h"
#include "gui/editor/positioneditor.h"
#include "gui/panels/clockwidget.h"

using namespace remis;
using namespace remis::gui;

class TestTimeControl : public QObject {
    Q_OBJECT

    static constexpr int64_t Min = 60000;
    static constexpr int64_t Sec = 1000;

private slots:
    // A control of one move says "for 1 move", not "for 1 moves" (a %n plural).
    void oneMoveIsSingular() {
        const auto control = parseTimeControl("1/60:60");
        QVERIFY(control.ok());
        const QString details = app::ClockTexts::controlDetails(*control);
        QVERIFY2(details.contains(QStringLiteral(" for 1 move")) &&
                     !details.contains(QStringLiteral("1 moves")),
                 qPrintable(details));
    }

    void presets_data() {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("tag");
        QTest::newRow("untimed") << 1 << "-";
        QTest::newRow("1+0") << 2 << "60";
        QTest::newRow("3+0") << 3 << "180";
        QTest::newRow("3+2") << 4 << "180+2";
        QTest::newRow("5+0") << 5 << "300";
        QTest::newRow("5+3") << 6 << "300+3";
        QTest::newRow("10+0") << 7 << "600";
        QTest::newRow("10+5") << 8 << "600+5";
        QTest::newRow("15+10") << 9 << "900+10";
        QTest::newRow("25+10") << 10 << "1500+10";
        QTest::newRow("90+30") << 11 << "5400+30";
        QTest::newRow("FIDE classical") << 12 << "40/5400+30:1800+30";
    }

    void presets() {
        QFETCH(int, index);
        QFETCH(QString, tag);
        TimeControlDialog dialog;
        auto* preset = dialog.findChild<QComboBox*>(QStringLiteral("presetCombo"));
        preset->setCurrentIndex(index);
        emit preset->activated(index);
        QCOMPARE(QString::fromStdString(dialog.timeControl().toPgnTag()), tag);
    }

    // Each preset's name says its FIDE class (B.1: 10 minutes or less for 60 moves is blitz;
    // A.1: more than 10 and less than 60 is rapid): "Rapid 10+0" was blitz.
    void presetsNameTheirFideClass() {
        for (const auto& [name, control] : TimeControlDialog::presets()) {
            const GameSpeed speed = gameSpeed(control);
            if (name.startsWith(QLatin1String("Bullet")) || name.startsWith(QLatin1String("Blitz")))
                QVERIFY2(speed == GameSpeed::Blitz, qPrintable(name));
            else if (name.startsWith(QLatin1String("Rapid")))
                QVERIFY2(speed == GameSpeed::Rapid, qPrintable(name));
            else if (name.startsWith(QLatin1String("Classical")))
                QVERIFY2(speed == GameSpeed::Classical, qPrintable(name));
            else
                QVERIFY2(speed == GameSpeed::Untimed, qPrintable(name));
        }
    }

    void kinds() {
        TimeControlDialog dialog;
        auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("kindCombo"));
        dialog.findChild<QSpinBox*>(QStringLiteral("baseSpin"))->setValue(10);
        dialog.findChild<QSpinBox*>(QStringLiteral("extraSpin"))->setValue(5);
        kind->setCurrentIndex(TimeControlDialog::Bronstein);
        QCOMPARE(dialog.timeControl(), TimeControl::bronstein(10 * Min, 5 * Sec));
        kind->setCurrentIndex(TimeControlDialog::SimpleDelay);
        QCOMPARE(dialog.timeControl(), TimeControl::simpleDelay(10 * Min, 5 * Sec));
        kind->setCurrentIndex(TimeControlDialog::SuddenDeath);
        QCOMPARE(dialog.timeControl(), TimeControl::suddenDeath(10 * Min));
    }

    void badPeriodsDisableOk() {
        TimeControlDialog dialog;
        dialog.findChild<QComboBox*>(QStringLiteral("kindCombo"))
            ->setCurrentIndex(TimeControlDialog::Periods);
        auto* edit = dialog.findChild<QLineEdit*>(QStringLiteral("periodsEdit"));
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("40/5400+30:?"));
        QVERIFY(!ok->isEnabled());
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("40/5400+30:1800+30"));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.timeControl(), TimeControl::fideClassical());
    }

    void roundTrip() {
        TimeControlDialog dialog;
        for (const TimeControl& tc :
             {TimeControl::untimed(), TimeControl::fischer(3 * Min, 2 * Sec),
              TimeControl::simpleDelay(5 * Min, 5 * Sec), TimeControl::fideClassical()}) {
            dialog.setTimeControl(tc);
            QCOMPARE(dialog.timeControl(), tc);
        }
    }

    void texts() {
        QCOMPARE(app::ClockTexts::control(TimeControl::fischer(15 * Min, 10 * Sec)),
                 QStringLiteral("15 min + 10 s"));
        QCOMPARE(app::ClockTexts::control(TimeControl::fideClassical()),
                 QStringLiteral("40 moves in 90 min + 30 s, then 30 min + 30 s"));
        // Issue 10: these showed as "1 d5", "1 b5" and "59".
        QCOMPARE(app::ClockTexts::control(TimeControl::simpleDelay(1 * Min, 5 * Sec)),
                 QStringLiteral("1 min + 5 s delay"));
        QCOMPARE(app::ClockTexts::control(TimeControl::bronstein(1 * Min, 5 * Sec)),
                 QStringLiteral("1 min + 5 s Bronstein delay"));
        QCOMPARE(app::ClockTexts::control(TimeControl::suddenDeath(59 * Min)),
                 QStringLiteral("59 min"));
        QCOMPARE(app::ClockTexts::control(TimeControl::suddenDeath(45 * Sec)),
                 QStringLiteral("45 s"));
        QCOMPARE(app::ClockTexts::control(TimeControl::untimed()), QStringLiteral("untimed"));
        QCOMPARE(app::ClockTexts::penalty(2 * Min), QStringLiteral("+2:00"));
    }

    // The last used controls come first; one that is no preset is named by what it is.
    void lastUsedFirst() {
        TimeControlDialog dialog;
        const TimeControl blitz = TimeControl::fischer(3 * Min, 2 * Sec);
        const TimeControl odd = TimeControl::fischer(7 * Min, 4 * Sec);
        dialog.setRecent({blitz, odd});
        auto* preset = dialog.findChild<QComboBox*>(QStringLiteral("presetCombo"));
        QCOMPARE(preset->itemText(1), QStringLiteral("Blitz 3+2"));
        QCOMPARE(preset->itemText(2), QStringLiteral("7 min + 4 s"));
        QCOMPARE(preset->itemText(3), QStringLiteral("No clock (untimed teaching)"));
        QCOMPARE(preset->count(), 1 + 12 + 1);  // Custom, the presets, the one that is none
        emit preset->activated(1);
        QCOMPARE(dialog.timeControl(), blitz);
    }

    // Minutes and seconds: 15 s is "15 s for the game", not "0.25 minutes".
    void baseTimeInMinutesAndSeconds() {
        TimeControlDialog dialog;
        dialog.findChild<QComboBox*>(QStringLiteral("kindCombo"))
            ->setCurrentIndex(TimeControlDialog::SuddenDeath);
        dialog.findChild<QSpinBox*>(QStringLiteral("baseSpin"))->setValue(0);
        dialog.findChild<QSpinBox*>(QStringLiteral("baseSecondsSpin"))->setValue(15);
        QCOMPARE(dialog.timeControl(), TimeControl::suddenDeath(15 * Sec));
        auto* summary = dialog.findChild<QLabel*>(QStringLiteral("summaryLabel"));
        QCOMPARE(summary->text(), QStringLiteral("15 s for the game."));
        dialog.findChild<QSpinBox*>(QStringLiteral("baseSecondsSpin"))->setValue(0);
        QVERIFY(!dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog.setTimeControl(TimeControl::fischer(2 * Min + 30 * Sec, Sec));
        QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("kindCombo"))->currentIndex(),
                 int(TimeControlDialog::Increment));
        QCOMPARE(dialog.timeControl(), TimeControl::fischer(2 * Min + 30 * Sec, Sec));
    }

    // The periods text never shows a stale control, and the extra field is labelled for its
    // kind (no "Delay" beside an increment; none for sudden death).
    void noStaleTextNoWrongLabel() {
        TimeControlDialog dialog;
        dialog.show();
        auto* preset = dialog.findChild<QComboBox*>(QStringLiteral("presetCombo"));
        preset->setCurrentIndex(6);
        emit preset->activated(6);  // 5+3
        dialog.findChild<QSpinBox*>(QStringLiteral("baseSpin"))->setValue(10);
        auto* periods = dialog.findChild<QLineEdit*>(QStringLiteral("periodsEdit"));
        QCOMPARE(periods->text(), QStringLiteral("600+3"));
        auto* extraLabel = dialog.findChild<QLabel*>(QStringLiteral("extraLabel"));
        QVERIFY(extraLabel->text().contains(QStringLiteral("Increment")));
        auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("kindCombo"));
        kind->setCurrentIndex(TimeControlDialog::SuddenDeath);
        QVERIFY(!extraLabel->isVisible());
        kind->setCurrentIndex(TimeControlDialog::SimpleDelay);
        QVERIFY(extraLabel->isVisible());
        QVERIFY(extraLabel->text().contains(QStringLiteral("Delay")));
    }

    // The arrow keys in the closed list step through the controls, as in any list, and each
    // step is the control chosen; they stop at the last control: "Other…" opens a dialog,
    // which no arrow key should.
    void pickerArrowKeysChangeTheControl() {
        TimeControlPicker picker;
        picker.setTimeControl(TimeControl::fischer(3 * Min, 2 * Sec));  // Blitz 3+2
        picker.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picker));
        QComboBox* combo = picker.combo();
        combo->setFocus();
        QSignalSpy changed(&picker, &TimeControlPicker::timeControlChanged);
        QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(picker.timeControl(), TimeControl::suddenDeath(5 * Min));  // Blitz 5+0
        QCOMPARE(combo->currentText(), QStringLiteral("Blitz 5+0"));
        QCOMPARE(changed.count(), 1);
        QTest::keyClick(combo, Qt::Key_Up);
        QTest::keyClick(combo, Qt::Key_Up);
        QCOMPARE(picker.timeControl(), TimeControl::suddenDeath(3 * Min));  // Blitz 3+0
        QCOMPARE(combo->currentText(), QStringLiteral("Blitz 3+0"));
        QTest::keyClick(combo, Qt::Key_Home);
        QCOMPARE(picker.timeControl(), TimeControl::untimed());
        // A dialog opened by a key would be closed here, and seen.
        bool dialogOpened = false;
        auto press = [&](Qt::Key key) {
            QTimer::singleShot(50, combo, [&] {
                if (QWidget* modal = QApplication::activeModalWidget()) {
                    dialogOpened = true;
                    modal->close();
                }
            });
            QTest::keyClick(combo, key);
            QTest::qWait(80);
        };
        press(Qt::Key_End);
        press(Qt::Key_Down);
        QVERIFY(!dialogOpened);
        QCOMPARE(combo->currentIndex(), combo->count() - 2);  // the last control, not "Other…"
        QCOMPARE(picker.timeControl(), TimeControlDialog::presets().back().second);
    }

    // Where a game starts, Alt+T (the label "Time control:") goes to the list of controls, and
    // Tab from the rule set reaches it next.
    void theTimeControlIsReachedByKeyboard() {
        FenDialog fen(RuleSet::Fide);
        NewGameDialog newGame(RuleSet::Fide, TimeControl::untimed());
        PositionEditor editor;
        for (QDialog* dialog : std::initializer_list<QDialog*>{&fen, &newGame, &editor}) {
            dialog->show();
            dialog->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(dialog));
            QComboBox* list = dialog->findChild<TimeControlPicker*>()->combo();
            QTest::keyClick(dialog, Qt::Key_T, Qt::AltModifier);
            QCOMPARE(QApplication::focusWidget(), list);
            dialog->close();
        }
        for (QDialog* dialog : std::initializer_list<QDialog*>{&fen, &newGame}) {
            dialog->show();
            dialog->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(dialog));
            auto* rules = dialog->findChildren<QComboBox*>().value(0);
            for (QComboBox* combo : dialog->findChildren<QComboBox*>())
                if (combo->findText(QStringLiteral("FIDE Laws 2023")) >= 0) rules = combo;
            rules->setFocus(Qt::TabFocusReason);
            QCOMPARE(QApplication::focusWidget(), rules);
            QTest::keyClick(rules, Qt::Key_Tab);
            QCOMPARE(QApplication::focusWidget(), dialog->findChild<TimeControlPicker*>()->combo());
            dialog->close();
        }
    }

    void clockShowsLowTimeAndFlash() {
        ClockWidget clock(White);
        clock.setTimed(true);
        clock.setRemaining(5 * Min);
        QVERIFY(!clock.isLowTime());
        QCOMPARE(clock.timeText(), QStringLiteral("5:00"));
        clock.setRemaining(9500);
        QVERIFY(clock.isLowTime());
        clock.flash(QStringLiteral("+2:00"));
        QCOMPARE(clock.flashText(), QStringLiteral("+2:00"));
        clock.setTimed(false);
        QVERIFY(clock.timeText().isEmpty());
    }
};

QTEST_MAIN(TestTimeControl)
#include "tst_timecontrol.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
