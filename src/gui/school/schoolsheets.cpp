// SPDX-License-Identifier: GPL-3.0-or-later
// SchoolWindow, third part: what goes on paper. The question sheet, the answer key and an
// exam's result sheet, each item with its diagram, the moves that led to it and the facts
// the question rests on; printed through the preview dialog or written as a PDF.
#include <QAbstractTextDocumentLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <cmath>

#include "app/text/schooltexts.h"
#include "gui/school/mockexam.h"
#include "gui/school/positionpicture.h"
#include "gui/school/schoolwindow.h"
#include "gui/school/sheetprint.h"

namespace remis::gui {

using app::SchoolTexts;
using school::QuestionKind;

namespace {

// A sheet's diagram is laid out 220 pixels wide (at 96 per inch, 5.8 cm) and printed at 300 dpi:
// three times the pixels keep its lines and pieces sharp on paper.
constexpr int SheetDiagramWidth = 220;
constexpr int SheetDiagramScale = 3;

// An item's table (diagram and text) that would run over a page's end starts a new page
// instead: QTextDocument does not honour "page-break-inside: avoid", and a diagram on one page
// with its question on the next is no use to a pupil.
// A table split over two pages measures the gap between them too, so its height says nothing
// about whether it would fit one page: any table that crosses a page's end moves, unless it
// already starts a page (one taller than a page cannot be helped).
void keepTablesWhole(QTextDocument& doc) {
    const qreal page = doc.pageSize().height();
    const qreal margin = doc.rootFrame()->frameFormat().topMargin();
    for (QTextFrame* frame : doc.rootFrame()->childFrames()) {
        auto* table = qobject_cast<QTextTable*>(frame);
        if (!table) continue;
        doc.documentLayout()->documentSize();  // lays out everything above with earlier breaks
        const QRectF r = doc.documentLayout()->frameBoundingRect(table);
        const bool startsPage = std::fmod(r.top(), page) <= margin + 1;
        if (startsPage || int(r.top() / page) == int((r.bottom() - 1) / page)) continue;
        QTextFrameFormat f = table->frameFormat();
        f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        table->setFrameFormat(f);
    }
}

}  // namespace

// Laid out in screen units on pages of the device's size, with 2 cm margins (as QTextDocument
// would), so that the page breaks can be placed before printing.
void layOutSheet(QTextDocument& doc, const QString& html, const QList<QImage>& images,
                 QSizeF pageInches) {
    for (qsizetype i = 0; i < images.size(); ++i)
        doc.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("diagram%1").arg(i)),
                        images[i]);
    doc.setHtml(html);
    constexpr qreal ScreenDpi = 96;
    QTextFrameFormat root = doc.rootFrame()->frameFormat();
    root.setMargin(2 / 2.54 * ScreenDpi);
    doc.rootFrame()->setFrameFormat(root);
    doc.setPageSize(pageInches * ScreenDpi);
    keepTablesWhole(doc);
}

void printSheetDocument(const QString& html, const QList<QImage>& images,
                        QPagedPaintDevice* device) {
    QTextDocument doc;
    layOutSheet(doc, html, images,
                QSizeF(qreal(device->width()) / device->logicalDpiX(),
                       qreal(device->height()) / device->logicalDpiY()));
    doc.print(device);
}

// Written whole or not at all (QSaveFile): a failed write leaves an earlier sheet as it was.
bool writeSheetPdf(const QString& path, const QString& title, const QString& html,
                   const QList<QImage>& images) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return false;
    QPdfWriter writer(&file);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(300);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Remis"));
    printSheetDocument(html, images, &writer);
    return file.commit();
}

// One table per question: the diagram and its question stay side by side.
QString SchoolWindow::itemTable(qsizetype image, const QString& cell) {
    return sheetItemTable(image, cell);
}

