#include "core/io/bytesource.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

#include "core/io/decompress.h"

namespace remis::io {

namespace {

class FdSource : public ByteSource {
public:
    FdSource(const std::string& path) {
        m_name = path == "-" ? "standard input" : "\"" + path + "\"";
        m_fd = path == "-" ? 0 : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (m_fd < 0) {
            failure = Failure::Open;
            error = "cannot open " + m_name + ": " + std::strerror(errno);
            return;
        }
        struct stat st {};
        if (::fstat(m_fd, &st) == 0 && S_ISREG(st.st_mode)) m_size = st.st_size;
    }
    ~FdSource() override {
        if (m_fd > 0) ::close(m_fd);
    }
    std::size_t read(unsigned char* dst, std::size_t max) override {
        if (failure != Failure::None) return 0;
        for (;;) {
            ssize_t got = ::read(m_fd, dst, max);
            if (got >= 0) {
                m_consumed += got;
                return std::size_t(got);
            }
            if (errno == EINTR) continue;
            failure = Failure::Read;
            error = "cannot read " + m_name + ": " + std::strerror(errno);
            return 0;
        }
    }
    long long consumed() const noexcept override { return m_consumed; }
    long long size() const noexcept override { return m_size; }

private:
    std::string m_name;
    int m_fd = -1;
    long long m_consumed = 0, m_size = -1;
};

class MemorySource : public ByteSource {
public:
    explicit MemorySource(std::string bytes) : m_bytes(std::move(bytes)) {}
    std::size_t read(unsigned char* dst, std::size_t max) override {
        std::size_t n = std::min(max, m_bytes.size() - m_pos);
        std::memcpy(dst, m_bytes.data() + m_pos, n);
        m_pos += n;
        return n;
    }
    long long consumed() const noexcept override { return (long long)m_pos; }
    long long size() const noexcept override { return (long long)m_bytes.size(); }

private:
    std::string m_bytes;
    std::size_t m_pos = 0;
};

// The bytes read to look for a magic number, then the rest of the source.
class PrefixedSource : public ByteSource {
public:
    PrefixedSource(std::string prefix, std::unique_ptr<ByteSource> rest)
        : m_prefix(std::move(prefix)), m_rest(std::move(rest)) {}
    std::size_t read(unsigned char* dst, std::size_t max) override {
        if (m_pos < m_prefix.size()) {
            std::size_t n = std::min(max, m_prefix.size() - m_pos);
            std::memcpy(dst, m_prefix.data() + m_pos, n);
            m_pos += n;
            return n;
        }
        std::size_t n = m_rest->read(dst, max);
        if (n == 0) failure = m_rest->failure, error = m_rest->error;
        return n;
    }
    long long consumed() const noexcept override { return m_rest->consumed(); }
    long long size() const noexcept override { return m_rest->size(); }

private:
    std::string m_prefix;
    std::size_t m_pos = 0;
    std::unique_ptr<ByteSource> m_rest;
};

bool startsWith(const std::string& bytes, std::string_view magic) {
    return bytes.size() >= magic.size() && bytes.compare(0, magic.size(), magic) == 0;
}

}  // namespace

std::unique_ptr<ByteSource> openFileSource(const std::string& path) {
    return std::make_unique<FdSource>(path);
}

std::unique_ptr<ByteSource> memorySource(std::string bytes) {
    return std::make_unique<MemorySource>(std::move(bytes));
}

std::unique_ptr<ByteSource> detectCompression(std::unique_ptr<ByteSource> source,
                                              Compression& found) {
    constexpr std::size_t MagicLength = 6;
    std::string head(MagicLength, '\0');
    std::size_t have = 0;
    while (have < MagicLength) {
        std::size_t n =
            source->read(reinterpret_cast<unsigned char*>(head.data()) + have, MagicLength - have);
        if (n == 0) break;
        have += n;
    }
    head.resize(have);
    found = Compression::None;
    if (startsWith(head, "\x1f\x8b"))
        found = Compression::Gzip;
    else if (startsWith(head, std::string_view("\xfd"
                                               "7zXZ\0",
                                               6)))
        found = Compression::Xz;
    else if (startsWith(head, "\x28\xb5\x2f\xfd"))
        found = Compression::Zstd;
    if (found == Compression::None)
        return std::make_unique<PrefixedSource>(std::move(head), std::move(source));
    return makeDecompressor(found, std::move(head), std::move(source));
}

}  // namespace remis::io
// SPDX-License-Identifier: GPL-3.0-or-later
