#include "gui/school/schoolwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedLayout>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include "app/text/plural.h"
#include "app/text/schooltexts.h"
#include "gui/school/answerpanel.h"
#include "gui/school/boardpair.h"
#include "gui/school/historystrip.h"
#include "gui/school/lessontree.h"
#include "gui/school/mockexam.h"
#include "gui/school/positionpicture.h"
#include "gui/window/liveregion.h"

namespace remis::gui {

using app::SchoolTexts;
using school::QuestionKind;

SchoolWindow::SchoolWindow(std::unique_ptr<app::SchoolLibrary> library,
                           std::unique_ptr<app::SchoolProgress> progress, QWidget* parent)
    : QWidget(parent, Qt::Window),
      m_library(std::move(library)),
      m_progress(std::move(progress)),
      m_examRecords(std::make_unique<app::ExamRecords>(m_progress->path())),
      m_place(std::make_unique<app::SchoolPlace>(m_progress->path())) {
    setWindowTitle(tr("Rules School"));
    build();
    restoreExams();
    fillTree();
    // A teacher's file with mistakes still loads its good items; what was left out, and why,
    // stays in view above the lessons.
    showProblems();
    // Return checks the answer (the spin box and the lists keep no use for it); Esc leaves
    // the presenter's full screen.
    auto* enter = new QShortcut(QKeySequence(Qt::Key_Return), this);
    connect(enter, &QShortcut::activated, this, [this] {
        // A focused push button (Next, Finish, Hint...) is pressed, as Return does elsewhere.
        if (auto* button = qobject_cast<QPushButton*>(QApplication::focusWidget());
            button && isAncestorOf(button)) {
            if (button->isEnabled()) button->click();
            return;
        }
        if (m_check->isVisible() && !m_tree->hasFocus()) checkAnswer();
    });
    auto* leave = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(leave, &QShortcut::activated, this, [this] {
        if (m_mode == Mode::Presenter)
            setMode(Mode::Practice);
        else
            close();  // as any tool window: Esc closes it
    });
    applyTabOrder();
    if (!restorePlace()) select(0, 0);
}

SchoolWindow::~SchoolWindow() = default;

// The options wrap to the new width, and take the height that needs.
void SchoolWindow::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitLessonPane();
    fitTextHeights();
}

void SchoolWindow::fitLessonPane() {
    if (m_lessonPaneDragged || width() <= 0) return;
    const QFontMetrics metrics(m_tree->font());
    int widest = 0;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        int depth = 0;
        for (const QTreeWidgetItem* up = (*it)->parent(); up; up = up->parent()) ++depth;
        widest = std::max(widest, metrics.horizontalAdvance((*it)->text(0)) +
                                      (depth + 1) * m_tree->indentation());
    }
    // The frame, the item margins and a scroll bar besides the text.
    const int wanted = widest + 2 * m_tree->frameWidth() + metrics.averageCharWidth() * 2 +
                       m_tree->verticalScrollBar()->sizeHint().width() +
                       2 * m_split->widget(0)->layout()->contentsMargins().left();
    const int lessons =
        std::clamp(wanted, m_split->widget(0)->minimumSizeHint().width(), width() / 4);
    const QList<int> sizes = m_split->sizes();
    const int total = std::max(sizes.value(0) + sizes.value(1), width());
    if (sizes.value(0) != lessons) m_split->setSizes({lessons, total - lessons});
}

// The lessons on the left; on the right either the item (boards and question) or, after an
// exam, its review.
void SchoolWindow::build() {
    auto* split = new QSplitter(this);
    m_split = split;
    split->addWidget(buildLessonPane());
    connect(split, &QSplitter::splitterMoved, this, [this] { m_lessonPaneDragged = true; });
    // A plain widget with a stacked layout, not a QStackedWidget: that is a "layered pane",
    // which Orca names each time the focus enters the page.
    auto* pages = new QWidget(split);
    m_pages = new QStackedLayout(pages);
    m_pages->setContentsMargins(0, 0, 0, 0);
    auto* itemPage = new QSplitter(pages);
    auto* boards = new QWidget(itemPage);
    auto* boardCol = new QVBoxLayout(boards);
    auto* pair = new BoardPair(boards);
    m_left = pair->first();
    m_right = pair->second();
    boardCol->addWidget(pair, 1);
    // The moves that led to the position, under it, to step through.
    m_history = new HistoryStrip(boards);
    m_prevPly = m_history->previousButton();
    m_nextPly = m_history->nextButton();
    connect(m_history, &HistoryStrip::plyChosen, this, &SchoolWindow::showPly);
    boardCol->addWidget(m_history);
    itemPage->addWidget(boards);
    itemPage->addWidget(buildQuestionPane());
    itemPage->setStretchFactor(0, 3);
    itemPage->setStretchFactor(1, 2);
    m_pages->addWidget(itemPage);
    m_pages->addWidget(buildReviewPage());
    split->addWidget(pages);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
    resize(1100, 620);
}

