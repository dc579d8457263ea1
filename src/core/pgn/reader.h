// Streaming PGN reader: tokenises PGN text of any size in constant memory and reports what it
// reads to a PgnVisitor (tags, SAN move text, comments, NAGs, variations, results). It knows
// no chess rules: SAN tokens are handed over as written ("O-O", "0-0", "exd6", "Nf3+") and
// another component replays them. Damaged input is reported as PgnError values and the reader
// carries on; no byte sequence makes it crash, recurse or allocate without bound.
#pragma once

#include "core/base/error.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace remis {

// A problem found while reading. Warnings are tolerated defects (a game without a result
// token); errors lost some input (a malformed tag, stray characters, an unclosed comment).
struct PgnError {
    enum class Severity { Warning, Error };
    int game = 0;         // 1-based number of the game being read; 0 = between games
    long line = 0;        // 1-based line where the problem starts
    std::string message;  // in English (error.message), as the CLI prints it
    Severity severity = Severity::Error;
    Error error;  // the code and fields, for a front end to say it in the user's language
};

// Where a game's text lies in the input, in bytes from the first byte read: from the end of
// the game before (so the comments between games go with the game after them) to the end of
// its result token (or where the next game begins, or the input ends). For a front end that
// copies a game through as written, e.g. one too large to hold (docs/cli.md, annotate).
struct PgnGameBytes {
    std::uint64_t begin = 0;
    std::uint64_t result = 0;  // where the result token begins; `end` when there is none
    std::uint64_t end = 0;
};

// Receives the contents of a PGN file in reading order. For each game the order is:
// beginGame, (tag | untaggedLine)*, beginMovetext (always, exactly once), movetext events, result
// (only when the game has a result token), endGame; error may come at any point. A game ends at its
// result token (outside variations); without one, at the next tag after movetext, at a
// second Event tag, or at the end of input (a warning). Text between games that is not a
// tag, move, move number, NAG, variation or result starts no game (comments there go to
// commentBetweenGames, escape lines to escapeLine). Views are valid only during the call.
class PgnVisitor {
public:
    virtual ~PgnVisitor() = default;
    virtual void beginGame(int /*gameNumber*/, long /*line*/) {}
    virtual void tag(std::string_view /*name*/, std::string_view /*value*/) {}
    // The line the next tag() stands on, just before it: a repair of a tag's value (a FEN
    // tag's fullmove number 0) is reported at that tag's line, not at the game's first.
    virtual void tagLine(long /*line*/) {}
    // A '[' line among the tags that names no tag ("[]", "[ "x" ]"), as written from its '['
    // to its ']' or the line end: it is no tag, but it is part of the record (docs/pgn.md: keep
    // everything), and the tags after it stay this game's.
    virtual void untaggedLine(std::string_view /*text*/) {}
    virtual void beginMovetext() {}
    // SAN without move number, suffix annotation (!, ?) or "e.p.". Return false to skip the
    // rest of this game's movetext (moves, comments, NAGs, variations), e.g. after an illegal
    // move; the result and endGame still follow.
    virtual bool move(std::string_view /*san*/, long /*line*/) { return true; }
    virtual void comment(std::string_view /*text*/) {}  // text inside { }
    // Text after ';' up to the line end; by default a comment like any other.
    virtual void lineComment(std::string_view text) { comment(text); }
    // A "%" escape line (8.2.4), text after the '%'; also between games and among the tags.
    virtual void escapeLine(std::string_view /*text*/) {}
    virtual void moveNumber(std::string_view /*text*/) {}  // "12.", "12...", as written
    // A { } or ; comment between games (after a result, before the next game's tags).
    virtual void commentBetweenGames(std::string_view /*text*/, bool /*lineComment*/) {}
    virtual void nag(int /*n*/) {}    // $n, and !=1 ?=2 !!=3 ??=4 !?=5 ?!=6
    virtual void drawOffer() {}       // "(=)" or {(=)} after a move (FIDE 9.1.2.2)
    virtual void beginVariation() {}  // only with PgnReaderOptions::reportVariations
    virtual void endVariation() {}
    virtual void result(std::string_view /*r*/) {}  // "1-0", "0-1", "1/2-1/2" or "*"
    // A result token inside a reported variation ("(24. Rh3# 1-0)"): it ends nothing, but it
    // is part of the record (docs/pgn.md: keep everything).
    virtual void resultInVariation(std::string_view /*r*/) {}
    virtual void gameBytes(const PgnGameBytes& /*bytes*/) {}  // just before endGame
    virtual void endGame() {}
    virtual void error(const PgnError& /*error*/) {}
};

struct PgnReaderOptions {
    bool reportVariations = false;                    // default: skip ( ... ) and everything inside
    int maxVariationDepth = 64;                       // deeper variations are skipped (one error)
    std::size_t bufferSize = std::size_t{64} * 1024;  // bytes read from a stream at a time
    std::size_t maxTokenLength = 1 << 20;  // a longer token (comment, tag line) is reported
                                           // as an error and skipped, whatever the source
};

struct PgnReadStats {
    int games = 0;
    long lines = 0;
    int errors = 0;
    int warnings = 0;
};

// Reads PGN and drives a visitor. One reader may read several inputs one after another;
// game numbers restart at 1 for each input.
class PgnReader {
public:
    explicit PgnReader(PgnVisitor& visitor, PgnReaderOptions options = {});
    ~PgnReader();
    PgnReader(const PgnReader&) = delete;
    PgnReader& operator=(const PgnReader&) = delete;

    PgnReadStats readString(std::string_view text);
    Result<PgnReadStats> readStream(std::istream& in);  // error: the stream failed
    // Reads what `read` hands out (it fills dst with up to max bytes, 0 at the end): a
    // source with no stream in between, so no copy of the text on the way.
    PgnReadStats readChunks(std::function<std::size_t(char* dst, std::size_t max)> read);
    Result<PgnReadStats> readFile(const std::string& path);  // error: cannot open or read

    // Called by the visitor: stop after the current event (the current game gets endGame).
    void stop() noexcept;

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

// Milliseconds of the first [%clk h:mm:ss(.s)] command in a comment (also accepts m:ss);
// nullopt if there is none or it is malformed.
[[nodiscard]] std::optional<int64_t> parseClockComment(std::string_view comment) noexcept;

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
