#include "gui/diagram/diagramexport.h"

#include <QBuffer>
#include <QClipboard>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMimeData>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>

#include "app/files/safewriter.h"
#include "core/board/fen.h"

namespace remis::gui {

namespace {
QSize sizeFor(const DiagramContent& c, const DiagramOptions& o, int width) {
    return QSize(width, qRound(width / DiagramPainter::aspectRatio(c, o)));
}
}  // namespace

// The core's SVG writer, the one `remis-cli diagram` uses: the app and the command line give
// the same bytes for the same position and options (and the same layout, pieces and styles).
QByteArray DiagramExport::svg(const DiagramContent& c, const DiagramOptions& o, int width) {
    const auto position = parseFen(c.fen.toStdString());
    if (!position) return {};
    const auto written = diagram::writeSvg(*position, svgOptions(c, o, width));
    return written ? QByteArray::fromStdString(*written) : QByteArray();
}

diagram::DiagramOptions DiagramExport::svgOptions(const DiagramContent& c, const DiagramOptions& o,
                                                  int width) {
    diagram::DiagramOptions d;
    d.size = std::clamp(width, diagram::MinDiagramSize, diagram::MaxDiagramSize);
    d.flip = o.flipped;
    switch (o.coordinates) {
        case CoordinateStyle::Outside:
            d.coordinates = diagram::Coordinates::Outside;
            break;
        case CoordinateStyle::Inside:
            d.coordinates = diagram::Coordinates::Inside;
            break;
        case CoordinateStyle::None:
            d.coordinates = diagram::Coordinates::None;
            break;
    }
    d.marks = c.marks;
    for (const DiagramArrow& a : c.arrows) d.arrows.push_back({a.from, a.to});
    d.sideToMoveMarker = o.sideToMoveMarker;
    if (o.caption) d.caption = c.caption.toStdString();
    d.style = o.blackAndWhite ? std::string("print") : o.theme.toStdString();
    return d;
}

QImage DiagramExport::png(const DiagramContent& c, const DiagramOptions& o, int width) {
    QImage image(sizeFor(c, o, width), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    DiagramPainter::paint(p, QRectF(image.rect()), c, o);
    return image;
}

// One diagram on an A4 page, 12 cm wide, centred near the top, as a printable hand-out.
QByteArray DiagramExport::pdf(const DiagramContent& c, const DiagramOptions& o) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(600);
    writer.setTitle(c.caption.isEmpty() ? c.fen : c.caption);
    writer.setCreator(QStringLiteral("Remis"));
    QPainter p(&writer);
    const qreal dpcm = 600 / 2.54;
    const QRectF area((writer.width() - 12 * dpcm) / 2, 1 * dpcm, 12 * dpcm,
                      12 * dpcm / DiagramPainter::aspectRatio(c, o));
    DiagramPainter::paint(p, area, c, o);
    p.end();
    return buffer.data();
}

QByteArray DiagramExport::bytes(Format f, const DiagramContent& c, const DiagramOptions& o,
                                int pngWidth) {
    switch (f) {
        case Format::Svg:
            return svg(c, o, pngWidth);
        case Format::Pdf:
            return pdf(c, o);
        case Format::Png:
            break;
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    png(c, o, pngWidth).save(&buffer, "PNG");
    return buffer.data();
}

DiagramExport::Format DiagramExport::formatForPath(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg")) return Format::Svg;
    if (suffix == QLatin1String("pdf")) return Format::Pdf;
    return Format::Png;
}

app::AppResult<> DiagramExport::save(const QString& path, const QByteArray& data) {
    if (data.isEmpty()) return app::AppError(app::AppErrorCode::NothingToWrite);
    return app::SafeWriter::writeFile(path, data);
}

void DiagramExport::copy(const DiagramContent& c, const DiagramOptions& o, int pngWidth) {
    auto* mime = new QMimeData;
    mime->setImageData(png(c, o, pngWidth));
    mime->setData(QStringLiteral("image/svg+xml"), svg(c, o, pngWidth));
    mime->setText(c.fen);
    QGuiApplication::clipboard()->setMimeData(mime);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
