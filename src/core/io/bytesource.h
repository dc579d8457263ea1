// Raw byte sources under TextInput: a file descriptor, bytes in memory, and the gzip, xz and
// zstd decompressors, chosen by the magic number at the start of the data.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "core/io/textinput.h"

namespace remis::io {

class ByteSource {
public:
    virtual ~ByteSource() = default;
    // Up to max bytes; 0 at the end or on a failure (then failure != None).
    virtual std::size_t read(unsigned char* dst, std::size_t max) = 0;
    // Bytes taken from the file itself (compressed bytes for a decompressor).
    virtual long long consumed() const noexcept = 0;
    virtual long long size() const noexcept { return -1; }

    Failure failure = Failure::None;
    std::string error;
};

// "-" is standard input. A file that cannot be opened gives a source that fails at once.
std::unique_ptr<ByteSource> openFileSource(const std::string& path);
std::unique_ptr<ByteSource> memorySource(std::string bytes);

// Reads the first bytes of source: a gzip (1F 8B), xz (FD 37 7A 58 5A 00) or zstd
// (28 B5 2F FD) magic number gives a decompressing source, anything else the bytes as they are.
std::unique_ptr<ByteSource> detectCompression(std::unique_ptr<ByteSource> source,
                                              Compression& found);

}  // namespace remis::io
// SPDX-License-Identifier: GPL-3.0-or-later
