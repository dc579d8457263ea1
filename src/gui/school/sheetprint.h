// What the school puts on paper, shared by the lesson sheets, the exam's result sheet and the
// mock exam (schoolsheets.cpp): an item's diagram with the moves and facts beside it, laid
// out on pages whose breaks never split an item, printed or written as a PDF.
#pragma once

#include <QImage>
#include <QList>
#include <QSizeF>
#include <QString>

#include "core/school/schoolitem.h"

class QPagedPaintDevice;
class QTextDocument;

namespace remis::gui {

// The sheet `html` (its images named "diagram0", "diagram1", ...) laid out on pages of
// `pageInches`, with no item's table across a page's end.
void layOutSheet(QTextDocument& doc, const QString& html, const QList<QImage>& images,
                 QSizeF pageInches);
// The same sheet printed on the device's pages.
void printSheetDocument(const QString& html, const QList<QImage>& images,
                        QPagedPaintDevice* device);
// The same as an A4 PDF, written whole or not at all; false when it could not be written.
bool writeSheetPdf(const QString& path, const QString& title, const QString& html,
                   const QList<QImage>& images);
// One item's table: its diagram (image number `image`) beside `cell`.
QString sheetItemTable(qsizetype image, const QString& cell);

// "threefold-Anna-Müller.pdf" from "threefold" and "Anna Müller": what is neither a letter nor
// a digit of any script, nor '-', becomes '-' (a tester: "Müller" was offered as "M-ller").
QString sheetFileName(const QString& words);
// An item's diagram (appended to `images`), the moves that led to it with the earlier
// placements marked (unless `marked` is false: an exam paper, where the marks would count the
// occurrences for the pupil), the halfmove clock and move number, the teacher's text and the
// source.
QString sheetItemFacts(const school::Item& item, QList<QImage>& images, bool marked = true);
// The item's table with `cell` (its question and answer) and the facts: one diagram beside
// them, or for "the same position?" the earlier position (left) and the one now (right) above.
QString sheetItemBlock(const school::Item& item, const QString& cell, QList<QImage>& images,
                       bool marked = true);

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
