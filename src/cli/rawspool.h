// RawSpool: the input's bytes as the PGN reader saw them, kept from the start of the game
// being read, so that a game too large to hold as a tree (a comment of many megabytes) can
// be copied through byte for byte (docs/cli.md, annotate: nothing of the record is dropped).
// Memory stays bounded: past `memoryLimit` bytes the spool goes on in a temporary file, and
// comes back to memory once the large game is released.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace remis::cli {

class RawSpool {
public:
    explicit RawSpool(std::size_t memoryLimit = std::size_t{8} << 20) : m_limit(memoryLimit) {}

    // The next bytes of the input, in order (the reader's read function passes them here).
    void append(const char* bytes, std::size_t n);
    // Hands the bytes [from, to) of the input to `out` in pieces; false when they are no
    // longer (or not yet) held, or the temporary file failed.
    bool copy(std::uint64_t from, std::uint64_t to,
              const std::function<void(std::string_view)>& out) const;
    // Up to `n` bytes from `at` into `dst`, fewer where what is held ends; 0 when `at` is not
    // held or the temporary file failed. To read a held game again.
    std::size_t read(std::uint64_t at, char* dst, std::size_t n) const;
    // Up to `n` bytes that end at `to` (fewer if not held): to look back from a point.
    std::string tail(std::uint64_t to, std::size_t n) const;
    // The bytes before `offset` are needed no more.
    void release(std::uint64_t offset);

    std::uint64_t begin() const { return m_start; }
    std::uint64_t end() const { return m_start + size(); }

private:
    std::uint64_t size() const { return m_file ? m_fileBytes : m_memory.size(); }
    bool spill();                      // memory to the temporary file
    void unspill(std::uint64_t from);  // the file's bytes from `from` back to memory

    struct FileCloser {
        void operator()(std::FILE* f) const { std::fclose(f); }
    };
    std::size_t m_limit;
    std::uint64_t m_start = 0;  // the input offset of the first byte held
    std::string m_memory;
    std::unique_ptr<std::FILE, FileCloser> m_file;  // while a large game is held
    std::uint64_t m_fileBytes = 0;
    bool m_failed = false;  // the temporary file failed: what it held is lost
};

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
