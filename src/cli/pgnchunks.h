// Splits PGN text into chunks of whole games so that several threads can audit it, with the
// same answers as one reader reading the whole text: a chunk ends only where the reader is
// certainly between games (io::PgnBoundaryScanner, core/io/gameboundary.h). The scan carries
// its state from read to read, so where the reads fall never matters. A game longer than
// maxCarry (a 30 MB comment, a game of millions of plies, a file without results) is not
// held: next() stops before it (oversized()), readOversized() then hands out its text,
// block by block, up to the next game start, and next() goes on after it. So memory stays
// bounded by maxCarry plus a block, and the games after a long one are chunked again.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

#include "core/io/gameboundary.h"
#include "core/io/textinput.h"

namespace remis::cli {

struct PgnChunk {
    std::string text;
    long firstLine = 1;  // the line of the input where the chunk starts
    bool last = false;   // the chunk runs to the end of the input
};

class PgnChunker {
public:
    using ReadFunction = std::function<std::size_t(char*, std::size_t)>;
    explicit PgnChunker(ReadFunction read, std::size_t chunkSize = 1 << 20,
                        std::size_t maxCarry = 8 << 20)
        : m_read(std::move(read)), m_chunkSize(chunkSize), m_maxCarry(maxCarry) {}
    explicit PgnChunker(io::TextInput& input, std::size_t chunkSize = 1 << 20,
                        std::size_t maxCarry = 8 << 20)
        : PgnChunker([&input](char* dst, std::size_t n) { return input.read(dst, n); }, chunkSize,
                     maxCarry) {}

    // The next chunk of whole games; nullopt at the end of the text, or before a game longer
    // than maxCarry (then oversized() is true until readOversized() has returned 0).
    std::optional<PgnChunk> next();
    bool oversized() const { return m_oversized; }
    // The long game's text (with what precedes the next game start); 0 at its end.
    std::size_t readOversized(char* dst, std::size_t max);
    long oversizedFirstLine() const { return m_oversizedLine; }
    // After readOversized() has returned 0: whether the long game ran to the end of the input
    // (annotate copies what follows the last game with it).
    bool atEnd();

private:
    PgnChunk cutAt(std::size_t cut);
    bool readBlock();
    void scanCarry();
    void handOut(std::size_t n);

    ReadFunction m_read;
    std::size_t m_chunkSize, m_maxCarry;
    io::PgnBoundaryScanner m_scanner;
    std::string m_carry;
    std::size_t m_scanned = 0;
    std::size_t m_first = std::string::npos;  // the first and the last game start in m_carry
    std::size_t m_cut = std::string::npos;    // found since the last cut
    long m_line = 1;                          // the line where m_carry starts
    bool m_eof = false, m_oversized = false;
    std::size_t m_restPos = 0;  // how much of m_carry the long game has handed out
    long m_oversizedLine = 1;
    bool m_crPending = false;  // the long game's text handed out ends with a CR
};

// Lines as the PGN lexer counts them: LF, CRLF and a lone CR each end one.
long countLines(const std::string& text, std::size_t from, std::size_t to);

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
