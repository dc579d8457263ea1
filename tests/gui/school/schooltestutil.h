// SPDX-License-Identifier: GPL-3.0-or-later
// What the Rules School window's tests share: a window over the shipped lessons, finding a
// shipped item by id, and choosing an answer option as a pupil would, by clicking it.
#pragma once

#include <QRadioButton>
#include <QtTest>
#include <memory>
#include <string>
#include <utility>

#include "app/school/schoollibrary.h"
#include "app/school/schoolprogress.h"
#include "gui/school/answerpanel.h"
#include "gui/school/schoolwindow.h"

namespace remis::gui::schooltest {

// A school window with the shipped lessons only (none from a user's folder in `dir`) and its
// progress kept in `progressFile`.
inline std::unique_ptr<SchoolWindow> window(const QString& dir, const QString& progressFile) {
    auto lib = std::make_unique<app::SchoolLibrary>();
    lib->loadStandard(dir + QStringLiteral("/nolessons"));
    return std::make_unique<SchoolWindow>(std::move(lib),
                                          std::make_unique<app::SchoolProgress>(progressFile));
}

// The lesson and item index of an item by id; {-1, -1} when there is none.
inline std::pair<int, int> find(const app::SchoolLibrary& lib, const std::string& id) {
    for (size_t l = 0; l < lib.lessons().size(); ++l)
        for (size_t i = 0; i < lib.lessons()[l].lesson.items.size(); ++i)
            if (lib.lessons()[l].lesson.items[i].id == id) return {int(l), int(i)};
    return {-1, -1};
}

// Clicks the answer option with this label; the test fails when there is none.
inline void pick(SchoolWindow& w, const QString& label) {
    for (QRadioButton* b : w.answers()->findChildren<QRadioButton*>())
        if (b->text() == label) return b->click();
    QFAIL(qPrintable("no choice " + label));
}

}  // namespace remis::gui::schooltest
