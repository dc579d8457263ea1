// ContentHash: a 64-bit hash of a file's bytes, fed as they are read, so that a file changed
// since it was read is told even when its size and modification time are as they were (a copy
// that keeps the time stamp, a restored backup, two writes within the clock's resolution).
// FNV-1a in four lanes (byte i goes to lane i mod 4), so that the multiplications of
// neighbouring bytes do not wait for each other; the lanes and the byte count are folded into
// one value at the end. It tells changed bytes, not a deliberate forgery.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace remis::app {

class ContentHash {
public:
    void add(std::string_view bytes) {
        for (const char c : bytes) {
            std::uint64_t& lane = m_lanes[m_count++ & 3];
            lane = (lane ^ static_cast<unsigned char>(c)) * Prime;
        }
    }

    std::uint64_t value() const {
        std::uint64_t hash = Offset;
        const auto fold = [&hash](std::uint64_t word) {
            for (int shift = 0; shift < 64; shift += 8)
                hash = (hash ^ ((word >> shift) & 0xff)) * Prime;
        };
        for (const std::uint64_t lane : m_lanes) fold(lane);
        fold(m_count);
        return hash;
    }

private:
    static constexpr std::uint64_t Offset = 14695981039346656037ULL;  // FNV-1a's 64-bit basis
    static constexpr std::uint64_t Prime = 1099511628211ULL;          // and its prime

    std::array<std::uint64_t, 4> m_lanes{Offset, Offset, Offset, Offset};
    std::uint64_t m_count = 0;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
