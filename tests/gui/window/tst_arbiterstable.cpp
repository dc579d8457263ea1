// SPDX-License-Identifier: GPL-3.0-or-later
// The arbiter's table of a file's games and the arbiter's report (issue 19, issue 23) as a user
// meets them: the table grows while a large file is read, its cells are heard with their
// columns, it shows the claims, illegal moves and flag falls the audit finds, an event opens
// its ply, every column fits and the events wrap; the report (CSV and PDF) says the same.
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <QComboBox>
#include <QHeaderView>
#include <QListWidget>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>

#include "app/files/arbiterreport.h"
#include "app/files/fileaudit.h"
#include "app/files/pgnfile.h"
#include "app/models/gamelistmodel.h"
#include "gui/diagram/reportpdf.h"
#include "gui/dialogs/gamechooser.h"
#include "gui/guitestutil.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/notationview.h"
#include "gui/window/arbiterdeskfiles.h"
#include "gui/window/gamefiles.h"
#include "gui/window/mainactions.h"
#include "gui/window/reportexport.h"

using namespace remis;
using namespace remis::gui;
using namespace remis::gui::test;

class TestArbitersTable : public QObject, DeskHarness {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        isolate(m_dir);
    }
    void init() { m_window = shownMainWindow(); }
    void cleanup() { m_window.reset(); }

    // A large file: the table is shown with the first games listed, the rest are listed as
    // the chooser reads them (the window answering between steps), then the audit runs.
    void theTableGrowsWhileTheFileIsRead() {
        app::PgnFile file;
        QVERIFY(
            file.openStart(write(QStringLiteral("big.pgn"), numberedFile(20000)), 32 << 10).ok());
        QVERIFY(!file.isComplete());
        GameChooser chooser(&file);
        chooser.show();
        const int atOnce = chooser.visibleGames();
        QVERIFY(atOnce >= 2 && atOnce < 20000);
        QVERIFY(chooser.progressLabel()->text().startsWith(QLatin1String("Reading the file")));
        chooser.setFilterText(QStringLiteral("W19999"));  // a game not listed yet
        QCOMPARE(chooser.visibleGames(), 0);
        QTRY_VERIFY(file.isComplete());
        QCOMPARE(chooser.visibleGames(), 1);  // the filter holds for the games listed later
        chooser.setFilterText({});
        QCOMPARE(chooser.visibleGames(), 20000);
        QTRY_VERIFY(chooser.progressLabel()->text().startsWith(QLatin1String("Audit done")));
        QCOMPARE(chooser.audit()->gameCount(), 20000);
    }

    // A screen reader reads a row cell by cell: a bare number is named by its column ("3-fold:
    // 1 + 1", not "1 + 1"), and an empty claim, illegal-move or flag cell says "none" instead of
    // being skipped, so that the blind arbiter knows which count was heard.
    void cellsAreHeardWithTheirColumn() {
        app::PgnFile file;
        QVERIFY(file.open(write(QStringLiteral("heard.pgn"), roundFile)).ok());
        GameChooser chooser(&file);
        chooser.show();
        QTRY_VERIFY(chooser.progressLabel()->text().startsWith(QLatin1String("Audit done")));
        const QAbstractItemModel* model = chooser.table()->model();
        const auto heard = [model](int row, int column) {
            return model->index(row, column).data(Qt::AccessibleTextRole).toString();
        };
        using M = app::GameListModel;
        QCOMPARE(heard(0, M::WhiteColumn), QStringLiteral("Knight"));
        QCOMPARE(heard(0, M::MovesColumn), QStringLiteral("Moves: 5"));
        QCOMPARE(heard(0, M::ThreefoldColumn), QStringLiteral("3-fold: 1 + 1"));
        QCOMPARE(heard(0, M::FiftyColumn), QStringLiteral("50 moves: none"));
        QCOMPARE(heard(0, M::IllegalColumn), QStringLiteral("Illegal: none"));
        QCOMPARE(heard(0, M::FlagColumn), QStringLiteral("Flag fall: none"));
        QCOMPARE(heard(1, M::CheckColumn), QStringLiteral("Result check: against the rules"));
        QCOMPARE(heard(1, M::EndingColumn), QStringLiteral("checkmate, ply 4 (Qh4#)"));
        QCOMPARE(heard(3, M::EndingColumn), QStringLiteral("Ended by the rules: none"));
    }

    // The arbiter's table: the audit columns fill in the background; Show filters by them,
    // the columns sort by them; an event opens the game at its ply.
    void theArbitersTable() {
        app::PgnFile file;
        QVERIFY(file.open(write(QStringLiteral("round.pgn"), roundFile)).ok());
        GameChooser chooser(&file);
        chooser.show();
        QTRY_VERIFY(chooser.progressLabel()->text().startsWith(QLatin1String("Audit done")));
        const QAbstractItemModel* model = chooser.table()->model();
        const auto cell = [model](int row, int column) {
            return model->index(row, column).data().toString();
        };
        // The two kinds of moment apart (threefold_claimable + ..._with_move, as the CLI
        // names them): 4...Ng8 could have been written and claimed with (9.2.1), and after it
        // White could claim with the position on the board (9.2.2). Not "2" moments of one kind.
        QCOMPARE(cell(0, app::GameListModel::ThreefoldColumn), QStringLiteral("1 + 1"));
        QVERIFY(model->index(0, app::GameListModel::ThreefoldColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QLatin1String("1 claimable with the position on the board; 1 "
                                              "claimable by writing the move played\n")));
        QVERIFY(
            model->headerData(app::GameListModel::ThreefoldColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("\"8 + 9\": 8 moments with the position on the "
                                        "board; 9 moments where a claim by writing the move "
                                        "played was possible. Often the same repetition "
                                        "counted both ways, not 17 in all")));
        // The fifty-move column counts its two kinds the same way (9.3.1, 9.3.2).
        QVERIFY(model->headerData(app::GameListModel::FiftyColumn, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("9 moments where a claim by writing the move")));
        QCOMPARE(cell(1, app::GameListModel::CheckColumn), QStringLiteral("against the rules"));
        QVERIFY(model->index(1, app::GameListModel::CheckColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("checkmate")));
        QCOMPARE(cell(1, app::GameListModel::EndingColumn),
                 QStringLiteral("checkmate, ply 4 (Qh4#)"));
        QVERIFY(!cell(2, app::GameListModel::ErrorColumn).isEmpty());
        QVERIFY(cell(3, app::GameListModel::ErrorColumn).isEmpty());
        chooser.setShow(GameChooser::Show::WithEvents);
        QCOMPARE(chooser.visibleGames(), 2);  // the threefold, the mate
        chooser.setShow(GameChooser::Show::AgainstRules);
        QCOMPARE(chooser.visibleGames(), 1);
        QCOMPARE(cell(0, app::GameListModel::NumberColumn), QStringLiteral("2"));
        chooser.setShow(GameChooser::Show::Errors);
        QCOMPARE(chooser.visibleGames(), 1);
        QCOMPARE(cell(0, app::GameListModel::NumberColumn), QStringLiteral("3"));
        chooser.setShow(GameChooser::Show::All);
        chooser.table()->sortByColumn(app::GameListModel::ThreefoldColumn, Qt::DescendingOrder);
        QCOMPARE(cell(0, app::GameListModel::NumberColumn), QStringLiteral("1"));
        // The first game's events; the threefold on the board at ply 8 opens there.
        chooser.table()->selectRow(0);
        chooser.table()->setCurrentIndex(model->index(0, 0));
        QListWidget* events = chooser.eventList();
        QListWidgetItem* atPly8 = nullptr;
        for (int i = 0; i < events->count(); ++i)
            if (events->item(i)->text().startsWith(QLatin1String("ply 8 (Ng8): threefold "
                                                                 "repetition claimable (FIDE "
                                                                 "9.2.2)")))
                atPly8 = events->item(i);
        QVERIFY2(atPly8, qPrintable(events->item(0)->text()));
        events->setCurrentItem(atPly8);
        emit events->itemActivated(atPly8);
        QCOMPARE(chooser.result(), int(QDialog::Accepted));
        QCOMPARE(chooser.chosenGame(), 0);
        QCOMPARE(chooser.chosenPly(), 8);
    }

    // Illegal moves that stood and flag falls have columns and filters of their own; the
    // reason a result is against the rules is the audit's (result_reason).
    void illegalMovesAndFlagFallsInTheTable() {
        app::PgnFile file;
        QVERIFY(file.open(write(QStringLiteral("record.pgn"), recordFile)).ok());
        GameChooser chooser(&file);
        chooser.show();
        QTRY_VERIFY(chooser.progressLabel()->text().startsWith(QLatin1String("Audit done")));
        const QAbstractItemModel* model = chooser.table()->model();
        const auto cell = [model](int row, int column, int role = Qt::DisplayRole) {
            return model->index(row, column).data(role).toString();
        };
        QCOMPARE(model->headerData(app::GameListModel::IllegalColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Illegal"));
        QCOMPARE(cell(0, app::GameListModel::IllegalColumn), QStringLiteral("1"));
        QVERIFY(cell(0, app::GameListModel::IllegalColumn, Qt::ToolTipRole)
                    .startsWith(QLatin1String("ply 4 (a6): illegal move that stood, by Black")));
        QVERIFY(cell(0, app::GameListModel::EndingColumn).isEmpty());
        QVERIFY(cell(1, app::GameListModel::IllegalColumn).isEmpty());
        QCOMPARE(cell(1, app::GameListModel::FlagColumn),
                 QStringLiteral("White's flag fell; ruled 1/2-1/2, ply 2 (Kd7)"));
        QVERIFY(cell(1, app::GameListModel::EndingColumn).isEmpty());
        const app::FileAudit* audit =
            static_cast<const app::GameListModel*>(
                static_cast<const QSortFilterProxyModel*>(model)->sourceModel())
                ->audit();
        QCOMPARE(cell(1, app::GameListModel::CheckColumn, Qt::ToolTipRole),
                 QStringLiteral("against the rules: ") +
                     QString::fromStdString(audit->audit(1).resultReason));
        chooser.setShow(GameChooser::Show::IllegalMoves);
        QCOMPARE(chooser.visibleGames(), 1);
        QCOMPARE(cell(0, app::GameListModel::NumberColumn), QStringLiteral("1"));
        chooser.setShow(GameChooser::Show::FlagFalls);
        QCOMPARE(chooser.visibleGames(), 1);
        QCOMPARE(cell(0, app::GameListModel::NumberColumn), QStringLiteral("2"));
        // The Show box lists them in the order of Show.
        auto* show = chooser.findChild<QComboBox*>(QStringLiteral("gameShow"));
        QVERIFY(show);
        show->setCurrentIndex(int(GameChooser::Show::IllegalMoves));
        QCOMPARE(chooser.visibleGames(), 1);
        QCOMPARE(cell(0, app::GameListModel::NumberColumn), QStringLiteral("1"));
        chooser.setShow(GameChooser::Show::All);
        chooser.table()->sortByColumn(app::GameListModel::IllegalColumn, Qt::DescendingOrder);
        QCOMPARE(cell(0, app::GameListModel::NumberColumn), QStringLiteral("1"));
    }

    // The report has them too: in the CSV per event (who, the ruling, why) and per game
    // (illegal_moves, flag_fall, result_reason); in the PDF's table and totals.
    void theReportHasIllegalMovesAndFlagFalls() {
        app::PgnFile file;
        QVERIFY(file.open(write(QStringLiteral("record2.pgn"), recordFile)).ok());
        const QString csv = QDir(m_dir.path()).filePath(QStringLiteral("record.csv"));
        QVERIFY(ReportExport::write(file, csv).ok());
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(QStringLiteral("\r\n"));
        QCOMPARE(lines[0], QStringLiteral("game,white,black,result,plies,event,ply,move,rule,"
                                          "article,result_check,error,side,ruling,why,"
                                          "illegal_moves,flag_fall,result_reason"));
        app::FileAudit audit;
        audit.start(file);
        audit.waitForFinished();
        const QString why = QString::fromStdString(audit.audit(0).events.front().why);
        QVERIFY(!why.isEmpty());
        QCOMPARE(lines[1], QStringLiteral("1,Check,Ignored,*,5,illegal move that stood,4,a6,"
                                          "illegal move,FIDE 7.5.1,agrees,,black,,%1,1,,")
                               .arg(why));
        const QString reason = QString::fromStdString(audit.audit(1).resultReason);
        QVERIFY(reason.contains(QLatin1String("6.9")));
        QVERIFY(reason.contains(QLatin1Char(',')));  // so quoted (RFC 4180)
        QCOMPARE(lines[2], QStringLiteral("2,Late,Bare,0-1,2,flag fall,2,Kd7,flag fall,FIDE 6.9,"
                                          "against the rules,,white,1/2-1/2,,0,\"White's flag "
                                          "fell; ruled 1/2-1/2, ply 2 (Kd7)\",\"%1\"")
                               .arg(reason));
        QCOMPARE(lines[3], QStringLiteral("3,Quiet,Game,*,2,,,,,,agrees,,,,,0,,"));
        const QString html = ReportPdf::html(file, audit, 300, nullptr);
        QVERIFY(
            html.contains(QLatin1String("1 with illegal moves that stood, 1 with a flag fall")));
        QVERIFY(html.contains(QLatin1String("FIDE 7.5.1")));
        QVERIFY(html.contains(QLatin1String("White's flag fell; ruled 1/2-1/2")));
        QVERIFY(html.contains(QLatin1String("Result check: against the rules: ") +
                              reason.toHtmlEscaped()));
    }

    // A report on a file of one game says "1 game", not "1 games" (a %n plural).
    void aOneGameReportSaysGame() {
        app::PgnFile file;
        QVERIFY(file.open(write(QStringLiteral("one.pgn"), numberedFile(1))).ok());
        app::FileAudit audit;
        audit.start(file);
        audit.waitForFinished();
        const QString html = ReportPdf::html(file, audit, 300, nullptr);
        QVERIFY2(html.contains(QLatin1String("<p>1 game; 0 with events")), qPrintable(html));
    }

    void openingAnEventShowsItsPly() {
        const QString path = write(QStringLiteral("round2.pgn"), roundFile);
        m_window->files()->setEventChoice([](const app::PgnFile&) { return std::pair{0, 8}; });
        QVERIFY(m_window->files()->openFile(path));
        QCOMPARE(game()->navigator().shownPly(), 8);
        ArbiterPanel* panel = m_window->arbiterPanel();
        QVERIFY(child<QLabel>(panel, "viewingLabel")->isVisible());
        QVERIFY(child<QPushButton>(panel, "claimThreefoldButton")->property("lit").toBool());
    }

    // 7.5: the game with the stood illegal move opens whole; its event goes to that ply,
    // the move is marked in the notation, and no load error is reported.
    void openingAnIllegalMoveEventShowsTheWholeGame() {
        const QString path = write(QStringLiteral("record2.pgn"), recordFile);
        m_window->files()->setEventChoice([](const app::PgnFile&) { return std::pair{0, 4}; });
        QVERIFY(m_window->files()->openFile(path));
        QCOMPARE(game()->game().ply(), 5);
        QCOMPARE(game()->navigator().shownPly(), 4);
        QVERIFY(game()->game().plies()[3].stoodIllegal.has_value());
        for (const app::LoadWarning& w : game()->loadWarnings())
            QVERIFY2(w.kind == app::LoadWarning::Kind::Note, qPrintable(w.text));
        QVERIFY2(m_window->notationView()->toPlainText().contains(QLatin1String("a6 (illegal)")),
                 qPrintable(m_window->notationView()->toPlainText()));
    }

    // Every column of the arbiter's table is in view at the default size, on a screen wide
    // enough for them (else the dialog takes nearly the whole screen).
    void theTableShowsEveryColumn() {
        app::PgnFile file;
        QVERIFY(file.open(write(QStringLiteral("record3.pgn"), recordFile)).ok());
        GameChooser chooser(&file);
        chooser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chooser));
        QTableView* table = chooser.table();
        const int last = app::GameListModel::ErrorColumn;
        const int right = table->columnViewportPosition(last) + table->columnWidth(last);
        const int screenWidth = chooser.screen()->availableGeometry().width();
        if (right > table->viewport()->width()) QCOMPARE(chooser.width(), screenWidth * 19 / 20);
        for (int column = 0; column < app::GameListModel::ColumnCount; ++column) {
            const QString title = table->model()->headerData(column, Qt::Horizontal).toString();
            QVERIFY2(table->columnWidth(column) >
                         table->horizontalHeader()->fontMetrics().horizontalAdvance(title),
                     qPrintable(title));
        }
    }

    // "#" shows the largest game number whole, not "1…": sized from the number and the
    // margins the view draws text within, and widened as a large file's games are listed.
    void theNumberColumnFitsTheLargestNumber() {
        app::PgnFile file;
        QVERIFY(
            file.openStart(write(QStringLiteral("wide.pgn"), numberedFile(22376)), 32 << 10).ok());
        GameChooser chooser(&file);
        chooser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chooser));
        QTRY_VERIFY(file.isComplete());
        QTableView* table = chooser.table();
        const int margin =
            table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
        const int needed =
            table->fontMetrics().horizontalAdvance(QStringLiteral("22376")) + 2 * margin;
        QVERIFY2(table->columnWidth(app::GameListModel::NumberColumn) >= needed,
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(table->columnWidth(app::GameListModel::NumberColumn))
                                .arg(needed)));
        chooser.close();
    }

    // The selected game's events wrap to the list's width and are read whole: no sideways
    // scrolling, the long flag-fall line taking more than one line.
    void theEventsWrap() {
        app::PgnFile file;
        QVERIFY(file.open(write(QStringLiteral("record4.pgn"), recordFile)).ok());
        GameChooser chooser(&file);
        chooser.resize(520, 600);
        chooser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chooser));
        QTRY_VERIFY(chooser.progressLabel()->text().startsWith(QLatin1String("Audit done")));
        chooser.table()->setCurrentIndex(chooser.table()->model()->index(1, 0));
        QListWidget* events = chooser.eventList();
        QVERIFY(events->wordWrap());
        QTRY_VERIFY(events->count() > 0);
        QCoreApplication::processEvents();
        QCOMPARE(events->horizontalScrollBar()->maximum(), 0);
        QListWidgetItem* longest = events->item(0);
        for (int i = 0; i < events->count(); ++i) {
            QListWidgetItem* item = events->item(i);
            if (item->text().size() > longest->text().size()) longest = item;
            QVERIFY2(events->visualItemRect(item).right() <= events->viewport()->width(),
                     qPrintable(item->text()));
        }
        QVERIFY2(
            events->fontMetrics().horizontalAdvance(longest->text()) > events->viewport()->width(),
            qPrintable(longest->text()));  // long enough to need wrapping
        QVERIFY(events->visualItemRect(longest).height() >= 2 * events->fontMetrics().height());
    }

    void theArbitersReport() {
        app::PgnFile file;
        QVERIFY(file.open(write(QStringLiteral("report.pgn"), roundFile)).ok());
        const QString csv = QDir(m_dir.path()).filePath(QStringLiteral("report.csv"));
        QVERIFY(ReportExport::write(file, csv).ok());
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(
            text.startsWith(QLatin1String("game,white,black,result,plies,event,ply,move,rule,")));
        QVERIFY2(text.contains(QLatin1String("1,Knight,Dancer,1/2-1/2,9,threefold repetition "
                                             "claimable,8,Ng8,claim,FIDE 9.2.2,agrees,")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("2,Fool,Mate,1-0,4,checkmate,4,Qh4#,automatic,FIDE "
                                             "5.1.1,against the rules,,,,,0,,\"ruled 0-1: 5.1.1, "
                                             "Black checkmated at ply 4 (2...Qh4#)\"")),
                 qPrintable(text));
        QCOMPARE(text.count(QLatin1String("\r\n")), 1 + 2 + 1 + 1 + 1);  // header, events, lines
        // The PDF: the repetition's three positions drawn (plies 0, 4 and 8).
        app::FileAudit audit;
        audit.start(file);
        audit.waitForFinished();
        QList<QPair<QString, QImage>> images;
        const QString html = ReportPdf::html(file, audit, 300, &images);
        QCOMPARE(images.size(), 3);  // one set for the two claims at ply 8
        QVERIFY(html.contains(QLatin1String("FIDE 9.2.2")));
        const QString pdf = QDir(m_dir.path()).filePath(QStringLiteral("report.pdf"));
        QVERIFY(ReportExport::write(file, pdf).ok());
        QFile p(pdf);
        QVERIFY(p.open(QIODevice::ReadOnly));
        QVERIFY(p.read(5) == "%PDF-");
    }
};

QTEST_MAIN(TestArbitersTable)
#include "tst_arbiterstable.moc"
