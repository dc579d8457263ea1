#include "gui/panels/notationview.h"

#include <QAccessible>
#include <QApplication>
#include <QContextMenuEvent>
#include <QInputDialog>
#include <QMenu>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTimer>
#include <algorithm>
#include <climits>

#include "app/controller/gamecontroller.h"
#include "app/text/movewords.h"
#include "app/text/ruletexts.h"
#include "core/board/notation.h"
#include "core/pgn/commentparts.h"
#include "core/pgn/treebuilder.h"
#include "core/rules/vocabulary.h"
#include "gui/panels/notationaccessible.h"
#include "gui/style/theme.h"

namespace remis::gui {

namespace {

// A comment is shown up to this many characters: laying out megabytes (an engine's log in a
// comment) froze the window for minutes. The record keeps it whole; Edit Comment shows it all.
constexpr qsizetype ShownCommentLength = 2000;

QString shownComment(const QString& text) {
    if (text.size() <= ShownCommentLength) return text;
    return NotationView::tr("%1… (%n more character(s), kept in the record)", "",
                            int(std::min<qsizetype>(text.size() - ShownCommentLength, INT_MAX)))
        .arg(text.left(ShownCommentLength));
}

// Each comment after a move apart: "{arbiter note} {Result corrected ...}" are two remarks.
QStringList shownComments(const PgnGame& tree, NodeId id) {
    QStringList shown;
    for (const std::string& part : commentParts(tree, id))
        shown << shownComment(QString::fromStdString(part));
    return shown;
}

// Writes the tree as HTML in PGN order (8.2.2.2: Black's move after a comment or a variation
// repeats its number as "12...").
class NotationHtml {
public:
    NotationHtml(const app::GameController& controller, NodeId shown, const QPalette& palette,
                 app::LocalNotation::Style style)
        : m_style(style),
          m_colours(theme::colours(palette)),
          m_comment(theme::css(theme::readable(m_colours.accent, palette.color(QPalette::Base)))),
          m_tree(controller.record().tree()),
          m_record(controller.record()),
          m_game(controller.game()),
          m_firstMove(m_game.startPosition().fullmoveNumber()),
          m_blackFirst(m_game.startPosition().sideToMove() == Black),
          m_shown(shown) {}

    // The record goes on after `node`, the game's last move (pgn.md): after it `note` says
    // why, and the moves that follow are set apart.
    void setGameEnd(NodeId node, const QString& note) {
        m_endNode = node;
        m_endNote = note;
    }

    // The root and the moves, in the order html() wrote them.
    const std::vector<NodeId>& order() const { return m_order; }

    // The result ends the text: as it is now written (the game's own when it ended here, a
    // read one as read or as corrected by the user), else the file's.
    QString html(const std::string& result) {
        m_order.push_back(PgnGame::root());
        comments(m_tree.node(PgnGame::root()).after, PgnGame::root());
        if (m_endNode == PgnGame::root()) endMarker();
        const auto& first = m_tree.node(PgnGame::root()).children;
        if (!first.empty()) line(first.front(), 1, true);
        const std::string& shown = result != "*" ? result : m_tree.result;
        if (!shown.empty() && shown != "*")
            m_out += QStringLiteral(" <b>%1</b>").arg(QString::fromStdString(shown));
        return m_out;
    }

private:
    void comments(const std::vector<PgnComment>& list, NodeId id) {
        if (list.empty()) return;
        const QStringList texts = shownComments(m_tree, id);
        for (qsizetype i = 0; i < texts.size(); ++i) {
            if (i > 0)  // a muted dot between two comments, as braces part them in the PGN
                m_out += QStringLiteral(" <span style=\"color:%1\">\u00b7</span>")
                             .arg(theme::css(m_colours.muted));
            m_out += QStringLiteral(" <i style=\"color:%1\">%2</i>")
                         .arg(m_comment, texts[i].toHtmlEscaped());
        }
    }

    void line(NodeId id, int depth, bool number) {
        while (id != NoNode) {
            const PgnNode& n = m_tree.node(id);
            for (const PgnComment& c : n.before)
                m_out += QStringLiteral(" <i style=\"color:%1\">%2</i>")
                             .arg(m_comment,
                                  shownComment(QString::fromStdString(c.text)).toHtmlEscaped());
            move(id, depth, number || !n.before.empty());
            comments(n.after, id);
            const NodeId parent = n.parent;
            const auto& siblings = m_tree.node(parent).children;
            const bool hasVariations = siblings.front() == id && siblings.size() > 1;
            if (hasVariations)
                for (std::size_t i = 1; i < siblings.size(); ++i) {
                    m_out += QStringLiteral(" <span style=\"color:%1\">(")
                                 .arg(theme::css(m_colours.muted));
                    line(siblings[i], depth, true);
                    m_out += QStringLiteral(")</span>");
                }
            if (!n.unread.empty())
                m_out += QStringLiteral(" <span style=\"color:%1\">%2</span>")
                             .arg(theme::css(m_colours.errorText),
                                  QString::fromStdString(n.unread).toHtmlEscaped());
            number = hasVariations || !m_tree.commentText(id).empty() || !n.unread.empty();
            if (id == m_endNode) {
                endMarker();
                number = true;
            }
            id = n.children.empty() ? NoNode : n.children.front();
            ++depth;
        }
    }

