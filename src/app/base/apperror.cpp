#include "app/base/apperror.h"

namespace remis::app {

AppError AppError::within(AppErrorPlace place, QStringList args) const {
    AppError placed = *this;
    placed.m_places.insert(placed.m_places.begin(), {place, std::move(args)});
    return placed;
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
