// Streaming gzip (zlib), xz (liblzma) and zstd (libzstd) decompression as byte sources.
// Concatenated members / streams / frames are read one after another, as the command-line
// tools do. Corrupt or truncated data is Failure::Corrupt with the library's reason.
#pragma once

#include <memory>
#include <string>

#include "core/io/bytesource.h"

namespace remis::io {

// head: the bytes already read from source to find the magic number.
std::unique_ptr<ByteSource> makeDecompressor(Compression kind, std::string head,
                                             std::unique_ptr<ByteSource> source);

}  // namespace remis::io
// SPDX-License-Identifier: GPL-3.0-or-later
