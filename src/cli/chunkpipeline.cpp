#include "cli/chunkpipeline.h"

namespace remis::cli {

namespace {
std::size_t sizeOption(const Args& args, const char* name, std::size_t byDefault) {
    const auto value = args.value(name);
    return value ? std::size_t(parseInt(*value, name, 1, 64 << 20)) : byDefault;
}
}  // namespace

ChunkOptions chunkOptions(const Args& args) {
    ChunkOptions o;
    o.jobs = args.value("--jobs") ? parseInt(*args.value("--jobs"), "--jobs", 1, 256) : 1;
    o.chunkSize = sizeOption(args, "--chunk-size", o.chunkSize);
    o.maxCarry = sizeOption(args, "--max-carry", o.maxCarry);
    return o;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
