// The move generator compiled for CPUs with the POPCNT instruction (GCC on x86-64), used by
// perft and move counting when the CPU has it (checked at run time); elsewhere these
// forward to the generic build. See movegen_generator.h.
#include <algorithm>
#include <bit>
#include <type_traits>

// Included before the target switch, so that their inline functions stay generic.
#include "core/board/movegen.h"
#include "core/board/position.h"

namespace remis::popcnt_build {
bool available();
int countLegalMoves(const Position& pos);
int countLegalMovesUpTo(const Position& pos, int enough);
uint64_t perft(Position& pos, int depth);
}  // namespace remis::popcnt_build

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)

#define REMIS_GEN_HW_POPCNT 1
#pragma GCC push_options
#pragma GCC target("popcnt")
#include "core/board/movegen_generator.h"

namespace remis::popcnt_build {

int countLegalMoves(const Position& pos) {
    Sink<true> sink{nullptr};
    generate(pos, sink);
    return sink.count;
}

int countLegalMovesUpTo(const Position& pos, int enough) {
    return countLegalMovesUpToImpl(pos, enough);
}

uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return uint64_t(popcnt_build::countLegalMoves(pos));
    MoveList list;
    Sink<false> sink{&list};
    generate(pos, sink);
    uint64_t nodes = 0;
    Position::Undo undo;
    for (Move m : list) {
        pos.makeMove(m, undo);
        nodes += popcnt_build::perft(pos, depth - 1);
        pos.unmakeMove(m, undo);
    }
    return nodes;
}

}  // namespace remis::popcnt_build
#pragma GCC pop_options

bool remis::popcnt_build::available() {
    __builtin_cpu_init();
    return __builtin_cpu_supports("popcnt");
}

#else

bool remis::popcnt_build::available() {
    return false;
}
int remis::popcnt_build::countLegalMoves(const Position&) {
    return 0;
}
int remis::popcnt_build::countLegalMovesUpTo(const Position&, int) {
    return 0;
}
uint64_t remis::popcnt_build::perft(Position&, int) {
    return 0;
}

#endif
// SPDX-License-Identifier: GPL-3.0-or-later
