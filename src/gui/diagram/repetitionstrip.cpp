#include "gui/diagram/repetitionstrip.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include "app/services/settings.h"
#include "app/text/articles.h"
#include "app/text/occurrences.h"
#include "app/text/ruletexts.h"
#include "core/board/fen.h"
#include "gui/diagram/diagramexport.h"

namespace remis::gui {

RepetitionStrip::RepetitionStrip(const Game& game, int ply, bool flipped, QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("repetitionStrip"));
    const auto occurrences = app::Occurrences::of(game, ply);
    setWindowTitle(tr("Repetition Strip: %n occurrence(s)", "", int(occurrences.size())));
    auto* strip = new QWidget(this);
    auto* row = new QHBoxLayout(strip);
    DiagramOptions options;
    options.flipped = flipped;
    options.coordinates = CoordinateStyle::Inside;
    int n = 0;
    for (const app::Occurrence& o : occurrences) {
        ++n;
        WorksheetItem item;
        for (Square s = 0; s < 64; ++s) item.diagram.board[s] = o.position.pieceOn(s);
        item.diagram.sideToMove = o.position.sideToMove();
        item.diagram.fen = QString::fromStdString(toFen(o.position));
        const QString label = tr("%1 occurrence: ply %2, move %3, halfmove clock %4")
                                  .arg(app::RuleTexts::ordinal(n))
                                  .arg(o.ply)
                                  .arg(o.position.fullmoveNumber())
                                  .arg(o.halfmoveClock);
        item.diagram.caption = label;
        item.question = tr("Is this the same position as in the other diagrams (FIDE %1)?")
                            .arg(app::articleNo(article_no::SamePosition));
        item.answer = app::Occurrences::answer(game, o.ply, app::Settings().notationStyle());
        item.moves = app::Occurrences::movesLeadingTo(game, o.ply, app::Settings().notationStyle());
        item.answered = item.question;
        m_items << item;
        m_labels << label;
        auto* cell = new QVBoxLayout;
        auto* picture = new QLabel(this);
        picture->setPixmap(QPixmap::fromImage(DiagramExport::png(item.diagram, options, 220)));
        cell->addWidget(picture);
        auto* text = new QLabel(label, this);
        text->setWordWrap(true);
        text->setMaximumWidth(220);
        cell->addWidget(text);
        row->addLayout(cell);
    }
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(strip);
    scroll->setWidgetResizable(true);
    auto* explanation =
        new QLabel(tr("Each picture is the same position for FIDE %1: same side to move, same "
                      "pieces on the same squares, same castling rights and the same legal en "
                      "passant captures.")
                       .arg(app::articleNo(article_no::SamePosition)),
                   this);
    explanation->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* add = buttons->addButton(tr("&Add to Worksheet"), QDialogButtonBox::ActionRole);
    connect(add, &QPushButton::clicked, this, [this] { emit addToWorksheet(m_items); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* v = new QVBoxLayout(this);
    v->addWidget(explanation);
    v->addWidget(scroll, 1);
    v->addWidget(buttons);
    resize(qMin(1200, 250 * int(occurrences.size()) + 60), 420);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
