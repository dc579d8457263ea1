#include "gui/editor/positioneditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "app/services/settings.h"
#include "app/text/articles.h"
#include "app/text/errortexts.h"
#include "app/text/ruletexts.h"
#include "app/text/setuptexts.h"
#include "gui/dialogs/timecontrolpicker.h"
#include "gui/editor/editorboard.h"
#include "gui/editor/piecepalette.h"
#include "gui/panels/messageline.h"
#include "gui/style/theme.h"

namespace remis::gui {

namespace {
constexpr CastlingRights Rights[4] = {WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide};
int rightIndex(CastlingRights r) {
    for (int i = 0; i < 4; ++i)
        if (Rights[i] == r) return i;
    return 0;
}

// The problem list prefers four lines, whatever it holds; it takes the room left over (its
// stretch) and scrolls. Its box wraps the verdict (height for width), so the list's preferred
// height counts as the box's minimum: the default 192 px, or its whole contents, squeezed the
// castling boxes above to a few pixels in a dialog of ordinary height.
class ProblemList : public QListWidget {
public:
    using QListWidget::QListWidget;
    QSize sizeHint() const override {
        return {QListWidget::sizeHint().width(), fontMetrics().height() * 4 + 2 * frameWidth()};
    }
};

// Problem lines sit on the list's base colour, so each hue is made readable against that.
QColor severityColour(setup::Severity s, const QPalette& palette) {
    const ThemeColours c = theme::colours(palette);
    switch (s) {
        case setup::Severity::Error:
            return theme::readable(c.errorText, c.base);
        case setup::Severity::Warning:
            return theme::readable(c.warningText, c.base);
        case setup::Severity::Note:
            break;
    }
    return theme::readable(c.noteText, c.base);
}
}  // namespace

PositionEditor::PositionEditor(QWidget* parent)
    : QDialog(parent), m_board(new EditorBoard(this)), m_palette(new PiecePalette(this)) {
    setObjectName(QStringLiteral("positionEditor"));
    setWindowTitle(tr("Set Up Position"));
    const BoardTheme theme = BoardTheme::byId(app::Settings().boardTheme());
    m_board->setTheme(theme);
    m_palette->setTheme(theme);
    auto* left = new QVBoxLayout;
    left->addWidget(m_board, 1);
    left->addWidget(m_palette);
    auto* keys = new QLabel(tr("Click: place the chosen piece (again: remove). Right click: the "
                               "other colour. Drag a piece off the board to remove it. Keyboard: "
                               "arrows, then K Q R B N P (White) or k q r b n p (Black), x "
                               "empties."),
                            this);
    keys->setWordWrap(true);
    keys->setObjectName(QStringLiteral("editorKeys"));
    // The keys belong to the board (a screen reader gets them from the board's own
    // description): as a label of the board, Orca no longer reads them as the dialog's text
    // before each square it announces.
    keys->setBuddy(m_board);
    keys->setStyleSheet(
        QStringLiteral("color: %1;").arg(theme::css(theme::colours(QWidget::palette()).muted)));
    left->addWidget(keys);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 3);
    layout->addWidget(buildSideColumn(), 2);
    m_history.push_back(setup::Setup::start());
    m_given = m_history.front();
    m_givenFen = QString::fromStdString(setup::toFen(m_given));
    connect(m_board, &EditorBoard::edited, this, &PositionEditor::apply);
    connect(m_palette, &PiecePalette::toolChosen, m_board, &EditorBoard::setTool);
    m_board->setTool(m_palette->tool());
    resize(980, 640);
    refresh();
}

