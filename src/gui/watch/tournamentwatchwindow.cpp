// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/watch/tournamentwatchwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSystemTrayIcon>
#include <QTableView>
#include <QVBoxLayout>

#include "app/services/settings.h"
#include "app/text/plural.h"
#include "app/watch/watchboardmodel.h"
#include "app/watch/watchboardorder.h"
#include "app/watch/watchsource.h"
#include "app/watch/watchwebhook.h"
#include "gui/style/theme.h"
#include "gui/watch/urgentrowdelegate.h"
#include "gui/window/liveregion.h"

namespace remis::gui {

TournamentWatchWindow::TournamentWatchWindow(app::Settings* settings, QWidget* parent)
    : QWidget(parent, Qt::Window),
      m_settings(settings),
      m_model(new app::WatchBoardModel(settings->ruleSet(), this)),
      m_order(new app::WatchBoardOrder(this)),
      m_webhook(new app::WatchWebhook(this)),
      m_region(new LiveRegion(this)) {
    setObjectName(QStringLiteral("tournamentWatch"));
    setWindowTitle(tr("Tournament Watch"));
    m_order->setSourceModel(m_model);
    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("watchBanner"));
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const ThemeColours colours = theme::colours(QApplication::palette());
    m_banner->setStyleSheet(QStringLiteral("QLabel { padding: 5px 8px; background: %1; "
                                           "border: 1px solid %2; color: %3; }")
                                .arg(theme::css(colours.alertBackground),
                                     theme::css(colours.alertBorder),
                                     theme::css(colours.alertText)));
    m_banner->hide();
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("watchBoards"));
    m_table->setModel(m_order);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAccessibleName(tr("Boards, urgent ones first"));
    m_table->setItemDelegate(new UrgentRowDelegate(m_table));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildSourceRow());
    layout->addWidget(buildOptionsRow());
    layout->addWidget(m_banner);
    layout->addWidget(m_table, 1);
    layout->addWidget(buildStatusRow());
    setUpAcknowledge();
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        m_tray = new QSystemTrayIcon(QIcon(QStringLiteral(":/icons/remis.svg")), this);
        m_tray->setToolTip(tr("Tournament Watch"));
    }
    connect(m_model, &app::WatchBoardModel::urgentEvent, this, &TournamentWatchWindow::alert);
    connect(m_table, &QTableView::clicked, this, &TournamentWatchWindow::chooseRow);
    connect(m_table, &QTableView::activated, this, &TournamentWatchWindow::chooseRow);
    connect(m_webhook, &app::WatchWebhook::failed, this, [this](const QString& error) {
        m_hookProblem = tr("The webhook failed: %1").arg(error);
        showStatus();
    });
    connect(m_webhook, &app::WatchWebhook::posted, this, [this] {
        m_hookProblem.clear();
        showStatus();
    });
    connect(m_order, &QAbstractItemModel::rowsInserted, this, &TournamentWatchWindow::showStatus);
    resize(900, 520);
    showStatus();
}

TournamentWatchWindow::~TournamentWatchWindow() = default;

QWidget* TournamentWatchWindow::buildSourceRow() {
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(tr("&Source:"), row);
    m_source = new QLineEdit(m_settings->watchSource(), row);
    m_source->setObjectName(QStringLiteral("watchSource"));
    m_source->setPlaceholderText(tr("a PGN file, an e-board folder or an http(s) URL"));
    label->setBuddy(m_source);
    auto* file = new QPushButton(tr("&File…"), row);
    auto* folder = new QPushButton(tr("F&older…"), row);
    m_start = new QPushButton(tr("&Watch"), row);
    m_start->setObjectName(QStringLiteral("watchStart"));
    layout->addWidget(label);
    layout->addWidget(m_source, 1);
    layout->addWidget(file);
    layout->addWidget(folder);
    layout->addWidget(m_start);
    connect(file, &QPushButton::clicked, this, &TournamentWatchWindow::chooseFile);
    connect(folder, &QPushButton::clicked, this, &TournamentWatchWindow::chooseFolder);
    connect(m_start, &QPushButton::clicked, this, [this] { watch(m_source->text().trimmed()); });
    connect(m_source, &QLineEdit::returnPressed, m_start, &QPushButton::click);
    return row;
}

