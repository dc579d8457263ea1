#include "core/base/types.h"

namespace remis {

std::string squareName(Square s) {
    if (s < 0 || s >= 64) return "-";
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

Square parseSquare(char file, char rank) {
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8') return NoSquare;
    return makeSquare(file - 'a', rank - '1');
}

}  // namespace remis
