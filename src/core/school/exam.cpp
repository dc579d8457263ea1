#include "core/school/exam.h"

#include <algorithm>

namespace remis::school {

void Exam::start(const std::vector<Item>& items) {
    m_entries.assign(items.size(), ExamEntry{});
    for (size_t i = 0; i < items.size(); ++i)
        m_entries[i].counts = items[i].kind != QuestionKind::Watch;
    m_finished = false;
}

size_t Exam::size() const {
    return size_t(std::count_if(m_entries.begin(), m_entries.end(),
                                [](const ExamEntry& e) { return e.counts; }));
}

bool Exam::submit(size_t index, const Item& item, const Answer& answer, const Response& response) {
    if (isLocked(index) || index >= m_entries.size() || !m_entries[index].counts) return false;
    ExamEntry& e = m_entries[index];
    e.submitted = true;
    e.response = response;
    e.feedback = check(item, answer, response);
    return true;
}

bool Exam::isLocked(size_t index) const {
    return m_finished || (index < m_entries.size() && m_entries[index].submitted);
}

size_t Exam::answered() const {
    return size_t(std::count_if(m_entries.begin(), m_entries.end(),
                                [](const ExamEntry& e) { return e.submitted; }));
}

size_t Exam::right() const {
    return size_t(std::count_if(m_entries.begin(), m_entries.end(), [](const ExamEntry& e) {
        return e.submitted && e.feedback.correct;
    }));
}

std::vector<size_t> Exam::unanswered() const {
    std::vector<size_t> out;
    for (size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].counts && !m_entries[i].submitted) out.push_back(i);
    return out;
}

int Exam::percent() const {
    const size_t n = size();
    if (n == 0) return 0;
    return int((right() * 200 + n) / (2 * n));
}

bool Exam::passed(int passMark) const {
    const size_t n = size();
    return n > 0 && right() * 100 >= size_t(std::max(passMark, 0)) * n;
}

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
