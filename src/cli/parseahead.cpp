#include "cli/parseahead.h"

#include <string_view>

namespace remis::cli {

namespace {
struct Stopped {};  // the auditing thread went away: the reading thread ends
}  // namespace

// The reading thread's visitor: every call becomes a record of the batch being filled.
class ParseAhead::Recorder : public PgnVisitor {
public:
    explicit Recorder(ParseAhead& owner) : m_owner(owner), m_playAhead(owner.m_playAhead) {}

    void beginGame(int gameNumber, long line) override {
        add(Kind::BeginGame, {}, {}, line).value = std::uint32_t(gameNumber);
        if (m_playAhead) m_lookahead.beginGame();
    }
    void tagLine(long line) override { m_tagLine = line; }
    void tag(std::string_view name, std::string_view value) override {
        add(Kind::Tag, name, value, m_tagLine);  // its line, for a FEN repair's report
        if (m_playAhead) m_lookahead.tag(name, value);
    }
    void untaggedLine(std::string_view text) override { add(Kind::UntaggedLine, text); }
    void beginMovetext() override {
        add(Kind::BeginMovetext);
        if (m_playAhead) m_lookahead.beginMovetext();
    }
    bool move(std::string_view san, long line) override {
        Record& r = add(Kind::Move, san, {}, line);
        if (m_playAhead && m_lookahead.move(san, m_batch.played)) {
            r.kind = Kind::PlayedMove;
            r.value = std::uint32_t(m_batch.played.size() - 1);
        }
        return true;  // the replay hides what a false would have hidden
    }
    void comment(std::string_view text) override { add(Kind::Comment, text); }
    void lineComment(std::string_view text) override { add(Kind::LineComment, text); }
    void escapeLine(std::string_view text) override { add(Kind::EscapeLine, text); }
    // A GameAuditor (playAhead) does nothing with move numbers and NAGs: not recorded for it
    // (a move number every second ply was a tenth of the records).
    void moveNumber(std::string_view text) override {
        if (!m_playAhead) add(Kind::MoveNumber, text);
    }
    void commentBetweenGames(std::string_view text, bool lineComment) override {
        add(Kind::CommentBetweenGames, text).flag = lineComment;
    }
    void nag(int n) override {
        if (!m_playAhead) add(Kind::Nag, {}, {}, n);
    }
    void drawOffer() override { add(Kind::DrawOffer); }
    void result(std::string_view r) override { add(Kind::Result, r); }
    // The index is taken after add(), which may hand the batch over (in `x = y`, y is
    // evaluated first).
    void gameBytes(const PgnGameBytes& bytes) override {
        Record& r = add(Kind::GameBytes);
        r.number = long(m_batch.bytes.size());
        m_batch.bytes.push_back(bytes);
    }
    void endGame() override { add(Kind::EndGame); }
    void error(const PgnError& e) override {
        Record& r = add(Kind::Error);
        r.number = long(m_batch.errors.size());
        m_batch.errors.push_back(e);
    }
    void finish() { m_owner.handOver(m_batch, true); }

private:
    // A full batch is handed over first, also in the middle of a game (the replay carries
    // its state over), so that a game of millions of plies holds no more.
    Record& add(Kind kind, std::string_view text = {}, std::string_view value = {}, long n = 0) {
        if (m_batch.arena.size() >= BatchBytes || m_batch.records.size() >= BatchRecords ||
            m_batch.played.size() >= BatchPlayed)
            m_owner.handOver(m_batch, false);
        Record& r = m_batch.records.emplace_back();
        r.kind = kind;
        r.number = n;
        r.text = std::uint32_t(m_batch.arena.size());
        r.textSize = std::uint32_t(text.size());
        m_batch.arena.append(text);
        r.value = std::uint32_t(m_batch.arena.size());
        r.valueSize = std::uint32_t(value.size());
        m_batch.arena.append(value);
        return r;
    }

