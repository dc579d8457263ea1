// TextInput: the one way Remis reads a text file (PGN, FEN lists) from disk or standard input.
// It hides what the bytes look like on disk and hands out UTF-8 text in chunks:
//   - gzip, xz and zstd are recognised by their magic bytes (never by the file name) and
//     decompressed while streaming;
//   - a UTF-16 file (byte-order mark FF FE or FE FF, or a BOM-less file starting "[\0" or
//     "\0[") is decoded; a UTF-8 byte-order mark is skipped;
//   - bytes that are not valid UTF-8 are read as ISO 8859-1, the PGN standard's charset, for
//     the game they are in: a game (PgnBoundaryScanner, gameboundary.h) that holds any such
//     byte is ISO 8859-1 as a whole, every other game stays UTF-8, so that collections that mix
//     both read right (docs/pgn.md, "Reading"). A game is held back from its first non-ASCII byte
//     until it ends or shows an invalid byte, at most MaxHeldGame bytes: beyond that the game
//     is UTF-8 and only its invalid bytes are ISO 8859-1;
//   - a NUL byte, or a start that is mostly control characters, is not text: reading stops
//     with Failure::NotText ("not a PGN file").
// The text handed out depends only on the bytes of the input, never on the sizes asked for
// in read(): incomplete sequences are carried over, and every decision is made on a window
// of fixed size. Memory is constant (a few buffers of 64 KiB plus the decompressor's).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/gameboundary.h"

namespace remis::io {

enum class Compression { None, Gzip, Xz, Zstd };
// Utf8: UTF-8, with ISO 8859-1 games where the bytes say so (Latin1 is no longer chosen for
// a whole file: the charset is decided per game).
enum class Encoding { Utf8, Latin1, Utf16LE, Utf16BE };

enum class Failure {
    None,
    Open,     // the file cannot be opened
    Read,     // a read error (I/O error, a directory)
    Corrupt,  // compressed data that cannot be decompressed
    NotText,  // binary data: "not a PGN file"
};

class ByteSource;

class TextInput {
public:
    // path "-" is standard input. Never null; a file that cannot be opened gives an input
    // whose first read() returns 0 with failure() == Failure::Open.
    static std::unique_ptr<TextInput> open(const std::string& path);
    // Bytes already in memory (the clipboard, tests); same detection as for a file.
    static std::unique_ptr<TextInput> fromBytes(std::string bytes);

    ~TextInput();
    TextInput(const TextInput&) = delete;
    TextInput& operator=(const TextInput&) = delete;

    // Copies up to max bytes of UTF-8 text to dst. Returns 0 only at the end of the text or
    // on a failure (then failure() and error() say which). A sequence may be split between
    // two calls (the text is a byte stream).
    std::size_t read(char* dst, std::size_t max);

    Failure failure() const noexcept { return m_failure; }
    // One line for a user: "not a PGN file (a NUL byte at byte 12)", "corrupt xz data: ..."
    const std::string& error() const noexcept { return m_error; }

    // Known after the first read().
    Compression compression() const noexcept { return m_compression; }
    Encoding encoding() const noexcept { return m_encoding; }
    // The file opened with a byte-order mark (UTF-8 or UTF-16), which read() leaves out: a
    // rewrite of the file writes one again (docs/pgn.md: the file's form is kept).
    bool hadByteOrderMark() const noexcept { return m_byteOrderMark; }

    long long bytesConsumed() const noexcept;  // raw bytes read from the file so far
    long long fileSize() const noexcept;       // -1 when unknown (a pipe, standard input)

    static constexpr std::size_t BlockSize = std::size_t{64} * 1024;
    static constexpr std::size_t SniffSize =
        std::size_t{64} * 1024;  // the window for text and charset
    static constexpr std::size_t MaxHeldGame = std::size_t{1} << 20;

    // Reads everything (at most maxBytes of text; more is Failure::Read "too large").
    // For small inputs: a clipboard, a settings file.
    std::string readAll(std::size_t maxBytes);

private:
    explicit TextInput(std::unique_ptr<ByteSource> source);

    bool refill();
    bool start();
    bool decodeBlock(std::string_view bytes, bool last);
    void decodeGames(std::string_view bytes, bool last);
    void decodeGamePart(std::string_view part, bool gameEnds);
    void judgeHeldGame(bool gameEnds);
    bool checkText(std::size_t from);
    void fail(Failure failure, std::string message);

    std::unique_ptr<ByteSource> m_source;  // raw bytes, or decompressed ones
    std::string m_out;                     // decoded UTF-8 not yet handed out
    std::size_t m_outPos = 0;
    std::string m_carry;                 // an incomplete sequence from the last block
    std::vector<unsigned char> m_block;  // the raw block being read (kept: no allocation per block)
    long long m_textBytes = 0;           // decoded bytes produced (for messages)
    Compression m_compression = Compression::None;
    Encoding m_encoding = Encoding::Utf8;
    Failure m_failure = Failure::None;
    std::string m_error;
    bool m_started = false, m_done = false;
    bool m_byteOrderMark = false;
    // Per game (UTF-8 input): undecided (Open, m_held holds the game from its first non-ASCII
    // byte), ISO 8859-1, or UTF-8 with invalid bytes read as ISO 8859-1 (a game too long).
    enum class GameCharset { Open, Latin1, Utf8 };
    PgnBoundaryScanner m_games;
    GameCharset m_gameCharset = GameCharset::Open;
    std::string m_held;
    std::size_t m_heldValid = 0;  // m_held's first bytes that are known to be valid UTF-8
};

}  // namespace remis::io
// SPDX-License-Identifier: GPL-3.0-or-later