// Each switch is kept in the settings at once: the next session alerts the same way.
QWidget* TournamentWatchWindow::buildOptionsRow() {
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_notify = new QCheckBox(tr("Desktop &notification"), row);
    m_notify->setObjectName(QStringLiteral("watchNotify"));
    // Without a system tray there is nowhere to notify: said so, and the choice kept as it is.
    const bool tray = QSystemTrayIcon::isSystemTrayAvailable();
    m_notify->setChecked(m_settings->watchNotifies() && tray);
    m_notify->setEnabled(tray);
    if (!tray) m_notify->setToolTip(tr("This desktop has no system tray to show notifications in"));
    m_sound = new QCheckBox(tr("So&und"), row);
    m_sound->setObjectName(QStringLiteral("watchSound"));
    m_sound->setChecked(m_settings->watchSounds());
    auto* label = new QLabel(tr("Web&hook:"), row);
    m_hook = new QLineEdit(m_settings->watchWebhook(), row);
    m_hook->setObjectName(QStringLiteral("watchWebhook"));
    m_hook->setPlaceholderText(tr("URL that receives each urgent event as a POST (optional)"));
    label->setBuddy(m_hook);
    setWebhook(m_hook->text());
    layout->addWidget(m_notify);
    layout->addWidget(m_sound);
    layout->addWidget(label);
    layout->addWidget(m_hook, 1);
    connect(m_notify, &QCheckBox::toggled, this,
            [this](bool on) { m_settings->setWatchNotifies(on); });
    connect(m_sound, &QCheckBox::toggled, this,
            [this](bool on) { m_settings->setWatchSounds(on); });
    connect(m_hook, &QLineEdit::editingFinished, this, [this] {
        setWebhook(m_hook->text());
        m_settings->setWatchWebhook(m_hook->text().trimmed());
    });
    return row;
}

// A webhook that is no http(s) URL ("ntfy.sh/hall") would never be posted to: said at once.
void TournamentWatchWindow::setWebhook(const QString& url) {
    m_webhook->setUrl(url);
    const QString text = url.trimmed();
    m_hookProblem = text.isEmpty() || app::WatchWebhook::isUsable(text)
                        ? QString()
                        : tr("The webhook is not an http:// or https:// URL: %1").arg(text);
    if (m_status) showStatus();
}

QWidget* TournamentWatchWindow::buildStatusRow() {
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_status = new QLabel(row);
    m_status->setObjectName(QStringLiteral("watchStatus"));
    m_status->setWordWrap(true);
    m_acknowledge = new QPushButton(tr("&Acknowledge"), row);
    m_acknowledge->setObjectName(QStringLiteral("watchAcknowledge"));
    m_acknowledge->setToolTip(
        tr("The urgent event of the selected board has been seen: it is no longer shown as "
           "urgent until the next one (Space)"));
    layout->addWidget(m_status, 1);
    layout->addWidget(m_acknowledge);
    connect(m_acknowledge, &QPushButton::clicked, this, &TournamentWatchWindow::acknowledgeCurrent);
    return row;
}

// Space on the board list (and its context menu) acknowledges the board under the cursor;
// the button and the action are enabled only while that board is urgent.
void TournamentWatchWindow::setUpAcknowledge() {
    m_acknowledgeAction = new QAction(tr("Acknowledge the urgent event"), m_table);
    m_acknowledgeAction->setShortcut(QKeySequence(Qt::Key_Space));
    m_acknowledgeAction->setShortcutContext(Qt::WidgetShortcut);
    m_table->addAction(m_acknowledgeAction);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_acknowledgeAction, &QAction::triggered, this,
            &TournamentWatchWindow::acknowledgeCurrent);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &TournamentWatchWindow::updateAcknowledge);
    connect(m_order, &QAbstractItemModel::dataChanged, this,
            &TournamentWatchWindow::updateAcknowledge);
    connect(m_order, &QAbstractItemModel::modelReset, this,
            &TournamentWatchWindow::updateAcknowledge);
    updateAcknowledge();
}

