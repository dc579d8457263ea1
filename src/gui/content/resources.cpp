#include "gui/content/resources.h"

#include <QtGlobal>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initRemisResources() {
    Q_INIT_RESOURCE(remis);
}

namespace remis::gui {

void ensureResources() {
    static const bool done = (initRemisResources(), true);
    Q_UNUSED(done);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
