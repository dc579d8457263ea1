// Splits PGN text into chunks of whole games so that several threads can audit it, with the
// same answers as one reader reading the whole text: a chunk ends only where the reader is
// certainly between games (io::PgnBoundaryScanner, core/io/gameboundary.h). The scan carries
// its state from read to read, so where the reads fall never matters. A game longer
// than maxCarry (a 30 MB comment, a file without results) stops the chunking: the rest of
// the text is then read as one stream (readRest), so memory stays bounded.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "core/io/gameboundary.h"
#include "core/io/textinput.h"

namespace remis::cli {

struct PgnChunk {
    std::string text;
    long firstLine = 1;  // the line of the input where the chunk starts
};

class PgnChunker {
public:
    explicit PgnChunker(io::TextInput& input, std::size_t chunkSize = 1 << 20,
                        std::size_t maxCarry = 8 << 20)
        : m_input(input), m_chunkSize(chunkSize), m_maxCarry(maxCarry) {}

    // The next chunk of whole games; nullopt at the end of the text or when a game is longer
    // than maxCarry (then oversized() is true and readRest() gives the rest of the text).
    std::optional<PgnChunk> next();
    bool oversized() const { return m_oversized; }
    std::size_t readRest(char* dst, std::size_t max);
    long restFirstLine() const { return m_line; }

private:
    PgnChunk cutAt(std::size_t cut);

    io::TextInput& m_input;
    std::size_t m_chunkSize, m_maxCarry;
    io::PgnBoundaryScanner m_scanner;
    std::string m_carry;
    std::size_t m_scanned = 0, m_restPos = 0;
    std::size_t m_cut = std::string::npos;
    long m_line = 1;
    bool m_eof = false, m_oversized = false;
};

// Lines as the PGN lexer counts them: LF, CRLF and a lone CR each end one.
long countLines(const std::string& text, std::size_t from, std::size_t to);

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
