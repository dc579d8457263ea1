// PgnIndexer: finds where each game of a PGN file starts and ends, and reads the tags a
// chooser shows, in one streaming pass without building games (a 100 MB file with 50,000
// games is indexed in about a second in a few megabytes). Fed bytes in chunks of any size;
// the answers do not depend on where the chunks are cut.
//
// Spans: games[i] covers [offset, offset + length), from its first tag line (or its first
// move, for a game without tags) up to the next game's start, so the prefix before the first
// game and the spans together are the file byte for byte: Save copies the games it did not
// change from their spans. No Qt here (the chooser and the fuzz target use the same code).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace remis::app {

struct PgnIndexEntry {
    int64_t offset = 0;
    int64_t length = 0;
    long line = 0;  // 1-based line where the game starts
    // Tag values as written (bytes in the game's charset; unescaped \" and \\).
    std::string white, black, result, date, event, round;
    int plies = 0;  // half-moves of the main line
    // The game holds bytes that are not UTF-8: it is ISO 8859-1 as a whole, the other games
    // of the file stay UTF-8 (docs/pgn.md, "Reading": the charset is decided per game).
    bool latin1 = false;
};

class PgnIndexer {
public:
    enum class Verdict { Pgn, Empty, Binary };

    void feed(std::string_view bytes);
    // After the last chunk; the index is complete then.
    void finish();

    const std::vector<PgnIndexEntry>& games() const { return m_games; }
    std::vector<PgnIndexEntry> takeGames() { return std::move(m_games); }
    // The games whose end has been read (all of them after finish()), taken out of the index
    // as they complete, so that a chooser can list them while the rest is still being read;
    // games() then holds only those not taken yet.
    std::vector<PgnIndexEntry> takeCompleted();
    Verdict verdict() const;
    bool hasUtf8Bom() const { return m_bom; }
    int64_t size() const { return m_size; }

private:
    void scan(std::string_view bytes);
    void startWith(std::string_view head);
    void endLine(int64_t next);
    void feedLine(std::string_view line, int64_t offset, bool atLineStart);
    void feedTokens(std::string_view line, int64_t offset, bool atLineStart);
    void noteCharset(std::string_view text, bool complete);
    void readTags(std::string_view& rest, int64_t offset);
    void setTag(std::string_view name, std::string value);
    void scanMovetext(std::string_view text, int64_t offset);
    void token(std::string_view tok, int64_t offset);
    void movetextToken(std::string_view tok, int64_t tokenOffset);
    void startGame(int64_t offset);
    void checkBinary(std::string_view bytes);

    std::vector<PgnIndexEntry> m_games;
    std::size_t m_taken = 0;     // games handed out by takeCompleted()
    bool m_open = false;         // a game is being read
    bool m_hasMovetext = false;  // the current game has movetext: a tag starts a new one
    bool m_ended = false;        // its result token was read
    bool m_hasEvent = false;     // its Event tag was read: a second one starts a new game
    bool m_inBrace = false;      // inside a { comment } that may span lines
    int m_depth = 0;             // variation depth
    std::string m_line;          // an incomplete line carried to the next chunk
    int64_t m_lineOffset = 0;    // where m_line starts
    bool m_lineStart = true;     // m_line starts at the beginning of a line
    std::string m_token;
    int64_t m_tokenOffset = 0;
    long m_lineNumber = 1;
    int64_t m_size = 0;
    bool m_bom = false;
    bool m_started = false;
    std::string m_head;  // the first bytes, held until a BOM can be recognised
    bool m_binary = false;
    std::string m_utf8Tail;  // a UTF-8 sequence cut between two pieces of a long line
    bool m_finished = false;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
