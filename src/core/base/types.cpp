#include "core/base/types.h"

namespace remis {

std::string squareName(Square s) {
    if (s < 0 || s >= 64) return "-";
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
