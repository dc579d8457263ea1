// The Qt resources of remis_gui (pieces, icon, demonstrations). The library is static, so
// its resource initialiser must be called explicitly before the first ":/..." access.
#pragma once

namespace remis::gui {

void ensureResources();  // idempotent, cheap

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
