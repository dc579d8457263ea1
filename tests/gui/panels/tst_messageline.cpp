// The line under the move box (issue 21, item 9): a refusal that fits the line is shown whole,
// in the fonts desktops use ("Sans Serif 10" is DejaVu Sans on Debian, whose line spacing is
// smaller than its height); one that does not fit is cut with an ellipsis, and the reserved
// height holds the lines it promises.
#include <QApplication>
#include <QFontDatabase>
#include <QTest>

#include "gui/panels/messageline.h"

using namespace remis::gui;

class TestMessageLine : public QObject {
    Q_OBJECT

private slots:
    void shortMessageShownWhole_data() {
        QTest::addColumn<QString>("family");
        QTest::addColumn<int>("points");
        for (const char* family : {"Sans Serif", "DejaVu Sans", "Serif", "Monospace"})
            for (int points : {9, 10, 11, 12, 14})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(family).arg(points)))
                    << QString::fromLatin1(family) << points;
    }

    void shortMessageShownWhole() {
        QFETCH(QString, family);
        QFETCH(int, points);
        for (int lines : {1, 2}) {
            MessageLine line(nullptr, lines);
            line.setFont(QFont(family, points));
            const QString message = QStringLiteral("the king on e1 cannot legally move to e4");
            line.resize(QFontMetrics(line.font()).horizontalAdvance(message) + 40, line.height());
            line.setMessage(message);
            QCOMPARE(line.text(), message);
            // The reserved height holds `lines` lines of this font.
            const QFontMetrics fm(line.font());
            QVERIFY(line.height() >= fm.height() + (lines - 1) * fm.lineSpacing());
            // Too long for the lines: cut at a word's end with an ellipsis, never to nothing.
            QString longer;
            for (int i = 0; i < 4 * lines; ++i) longer += message + QLatin1Char(' ');
            line.setMessage(longer);
            QVERIFY2(line.text().endsWith(QChar(0x2026)), qPrintable(line.text()));
            QVERIFY2(line.text().size() > message.size() / 2, qPrintable(line.text()));
            QVERIFY(longer.startsWith(line.text().chopped(1)));
            QCOMPARE(line.toolTip(), longer);  // the whole of it, to read
        }
    }
};

QTEST_MAIN(TestMessageLine)
#include "tst_messageline.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
