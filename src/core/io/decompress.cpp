#include "core/io/decompress.h"

#include <lzma.h>
#include <zlib.h>
#include <zstd.h>

#include <cstring>
#include <vector>

namespace remis::io {

namespace {

// The compressed side: a buffer refilled from the file.
class Decompressor : public ByteSource {
public:
    Decompressor(std::string head, std::unique_ptr<ByteSource> source, const char* name)
        : m_in(TextInput::BlockSize), m_source(std::move(source)), m_name(name) {
        std::memcpy(m_in.data(), head.data(), head.size());
        m_inLen = head.size();
    }
    long long consumed() const noexcept override { return m_source->consumed(); }
    long long size() const noexcept override { return m_source->size(); }

    std::size_t read(unsigned char* dst, std::size_t max) override {
        if (failure != Failure::None || m_finished) return 0;
        while (true) {
            if (m_inPos == m_inLen && !m_inputEnd && !fillInput()) return 0;
            std::size_t produced = 0;
            Step step = decompress(dst, max, produced);
            if (step == Step::Error) return 0;
            if (step == Step::Finished) m_finished = true;
            if (produced > 0 || m_finished) return produced;
            if (m_inputEnd && m_inPos == m_inLen) {
                // No output and no input left: the data stops in the middle of a stream.
                corrupt("the data is truncated");
                return 0;
            }
        }
    }

protected:
    enum class Step { More, Finished, Error };
    // Decompresses from m_in[m_inPos, m_inLen) into dst; advances m_inPos.
    virtual Step decompress(unsigned char* dst, std::size_t max, std::size_t& produced) = 0;

    void corrupt(const std::string& why) {
        failure = Failure::Corrupt;
        error = std::string("corrupt ") + m_name + " data: " + why;
    }
    // Whether more compressed bytes follow the current end of stream (a next member).
    bool moreInput() {
        if (m_inPos < m_inLen) return true;
        return !m_inputEnd && fillInput() && m_inPos < m_inLen;
    }

    std::vector<unsigned char> m_in;
    std::size_t m_inPos = 0, m_inLen = 0;
    bool m_inputEnd = false;

private:
    bool fillInput() {
        m_inPos = 0;
        m_inLen = m_source->read(m_in.data(), m_in.size());
        if (m_inLen > 0) return true;
        if (m_source->failure != Failure::None) {
            failure = m_source->failure, error = m_source->error;
            return false;
        }
        m_inputEnd = true;
        return true;
    }

    std::unique_ptr<ByteSource> m_source;
    const char* m_name;
    bool m_finished = false;
};

class GzipSource : public Decompressor {
public:
    GzipSource(std::string head, std::unique_ptr<ByteSource> source)
        : Decompressor(std::move(head), std::move(source), "gzip") {
        if (inflateInit2(&m_z, 15 + 16) != Z_OK) corrupt("zlib cannot start");
    }
    ~GzipSource() override { inflateEnd(&m_z); }

protected:
    Step decompress(unsigned char* dst, std::size_t max, std::size_t& produced) override {
        m_z.next_in = m_in.data() + m_inPos;
        m_z.avail_in = uInt(m_inLen - m_inPos);
        m_z.next_out = dst;
        m_z.avail_out = uInt(std::min<std::size_t>(max, 1u << 30));
        int rc = inflate(&m_z, Z_NO_FLUSH);
        m_inPos = m_inLen - m_z.avail_in;
        produced = std::size_t(m_z.next_out - dst);
        if (rc == Z_STREAM_END) {
            if (!moreInput()) return failure == Failure::None ? Step::Finished : Step::Error;
            inflateReset(&m_z);  // another gzip member follows (cat a.gz b.gz)
            return Step::More;
        }
        if (rc == Z_OK || rc == Z_BUF_ERROR) return Step::More;
        corrupt(m_z.msg ? m_z.msg : "inflate failed");
        return Step::Error;
    }

private:
    z_stream m_z{};
};

class XzSource : public Decompressor {
public:
    XzSource(std::string head, std::unique_ptr<ByteSource> source)
        : Decompressor(std::move(head), std::move(source), "xz") {
        // 512 MiB covers every preset of xz (-9e needs 65 MiB); a larger demand is refused.
        if (lzma_stream_decoder(&m_lz, 512u << 20, LZMA_CONCATENATED) != LZMA_OK)
            corrupt("liblzma cannot start");
    }
    ~XzSource() override { lzma_end(&m_lz); }

protected:
    Step decompress(unsigned char* dst, std::size_t max, std::size_t& produced) override {
        m_lz.next_in = m_in.data() + m_inPos;
        m_lz.avail_in = m_inLen - m_inPos;
        m_lz.next_out = dst;
        m_lz.avail_out = max;
        lzma_ret rc = lzma_code(&m_lz, m_inputEnd ? LZMA_FINISH : LZMA_RUN);
        m_inPos = m_inLen - m_lz.avail_in;
        produced = max - m_lz.avail_out;
        if (rc == LZMA_STREAM_END) return Step::Finished;
        if (rc == LZMA_OK || (rc == LZMA_BUF_ERROR && produced > 0)) return Step::More;
        if (rc == LZMA_BUF_ERROR)
            return m_inputEnd ? (corrupt("the data is truncated"), Step::Error) : Step::More;
        corrupt(rc == LZMA_MEMLIMIT_ERROR ? "it needs more than 512 MiB to decompress"
                : rc == LZMA_FORMAT_ERROR ? "not an xz stream"
                                          : "liblzma error " + std::to_string(int(rc)));
        return Step::Error;
    }

private:
    lzma_stream m_lz = LZMA_STREAM_INIT;
};

class ZstdSource : public Decompressor {
public:
    ZstdSource(std::string head, std::unique_ptr<ByteSource> source)
        : Decompressor(std::move(head), std::move(source), "zstd"), m_z(ZSTD_createDStream()) {
        if (!m_z) corrupt("libzstd cannot start");
    }
    ~ZstdSource() override { ZSTD_freeDStream(m_z); }

protected:
    Step decompress(unsigned char* dst, std::size_t max, std::size_t& produced) override {
        ZSTD_inBuffer in{m_in.data(), m_inLen, m_inPos};
        ZSTD_outBuffer out{dst, max, 0};
        std::size_t rc = ZSTD_decompressStream(m_z, &out, &in);
        m_inPos = in.pos;
        produced = out.pos;
        if (ZSTD_isError(rc)) {
            corrupt(ZSTD_getErrorName(rc));
            return Step::Error;
        }
        // rc == 0: a frame is complete; another one may follow (zstd concatenates frames).
        if (rc == 0 && produced < max && !moreInput())
            return failure == Failure::None ? Step::Finished : Step::Error;
        return Step::More;
    }

private:
    ZSTD_DStream* m_z;
};

}  // namespace

std::unique_ptr<ByteSource> makeDecompressor(Compression kind, std::string head,
                                             std::unique_ptr<ByteSource> source) {
    switch (kind) {
        case Compression::Gzip:
            return std::make_unique<GzipSource>(std::move(head), std::move(source));
        case Compression::Xz:
            return std::make_unique<XzSource>(std::move(head), std::move(source));
        case Compression::Zstd:
            return std::make_unique<ZstdSource>(std::move(head), std::move(source));
        case Compression::None:
            break;
    }
    return source;
}

}  // namespace remis::io
// SPDX-License-Identifier: GPL-3.0-or-later
