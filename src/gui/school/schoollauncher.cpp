#include "gui/school/schoollauncher.h"

#include <QCoreApplication>
#include <QScreen>

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "gui/content/demolibrary.h"
#include "gui/school/schoolwindow.h"

namespace remis::gui {

school::Lesson demonstrationLesson(const DemoLibrary& demos) {
    school::Lesson lesson;
    lesson.id = "demonstrations";
    lesson.title =
        QCoreApplication::translate("remis::gui::SchoolWindow", "Demonstrations").toStdString();
    for (const Demo& demo : demos.demos()) {
        auto start = parseFen(demo.fen.toStdString());
        if (!start) continue;
        school::Item item;
        item.id = demo.id.toStdString();
        item.lessonId = lesson.id;
        item.kind = school::QuestionKind::Watch;
        item.start = *start;
        item.text = (demo.title + QStringLiteral("\n\n") + demo.explanation).toStdString();
        Position pos = *start;
        for (const QString& text : demo.moves) {
            auto m = parseMove(pos, text.toStdString());
            if (!m) break;
            item.moves.push_back(*m);
            pos = pos.after(*m);
        }
        lesson.items.push_back(std::move(item));
    }
    return lesson;
}

std::unique_ptr<app::SchoolLibrary> standardSchoolLibrary(const DemoLibrary& demos) {
    auto library = std::make_unique<app::SchoolLibrary>();
    library->loadStandard();
    library->prepend(demonstrationLesson(demos), QStringLiteral(":/demos/demos.json"));
    return library;
}

SchoolWindow* makeSchoolWindow(const DemoLibrary& demos, QWidget* parent) {
    auto* window = new SchoolWindow(standardSchoolLibrary(demos),
                                    std::make_unique<app::SchoolProgress>(), parent);
    // Most of the screen: the boards, the question and the lessons side by side need it.
    if (const QScreen* screen = window->screen())
        window->resize(screen->availableGeometry().size() * 0.92);
    return window;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