void TournamentWatchWindow::updateAcknowledge() {
    const bool urgent = m_table->currentIndex().data(app::WatchBoardModel::UrgentRole).toBool();
    m_acknowledge->setEnabled(urgent);
    m_acknowledgeAction->setEnabled(urgent);
}

void TournamentWatchWindow::acknowledgeCurrent() {
    const QString key = m_table->currentIndex().data(app::WatchBoardModel::KeyRole).toString();
    if (key.isEmpty() || !m_model->acknowledge(key)) return;
    if (key == m_bannerKey) {
        m_banner->hide();
        m_bannerKey.clear();
    }
    updateAcknowledge();
}

void TournamentWatchWindow::chooseFile() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Watch a PGN file"), m_settings->lastDirectory(),
                                     tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty()) watch(path);
}

void TournamentWatchWindow::chooseFolder() {
    const QString path = QFileDialog::getExistingDirectory(this, tr("Watch an e-board folder"),
                                                           m_settings->lastDirectory());
    if (!path.isEmpty()) watch(path);
}

void TournamentWatchWindow::watch(const QString& path) {
    delete m_watchSource;
    m_watchSource = nullptr;
    m_failure.clear();
    m_banner->hide();
    m_banner->clear();
    m_bannerKey.clear();
    m_model->reset(m_settings->ruleSet());
    m_source->setText(path);
    m_settings->setWatchSource(path);
    if (!path.isEmpty()) {
        m_watchSource = app::makeWatchSource(path, this);
        connect(m_watchSource, &app::WatchSource::fileRead, this, &TournamentWatchWindow::take);
        connect(m_watchSource, &app::WatchSource::failed, this,
                [this](const QString& name, const QString& error) {
                    m_failure = tr("Cannot read %1: %2").arg(name, error);
                    showStatus();
                });
        connect(m_watchSource, &app::WatchSource::recovered, this, [this] {
            m_failure.clear();
            showStatus();
        });
        m_watchSource->poll();
    }
    showStatus();
}

QString TournamentWatchWindow::watched() const {
    return m_watchSource ? m_watchSource->path() : QString();
}

QString TournamentWatchWindow::bannerText() const {
    return m_banner->text();
}

void TournamentWatchWindow::take(const QString& name, int fileBoard, const QString& text) {
    m_model->take(name, fileBoard, text);
}

// An urgent event: in the window always; on the desktop, aloud and to the webhook as the
// arbiter chose.
void TournamentWatchWindow::alert(const QString& sentence, const QString& key) {
    m_bannerKey = key;
    m_banner->setText(sentence);
    m_banner->show();
    m_region->sayFirst(sentence);  // before the status it changes
    if (m_notify->isChecked() && m_tray) {
        m_tray->show();
        m_tray->showMessage(tr("Tournament Watch"), sentence, QSystemTrayIcon::Warning);
    }
    if (m_sound->isChecked()) QApplication::beep();
    m_webhook->post(sentence);
}

// The status line, spoken when it changes while the window is open (only its last text of a
// turn: boards read one by one would say every count).
void TournamentWatchWindow::showStatus() {
    QString text;
    if (!m_failure.isEmpty())
        text = m_failure;
    else if (!m_hookProblem.isEmpty())
        text = m_hookProblem;
    else if (!m_watchSource)
        text = tr("Name a file, a folder or a URL, then Watch.");
    else
        text = app::englishPlural(tr("Watching %1: %n board(s).", nullptr, m_model->rowCount())
                                      .arg(m_watchSource->path()));
    m_status->setText(text);
    if (!isVisible() || text == m_saidStatus) return;
    m_region->withdraw(m_saidStatus);
    m_region->say(text);
    m_saidStatus = text;
}

void TournamentWatchWindow::chooseRow(const QModelIndex& index) {
    if (index.isValid()) emit boardChosen(index.data(app::WatchBoardModel::KeyRole).toString());
}

}  // namespace remis::gui