QWidget* PositionEditor::buildSideColumn() {
    auto* column = new QWidget(this);
    auto* v = new QVBoxLayout(column);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(buildPositionFields());
    v->addWidget(buildButtons());
    auto* fenRow = new QHBoxLayout;
    fenRow->addWidget(new QLabel(tr("&FEN:"), this));
    m_fenEdit = new QLineEdit(this);
    m_fenEdit->setObjectName(QStringLiteral("editorFen"));
    QFont mono(QStringLiteral("DejaVu Sans Mono"));
    mono.setStyleHint(QFont::Monospace);
    m_fenEdit->setFont(mono);
    static_cast<QLabel*>(fenRow->itemAt(0)->widget())->setBuddy(m_fenEdit);
    fenRow->addWidget(m_fenEdit, 1);
    v->addLayout(fenRow);
    m_fenError = new MessageLine(this, 2);  // reserved: an error moves nothing below it
    m_fenError->setObjectName(QStringLiteral("editorFenError"));
    m_fenError->setStyleSheet(
        QStringLiteral("color: %1;").arg(theme::css(theme::colours(QWidget::palette()).errorText)));
    v->addWidget(m_fenError);
    connect(m_fenEdit, &QLineEdit::textEdited, this, &PositionEditor::fenTyped);
    v->addWidget(buildProblemList(), 1);
    auto* timeRow = new QHBoxLayout;
    auto* timeLabel = new QLabel(tr("&Time control:"), this);
    m_time = new TimeControlPicker(this);
    timeLabel->setBuddy(m_time);
    timeRow->addWidget(timeLabel);
    timeRow->addWidget(m_time, 1);
    v->addLayout(timeRow);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Play from Here"));
    m_ok->setToolTip(
        tr("Start a game from this position. Play a few moves to build a history "
           "(for example a repetition), then save it as PGN: it keeps the "
           "position as SetUp/FEN."));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    v->addWidget(buttons);
    return column;
}

QWidget* PositionEditor::buildPositionFields() {
    auto* box = new QGroupBox(tr("Position"), this);
    auto* form = new QFormLayout(box);
    m_side = new QComboBox(this);
    m_side->addItem(app::RuleTexts::colorName(White), int(White));
    m_side->addItem(app::RuleTexts::colorName(Black), int(Black));
    form->addRow(tr("&Side to move:"), m_side);
    auto* castling = new QGridLayout;
    for (int i = 0; i < 4; ++i) {
        m_castling[i] = new QCheckBox(this);
        m_castling[i]->setObjectName(QStringLiteral("castling%1").arg(QLatin1Char("KQkq"[i])));
        castling->addWidget(m_castling[i], i, 0);
        // Why a right is impossible is in the box's tooltip and accessible description, not
        // its text: there it widened the column and squeezed the board (a cleared board has
        // all four); a right that is set but impossible is named in the problem list too.
        const CastlingRights right = Rights[i];
        connect(m_castling[i], &QCheckBox::toggled, this,
                [this, right](bool on) { setCastling(right, on); });
    }
    form->addRow(tr("Castling:"), castling);
    m_ep = new QComboBox(this);
    m_ep->setObjectName(QStringLiteral("epCombo"));
    m_ep->setToolTip(tr("Only squares a double pawn push could just have crossed are offered."));
    form->addRow(tr("&En passant:"), m_ep);
    m_halfmove = new QSpinBox(this);
    m_halfmove->setRange(0, setup::MaxHalfmoveClock);
    m_halfmove->setToolTip(tr("Plies since the last capture or pawn move (FIDE %1).")
                               .arg(app::articleNo(article_no::Fifty)));
    form->addRow(tr("&Halfmove clock:"), m_halfmove);
    m_fullmove = new QSpinBox(this);
    m_fullmove->setRange(1, setup::MaxFullmoveNumber);
    form->addRow(tr("&Move number:"), m_fullmove);
    connect(m_side, &QComboBox::activated, this, [this] {
        setup::Setup s = current();
        s.side = Color(m_side->currentData().toInt());
        // The e.p. square is kept, not dropped unsaid: if it no longer fits, the problem list
        // says why and the e.p. box offers "none" (nothing the user set changes unasked).
        apply(s);
    });
    connect(m_ep, &QComboBox::activated, this, [this] {
        setup::Setup s = current();
        s.epSquare = m_ep->currentData().toInt();
        apply(s);
    });
    connect(m_halfmove, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_refreshing) return;
        setup::Setup s = current();
        s.halfmoveClock = v;
        apply(s);
    });
    connect(m_fullmove, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_refreshing) return;
        setup::Setup s = current();
        s.fullmoveNumber = v;
        apply(s);
    });
    return box;
}

