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
#include <QSaveFile>
#include <QSvgGenerator>

namespace remis::gui {

namespace {
QSize sizeFor(const DiagramContent& c, const DiagramOptions& o, int width) {
    return QSize(width, qRound(width / DiagramPainter::aspectRatio(c, o)));
}
}  // namespace

QByteArray DiagramExport::svg(const DiagramContent& c, const DiagramOptions& o, int width) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    const QSize size = sizeFor(c, o, width);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(c.fen.isEmpty() ? QStringLiteral("Chess diagram") : c.fen);
    generator.setDescription(c.caption.isEmpty() ? c.fen
                                                 : c.caption + QStringLiteral(" — ") + c.fen);
    QPainter p(&generator);
    DiagramPainter::paint(p, QRectF(QPointF(0, 0), size), c, o);
    p.end();
    return buffer.data();
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

QString DiagramExport::save(const QString& path, const QByteArray& data) {
    auto tr = [](const char* s) {
        return QCoreApplication::translate("remis::gui::DiagramExport", s);
    };
    if (data.isEmpty()) return tr("nothing to write");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    if (file.write(data) != data.size()) {
        const QString error = file.errorString();
        file.cancelWriting();
        return error;
    }
    if (!file.commit()) return file.errorString();
    return {};
}

void DiagramExport::copy(const DiagramContent& c, const DiagramOptions& o, int pngWidth) {
    auto* mime = new QMimeData;
    mime->setImageData(png(c, o, pngWidth));
    mime->setData(QStringLiteral("image/svg+xml"), svg(c, o, pngWidth));
    mime->setText(c.fen);
    QGuiApplication::clipboard()->setMimeData(mime);
}

}  // namespace remis::gui
