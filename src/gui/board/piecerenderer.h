// PieceRenderer: draws the project's SVG pieces (:/pieces/wK.svg ...) into pixmaps, cached
// per piece, size and device pixel ratio so that a repaint only blits and high-DPI screens
// get pixmaps drawn at their real resolution.
#pragma once

#include <QHash>
#include <QPixmap>
#include <QString>
#include <memory>

class QSvgRenderer;

namespace remis::gui {

class PieceRenderer {
public:
    PieceRenderer();
    ~PieceRenderer();
    PieceRenderer(const PieceRenderer&) = delete;
    PieceRenderer& operator=(const PieceRenderer&) = delete;

    // code: "wK", "bP", ... (BoardModel's PieceRole). A null pixmap for an unknown code.
    // size is in device-independent pixels.
    QPixmap pixmap(const QString& code, int size, qreal devicePixelRatio) const;
    // The one shared renderer set of the app (pieces are read once).
    static PieceRenderer& shared();

private:
    QSvgRenderer* renderer(const QString& code) const;

    mutable QHash<QString, std::shared_ptr<QSvgRenderer>> m_renderers;
    mutable QHash<QString, QPixmap> m_cache;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