QWidget* PositionEditor::buildButtons() {
    auto* w = new QWidget(this);
    auto* grid = new QGridLayout(w);
    grid->setContentsMargins(0, 0, 0, 0);
    auto add = [&](const QString& text, const QString& tip, int row, int col, auto&& action) {
        auto* b = new QPushButton(text, this);
        b->setToolTip(tip);
        b->setAutoDefault(false);
        grid->addWidget(b, row, col);
        connect(b, &QPushButton::clicked, this, action);
        return b;
    };
    add(tr("Flip Board"), tr("Look from the other side"), 0, 0,
        [this] { m_board->setFlipped(!m_board->isFlipped()); });
    add(tr("Clear"), tr("Empty the board"), 0, 1, [this] {
        setup::Setup s = setup::Setup::empty();
        s.side = current().side;
        apply(s);
    });
    add(tr("Start Position"), {}, 0, 2, [this] { apply(setup::Setup::start()); });
    add(tr("Mirror"), tr("Mirror the files: a becomes h"), 1, 0,
        [this] { apply(setup::mirrored(current())); });
    add(tr("Swap Colours"),
        tr("The same position with the colours swapped: White's pieces become Black's, "
           "the ranks turn round and the other side moves"),
        1, 1, [this] { apply(setup::colorsSwapped(current())); });
    m_undo = add(tr("Undo"), {}, 2, 0, [this] { undo(); });
    m_redo = add(tr("Redo"), {}, 2, 1, [this] { redo(); });
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setShortcut(QKeySequence::Redo);
    return w;
}

QWidget* PositionEditor::buildProblemList() {
    auto* box = new QGroupBox(tr("What the arbiter sees"), this);
    auto* v = new QVBoxLayout(box);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("editorVerdict"));
    m_verdict->setWordWrap(true);
    v->addWidget(m_verdict);
    m_problemList = new ProblemList(this);
    m_problemList->setObjectName(QStringLiteral("problemList"));
    m_problemList->setWordWrap(true);
    m_problemList->setToolTip(tr("Click a line to mark its squares on the board."));
    v->addWidget(m_problemList, 1);
    connect(m_problemList, &QListWidget::currentRowChanged, this,
            &PositionEditor::showProblemSquares);
    m_fixCastling = new QPushButton(tr("Remove the Impossible Castling Rights"), this);
    m_fixCastling->setObjectName(QStringLiteral("fixCastling"));
    m_fixCastling->setAutoDefault(false);
    connect(m_fixCastling, &QPushButton::clicked, this,
            [this] { apply(setup::withoutImpossibleCastling(current())); });
    v->addWidget(m_fixCastling);
    return box;
}

bool PositionEditor::setFen(const QString& fen) {
    auto parsed = setup::parseSetupFen(fen.trimmed().toStdString());
    if (!parsed) {
        m_fenEdit->setText(fen.trimmed());
        m_fenError->setMessage(app::ErrorTexts::text(parsed.error()));
        return false;
    }
    m_history = {*parsed};
    m_index = 0;
    m_given = *parsed;
    m_givenFen = fen.trimmed();
    refresh();
    return true;
}

void PositionEditor::setTimeControl(const TimeControl& control, const QList<TimeControl>& recent) {
    m_time->setRecent(recent);
    m_time->setTimeControl(control);
}

TimeControl PositionEditor::timeControl() const {
    return m_time->timeControl();
}

QString PositionEditor::fen() const {
    if (current() == m_given) return m_givenFen;
    return QString::fromStdString(setup::toFen(current()));
}

QString PositionEditor::fenError() const {
    return m_fenError->message();
}

void PositionEditor::apply(const setup::Setup& s) {
    if (s == current()) return;
    m_history.resize(size_t(m_index) + 1);
    m_history.push_back(s);
    ++m_index;
    refresh();
}

void PositionEditor::undo() {
    if (!canUndo()) return;
    --m_index;
    refresh();
}

void PositionEditor::redo() {
    if (!canRedo()) return;
    ++m_index;
    refresh();
}

void PositionEditor::fenTyped(const QString& text) {
    auto parsed = setup::parseSetupFen(text.trimmed().toStdString());
    m_fenError->setMessage(parsed ? QString() : app::ErrorTexts::text(parsed.error()));
    if (!parsed) return;
    m_typing = true;  // keep the text (and the cursor) as typed
    apply(*parsed);
    m_typing = false;
}

// Enter in the FEN field applies the FEN typed there and shows it as the editor writes it, or
// says why it cannot be read and keeps the text. A tester: the QLineEdit passed Enter on to the
// dialog, whose default button, Play from Here, started the game at once.
void PositionEditor::keyPressEvent(QKeyEvent* event) {
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && m_fenEdit->hasFocus()) {
        fenEntered();
        return;
    }
    QDialog::keyPressEvent(event);
}

void PositionEditor::fenEntered() {
    auto parsed = setup::parseSetupFen(m_fenEdit->text().trimmed().toStdString());
    if (!parsed) {
        m_fenError->setMessage(app::ErrorTexts::text(parsed.error()));
        return;
    }
    apply(*parsed);
    refresh();  // the FEN as written out, even when the position was already applied live
}

