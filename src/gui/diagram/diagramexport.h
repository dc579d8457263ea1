// DiagramExport: a diagram as SVG, PNG (any size) or PDF, to the clipboard (PNG and SVG at
// once) or to a file. SVG comes from the core's writer (core/diagram, as `remis-cli diagram`
// writes it); PNG and PDF are drawn by DiagramPainter. Files are written through
// app::SafeWriter: every write and the commit are checked, so an unwritable path or a full
// disk leaves no partial file and returns why.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

#include "app/base/apperror.h"
#include "core/diagram/diagram.h"
#include "gui/diagram/diagrampainter.h"

namespace remis::gui {

class DiagramExport {
public:
    enum class Format { Svg, Png, Pdf };

    // `width` pixels wide (16..4096); empty if c.fen cannot be read.
    static QByteArray svg(const DiagramContent& c, const DiagramOptions& o, int width = 480);
    // The core writer's options for a diagram: the same choices as the PNG and PDF.
    static diagram::DiagramOptions svgOptions(const DiagramContent& c, const DiagramOptions& o,
                                              int width);
    static QImage png(const DiagramContent& c, const DiagramOptions& o, int width);
    static QByteArray pdf(const DiagramContent& c, const DiagramOptions& o);
    static QByteArray bytes(Format f, const DiagramContent& c, const DiagramOptions& o,
                            int pngWidth);
    static Format formatForPath(const QString& path);  // by the extension, PNG otherwise
    // Nothing is left at `path` on failure.
    static app::AppResult<> save(const QString& path, const QByteArray& data);
    static void copy(const DiagramContent& c, const DiagramOptions& o, int pngWidth);
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