QWidget* SchoolWindow::buildLessonPane() {
    auto* pane = new QWidget(this);
    auto* col = new QVBoxLayout(pane);
    m_modeBox = new QComboBox(pane);
    m_modeBox->addItems({tr("Practice"), tr("Exam"), tr("Presenter")});
    m_modeBox->setAccessibleName(tr("Mode"));
    connect(m_modeBox, &QComboBox::activated, this, [this](int i) {
        if (Mode(i) != Mode::Exam && !leaveExams()) {
            m_modeBox->setCurrentIndex(int(Mode::Exam));
            return;
        }
        setMode(Mode(i));
    });
    m_passMark = new QSpinBox(pane);
    m_passMark->setRange(1, 100);
    m_passMark->setValue(80);
    m_passMark->setPrefix(tr("Pass mark: "));
    m_passMark->setSuffix(QStringLiteral(" %"));
    m_passMark->setVisible(false);
    // The name goes on the result sheet; nothing else is done with it.
    m_pupil = new QLineEdit(pane);
    m_pupil->setPlaceholderText(tr("Pupil's name"));
    m_pupil->setAccessibleName(tr("Pupil's name"));
    m_pupil->setVisible(false);
    connect(m_pupil, &QLineEdit::editingFinished, this,
            [this] { m_examRecords->setPupil(m_pupil->text().trimmed()); });
    m_problems = new QLabel(pane);
    m_problems->setObjectName(QStringLiteral("lessonProblems"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setFrameShape(QFrame::StyledPanel);
    col->addWidget(m_problems);
    m_tree = new LessonTree(pane);
    // The item shown stays as clearly highlighted while the focus is on its answer.
    QPalette palette = m_tree->palette();
    for (QPalette::ColorRole role : {QPalette::Highlight, QPalette::HighlightedText})
        palette.setColor(QPalette::Inactive, role, palette.color(QPalette::Active, role));
    m_tree->setPalette(palette);
    m_tree->setAccessibleName(tr("Lessons"));
    // The list is rebuilt by select(): not while the view still handles the click or key that
    // changed the row (the rows under the mouse would move and another row be highlighted).
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* row) {
        if (!row || !row->parent()) return;
        const int lesson = m_tree->indexOfTopLevelItem(row->parent());
        const int item = row->parent()->indexOfChild(row);
        QMetaObject::invokeMethod(
            this, [this, lesson, item] { select(lesson, item); }, Qt::QueuedConnection);
    });
    m_resetItem = new QPushButton(tr("Reset Item"), pane);
    m_resetLesson = new QPushButton(tr("Reset Lesson"), pane);
    connect(m_resetItem, &QPushButton::clicked, this, [this] {
        if (const school::Item* it = current())
            m_progress->resetItem(QString::fromStdString(it->lessonId),
                                  QString::fromStdString(it->id));
        fillTree();
    });
    connect(m_resetLesson, &QPushButton::clicked, this, [this] {
        if (m_lesson < 0) return;
        const QString id = QString::fromStdString(m_library->lessons()[size_t(m_lesson)].lesson.id);
        if (QMessageBox::question(this, tr("Reset Lesson"),
                                  tr("Forget the progress in this whole lesson?")) ==
            QMessageBox::Yes)
            m_progress->resetLesson(id);
        fillTree();
    });
    m_printSheet = new QPushButton(tr("Print Questions…"), pane);
    m_printKey = new QPushButton(tr("Print Answer Key…"), pane);
    m_mockExam = new QPushButton(tr("Mock Exam…"), pane);
    m_mockExam->setToolTip(
        tr("A printable paper of questions from every lesson, with its "
           "answer key"));
    connect(m_mockExam, &QPushButton::clicked, this, [this] {
        MockExamDialog dialog(*m_library, this);
        dialog.exec();
    });
    m_openLesson = new QPushButton(tr("Open Lesson File…"), pane);
    m_openLesson->setToolTip(tr("A lesson file (PGN) from anywhere; to keep it, put it in %1")
                                 .arg(QDir::toNativeSeparators(app::SchoolLibrary::userFolder())));
    connect(m_openLesson, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open Lesson File"), QString(), tr("Lesson files (*.pgn);;All files (*)"));
        if (!path.isEmpty()) openLessonFile(path);
    });
    connect(m_printSheet, &QPushButton::clicked, this, [this] { printSheet(false); });
    connect(m_printKey, &QPushButton::clicked, this, [this] { printSheet(true); });
    for (QWidget* w : {static_cast<QWidget*>(m_modeBox), static_cast<QWidget*>(m_passMark),
                       static_cast<QWidget*>(m_pupil), static_cast<QWidget*>(m_tree),
                       static_cast<QWidget*>(m_resetItem), static_cast<QWidget*>(m_resetLesson),
                       static_cast<QWidget*>(m_printSheet), static_cast<QWidget*>(m_printKey),
                       static_cast<QWidget*>(m_mockExam), static_cast<QWidget*>(m_openLesson)})
        col->addWidget(w);
    return pane;
}

