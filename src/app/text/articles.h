// SPDX-License-Identifier: GPL-3.0-or-later
// FIDE article numbers in translated sentences. A sentence has a placeholder where it cites an
// article ("Draw: stalemate (FIDE %1)"), filled with the number from core/rules/vocabulary.h
// before any other argument (an article number holds no '%', so what follows cannot be
// misread as a placeholder). No translation types an article number.
#pragma once

#include <QString>
#include <string_view>

#include "core/rules/vocabulary.h"

namespace remis::app {

inline QString articleNo(std::string_view number) {
    return QString::fromLatin1(number.data(), qsizetype(number.size()));
}

}  // namespace remis::app