void PositionEditor::setCastling(CastlingRights right, bool on) {
    if (m_refreshing) return;
    setup::Setup s = current();
    s.castling = on ? uint8_t(s.castling | right) : uint8_t(s.castling & ~right);
    apply(s);
}

void PositionEditor::refresh() {
    m_refreshing = true;
    const setup::Setup& s = current();
    m_problems = setup::checkSetup(s);
    m_board->setSetup(s);
    m_board->setHighlighted({});
    m_side->setCurrentIndex(s.side == White ? 0 : 1);
    refreshCastling();
    refreshEnPassant();
    m_halfmove->setValue(s.halfmoveClock);
    m_fullmove->setValue(s.fullmoveNumber);
    if (!m_typing) {
        m_fenEdit->setText(fen());
        m_fenError->clearMessage();
    }
    refreshProblems();
    m_undo->setEnabled(canUndo());
    m_redo->setEnabled(canRedo());
    m_refreshing = false;
}

// A box is enabled while its king and rook are at home; a set right whose piece is missing
// stays enabled (so it can be cleared) and the list offers the fix.
void PositionEditor::refreshCastling() {
    const setup::Setup& s = current();
    const uint8_t possible = setup::possibleCastlingRights(s);
    for (int i = 0; i < 4; ++i) {
        const CastlingRights r = Rights[i];
        const bool set = s.castling & r;
        const QString missing = app::SetupTexts::castlingMissing(s, r);
        const QString name = app::SetupTexts::castlingName(r);
        const QString label = missing.isEmpty() ? name : tr("%1 — %2").arg(name, missing);
        m_castling[i]->setText(name);
        m_castling[i]->setToolTip(label);
        m_castling[i]->setAccessibleDescription(missing);
        m_castling[i]->setChecked(set);
        m_castling[i]->setEnabled((possible & r) || set);
    }
}

void PositionEditor::refreshEnPassant() {
    const setup::Setup& s = current();
    m_ep->clear();
    m_ep->addItem(tr("none"), int(NoSquare));
    for (Square sq : setup::possibleEpSquares(s)) m_ep->addItem(app::SetupTexts::square(sq), sq);
    if (s.epSquare != NoSquare && !setup::epSquareIsPossible(s, s.epSquare))
        m_ep->addItem(tr("%1 (impossible)").arg(app::SetupTexts::square(s.epSquare)), s.epSquare);
    m_ep->setCurrentIndex(qMax(0, m_ep->findData(s.epSquare)));
    m_ep->setEnabled(m_ep->count() > 1);
}

void PositionEditor::refreshProblems() {
    m_problemList->clear();
    bool castlingProblem = false;
    for (const setup::Problem& p : m_problems) {
        auto* item = new QListWidgetItem(tr("%1: %2").arg(app::SetupTexts::severityName(p.severity),
                                                          app::SetupTexts::text(p, current())),
                                         m_problemList);
        item->setForeground(severityColour(p.severity, m_problemList->palette()));
        castlingProblem |= p.code == setup::ProblemCode::CastlingKingMissing ||
                           p.code == setup::ProblemCode::CastlingRookMissing;
    }
    m_fixCastling->setVisible(castlingProblem);
    const bool ok = isAcceptable();
    m_ok->setEnabled(ok);
    m_verdict->setText(ok ? tr("The position is legal: it can be played.")
                          : tr("The position cannot be played yet: fix the errors below."));
    const ThemeColours colours = theme::colours(QWidget::palette());
    m_verdict->setStyleSheet(QStringLiteral("color: %1; font-weight: bold;")
                                 .arg(theme::css(ok ? colours.successText : colours.errorText)));
}

void PositionEditor::showProblemSquares() {
    const int row = m_problemList->currentRow();
    if (row < 0 || row >= int(m_problems.size())) return;
    m_board->setHighlighted(m_problems[size_t(row)].squares);
}

QStringList PositionEditor::problemTexts() const {
    QStringList texts;
    for (const setup::Problem& p : m_problems) texts << app::SetupTexts::text(p, current());
    return texts;
}

bool PositionEditor::isAcceptable() const {
    return !setup::hasErrors(m_problems) && setup::toPosition(current()).ok();
}

QCheckBox* PositionEditor::castlingBox(CastlingRights right) const {
    return m_castling[rightIndex(right)];
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
