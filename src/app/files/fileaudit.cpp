// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/files/fileaudit.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <algorithm>
#include <memory>

#include "app/files/pgnfile.h"
#include "core/pgn/reader.h"

namespace remis::app {

namespace {

constexpr int64_t ReadChunk = 4 << 20;  // bytes read from the file at a time
constexpr int BatchGames = 512;         // at most this many games per batch
constexpr qint64 BatchMs = 100;         // and a batch at least this often

}  // namespace

GameAudit auditGameText(const std::string& text, RuleSet rules) {
    GameAudit first;
    bool found = false;
    GameAuditor auditor(rules, [&](const GameAudit& a) {
        if (!found) first = a;
        found = true;
    });
    // The game's text is held whole already, so none of its comments is too long to hold: the
    // token limit bounds streamed reads only (a tester: a 1.5 MiB comment listed as an error
    // in the chooser, while the game opened fine).
    PgnReaderOptions options;
    options.maxTokenLength = std::max(options.maxTokenLength, text.size());
    PgnReader reader(auditor, options);
    (void)reader.readString(text);
    if (!found) first.error = "no game found";
    // The names are the index's (the chooser decodes them); the audit need not keep a copy.
    first.white.clear();
    first.black.clear();
    return first;
}

FileAudit::FileAudit(QObject* parent) : QObject(parent) {}

FileAudit::~FileAudit() {
    stop();
}

void FileAudit::stop() {
    if (m_stop) m_stop->store(true);
    if (m_worker.joinable()) m_worker.join();
    ++m_generation;  // its batches still queued are dropped: nothing more comes from it
    m_stop.reset();
    m_running = false;
}

void FileAudit::start(const PgnFile& file, RuleSet rules) {
    stop();
    Source source;
    source.path = file.path();
    if (file.encoding() == PgnFile::Encoding::Utf16) {
        // The index's spans are in the converted text: the games are read from it.
        for (int i = 0; i < file.gameCount(); ++i) source.inMemory += file.gameText(i)->toUtf8();
    }
    int64_t converted = 0;
    source.spans.reserve(std::size_t(file.gameCount()));
    for (int i = 0; i < file.gameCount(); ++i) {
        const PgnIndexEntry& e = file.entry(i);
        source.latin1.push_back(e.latin1 && source.inMemory.isEmpty() ? 1 : 0);
        if (source.inMemory.isEmpty()) {
            source.spans.emplace_back(e.offset, e.length);
        } else {
            const int64_t length = file.gameText(i)->toUtf8().size();
            source.spans.emplace_back(converted, length);
            converted += length;
        }
    }
    m_results.assign(source.spans.size(), GameAudit{});
    m_done.assign(source.spans.size(), 0);
    m_audited = 0;
    m_elapsedMs = 0;
    m_running = !source.spans.empty();
    if (!m_running) {
        emit finished();
        return;
    }
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_worker = std::thread(&FileAudit::run, std::move(source), rules, this, m_stop, m_generation);
}

// The worker: reads the file once, front to back, and audits each game's span.
void FileAudit::run(Source source, RuleSet rules, FileAudit* self,
                    std::shared_ptr<std::atomic<bool>> stop, uint64_t generation) {
    QElapsedTimer clock;
    clock.start();
    QFile file(source.path);
    const bool fromFile = source.inMemory.isEmpty();
    const bool readable = !fromFile || file.open(QIODevice::ReadOnly);
    // The games follow each other in the file: one buffer, read on as they need, and
    // compacted only now and then (not for every game).
    QByteArray buffer;
    int64_t bufferStart = 0;  // the file offset of buffer[0]
    const auto bytesOf = [&](int64_t offset, int64_t length) -> QByteArray {
        if (!fromFile) return source.inMemory.mid(offset, length);
        if (!readable) return {};
        if (offset < bufferStart || offset > bufferStart + buffer.size()) {
            buffer.clear();
            bufferStart = offset;
            if (!file.seek(offset)) return {};
        }
        if (offset - bufferStart > ReadChunk) {
            buffer.remove(0, qsizetype(offset - bufferStart));
            bufferStart = offset;
        }
        while (bufferStart + buffer.size() < offset + length) {
            const QByteArray more = file.read(ReadChunk);
            if (more.isEmpty()) break;
            buffer += more;
        }
        return buffer.mid(qsizetype(offset - bufferStart), qsizetype(length));
    };
    Batch batch;
    QElapsedTimer sinceBatch;
    sinceBatch.start();
    const int total = int(source.spans.size());
    for (int i = 0; i < total && !stop->load(); ++i) {
        const auto [offset, length] = source.spans[std::size_t(i)];
        QByteArray bytes = bytesOf(offset, length);
        const bool read = bytes.size() == length;
        if (source.latin1[std::size_t(i)]) bytes = QString::fromLatin1(bytes).toUtf8();
        GameAudit a;
        if (read)
            a = auditGameText(bytes.toStdString(), rules);
        else
            a.error = "the file could not be read";
        a.game = i + 1;
        if (batch.audits.empty()) batch.first = i;
        batch.audits.push_back(std::move(a));
        const bool last = i + 1 == total;
        if (last || int(batch.audits.size()) >= BatchGames || sinceBatch.elapsed() >= BatchMs) {
            const qint64 ms = clock.elapsed();
            QMetaObject::invokeMethod(
                self,
                [self, generation, b = std::move(batch), last, ms]() mutable {
                    self->receive(generation, std::move(b), last, ms);
                },
                Qt::QueuedConnection);
            batch = Batch{};
            sinceBatch.restart();
        }
    }
}

void FileAudit::receive(uint64_t generation, Batch batch, bool last, qint64 elapsedMs) {
    if (generation != m_generation) return;  // from an audit that was stopped
    const int first = batch.first;
    const int n = int(batch.audits.size());
    for (int i = 0; i < n; ++i) {
        m_results[std::size_t(first + i)] = std::move(batch.audits[std::size_t(i)]);
        m_done[std::size_t(first + i)] = 1;
    }
    m_audited += n;
    m_elapsedMs = elapsedMs;
    emit progressed(m_audited, gameCount(), first, first + n - 1);
    if (last) {
        m_running = false;
        if (m_worker.joinable()) m_worker.join();
        emit finished();
    }
}

void FileAudit::waitForFinished() {
    while (m_running) {
        if (m_worker.joinable()) m_worker.join();  // the batches wait in the event queue
        QCoreApplication::processEvents();
    }
}

}  // namespace remis::app
