// PGN writing: PgnGameRecord is one game as plain data (what the arbiter fills in and what
// opening a PGN file yields); writePgn turns it into PGN export format, and
// PgnRecordCollector / readPgnRecords read PGN back into records with PgnReader. Writing a
// record and reading it back gives the same tags, SANs, clocks, draw offers and result.
#pragma once

#include "core/base/error.h"
#include "core/pgn/reader.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace remis {

struct PgnMoveRecord {
    std::string san;
    std::optional<int64_t> clockMs;  // clock after the move, written {[%clk 0:04:58]}
    bool drawOffer = false;          // offered with this move, written {(=)} (FIDE 9.1.2.2)
    std::vector<int> nags;           // written $n
    std::string comment;             // free text without braces ('}' is written as ')')
};

struct PgnGameRecord {
    // All tags in order. The writer takes Result, SetUp, FEN and Termination from the fields
    // below when they are set, and ignores SetUp/FEN here (startFen is the truth).
    std::vector<std::pair<std::string, std::string>> tags;
    std::string startFen;          // empty = standard start position
    int firstMoveNumber = 1;       // fullmove number of the first move (FEN field 6)
    bool blackMovesFirst = false;  // FEN field 2 is "b": movetext starts "12... Nf6"
    std::vector<PgnMoveRecord> moves;
    std::string result;       // "1-0", "0-1", "1/2-1/2" or "*"; else the Result tag, else "*"
    std::string termination;  // Termination tag value; empty = the tag's, if any
    std::string gameComment;  // comment before the first move

    // Value of the first tag with this name; empty if there is none.
    [[nodiscard]] std::string_view tag(std::string_view name) const noexcept;
    void setTag(std::string_view name, std::string value);  // replaces, or appends
};

// Writes the seven tag roster (Event, Site, Date, Round, White, Black, Result; "?" and
// "????.??.??" when missing), SetUp/FEN, Termination, then the other tags in order; movetext
// wrapped at 80 columns (a single word longer than that gets a line of its own); the result;
// a blank line.
[[nodiscard]] std::string writePgn(const PgnGameRecord& game);
void writePgn(std::ostream& out, const PgnGameRecord& game);

// Where the word at the start of comment text ends: at the first space or line end outside a
// command such as "[%clk 0:03:00]", which is never broken across lines (its reader expects
// it whole). npos when the word runs to the end.
[[nodiscard]] std::size_t commentWordEnd(std::string_view text);
[[nodiscard]] std::string formatClock(int64_t ms);  // "1:23:45", "0:04:58.3" (tenths, cut)
[[nodiscard]] std::string escapeTagValue(std::string_view value);  // \" and \\ (8.1.1.3)

struct FenNumbering {
    int moveNumber = 1;
    bool blackToMove = false;
};
// Fullmove number and side to move read from a FEN's text; defaults for missing fields.
[[nodiscard]] FenNumbering fenNumbering(std::string_view fen) noexcept;

// Collects every game read into a PgnGameRecord: tags (FEN and Termination also into their
// fields), main-line SANs, clocks and other comments, NAGs, draw offers, the result (from the
// Result tag, else "*", when the result token is missing) and the reader's errors.
class PgnRecordCollector : public PgnVisitor {
public:
    // Make the reader stop once this many games are complete (0 = read all).
    void stopAfter(int games, PgnReader& reader);

    [[nodiscard]] const std::vector<PgnGameRecord>& games() const noexcept { return m_games; }
    [[nodiscard]] const std::vector<PgnError>& errors() const noexcept { return m_errors; }
    std::vector<PgnGameRecord> takeGames() { return std::move(m_games); }
    std::vector<PgnError> takeErrors() { return std::move(m_errors); }

    void beginGame(int gameNumber, long line) override;
    void tag(std::string_view name, std::string_view value) override;
    bool move(std::string_view san, long line) override;
    void comment(std::string_view text) override;
    void nag(int n) override;
    void drawOffer() override;
    void result(std::string_view r) override;
    void endGame() override;
    void error(const PgnError& error) override;

private:
    std::vector<PgnGameRecord> m_games;
    std::vector<PgnError> m_errors;
    PgnReader* m_reader = nullptr;
    int m_maxGames = 0;
};

// Reads games from PGN text (errors, if wanted, are appended); maxGames 0 = all.
[[nodiscard]] std::vector<PgnGameRecord> readPgnRecords(std::string_view text,
                                                        std::vector<PgnError>* errors = nullptr,
                                                        int maxGames = 0);
// The same from a file; an error only if the file cannot be opened or read.
[[nodiscard]] Result<std::vector<PgnGameRecord>> readPgnFileRecords(
    const std::string& path, std::vector<PgnError>* errors = nullptr, int maxGames = 0);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
