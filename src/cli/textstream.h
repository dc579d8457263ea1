// An std::istream over any read function (TextInput, PgnChunker::readRest), for readers
// that take a stream.
#pragma once

#include <functional>
#include <istream>
#include <streambuf>
#include <vector>

namespace remis::cli {

class ReadStreamBuf : public std::streambuf {
public:
    using ReadFunction = std::function<std::size_t(char*, std::size_t)>;
    explicit ReadStreamBuf(ReadFunction read) : m_read(std::move(read)), m_buffer(64 * 1024) {}

protected:
    int_type underflow() override {
        std::size_t n = m_read(m_buffer.data(), m_buffer.size());
        if (n == 0) return traits_type::eof();
        setg(m_buffer.data(), m_buffer.data(), m_buffer.data() + n);
        return traits_type::to_int_type(*gptr());
    }

private:
    ReadFunction m_read;
    std::vector<char> m_buffer;
};

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