QWidget* SchoolWindow::buildQuestionPane() {
    auto* pane = new QWidget(this);
    pane->setMinimumWidth(420);
    auto* col = new QVBoxLayout(pane);
    m_question = new QLabel(pane);
    m_question->setWordWrap(true);
    QFont bold = m_question->font();
    bold.setBold(true);
    m_question->setFont(bold);
    // The question and the teacher's text keep a fixed height (scrolling if long), so the
    // answers and buttons stay in place from one item to the next.
    m_question->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_questionScroll = new QScrollArea(pane);
    m_questionScroll->setWidget(m_question);
    m_questionScroll->setWidgetResizable(true);
    m_questionScroll->setFrameShape(QFrame::NoFrame);
    // The teacher's explanation: read-only text that takes the focus and moves a caret, so a
    // keyboard user reaches it with Tab and a screen reader reads it line by line (a label
    // was neither reached nor read). It scrolls by itself when long.
    m_text = new QPlainTextEdit(pane);
    m_text->setObjectName(QStringLiteral("explanation"));
    m_text->setReadOnly(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setFocusPolicy(Qt::StrongFocus);
    m_text->setTabChangesFocus(true);
    m_text->setAccessibleName(tr("Explanation"));
    // The options wrap to the pane's width; when they need more height than there is, they
    // scroll: never cut off.
    m_answers = new AnswerPanel(pane);
    m_answerScroll = new QScrollArea(pane);
    m_answerScroll->setWidget(m_answers);
    m_answerScroll->setWidgetResizable(true);
    m_answerScroll->setFrameShape(QFrame::NoFrame);
    m_answerScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The scroll areas only frame: Tab goes to the options inside, not to a stop that shows
    // no focus (the wheel still scrolls them).
    for (QScrollArea* area : {m_questionScroll, m_answerScroll}) area->setFocusPolicy(Qt::NoFocus);
    m_feedback = new QTextBrowser(pane);
    m_feedback->setOpenLinks(false);
    m_feedback->setObjectName(QStringLiteral("feedback"));
    m_feedback->setAccessibleName(tr("Feedback"));
    // The feedback is in the name: Qt makes a read-only text browser a label, and Orca says a
    // label with a name by its name alone ("Feedback label", not the text, on Tab).
    connect(m_feedback, &QTextBrowser::textChanged, this, [this] {
        const QString text = m_feedback->toPlainText().simplified();
        m_feedback->setAccessibleName(text.isEmpty() ? tr("Feedback")
                                                     : tr("Feedback: %1").arg(text));
    });
    m_region = new LiveRegion(pane);
    connect(m_feedback, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("ply")) showPly(url.path().toInt());
        if (url.scheme() == QLatin1String("item")) select(m_lesson, url.path().toInt());
    });
    auto* buttons = new QHBoxLayout;
    m_hint = new QPushButton(tr("&Hint"), pane);
    m_check = new QPushButton(tr("&Check"), pane);
    m_next = new QPushButton(tr("&Next"), pane);
    m_check->setDefault(true);
    connect(m_hint, &QPushButton::clicked, this, &SchoolWindow::showHint);
    connect(m_check, &QPushButton::clicked, this, &SchoolWindow::checkAnswer);
    connect(m_next, &QPushButton::clicked, this, [this] {
        if (m_lesson < 0) return;
        const auto& items = m_library->lessons()[size_t(m_lesson)].lesson.items;
        if (m_item + 1 < int(items.size()))
            select(m_lesson, m_item + 1);
        else if (m_mode == Mode::Exam)
            finishExam();
        else if (m_lesson + 1 < int(m_library->lessons().size()))
            select(m_lesson + 1, 0);
    });
    m_play = new QPushButton(tr("Show on the &Main Board"), pane);
    connect(m_play, &QPushButton::clicked, this, [this] {
        if (const school::Item* it = current()) {
            markDemonstrationDone(*it);
            emit demonstrationRequested(QString::fromStdString(it->id));
        }
    });
    for (QPushButton* b : {m_hint, m_check, m_next}) buttons->addWidget(b);
    col->addWidget(m_questionScroll);
    col->addWidget(m_text);
    col->addWidget(m_answerScroll, 1);
    col->addLayout(buttons);
    col->addWidget(buildExamButtons(pane));
    col->addWidget(m_play);
    col->addWidget(m_feedback, 1);
    return pane;
}