QString sheetFileName(const QString& words) {
    static const QRegularExpression other(QStringLiteral("[^\\w-]+"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    return QString(words).replace(other, QStringLiteral("-")) + QStringLiteral(".pdf");
}

QString sheetItemTable(qsizetype image, const QString& cell) {
    return QStringLiteral(
               "<table width=\"100%\" cellpadding=\"6\" style=\"page-break-inside: avoid\"><tr>"
               "<td width=\"230\" valign=\"top\"><img src=\"diagram%1\"></td><td "
               "valign=\"top\">%2</td></tr></table>")
        .arg(image)
        .arg(cell);
}

// Everything the question rests on goes on paper beside the diagram (added to `images`): the
// moves played with the earlier placements marked (for repetitions), the halfmove clock and move
// number (for fifty moves), the teacher's text and the source.
QString SchoolWindow::itemFactsHtml(const school::Item& item, QList<QImage>& images) const {
    return sheetItemFacts(item, images);
}

QString sheetItemFacts(const school::Item& item, QList<QImage>& images, bool marked) {
    const Position pos = item.position();
    PositionPicture picture;
    picture.setPosition(pos);
    images << picture.render(SheetDiagramWidth, SheetDiagramScale);
    QString html;
    if (!item.moves.empty()) {
        // The moves, the earlier placements of the position asked about marked as on screen.
        const school::HistoryMarks marks =
            marked ? school::historyMarks(item) : school::HistoryMarks{};
        html += QStringLiteral("<p>%1 %2</p>")
                    .arg(SchoolWindow::tr("Moves:").toHtmlEscaped(),
                         SchoolTexts::historyHtml(item, marks.samePlies));
        if (!marks.samePlies.empty())
            html += QStringLiteral("<p>%1</p>")
                        .arg(SchoolTexts::historyLegend(item, marks).toHtmlEscaped());
    }
    QStringList facts;
    facts << SchoolWindow::tr("Halfmove clock %1, move %2.")
                 .arg(pos.halfmoveClock())
                 .arg(pos.fullmoveNumber());
    if (!item.text.empty()) facts << QString::fromStdString(item.text);
    if (!item.source.empty())
        facts << SchoolWindow::tr("Source: %1").arg(QString::fromStdString(item.source));
    for (const QString& f : facts) html += QStringLiteral("<p>%1</p>").arg(f.toHtmlEscaped());
    return html;
}

// The item's table. "The same position?" asks about two positions, the earlier on the left and
// the one now on the right, as on screen: both go on paper, side by side, the squares that
// differ marked, and the question and facts below them.
QString sheetItemBlock(const school::Item& item, const QString& cell, QList<QImage>& images,
                       bool marked) {
    const QString facts = sheetItemFacts(item, images, marked);
    if (item.kind != QuestionKind::SamePosition)
        return sheetItemTable(images.size() - 1, cell + facts);
    const auto answer = school::answerOf(item);
    const std::vector<Square> marks = answer ? answer->differences : std::vector<Square>{};
    const QString earlierCaption = item.compareWithPly <= 0
                                       ? SchoolWindow::tr("Start position")
                                       : SchoolTexts::plyName(item, item.compareWithPly);
    PositionPicture earlier, now;
    earlier.setPosition(item.positionAt(item.compareWithPly), marks, earlierCaption);
    now.setPosition(item.position(), marks, SchoolWindow::tr("now"));
    images.back() = now.render(
        SheetDiagramWidth, SheetDiagramScale);  // the one sheetItemFacts drew, now with its marks
    images << earlier.render(SheetDiagramWidth, SheetDiagramScale);
    return QStringLiteral(
               "<table width=\"100%\" cellpadding=\"6\" style=\"page-break-inside: avoid\">"
               "<tr><td width=\"230\" valign=\"top\"><img src=\"diagram%1\"></td>"
               "<td width=\"230\" valign=\"top\"><img src=\"diagram%2\"></td><td></td></tr>"
               "<tr><td colspan=\"3\" valign=\"top\">%3</td></tr></table>")
        .arg(images.size() - 1)
        .arg(images.size() - 2)
        .arg(cell + facts);
}

QString SchoolWindow::sheetHtml(bool withAnswers, QList<QImage>& images) const {
    if (m_lesson < 0) return {};
    const app::LoadedLesson& l = m_library->lessons()[size_t(m_lesson)];
    QString html =
        QStringLiteral("<h1>%1</h1>").arg(QString::fromStdString(l.lesson.title).toHtmlEscaped());
    if (withAnswers) html += tr("<p><b>Answer key</b></p>");
    // The question sheet of an exam is its paper: unmarked, as on screen while it is sat.
    const bool marked = withAnswers || m_mode != Mode::Exam;
    int n = 0;
    for (const school::Item& item : l.lesson.items) {
        auto answer = school::answerOf(item);
        if (!answer || item.kind == QuestionKind::Watch) continue;
        ++n;
        QString cell = QStringLiteral("<p><b>%1.</b> %2</p>")
                           .arg(n)
                           .arg(SchoolTexts::question(item, *answer).toHtmlEscaped());

        // The pupil ticks one of the options printed, as on the mock exam paper.
        cell += withAnswers ? QStringLiteral("<p><b>%1</b></p>")
                                  .arg(SchoolTexts::rightAnswer(item, *answer).toHtmlEscaped())
                            : MockExamPaper::answerSpace(item, *answer);
        html += sheetItemBlock(item, cell, images, marked);
    }
    if (n == 0) html += tr("<p>This lesson has no questions: it only shows positions.</p>");
    return html;
}

QString SchoolWindow::sheetText(bool withAnswers) const {
    QList<QImage> images;
    QTextDocument doc;
    doc.setHtml(sheetHtml(withAnswers, images));
    return doc.toPlainText();
}

void SchoolWindow::printSheet(bool withAnswers) {
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, this);
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [this, withAnswers](QPrinter* p) {
        QList<QImage> images;
        const QString html = sheetHtml(withAnswers, images);
        printSheetDocument(html, images, p);
    });
    preview.exec();
}

void SchoolWindow::printResult() {
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, this);
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter* p) {
        QList<QImage> images;
        const QString html = resultHtml(true, images);
        printSheetDocument(html, images, p);
    });
    preview.exec();
}

bool SchoolWindow::saveResultPdf(const QString& path) const {
    QList<QImage> images;
    const QString html = resultHtml(true, images);
    return writeSheetPdf(path, tr("Exam result"), html, images);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