    void endMarker() {
        m_out += QStringLiteral(" <span style=\"color:%1\">[%2]</span>")
                     .arg(theme::css(m_colours.errorText), m_endNote.toHtmlEscaped());
        m_beyond = true;
    }

    void move(NodeId id, int depth, bool number) {
        m_order.push_back(id);
        const int index = depth - 1 + (m_blackFirst ? 1 : 0);  // plies from White's first move
        const bool white = index % 2 == 0;
        const int moveNumber = m_firstMove + index / 2;
        m_out += QLatin1Char(' ');
        if (white)
            m_out += QStringLiteral("%1.").arg(moveNumber);
        else if (number)
            m_out += QStringLiteral("%1...").arg(moveNumber);
        const PgnNode& n = m_tree.node(id);
        QString text = app::LocalNotation::show(QString::fromStdString(n.san), m_style);
        for (int nag : n.nags) text += QString::fromStdString(app::nagGlyph(nag));
        const QString style =
            id == m_shown ? QStringLiteral("background:%1;color:%2;text-decoration:none")
                                .arg(theme::css(m_colours.accent), theme::css(m_colours.onAccent))
            : m_beyond
                ? QStringLiteral("color:%1;font-style:italic;text-decoration:none")
                      .arg(theme::css(m_colours.muted))
                : QStringLiteral("color:%1;text-decoration:none").arg(theme::css(m_colours.text));
        m_out += QStringLiteral("<a href=\"n:%1\" style=\"%2\">%3</a>")
                     .arg(id)
                     .arg(style, text.toHtmlEscaped());
        // A draw offer made with the move, as the score sheet shows it (9.1.2.2).
        const int ply = m_record.plyOfNode(id);
        if (ply >= 1 && ply <= m_game.ply() && m_game.plies()[std::size_t(ply - 1)].drawOffered)
            m_out += QStringLiteral(" (=)");
        // A move that broke the rules and stood (7.5), marked where it stands.
        if (ply >= 1 && ply <= m_game.ply() && m_game.plies()[std::size_t(ply - 1)].stoodIllegal)
            m_out += QStringLiteral(" <span style=\"color:%1\" title=\"%2\">%3</span>")
                         .arg(theme::css(m_colours.errorText),
                              app::RuleTexts::stoodIllegalText(m_game, ply).toHtmlEscaped(),
                              NotationView::tr("(illegal)"));
    }