void SchoolWindow::markTreeItem(QTreeWidgetItem* row, const school::Item& item) {
    const app::ItemProgress p =
        m_progress->item(QString::fromStdString(item.lessonId), QString::fromStdString(item.id));
    // The exam keeps right and wrong to itself until the end, then marks its own answers; the
    // presenter shows no one's marks.
    QString mark;
    if (m_mode == Mode::Exam)
        mark = examMark(m_tree->indexOfTopLevelItem(row->parent()),
                        size_t(row->parent()->indexOfChild(row)));
    else if (m_mode == Mode::Practice && p.attempts > 0)
        mark = p.solved ? QStringLiteral("✓ ") : QStringLiteral("✗ ");
    // An item's id often names its answer ("rep-ep-trap"): the list shows the kind and its
    // number (a projector shows the list to the class too); the teacher finds the id and the
    // source in the tooltip, except in an exam.
    const int number = row->parent()->indexOfChild(row) + 1;
    QString name = item.kind == QuestionKind::Watch
                       ? QString::fromStdString(item.text).section(QLatin1Char('\n'), 0, 0)
                       : QStringLiteral("%1. %2").arg(number).arg(SchoolTexts::kindName(item.kind));
    row->setText(0, mark + name);
    // The whole name first: a long one is cut in a narrow list.
    const QString source = QString::fromStdString(item.source);
    const QString about = m_mode == Mode::Exam || item.kind == QuestionKind::Watch
                              ? source
                              : QString::fromStdString(item.id) +
                                    (source.isEmpty() ? QString() : QStringLiteral(" · ") + source);
    row->setToolTip(0, about.isEmpty() ? name : name + QLatin1Char('\n') + about);
}

// In an exam: a dot for an answer given, and right or wrong once the exam is over.
QString SchoolWindow::examMark(int lesson, size_t index) const {
    const auto it = m_exams.find(lesson);
    if (it == m_exams.end() || index >= it->second.entryCount()) return {};
    const school::ExamEntry& entry = it->second.entry(index);
    if (!entry.counts) return {};
    if (it->second.finished())
        return entry.feedback.correct ? QStringLiteral("✓ ") : QStringLiteral("✗ ");
    return entry.submitted ? QStringLiteral("• ") : QString();
}

// The lessons, the explanation, then the answer widgets of the item shown (made anew for each
// item), then the buttons, the feedback and the settings: the order they are read on screen.
void SchoolWindow::applyTabOrder() {
    QList<QWidget*> order{m_tree, m_text};
    for (QWidget* w : m_answers->findChildren<QWidget*>())
        if (w->focusPolicy() & Qt::TabFocus) order << w;
    order << QList<QWidget*>{
        m_hint,        m_check,      m_next,     m_finish,
        m_showReview,  m_left,       m_right,    static_cast<QWidget*>(m_history->list()),
        m_prevPly,     m_nextPly,    m_play,     m_feedback,
        m_modeBox,     m_passMark,   m_pupil,    m_resetItem,
        m_resetLesson, m_printSheet, m_printKey, m_mockExam,
        m_openLesson};
    for (qsizetype i = 1; i < order.size(); ++i) setTabOrder(order[i - 1], order[i]);
}

// A lesson file's problems are the teacher's to mend, not the class's to read: presenter mode,
// on the class's screen, leaves them out as it leaves out the buttons for preparing (a tester:
// the box came up in front of the class, in the presenter's large type).
void SchoolWindow::showProblems() {
    m_problems->setVisible(m_mode != Mode::Presenter && !m_library->problems().isEmpty());
    m_problems->setText(tr("Some lesson files have problems:\n%1")
                            .arg(m_library->problems().join(QLatin1Char('\n'))));
}

