// SPDX-License-Identifier: GPL-3.0-or-later
// FileAudit: the arbiter's audit (core/audit, GameAuditor) of every game of an opened PGN
// file, in a worker thread, so that the game chooser is shown at once and its audit columns
// fill in while the window stays responsive. Each game is audited from its span of the file
// (the index's), so row i of the chooser is game i of the audit. Results come back to the
// GUI thread in batches (progressed), and the last one with finished().
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <atomic>
#include <thread>
#include <utility>
#include <vector>

#include "core/audit/audit.h"

namespace remis::app {

class PgnFile;

class FileAudit : public QObject {
    Q_OBJECT
public:
    explicit FileAudit(QObject* parent = nullptr);
    ~FileAudit() override;  // stops the worker and waits for it

    // Audits every game of `file` (which may go away afterwards: what the worker needs is
    // copied). A running audit is stopped first.
    void start(const PgnFile& file, RuleSet rules = RuleSet::Fide);
    // Stops the worker; no progressed() or finished() comes from that audit afterwards.
    void stop();

    int gameCount() const { return int(m_results.size()); }
    int auditedCount() const { return m_audited; }
    bool isRunning() const { return m_running; }
    bool isAudited(int game) const {
        return game >= 0 && game < int(m_done.size()) && m_done[std::size_t(game)];
    }
    // The audit of game `game` (0-based), once isAudited(game).
    const GameAudit& audit(int game) const { return m_results[std::size_t(game)]; }
    qint64 elapsedMs() const { return m_elapsedMs; }
    // Blocks until the audit has finished (tests, the report export).
    void waitForFinished();

signals:
    void progressed(int audited, int total, int firstGame, int lastGame);
    void finished();

private:
    struct Batch {
        int first = 0;
        std::vector<GameAudit> audits;
    };
    struct Source {
        QString path;
        QByteArray inMemory;  // a UTF-16 file: its text as UTF-8, else empty
        std::vector<std::pair<int64_t, int64_t>> spans;  // offset, length of each game
        std::vector<char> latin1;                        // per game (docs/pgn.md, "Reading")
    };
    static void run(Source source, RuleSet rules, FileAudit* self,
                    std::shared_ptr<std::atomic<bool>> stop, uint64_t generation);
    void receive(uint64_t generation, Batch batch, bool last, qint64 elapsedMs);

    std::vector<GameAudit> m_results;
    std::vector<char> m_done;
    int m_audited = 0;
    bool m_running = false;
    qint64 m_elapsedMs = 0;
    uint64_t m_generation = 0;
    std::thread m_worker;
    std::shared_ptr<std::atomic<bool>> m_stop;
};

// The audit of one game's PGN text, as the table and the report show it (the first game of
// the text; an error when the text holds none).
GameAudit auditGameText(const std::string& text, RuleSet rules);

}  // namespace remis::app
