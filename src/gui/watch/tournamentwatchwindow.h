// SPDX-License-Identifier: GPL-3.0-or-later
// TournamentWatchWindow: the arbiter's view of every board of the hall. The arbiter names a
// source (a PGN file that grows, or the folder e-board software writes), and the window lists
// the boards, urgent ones first (WatchBoardOrder), with the players, the last move, the
// clocks and the last event. An urgent event shows in the window's banner, as a desktop
// notification and with a sound (each can be switched off, kept in the settings), and goes
// to a webhook URL if one is set. Enter or a click on a board asks to open it on the main
// board (boardChosen); Space, the Acknowledge button or the row's context menu acknowledges
// its urgent event (it is no longer shown or listed as urgent until the next one). An urgent
// event and a new status ("Watching ...: 3 boards") are also spoken through a LiveRegion, as
// the main window's rulings are (a blind arbiter heard nothing). The rulings are the core's,
// through WatchBoardModel.
#pragma once

#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSystemTrayIcon;
class QTableView;

namespace remis::app {
class Settings;
class WatchBoardModel;
class WatchBoardOrder;
class WatchSource;
class WatchWebhook;
}  // namespace remis::app

namespace remis::gui {

class LiveRegion;

class TournamentWatchWindow : public QWidget {
    Q_OBJECT
public:
    TournamentWatchWindow(app::Settings* settings, QWidget* parent = nullptr);
    ~TournamentWatchWindow() override;

    // Watches `path` (a file or a folder) from now on, the boards of any earlier one gone.
    void watch(const QString& path);
    QString watched() const;

    app::WatchBoardModel* model() const { return m_model; }
    app::WatchBoardOrder* order() const { return m_order; }
    app::WatchSource* source() const { return m_watchSource; }
    QTableView* table() const { return m_table; }
    QString bannerText() const;
    // The board the table's cursor is on, if its urgent event is not acknowledged yet.
    void acknowledgeCurrent();
    QPushButton* acknowledgeButton() const { return m_acknowledge; }
    LiveRegion* liveRegion() const { return m_region; }

signals:
    void boardChosen(const QString& key);

private:
    QWidget* buildSourceRow();
    QWidget* buildOptionsRow();
    QWidget* buildStatusRow();
    void setUpAcknowledge();
    void updateAcknowledge();
    void chooseFile();
    void chooseFolder();
    void alert(const QString& sentence, const QString& key);
    void setWebhook(const QString& url);
    void showStatus();
    void chooseRow(const QModelIndex& index);
    void take(const QString& name, int fileBoard, const QString& text);

    app::Settings* m_settings;
    app::WatchSource* m_watchSource = nullptr;
    app::WatchBoardModel* m_model;
    app::WatchBoardOrder* m_order;
    app::WatchWebhook* m_webhook;
    QLineEdit* m_source = nullptr;
    QPushButton* m_start = nullptr;
    QCheckBox* m_notify = nullptr;
    QCheckBox* m_sound = nullptr;
    QLineEdit* m_hook = nullptr;
    QLabel* m_banner = nullptr;
    QLabel* m_status = nullptr;
    QTableView* m_table = nullptr;
    QSystemTrayIcon* m_tray = nullptr;
    QPushButton* m_acknowledge = nullptr;
    QAction* m_acknowledgeAction = nullptr;
    LiveRegion* m_region = nullptr;
    QString m_saidStatus;   // the status last spoken
    QString m_bannerKey;    // the game whose urgent event the banner tells
    QString m_failure;      // the source's last error, until it recovers
    QString m_hookProblem;  // the webhook's, until it is set right or a post succeeds
};

}  // namespace remis::gui