bool SchoolWindow::openLessonFile(const QString& path) {
    const size_t before = m_library->lessons().size();
    const bool loaded = m_library->loadFile(path);
    if (loaded) m_place->addOpenedFile(path);
    showProblems();
    // An exam sat on this file before (kept by lesson id) comes back as it was left.
    for (size_t i = before; i < m_library->lessons().size(); ++i) restoreExam(int(i));
    fillTree();
    if (loaded) select(int(m_library->lessons().size()) - 1, 0);
    return loaded;
}

void SchoolWindow::fillTree() {
    const QSignalBlocker block(m_tree);
    // The lessons the user opened stay open, and the list stays where it was scrolled to.
    std::vector<bool> expanded;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        expanded.push_back(m_tree->topLevelItem(i)->isExpanded());
    const int scrolled = m_tree->verticalScrollBar()->value();
    m_tree->clear();
    for (const app::LoadedLesson& l : m_library->lessons()) {
        const QString id = QString::fromStdString(l.lesson.id);
        const int lesson = m_tree->topLevelItemCount();
        const QString count =
            m_mode == Mode::Exam
                ? examCount(lesson, l.lesson)
                : tr(" (%1 of %2)").arg(m_progress->solvedIn(id)).arg(l.lesson.items.size());
        auto* top = new QTreeWidgetItem(m_tree, {QString::fromStdString(l.lesson.title) + count});
        top->setToolTip(0, top->text(0));
        for (const school::Item& item : l.lesson.items)
            markTreeItem(new QTreeWidgetItem(top), item);
        if (size_t(lesson) < expanded.size() && expanded[size_t(lesson)]) top->setExpanded(true);
    }
    m_tree->verticalScrollBar()->setValue(scrolled);
    if (m_lesson >= 0 && m_lesson < m_tree->topLevelItemCount()) {
        QTreeWidgetItem* top = m_tree->topLevelItem(m_lesson);
        top->setExpanded(true);
        if (m_item >= 0 && m_item < top->childCount()) {
            QTreeWidgetItem* row = top->child(m_item);
            QFont bold = row->font(0);
            bold.setBold(true);
            row->setFont(0, bold);
            m_tree->showRow(row);
        }
    }
}

// In an exam the count is of answers given: how many were right stays unknown. An exam not
// yet opened has no answers and no size of its own: the lesson's questions are counted instead.
QString SchoolWindow::examCount(int lesson, const school::Lesson& l) const {
    const auto exam = m_exams.find(lesson);
    if (exam == m_exams.end())
        return app::englishPlural(tr(" (%n question(s), not started)", "", int(l.items.size())));
    return tr(" (%1 of %2 answered)")
        .arg(int(exam->second.answered()))
        .arg(int(exam->second.size()));
}

const school::Item* SchoolWindow::current() const {
    if (m_lesson < 0 || m_lesson >= int(m_library->lessons().size())) return nullptr;
    const auto& items = m_library->lessons()[size_t(m_lesson)].lesson.items;
    return m_item >= 0 && m_item < int(items.size()) ? &items[size_t(m_item)] : nullptr;
}

bool SchoolWindow::select(int lesson, int item) {
    if (lesson < 0 || lesson >= int(m_library->lessons().size())) return false;
    const auto& items = m_library->lessons()[size_t(lesson)].lesson.items;
    if (item < 0 || item >= int(items.size())) return false;
    if (lesson != m_lesson) m_finishWarned = false;
    m_lesson = lesson;
    m_item = item;
    m_pages->setCurrentIndex(0);
    showItem();
    fillTree();
    keepPlace();
    return true;
}

bool SchoolWindow::restorePlace() {
    const app::SchoolPlaceState place = m_place->state();
    for (const QString& file : place.openedFiles) {
        const size_t before = m_library->lessons().size();
        if (!QFileInfo::exists(file) || !m_library->loadFile(file)) continue;
        for (size_t i = before; i < m_library->lessons().size(); ++i) restoreExam(int(i));
    }
    showProblems();
    fillTree();
    if (place.mode == QLatin1String("exam")) setMode(Mode::Exam);
    const auto& lessons = m_library->lessons();
    for (size_t l = 0; l < lessons.size(); ++l) {
        if (QString::fromStdString(lessons[l].lesson.id) != place.lesson) continue;
        for (size_t i = 0; i < lessons[l].lesson.items.size(); ++i)
            if (QString::fromStdString(lessons[l].lesson.items[i].id) == place.item)
                return select(int(l), int(i));
    }
    return false;
}

void SchoolWindow::keepPlace() {
    const school::Item* item = current();
    if (!item) return;
    static const char* const modes[] = {"practice", "exam", "presenter"};
    m_place->setShown(QLatin1String(modes[int(m_mode)]), QString::fromStdString(item->lessonId),
                      QString::fromStdString(item->id));
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
