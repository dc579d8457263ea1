// The rules school's lessons as the app offers them: the demonstrations first (the school's
// first lesson, watched move by move), then the shipped and the user's lesson files.
#pragma once

#include <memory>

#include "app/school/schoollibrary.h"

class QWidget;

namespace remis::gui {

class DemoLibrary;
class SchoolWindow;

school::Lesson demonstrationLesson(const DemoLibrary& demos);
std::unique_ptr<app::SchoolLibrary> standardSchoolLibrary(const DemoLibrary& demos);
// A new school window (progress in the standard place), parented to `parent`.
SchoolWindow* makeSchoolWindow(const DemoLibrary& demos, QWidget* parent);

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