    app::LocalNotation::Style m_style;
    ThemeColours m_colours;
    QString m_comment;
    const PgnGame& m_tree;
    const app::AnnotatedRecord& m_record;
    const Game& m_game;
    int m_firstMove;
    bool m_blackFirst;
    NodeId m_shown;
    NodeId m_endNode = NoNode;
    QString m_endNote;
    bool m_beyond = false;  // past the game's end: the moves are set apart
    QString m_out;
    std::vector<NodeId> m_order;
};

}  // namespace

NotationView::NotationView(QWidget* parent) : QTextBrowser(parent) {
    setObjectName(QStringLiteral("notation"));
    setStyleSheet(
        theme::focusFrame(QStringLiteral("#notation"), theme::colours(QApplication::palette())));
    NotationAccessible::install();  // before anything asks for this widget's interface
    setAccessibleName(tr("Game notation"));
    setAccessibleDescription(
        tr("The arrow keys go from move to move, Home to the start, End to the last move."));
    // One Tab stop: Tab goes on to the next control, the arrow keys go through the moves.
    setTabChangesFocus(true);
    // A word longer than the line (a long comment without spaces) breaks anywhere.
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setPlaceholderText(tr("Comments, symbols and variations of the game appear here."));
    connect(this, &QTextBrowser::anchorClicked, this, &NotationView::onAnchor);
}

void NotationView::bind(app::GameController* controller) {
    m_controller = controller;
    using C = app::GameController;
    const auto rerender = [this] { render(); };
    connect(controller, &C::stateChanged, this, rerender);
    connect(controller, &C::annotationsChanged, this, rerender);
    connect(&controller->navigator(), &app::PlyNavigator::shownPlyChanged, this, [this] {
        if (!m_controller->navigator().isInVariation()) m_variationNode = NoNode;
        render();
    });
    render();
}

NodeId NotationView::shownNode() const {
    if (!m_controller) return NoNode;
    if (m_variationNode != NoNode && m_controller->navigator().isInVariation())
        return m_variationNode;
    return m_controller->record().nodeOfPly(m_controller->navigator().shownRecordPly());
}

void NotationView::render() {
    if (!m_controller) return;
    const int scroll = verticalScrollBar()->value();
    NotationHtml html(*m_controller, shownNode(), palette(), m_style);
    const app::GameController& c = *m_controller;
    if (c.navigator().recordPlies() > c.ply())
        html.setGameEnd(
            c.record().nodeOfPly(c.ply()),
            c.rulingsStopped()
                ? tr("the arbiter's rulings stop here: a null move follows")
                : tr("the game ended here: %1; the moves after it were played after "
                     "the end")
                      .arg(app::RuleTexts::banner(c.outcome(), c.game().position(),
                                                  c.game().rules(), c.game().ruling().deadReason)));
    const GameResult written =
        c.recordedResult() != GameResult::Ongoing ? c.recordedResult() : c.outcome().result;
    const QString text = html.html(std::string(resultToken(written)));
    m_moves = html.order();
    setHtml(text.trimmed().isEmpty() ? QString() : text);
    verticalScrollBar()->setValue(scroll);
}

void NotationView::showNode(NodeId node) {
    const app::AnnotatedRecord& record = m_controller->record();
    const int ply = record.plyOfNode(node);
    if (ply >= 0 && ply <= m_controller->navigator().recordPlies()) {
        m_variationNode = NoNode;
        m_controller->navigator().showPly(ply);
        return;
    }
    const PgnGame& tree = record.tree();
    auto position = positionAt(tree, node);
    if (!position) return;
    Move last = Move::none();
    if (auto before = positionAt(tree, tree.node(node).parent); before && !tree.node(node).isNull())
        if (auto m = parseMove(*before, tree.node(node).san)) last = *m;
    // The variation branches from the last main-line position on its way to the root.
    NodeId branch = tree.node(node).parent;
    while (branch != NoNode && record.plyOfNode(branch) < 0) branch = tree.node(branch).parent;
    const int branchPly = branch == NoNode ? 0
                                           : std::min(record.plyOfNode(branch),
                                                      m_controller->navigator().recordPlies());
    m_variationNode = node;
    m_controller->navigator().showVariationPosition(*position, last, branchPly);
}

void NotationView::onAnchor(const QUrl& url) {
    const QString link = url.toString();
    if (link.startsWith(QLatin1String("n:"))) showNode(NodeId(link.mid(2).toInt()));
}

bool NotationView::editComment() {
    const NodeId node = shownNode();
    if (!m_controller || node == NoNode) return false;
    const PgnNode& n = m_controller->record().tree().node(node);
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("Edit Comment"));
    dialog.setLabelText(node == PgnGame::root() ? tr("Comment before the first move:")
                                                : tr("Comment after %1:")
                                                      .arg(app::LocalNotation::show(
                                                          QString::fromStdString(n.san), m_style)));
    dialog.setOption(QInputDialog::UsePlainTextEditForTextInput);
    dialog.setTextValue(m_controller->comment(node));
    // Typing adds to the comment: the cursor waits at its end with nothing selected (the
    // dialog selected it all, and the first key typed replaced a comment an arbiter needed).
    // Tab moves on to OK and Cancel, as in every other field: a comment has no use for a tab
    // character, and a keyboard user could not leave the box.
    QTimer::singleShot(0, &dialog, [&dialog] {
        if (auto* edit = dialog.findChild<QPlainTextEdit*>()) {
            edit->setTabChangesFocus(true);
            edit->moveCursor(QTextCursor::End);
        }
    });
    if (dialog.exec() != QDialog::Accepted) return false;
    const QString text = dialog.textValue();
    if (text.trimmed() == m_controller->comment(node)) return false;
    m_controller->setComment(node, text);
    return true;
}

// The move's assessment (!, ?, !!, ??, !?, ?!: NAGs 1 to 6, 10.2.1) replaced by `nag`, or
// removed with 0; other NAGs of the move stay.
void NotationView::setAssessment(NodeId node, int nag) {
    if (!m_controller || node == NoNode || node == PgnGame::root()) return;
    std::vector<int> nags;
    if (nag != 0) nags.push_back(nag);
    for (int n : m_controller->nags(node))
        if (n < 1 || n > 6) nags.push_back(n);
    m_controller->setNags(node, nags);
}

void NotationView::setNotationStyle(app::LocalNotation::Style style) {
    if (style == m_style) return;
    m_style = style;
    render();
}

int NotationView::indexOfMove(NodeId node) const {
    const auto at = std::find(m_moves.begin(), m_moves.end(), node);
    return at == m_moves.end() ? -1 : int(at - m_moves.begin());
}

