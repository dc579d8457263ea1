#include "core/school/schoolhistory.h"

#include "core/board/movegen.h"

namespace remis::school {

namespace {

bool samePlacement(const Position& a, const Position& b) {
    const PositionIdentity x = a.identity(), y = b.identity();
    return x.packed == y.packed && x.white == y.white && x.side == y.side;
}

}  // namespace

HistoryMarks historyMarks(const Item& item) {
    HistoryMarks marks;
    Position target = item.position();
    // A written move is only asked about when it is legal; otherwise the board's position.
    if (item.intended && item.kind != QuestionKind::Watch) {
        for (Move m : legalMoves(target))
            if (m == *item.intended) marks.written = m;
        if (marks.written) target = target.after(*marks.written);
    }
    Position pos = item.start;
    const int last = marks.written ? item.ply() : item.ply() - 1;  // the board's own ply is "now"
    for (int ply = 0; ply <= last; ++ply) {
        if (samePlacement(pos, target)) marks.samePlies.push_back(ply);
        if (ply < item.ply()) pos = pos.after(item.moves[size_t(ply)]);
    }
    return marks;
}

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
