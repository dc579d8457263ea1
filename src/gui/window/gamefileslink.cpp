// GameFiles and the autosave: which file and game the game on the board belongs to, kept in
// the autosave, and the way back to them for a game resumed after a crash (tester: a game of
// a file resumed after kill -9 was in no file any more, and Ctrl+S asked for a new name).
#include <QFileInfo>

#include "app/files/pgnfile.h"
#include "app/services/autosavesession.h"
#include "gui/window/gamefiles.h"

namespace remis::gui {

std::optional<app::AutosaveSource> GameFiles::autosaveSource() const {
    if (!m_file || m_game < 0) return std::nullopt;
    app::AutosaveSource source;
    source.path = QFileInfo(m_file->path()).absoluteFilePath();  // a restart may start elsewhere
    source.game = m_game;
    source.size = m_file->size();
    source.modifiedMs = m_file->modified().toMSecsSinceEpoch();
    source.hash = m_file->contentHash();
    return source;
}

// Size and modification time are what Save itself checks before it writes (PgnFile); the
// hash of the bytes tells a change that left both as they were (a tester). A file changed
// since may hold other games now, or this one elsewhere, and is not written over.
bool GameFiles::relink(const app::AutosaveSource& source) {
    if (!QFileInfo::exists(source.path)) return false;
    auto file = std::make_unique<app::PgnFile>();
    if (!file->open(source.path)) return false;
    if (file->size() != source.size || file->modified().toMSecsSinceEpoch() != source.modifiedMs ||
        (source.hash && file->contentHash() != source.hash) || source.game < 0 ||
        source.game >= file->gameCount())
        return false;
    m_file = std::move(file);
    m_game = source.game;
    emit fileChanged();
    return true;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
