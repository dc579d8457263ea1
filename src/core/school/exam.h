// An exam over the questions of a lesson (its demonstrations ask nothing and do not count):
// each answer is submitted once and then locked (the
// pupil cannot change it after seeing the score, and later clicks never overwrite what was
// recorded), finishing marks the unanswered items wrong, and a retake starts clean. The score
// is rounded to the nearest percent (10 of 13 is 77 %, not 76 %); passing is decided on the
// exact fraction, so 79.6 % does not pass an 80 % mark.
#pragma once

#include <cstddef>
#include <vector>

#include "core/school/schoolanswer.h"

namespace remis::school {

struct ExamEntry {
    bool counts = true;  // a question; a demonstration does not count
    bool submitted = false;
    Response response;  // what the pupil gave, as given
    Feedback feedback;  // the arbiter's check of it, made once on submission
};

class Exam {
public:
    // A clean exam of the lesson's items: nothing answered, nothing locked, not finished.
    void start(const std::vector<Item>& items);
    // Checks and records the answer to item `index`; false (and nothing changes) when that item
    // was already submitted, the exam is finished, the item is a demonstration, or `index` is
    // out of range.
    bool submit(size_t index, const Item& item, const Answer& answer, const Response& response);
    bool isLocked(size_t index) const;  // submitted, or the exam is over
    void finish() { m_finished = true; }
    bool finished() const { return m_finished; }

    size_t size() const;                                    // the questions that count
    size_t entryCount() const { return m_entries.size(); }  // every item of the lesson
    const ExamEntry& entry(size_t index) const { return m_entries.at(index); }  // by item index
    size_t answered() const;
    size_t right() const;
    std::vector<size_t> unanswered() const;  // item indices of the questions, ascending
    // Rounded half up: right * 100 / size. 0 for an empty exam.
    int percent() const;
    // right / size >= passMark / 100, exactly.
    bool passed(int passMark) const;

private:
    std::vector<ExamEntry> m_entries;
    bool m_finished = false;
};

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
