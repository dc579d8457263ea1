#include "gui/board/piecerenderer.h"

#include <QPainter>
#include <QSvgRenderer>
#include "gui/content/resources.h"

namespace remis::gui {

namespace {
constexpr int MaxCachedPixmaps = 96;  // 12 pieces x a few sizes: a resize drag stays bounded
}

PieceRenderer::PieceRenderer() {
    ensureResources();
}
PieceRenderer::~PieceRenderer() = default;

PieceRenderer& PieceRenderer::shared() {
    static PieceRenderer instance;
    return instance;
}

QSvgRenderer* PieceRenderer::renderer(const QString& code) const {
    auto it = m_renderers.find(code);
    if (it == m_renderers.end()) {
        auto svg = std::make_shared<QSvgRenderer>(QStringLiteral(":/pieces/%1.svg").arg(code));
        if (!svg->isValid()) svg.reset();
        it = m_renderers.insert(code, svg);
    }
    return it->get();
}

QPixmap PieceRenderer::pixmap(const QString& code, int size, qreal devicePixelRatio) const {
    if (code.isEmpty() || size <= 0) return {};
    const QString key = QStringLiteral("%1/%2/%3").arg(code).arg(size).arg(devicePixelRatio);
    if (auto it = m_cache.constFind(key); it != m_cache.constEnd()) return *it;
    QSvgRenderer* svg = renderer(code);
    if (!svg) return {};
    const int device = qRound(size * devicePixelRatio);
    QPixmap pm(device, device);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        svg->render(&p, QRectF(0, 0, device, device));
    }
    pm.setDevicePixelRatio(devicePixelRatio);
    if (m_cache.size() >= MaxCachedPixmaps) m_cache.clear();
    m_cache.insert(key, pm);
    return pm;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