    ParseAhead& m_owner;
    Batch m_batch;
    bool m_playAhead;
    long m_tagLine = 0;
    MoveLookahead m_lookahead;
};

ParseAhead::ParseAhead(io::TextInput& input, bool playAhead)
    : m_input(input), m_playAhead(playAhead) {
    m_thread = std::thread([this] { read(); });
}

void ParseAhead::stop() {
    if (!m_thread.joinable()) return;
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

void ParseAhead::read() {
    Recorder recorder(*this);
    PgnReader reader(recorder);
    try {
        reader.readChunks([this](char* dst, std::size_t n) {
            const std::size_t got = m_input.read(dst, n);
            m_consumed.store(m_input.bytesConsumed(), std::memory_order_relaxed);
            m_size.store(m_input.fileSize(), std::memory_order_relaxed);
            return got;
        });
        recorder.finish();
    } catch (const Stopped&) {}
}

// Waits for room in the queue (or the auditing thread's end), then hands the batch over.
void ParseAhead::handOver(Batch& batch, bool last) {
    batch.last = last;
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_stop || m_full.size() < Depth; });
        if (m_stop) throw Stopped{};
        m_full.push_back(std::move(batch));
        batch = Batch{};
        // A batch the replay is done with, its memory kept: fresh vectors cost a page fault
        // for every page they fill.
        if (!m_spare.empty()) {
            batch = std::move(m_spare.back());
            m_spare.pop_back();
        }
    }
    m_changed.notify_all();
    batch.records.clear();
    batch.arena.clear();
    batch.errors.clear();
    batch.bytes.clear();
    batch.played.clear();
    batch.last = false;
}

namespace {

// Calls the visitor as the reader would have: after a move() that returned false, the rest
// of the game's movetext is hidden until the game ends (PgnReader's isVisible).
class Replayer {
public:
    Replayer(PgnVisitor& v, GameAuditor* auditor) : m_v(v), m_auditor(auditor) {}

    void replay(const ParseAhead::Batch& b) {
        using Kind = ParseAhead::Kind;
        const std::string_view arena = b.arena;
        for (const ParseAhead::Record& r : b.records) {
            const std::string_view text = arena.substr(r.text, r.textSize);
            switch (r.kind) {
                case Kind::BeginGame:
                    m_v.beginGame(int(r.value), r.number);
                    break;
                case Kind::Tag:
                    m_v.tagLine(r.number);
                    m_v.tag(text, arena.substr(r.value, r.valueSize));
                    break;
                case Kind::UntaggedLine:
                    m_v.untaggedLine(text);
                    break;
                case Kind::BeginMovetext:
                    m_v.beginMovetext();
                    break;
                case Kind::Move:
                    if (!m_hidden && !m_v.move(text, r.number)) m_hidden = true;
                    break;
                case Kind::PlayedMove:
                    if (!m_hidden && !played(text, r, b)) m_hidden = true;
                    break;
                default:
                    other(r, text, b);
                    break;
            }
        }
    }

private:
    bool played(std::string_view san, const ParseAhead::Record& r, const ParseAhead::Batch& b) {
        if (!m_auditor) return m_v.move(san, r.number);
        return m_auditor->playedMove(san, b.played[r.value]);
    }
    void other(const ParseAhead::Record& r, std::string_view text, const ParseAhead::Batch& b) {
        using Kind = ParseAhead::Kind;
        switch (r.kind) {
            case Kind::Comment:
                if (!m_hidden) m_v.comment(text);
                break;
            case Kind::LineComment:
                if (!m_hidden) m_v.lineComment(text);
                break;
            case Kind::EscapeLine:  // hidden only inside the movetext, where m_hidden is set
                if (!m_hidden) m_v.escapeLine(text);
                break;
            case Kind::MoveNumber:
                if (!m_hidden) m_v.moveNumber(text);
                break;
            case Kind::CommentBetweenGames:
                m_v.commentBetweenGames(text, r.flag);
                break;
            case Kind::Nag:
                if (!m_hidden) m_v.nag(int(r.number));
                break;
            case Kind::DrawOffer:
                if (!m_hidden) m_v.drawOffer();
                break;
            case Kind::Result:
                m_v.result(text);
                break;
            case Kind::GameBytes:
                m_v.gameBytes(b.bytes[std::size_t(r.number)]);
                break;
            case Kind::EndGame:
                m_v.endGame();
                m_hidden = false;
                break;
            case Kind::Error:
                m_v.error(b.errors[std::size_t(r.number)]);
                break;
            default:
                break;
        }
    }

    PgnVisitor& m_v;
    GameAuditor* m_auditor;
    bool m_hidden = false;
};

}  // namespace

void ParseAhead::replay(PgnVisitor& visitor, GameAuditor* auditor) {
    Replayer replayer(visitor, auditor);
    for (;;) {
        Batch batch;
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return !m_full.empty(); });
            batch = std::move(m_full.front());
            m_full.pop_front();
        }
        m_changed.notify_all();
        replayer.replay(batch);
        if (batch.last) return;
        std::lock_guard lock(m_mutex);
        if (m_spare.size() < Depth) m_spare.push_back(std::move(batch));
    }
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