QString NotationView::spokenMove(NodeId node) const {
    if (!m_controller || node == NoNode) return {};
    const PgnGame& tree = m_controller->record().tree();
    const QString move =
        node == PgnGame::root() ? tr("Start position") : app::MoveWords::spoken(tree, node);
    const QString comment = shownComments(tree, node).join(QStringLiteral("; "));
    return comment.isEmpty() ? move : tr("%1; comment: %2").arg(move, comment);
}

QRect NotationView::moveRect(NodeId node) const {
    const QString href = QStringLiteral("n:%1").arg(node);
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.charFormat().anchorHref() != href) continue;
            QTextCursor cursor(document());
            cursor.setPosition(fragment.position());
            const QRect start = cursorRect(cursor);
            cursor.setPosition(fragment.position() + fragment.length());
            return start.united(cursorRect(cursor));
        }
    return {};
}

// The arrow keys, Home and End are the view's own while it has the focus, not the window's
// shortcuts for browsing the main line.
bool NotationView::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool plain =
            key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier;
        if (plain && (key->key() == Qt::Key_Left || key->key() == Qt::Key_Right ||
                      key->key() == Qt::Key_Up || key->key() == Qt::Key_Down ||
                      key->key() == Qt::Key_Home || key->key() == Qt::Key_End)) {
            event->accept();
            return true;
        }
    }
    return QTextBrowser::event(event);
}

// QTextBrowser's Tab walks from link to link, and every move is a link: one silent stop per
// move. Tab leaves the view instead; the arrow keys go through the moves.
bool NotationView::focusNextPrevChild(bool next) {
    return QTextEdit::focusNextPrevChild(next);
}

void NotationView::keyPressEvent(QKeyEvent* event) {
    const bool plain =
        event->modifiers() == Qt::NoModifier || event->modifiers() == Qt::KeypadModifier;
    if (plain && step(event->key())) return;
    QTextBrowser::keyPressEvent(event);
}

bool NotationView::step(int key) {
    if (!m_controller || m_moves.empty()) return false;
    const int at = std::max(0, indexOfMove(shownNode()));
    const int last = int(m_moves.size()) - 1;
    int to = at;
    switch (key) {
        case Qt::Key_Left:
        case Qt::Key_Up:
            to = std::max(0, at - 1);
            break;
        case Qt::Key_Right:
        case Qt::Key_Down:
            to = std::min(last, at + 1);
            break;
        case Qt::Key_Home:
            to = 0;
            break;
        case Qt::Key_End:
            to = indexOfMove(
                m_controller->record().nodeOfPly(m_controller->navigator().recordPlies()));
            break;
        default:
            return false;
    }
    if (to >= 0 && to != at) showNode(m_moves[std::size_t(to)]);
    const QRect r = moveRect(shownNode());
    if (!r.isEmpty() && !viewport()->rect().contains(r))
        verticalScrollBar()->setValue(verticalScrollBar()->value() + r.center().y() -
                                      viewport()->height() / 2);
    reportFocus();  // said again at either end, so the key is never silent
    return true;
}

void NotationView::reportFocus() {
    const int index = indexOfMove(shownNode());
    if (!hasFocus() || index < 0) return;
    QAccessibleEvent event(this, QAccessible::Focus);
    event.setChild(index);
    QAccessible::updateAccessibility(&event);
    emit moveFocused(index);
}

void NotationView::focusInEvent(QFocusEvent* event) {
    QTextBrowser::focusInEvent(event);
    reportFocus();
}

void NotationView::changeEvent(QEvent* event) {
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) render();  // the colours follow the theme
}

void NotationView::contextMenuEvent(QContextMenuEvent* event) {
    const QString anchor = anchorAt(event->pos());
    if (anchor.startsWith(QLatin1String("n:"))) showNode(NodeId(anchor.mid(2).toInt()));
    QMenu menu(this);
    menu.addAction(tr("Edit Comment…"), this, &NotationView::editComment);
    const NodeId node = shownNode();
    if (node != NoNode && node != PgnGame::root()) {
        QMenu* assessment = menu.addMenu(tr("Move &Assessment"));
        for (int nag : {1, 2, 3, 4, 5, 6})
            assessment->addAction(QString::fromStdString(app::nagGlyph(nag)), this,
                                  [this, node, nag] { setAssessment(node, nag); });
        assessment->addAction(tr("None"), this, [this, node] { setAssessment(node, 0); });
    }
    menu.exec(event->globalPos());
}

void NotationView::mouseDoubleClickEvent(QMouseEvent* event) {
    const QString anchor = anchorAt(event->pos());
    if (anchor.startsWith(QLatin1String("n:"))) {
        showNode(NodeId(anchor.mid(2).toInt()));
        editComment();
        return;
    }
    QTextBrowser::mouseDoubleClickEvent(event);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
