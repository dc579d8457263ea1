// Splits a PGN file into chunks of whole games so that several threads can audit it.
// A chunk ends just before a line "[Event " that follows a blank line; chunks are read
// one at a time, so memory stays bounded whatever the file size.
#pragma once

#include <cstdio>
#include <optional>
#include <string>
#include <utility>

namespace remis::cli {

class PgnChunker {
public:
    explicit PgnChunker(std::FILE* file, size_t chunkSize = 1 << 20)
        : m_file(file), m_chunkSize(chunkSize) {}
    std::optional<std::string> next();  // nullopt at the end of the file
    long long bytesRead() const { return m_bytesRead; }
    bool failed() const { return m_failed; }

private:
    size_t lastBoundary(const std::string& text) const;

    std::FILE* m_file;
    size_t m_chunkSize;
    std::string m_carry;
    long long m_bytesRead = 0;
    bool m_eof = false, m_failed = false;
};

}  // namespace remis::cli
